/**
 * The OpenAPI document, generated from the call table (not from registered routes), so it
 * is the same whether the services run inside the gateway or behind it as separate processes.
 */
import { allCalls, type CallContract } from '@agency/contracts';

type Json = Record<string, unknown>;

/** 'all' for staff (and development); 'public' leaves the staff calls out. */
export type ApiAudience = 'all' | 'public';

const DESCRIPTIONS: Record<ApiAudience, string> = {
  all: 'Every call of the storefront, retreat checkout and back office. Staff calls need a Bearer token from POST /api/auth/login.',
  public:
    "The storefront's and the retreat checkout's calls. Staff calls are documented for signed-in staff: GET /api/docs/staff.json with a Bearer token from POST /api/auth/login.",
};

export function openApiDocument(version: string, audience: ApiAudience = 'all'): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const call of allCalls) {
    if (audience === 'public' && call.access !== 'public') continue;
    const path = call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    (paths[path] ??= {})[call.method.toLowerCase()] = operation(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Escape Vacation travel agency API',
      version,
      description: DESCRIPTIONS[audience],
    },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

function operation(call: CallContract): Json {
  const { params, querystring, body, response } = call.schema as {
    params?: Json;
    querystring?: Json;
    body?: Json;
    response: Record<number, Json>;
  };
  const parameters = [
    ...parametersOf(params, 'path'),
    ...parametersOf(querystring, 'query'),
  ];
  const responses: Json = {};
  // A call that answers a document or an image says so (`produces`); its errors are JSON all the same.
  const success = call.produces && call.produces !== 'redirect' ? call.produces : 'application/json';
  for (const [status, schema] of Object.entries(response)) {
    const ok = status.startsWith('2');
    responses[status] = { description: ok ? 'Success' : 'Error', content: { [ok ? success : 'application/json']: { schema } } };
  }
  if (call.produces === 'redirect') responses['303'] = { description: 'Redirects the browser to the result page' };
  return {
    operationId: call.id,
    summary: call.summary,
    tags: [call.service],
    ...(call.access === 'public' ? {} : { security: [{ bearerAuth: [] }], description: `Roles: ${call.access.join(', ')}` }),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { [call.consumes ?? 'application/json']: { schema: body } } } } : {}),
    responses,
  };
}

function parametersOf(schema: Json | undefined, where: 'path' | 'query'): Json[] {
  const properties = (schema?.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}
