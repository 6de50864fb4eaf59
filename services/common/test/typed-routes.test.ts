/**
 * Routes registered from a contract get their request typed from its schemas (the
 * json-schema-to-ts type provider) and their answers checked against its response schemas.
 * The `@ts-expect-error` lines are checked by the type check: if the types ever fell back to
 * `unknown` or `any`, they would stop being errors and the type check would fail.
 */

import { defineCall } from '@agency/contracts';
import type { FastifyInstance } from 'fastify';
import { type CallRequest, createServer, installErrorHandler, registerCall, registerJwt } from '../src';

const echo = defineCall({
  id: 'test.echo',
  method: 'POST',
  path: '/api/test/echo/:id',
  service: 'catalogue',
  access: 'public',
  summary: 'test',
  schema: {
    params: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'], additionalProperties: false },
    querystring: { type: 'object', properties: { page: { type: 'integer', default: 1 } }, additionalProperties: false },
    body: {
      type: 'object',
      properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['name'],
      additionalProperties: false,
    },
    response: {
      200: {
        type: 'object',
        properties: { id: { type: 'integer' }, page: { type: 'integer' }, name: { type: 'string' }, tags: { type: 'integer' } },
        required: ['id', 'page', 'name', 'tags'],
        additionalProperties: false,
      },
    },
  },
});

/** Code a handler hands its request to sees the same types. */
function describeRequest(request: CallRequest<typeof echo>): string {
  // @ts-expect-error: the body has no `nickname`
  void request.body.nickname;
  return `${request.body.name}#${request.params.id}`;
}

describe('registerCall with the contract type provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = createServer({ logger: false });
    installErrorHandler(app);
    await registerJwt(app, 'typed-routes-secret', 60);
    registerCall(app, echo, async (request) => {
      const id: number = request.params.id;
      // The server sees the filled-in default: `page` is a number, never undefined.
      const page: number = request.query.page;
      const name: string = request.body.name;
      const tags: string[] = request.body.tags ?? [];
      // @ts-expect-error: a path parameter is a number here, not a string
      const wrong: string = request.params.id;
      void wrong;
      expect(describeRequest(request)).toBe(`${name}#${id}`);
      return { id, page, name, tags: tags.length };
    });
    // @ts-expect-error: the answer must match the 200 schema (`tags` is a count, not a list)
    registerCall(app, { ...echo, id: 'test.echo2', path: '/api/test/echo2/:id' }, async (request) => ({
      id: 1,
      page: 1,
      name: 'x',
      tags: request.body.tags ?? [],
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('hands the handler the validated, coerced request with its defaults', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo/7', payload: { name: 'Asha', tags: ['a', 'b'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, page: 1, name: 'Asha', tags: 2 });
  });

  it('refuses a request its schemas refuse before the handler runs', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo/seven', payload: { name: 'Asha' } });
    expect(res.statusCode).toBe(400);
  });
});
