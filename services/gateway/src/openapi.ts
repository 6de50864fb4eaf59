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
    // Every call is under /api on the site's own origin, whichever host serves the document.
    servers: [{ url: '/', description: 'The site that serves this document' }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

function operation(call: CallContract): Json {
  const { params, querystring, body, response } = publishedSchema(call.schema) as {
    params?: Json;
    querystring?: Json;
    body?: Json;
    response: Record<number, Json>;
  };
  const parameters = [...parametersOf(params, 'path'), ...parametersOf(querystring, 'query')];
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
    // An empty list says outright that a public call needs no credentials.
    ...(call.access === 'public' ? { security: [] } : { security: [{ bearerAuth: [] }], description: `Roles: ${call.access.join(', ')}` }),
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

/**
 * Keywords the services' validator understands but OpenAPI's schema dialect does not:
 * ajv-errors' `errorMessage` holds the texts a visitor reads, not part of the data's shape.
 */
const VALIDATOR_ONLY_KEYWORDS = new Set(['errorMessage']);
/** Keywords whose value maps names to schemas (a property may well be called `errorMessage`). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is data, copied as it is. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example', 'required']);

/** A contract's schema as the document publishes it: without the validator's own keywords. */
export function publishedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(publishedSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const published: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALIDATOR_ONLY_KEYWORDS.has(key)) continue;
    if (DATA_KEYWORDS.has(key)) published[key] = value;
    else if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) {
      published[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, publishedSchema(sub)]));
    } else published[key] = publishedSchema(value);
  }
  return published;
}
