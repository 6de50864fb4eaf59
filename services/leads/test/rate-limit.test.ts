/**
 * The enquiry rate limit on each database: a burst per minute and a ceiling per day for each
 * client, 429 in the service's error shape with Retry-After, nothing stored when refused, and
 * the client told apart by its real address in both ways the site runs: embedded (the
 * connection's address; a forged X-Forwarded-For changes nothing) and split (the gateway's
 * X-Forwarded-For, believed from loopback only).
 */

import { ENQUIRY_RATE_LIMITS, LEAD_MESSAGES, SERVICES, type ServiceName } from '@agency/contracts';
import { buildGateway } from '@agency/gateway';
import { createServer, loadConfig, servicePlugin } from '@agency/service-common';
import { testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { leadsService } from '../src';
import { buildLeadsService, callback, type LeadsHarness, quickContact, TABLES } from './support/harness';

function expectRefused(res: LightMyRequestResponse, maxWaitSeconds: number, minWaitSeconds = 1): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: LEAD_MESSAGES.tooManyEnquiries });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(minWaitSeconds);
  expect(wait).toBeLessThanOrEqual(maxWaitSeconds);
}

async function stored(service: LeadsHarness): Promise<number> {
  const [{ n }] = await service.db(TABLES.requests).count({ n: '*' });
  return Number(n);
}

describe.each(testDatabaseKinds())('enquiry rate limit on %s', (kind) => {
  describe('the default limits', () => {
    let service: LeadsHarness;
    beforeAll(async () => {
      service = await buildLeadsService(kind, { config: { enquiryLimits: { ...ENQUIRY_RATE_LIMITS } } });
    });
    afterAll(() => service.close());

    it(`takes ${ENQUIRY_RATE_LIMITS.perMinute} enquiries a minute from one client and refuses the next, storing nothing`, async () => {
      for (let i = 0; i < ENQUIRY_RATE_LIMITS.perMinute; i += 1) {
        expect((await service.submit(i % 2 ? quickContact : callback, '203.0.113.7')).statusCode).toBe(200);
      }
      const before = await stored(service);
      expectRefused(await service.submit(quickContact, '203.0.113.7'), 60);
      expect(await stored(service)).toBe(before);
    });

    it('still takes enquiries from another client', async () => {
      expect((await service.submit(quickContact, '198.51.100.20')).statusCode).toBe(200);
    });

    it('counts IPv6 clients by their /64 network', async () => {
      for (let i = 0; i < ENQUIRY_RATE_LIMITS.perMinute; i += 1) {
        expect((await service.submit(quickContact, `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode).toBe(200);
      }
      expectRefused(await service.submit(quickContact, '2001:db8:1:2:ffff::1'), 60);
      expect((await service.submit(quickContact, '2001:db8:1:3::1')).statusCode).toBe(200);
    });
  });

  describe('the daily ceiling', () => {
    let service: LeadsHarness;
    beforeAll(async () => {
      service = await buildLeadsService(kind, { config: { enquiryLimits: { perMinute: 1000, perDay: 3 } } });
    });
    afterAll(() => service.close());

    it('refuses a client past its daily ceiling, asking it to wait hours rather than a minute', async () => {
      for (let i = 0; i < 3; i += 1) expect((await service.submit(callback, '192.0.2.5')).statusCode).toBe(200);
      expectRefused(await service.submit(callback, '192.0.2.5'), 24 * 3600, 23 * 3600);
    });

    it('counts invalid submissions too (a flood of junk is refused before its body is read)', async () => {
      for (let i = 0; i < 3; i += 1) expect((await service.submit({ junk: 'x'.repeat(100) }, '192.0.2.6')).statusCode).toBe(400);
      expectRefused(await service.submit(callback, '192.0.2.6'), 24 * 3600);
    });

    it('ignores X-Forwarded-For embedded (TRUST_PROXY off): a client cannot pose as many', async () => {
      for (let i = 0; i < 3; i += 1) {
        const res = await service.app.inject({
          method: 'POST',
          url: '/api/requests/submit',
          payload: callback,
          remoteAddress: '192.0.2.7',
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
        });
        expect(res.statusCode).toBe(200);
      }
      const forged = await service.app.inject({
        method: 'POST',
        url: '/api/requests/submit',
        payload: callback,
        remoteAddress: '192.0.2.7',
        headers: { 'x-forwarded-for': '10.9.9.9' },
      });
      expectRefused(forged, 24 * 3600);
    });
  });
});

describe('enquiry rate limit in split mode (the gateway proxies to the leads service)', () => {
  const config = testConfig({ enquiryLimits: { perMinute: 2, perDay: 1000 } });
  let database: Awaited<ReturnType<typeof buildLeadsService>>;
  let leads: FastifyInstance;
  let gateway: FastifyInstance;

  beforeAll(async () => {
    // The database of a harness; the service itself runs as runStandalone runs it: listening, trusting loopback.
    database = await buildLeadsService('sqlite', { config });
    leads = createServer({ logger: false, trustProxy: 'loopback' });
    await leads.register(servicePlugin(leadsService), { db: database.db, config });
    const url = await leads.listen({ port: 0, host: '127.0.0.1' });
    // Only the leads calls are made; the other services are not running.
    const upstreams = Object.fromEntries(SERVICES.map((name) => [name, name === 'leads' ? url : 'http://127.0.0.1:9'])) as Record<
      ServiceName,
      string
    >;
    gateway = await buildGateway({ config, mode: { kind: 'split', upstreams, db: database.db }, logger: false });
  });
  afterAll(async () => {
    await gateway?.close();
    await leads?.close();
    await database?.close();
  });

  const through = (client: string, headers: Record<string, string> = {}) =>
    gateway.inject({ method: 'POST', url: '/api/requests/submit', payload: quickContact, remoteAddress: client, headers });

  it("keys on the visitor's address the gateway forwards, not on the gateway's", async () => {
    expect((await through('203.0.113.50')).statusCode).toBe(200);
    expect((await through('203.0.113.50')).statusCode).toBe(200);
    expectRefused(await through('203.0.113.50'), 60);
    // Another visitor, through the same gateway, is not held back.
    expect((await through('203.0.113.51')).statusCode).toBe(200);
  });

  it('replaces the X-Forwarded-For a visitor sends, so a forged one changes nothing', async () => {
    expect((await through('203.0.113.60', { 'x-forwarded-for': '10.0.0.1' })).statusCode).toBe(200);
    expect((await through('203.0.113.60', { 'x-forwarded-for': '10.0.0.2' })).statusCode).toBe(200);
    expectRefused(await through('203.0.113.60', { 'x-forwarded-for': '10.0.0.3' }), 60);
  });

  it('believes X-Forwarded-For only from loopback (the gateway), not from a caller elsewhere', async () => {
    const direct = (xff: string) =>
      leads.inject({
        method: 'POST',
        url: '/api/requests/submit',
        payload: quickContact,
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': xff },
      });
    expect((await direct('10.1.1.1')).statusCode).toBe(200);
    expect((await direct('10.1.1.2')).statusCode).toBe(200);
    expectRefused(await direct('10.1.1.3'), 60);
  });
});

describe('enquiry limits from the environment', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256' };
  it('defaults to the contract limits and takes ENQUIRY_LIMIT_PER_MINUTE and ENQUIRY_LIMIT_PER_DAY', () => {
    expect(loadConfig(base).enquiryLimits).toEqual(ENQUIRY_RATE_LIMITS);
    expect(loadConfig({ ...base, ENQUIRY_LIMIT_PER_MINUTE: '5000', ENQUIRY_LIMIT_PER_DAY: '90000' }).enquiryLimits).toEqual({
      perMinute: 5000,
      perDay: 90000,
    });
  });

  it.each(['0', '-3', 'lots', '2.5'])('refuses %s as a limit', (value) => {
    expect(() => loadConfig({ ...base, ENQUIRY_LIMIT_PER_MINUTE: value })).toThrow(
      /ENQUIRY_LIMIT_PER_MINUTE must be a whole number of at least 1/,
    );
    expect(() => loadConfig({ ...base, ENQUIRY_LIMIT_PER_DAY: value })).toThrow(
      /ENQUIRY_LIMIT_PER_DAY must be a whole number of at least 1/,
    );
  });
});
