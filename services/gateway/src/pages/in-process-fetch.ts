/**
 * The API as the server-rendering remotes call it: the same `/api/...` URLs as the browser,
 * answered without a network hop to the gateway itself. Embedded, the call is injected into
 * this Fastify instance (the services are plugins here); split, it goes straight to the
 * service that owns the path, never round through the gateway.
 */

import { type ServiceName, servicePrefixes } from '@agency/contracts';
import type { ApiCall, ApiFetch } from '@agency/page/protocol';
import type { FastifyInstance } from 'fastify';

export type { ApiCall, ApiFetch };

/** Embedded: each call injected into this Fastify instance, its answer handed back as text (no web Request or Response). */
export function injectingCall(app: FastifyInstance): ApiCall {
  return async ({ method, url, headers, body }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, 'x-forwarded-for': '127.0.0.1' },
      ...(body !== undefined ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };
}

export function injectingFetch(app: FastifyInstance): ApiFetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), 'x-forwarded-for': '127.0.0.1' },
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

export function upstreamFetch(upstreams: Record<ServiceName, string>): ApiFetch {
  const prefixes = Object.entries(servicePrefixes()).sort(([a], [b]) => b.length - a.length);
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const owner = prefixes.find(([prefix]) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
    if (!owner)
      return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: `No API call ${url.pathname}` }), { status: 404 });
    return fetch(new URL(`${url.pathname}${url.search}`, upstreams[owner[1]]), {
      method: request.method,
      headers: request.headers,
      body: init?.body,
    });
  };
}
