import { SERVICES } from '@agency/contracts';
import { prepareDatabase } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { buildGateway, services } from '../src';
import { type SeparateServices, startSeparateServices } from './support/separate-services';

describe('gateway', () => {
  let db: TestDatabase;
  let embedded: FastifyInstance;
  let split: FastifyInstance;
  let separate: SeparateServices;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite', { migratedFor: services });
    const config = testConfig();
    for (const service of services) await prepareDatabase(service, db.db, config);
    embedded = await buildGateway({ config, mode: { kind: 'embedded', db: db.db }, logger: false });
    separate = await startSeparateServices(db.db, config);
    split = await buildGateway({ config, mode: { kind: 'split', upstreams: separate.upstreams, db: db.db }, logger: false });
  });

  afterAll(async () => {
    await embedded.close();
    await split.close();
    await separate.close();
    await db.drop();
  });

  it.each(SERVICES)('answers the same %s health in split mode as in one process', async (service) => {
    const one = await embedded.inject({ method: 'GET', url: `/api/${service}/health` });
    const proxied = await split.inject({ method: 'GET', url: `/api/${service}/health` });
    expect(one.statusCode).toBe(200);
    expect(proxied.statusCode).toBe(200);
    expect(proxied.json()).toEqual(one.json());
    expect(one.json()).toMatchObject({ service, status: 'ok' });
  });

  it('answers 502 with a clear message when a split service is down', async () => {
    const config = testConfig();
    const upstreams = { ...separate.upstreams, leads: 'http://127.0.0.1:9' };
    const gateway = await buildGateway({ config, mode: { kind: 'split', upstreams, db: db.db }, logger: false });
    const res = await gateway.inject({ method: 'GET', url: '/api/leads/health' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/leads service is not reachable/);
    await gateway.close();
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const res = await embedded.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it("sends a page's security headers with the site's pages and the API documentation", async () => {
    for (const url of ['/', '/packages', '/api/docs/json']) {
      const res = await embedded.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });

  it('sends a data answer the headers that matter for data, and nothing that would let it load or be framed', async () => {
    const res = await embedded.inject({ method: 'GET', url: '/api/catalogue/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const res = await embedded.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/catalogue/health'].get.operationId).toBe('catalogue.health');
    expect(doc.paths['/api/requests/data']).toBeDefined();
  });

  it('documents only the public calls publicly in production, and every call for staff with a token', async () => {
    const config = testConfig({ production: true });
    const gateway = await buildGateway({ config, mode: { kind: 'embedded', db: db.db }, logger: false });
    try {
      const publicDoc = (await gateway.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(publicDoc.paths['/api/requests/submit'].post).toBeDefined();
      const documented = JSON.stringify(publicDoc);
      for (const staffPath of ['/api/requests/data', '/api/auth/create', '/api/auth/users'])
        expect(documented).not.toContain(`"${staffPath}"`);
      expect((await gateway.inject({ method: 'GET', url: '/api/docs/staff.json' })).statusCode).toBe(401);
      const login = await gateway.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: config.adminUsername, password: config.adminPassword },
      });
      const { token } = login.json();
      const staff = await gateway.inject({ method: 'GET', url: '/api/docs/staff.json', headers: { authorization: `Bearer ${token}` } });
      expect(staff.statusCode).toBe(200);
      expect(staff.json().paths['/api/requests/data'].get).toBeDefined();
    } finally {
      await gateway.close();
    }
  });
});
