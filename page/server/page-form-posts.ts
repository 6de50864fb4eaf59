/**
 * The public forms sent without JavaScript (PAGE_FORMS in @agency/contracts): the browser
 * posts the form, form-encoded, to the page it is on. The post is checked with the form's
 * contract (the browser's validator and words), turned into the request the scripted form
 * sends and handed to the leads service's own call, so its rate limit (by the visitor's
 * address), its stamping and its checks apply unchanged. A stored request answers 303 to the
 * page with its success marker (a reload sends nothing again, no personal data in the
 * address); anything else renders the page again with the typed values and the messages.
 *
 * The forms are anonymous, but a post from another site is still refused: a page elsewhere
 * could otherwise fill our leads with a visitor's browser (and address) as the sender.
 */

import { checkTextForm, type EnquiryRequest, leadsCalls } from '@agency/contracts';
import { errorBody } from '@agency/service-common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_ENCODED, FORM_POST_REFUSED, formSentPath, PAGE_FORMS, type PageFormId, type PostedForm } from '../protocol';

/** A form's fields are a few dozen short texts; 16 kB is far above them. */
const FORM_BODY_LIMIT = 16 * 1024;

/** Sends a request to `POST /api/requests/submit` on behalf of the client at `clientIp`; answers its status. */
export type LeadSubmitter = (request: EnquiryRequest, clientIp: string) => Promise<number>;

/** The page renderer's part this module uses (PublicPages). */
export interface PostedPageRenderer {
  serveWithPosted(request: FastifyRequest, reply: FastifyReply, posted: PostedForm, status: number): Promise<FastifyReply>;
}

export interface PageFormPostsOptions {
  pages: PostedPageRenderer;
  submit: LeadSubmitter;
  /** The site's public origin: a post from it is the site's own, whatever address reached this instance. */
  publicUrl: string;
}

/** Embedded: the call is injected into this instance, from the visitor's address (the limit's key). */
export function injectedLeadSubmitter(app: FastifyInstance): LeadSubmitter {
  return async (body, clientIp) => {
    const answer = await app.inject({
      method: 'POST',
      url: leadsCalls.submit.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: clientIp,
    });
    return answer.statusCode;
  };
}

/** Split: the call goes to the leads service, which trusts the gateway's forwarded address as it does the proxy's. */
export function upstreamLeadSubmitter(leadsUpstream: string): LeadSubmitter {
  return async (body, clientIp) => {
    try {
      const answer = await fetch(new URL(leadsCalls.submit.path, leadsUpstream), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
        body: JSON.stringify(body),
      });
      await answer.arrayBuffer();
      return answer.status;
    } catch {
      return 502;
    }
  };
}

export async function registerPageFormPosts(app: FastifyInstance, { pages, submit, publicUrl }: PageFormPostsOptions): Promise<void> {
  const siteOrigin = new URL(publicUrl).origin;
  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM_ENCODED, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      // Object.fromEntries defines own properties, so a field named __proto__ stays a plain field.
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    for (const [id, form] of Object.entries(PAGE_FORMS) as Array<[PageFormId, (typeof PAGE_FORMS)[PageFormId]]>) {
      scope.post(form.path, async (request, reply) => {
        if (!isOwnSitePost(request, siteOrigin)) return reply.status(403).send(errorBody(403, FORM_POST_REFUSED));
        if (!request.headers['content-type']?.startsWith(FORM_ENCODED))
          return reply.status(415).send(errorBody(415, `Send the form as ${FORM_ENCODED}.`));
        const values = formTexts(request.body, Object.keys(form.schema.properties));
        const { errors, data } = checkTextForm(form.validator, form.schema, values);
        if (Object.keys(errors).length > 0) return pages.serveWithPosted(request, reply, { form: id, values, errors }, 400);
        const status = await submit(form.toRequest(data), request.ip);
        if (status === 200) return reply.status(303).header('location', formSentPath(id)).header('cache-control', 'no-store').send();
        if (status >= 500 || status < 400) request.log.warn({ status, form: id }, 'a form posted without scripts was not stored');
        const failure = status === 429 ? 'limited' : 'failed';
        return pages.serveWithPosted(request, reply, { form: id, values, errors: {}, failure }, status >= 400 ? status : 502);
      });
    }
  });
}

/**
 * A post the site's own page sent. The browser's fetch metadata says so (Sec-Fetch-Site),
 * whatever the Origin: under the site's `Referrer-Policy: no-referrer` a browser sends
 * `Origin: null` with a form post, even from our own page. Without fetch metadata (an older
 * browser) the Origin must name the site when it names one. A client that sends neither is
 * no forgery risk to anyone's browser and is taken like the JSON call.
 */
export function isOwnSitePost(request: FastifyRequest, siteOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return true;
  return origin === siteOrigin || origin === `${request.protocol}://${request.host}`;
}

/** The posted texts of the form's own fields (anything else is ignored). */
function formTexts(body: unknown, fields: readonly string[]): Record<string, string> {
  const texts: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return texts;
  for (const name of fields) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string') texts[name] = value;
  }
  return texts;
}
