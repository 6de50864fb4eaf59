/**
 * The public forms posted without JavaScript: stored through the leads service's own call in
 * one process and split, answered with a redirect that carries no personal data, refused from
 * another site, and shown again (values and messages) when the check or the service says no.
 */

import { leadsService } from '@agency/leads';
import { FORM_POST_REFUSED, FORM_SENT_PARAM, type PostedForm } from '@agency/page/protocol';
import { injectedLeadSubmitter, registerPageFormPosts } from '@agency/page/server';
import { type Config, createServer, prepareDatabase, servicePlugin } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildGateway, services } from '../src';
import { type SeparateServices, startSeparateServices } from './support/separate-services';

const SITE = 'http://127.0.0.1:8080';
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'sec-fetch-site': 'same-origin' };

const callback = {
  Firstname: 'Asha',
  Lastname: 'Rao',
  Emailaddress: 'asha.rao@example.com',
  PhoneNumber: '+91 98765 43210',
  calltime: '12 pm to 3pm',
  way: 'Facebook',
};

function encoded(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

async function storedLeads(db: TestDatabase) {
  return db.db('requests').select('first_name', 'last_name', 'email', 'phone', 'call_time', 'way', 'handled_by', 'status');
}

describe.each(testDatabaseKinds())('forms posted without scripts, through the gateway on %s', (kind) => {
  let db: TestDatabase;
  let config: Config;
  let embedded: FastifyInstance;
  let split: FastifyInstance;
  let separate: SeparateServices;

  beforeAll(async () => {
    db = await createTestDatabase(kind, { migratedFor: services });
    config = testConfig({ publicUrl: SITE });
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

  beforeEach(async () => {
    await db.db('requests').del();
  });

  it.each([
    ['one process', () => embedded],
    ['split', () => split],
  ] as const)('stores a callback request and redirects to the page with its marker only (%s)', async (_mode, gateway) => {
    const res = await gateway().inject({ method: 'POST', url: '/contact', headers: FORM_HEADERS, payload: encoded(callback) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/contact?${FORM_SENT_PARAM}=callback`);
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await storedLeads(db)).toEqual([
      {
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha.rao@example.com',
        phone: '+91 98765 43210',
        call_time: '12 pm to 3pm',
        way: 'Facebook',
        handled_by: 'Public',
        status: 'Active',
      },
    ]);
  });

  it('stores a full enquiry with the fixed call time and the form way', async () => {
    const res = await embedded.inject({
      method: 'POST',
      url: '/Form',
      headers: FORM_HEADERS,
      payload: encoded({
        Firstname: 'Ravi',
        Lastname: 'Iyer',
        Emailaddress: 'ravi@example.com',
        PhoneNumber: '9876543210',
        Countryname: 'Japan',
        Whoistravelling: '2',
        handleby: 'mallory',
        Status: 'Confirm',
      }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/Form?${FORM_SENT_PARAM}=enquiry`);
    const [row] = await db.db('requests').select('first_name', 'country_name', 'adults', 'call_time', 'way', 'handled_by', 'status');
    expect(row).toEqual({
      first_name: 'Ravi',
      country_name: 'Japan',
      adults: 2,
      call_time: '9 am to 12pm',
      way: 'Direct website',
      handled_by: 'Public',
      status: 'Active',
    });
  });

  it.each([
    ['another site says so', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a sibling site says so', { 'sec-fetch-site': 'same-site', origin: SITE }],
    ['another site hides its origin', { 'sec-fetch-site': 'cross-site', origin: 'null' }],
    ['an older browser names another origin', { origin: 'https://evil.example' }],
  ])('refuses a post when %s, storing nothing', async (_case, headers) => {
    const res = await embedded.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: encoded(callback),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FORM_POST_REFUSED);
    expect(await storedLeads(db)).toEqual([]);
  });

  it("takes the site's own post whose origin the referrer policy hides", async () => {
    // Chromium sends `Origin: null` with a form post under `Referrer-Policy: no-referrer` (the site's).
    const res = await embedded.inject({
      method: 'POST',
      url: '/contact',
      headers: { ...FORM_HEADERS, origin: 'null' },
      payload: encoded(callback),
    });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.statusCode).toBe(303);
    expect(await storedLeads(db)).toHaveLength(1);
  });

  it('refuses a body that is not a form', async () => {
    const res = await embedded.inject({
      method: 'POST',
      url: '/contact',
      headers: { ...FORM_HEADERS, 'content-type': 'text/plain' },
      payload: encoded(callback),
    });
    expect(res.statusCode).toBe(415);
    expect(await storedLeads(db)).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('a form posted without scripts that is shown again, on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const shown: Array<{ url: string; posted: PostedForm; status: number }> = [];

  beforeAll(async () => {
    db = await createTestDatabase(kind, { migratedFor: [leadsService] });
    const config = testConfig({ publicUrl: SITE, enquiryLimits: { perMinute: 1, perDay: 100 } });
    await prepareDatabase(leadsService, db.db, config);
    app = createServer({ logger: false });
    await app.register(servicePlugin(leadsService), { db: db.db, config });
    // The page renderer is PublicPages in the gateway; here it shows what it was handed.
    const pages = {
      serveWithPosted: async (request: FastifyRequest, reply: FastifyReply, posted: PostedForm, status: number) => {
        shown.push({ url: request.url, posted, status });
        return reply.status(status).send({ shown: true });
      },
    };
    await registerPageFormPosts(app, { pages, submit: injectedLeadSubmitter(app), publicUrl: config.publicUrl });
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  beforeEach(() => {
    shown.length = 0;
  });

  it("shows the page again with the typed values and the contract's messages, storing nothing", async () => {
    const typed = { ...callback, Emailaddress: 'not-an-email', PhoneNumber: '' };
    const res = await app.inject({
      method: 'POST',
      url: '/contact',
      headers: FORM_HEADERS,
      payload: encoded({ ...typed, extra: 'ignored' }),
    });
    expect(res.statusCode).toBe(400);
    expect(shown).toHaveLength(1);
    expect(shown[0].url).toBe('/contact');
    expect(shown[0].posted.form).toBe('callback');
    expect(shown[0].posted.values).toEqual(typed);
    expect(shown[0].posted.errors).toEqual({ Emailaddress: expect.stringMatching(/e-?mail/i), PhoneNumber: expect.any(String) });
    expect(shown[0].posted.failure).toBeUndefined();
    expect(await db.db('requests').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it("keeps to the leads service's limit per visitor and says so with the values kept", async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/Form',
      headers: FORM_HEADERS,
      payload: encoded(callback),
      remoteAddress: '203.0.113.7',
    });
    expect(first.statusCode).toBe(303);
    const second = await app.inject({
      method: 'POST',
      url: '/Form',
      headers: FORM_HEADERS,
      payload: encoded(callback),
      remoteAddress: '203.0.113.7',
    });
    expect(second.statusCode).toBe(429);
    expect(shown).toEqual([
      {
        url: '/Form',
        posted: {
          form: 'enquiry',
          values: {
            Firstname: 'Asha',
            Lastname: 'Rao',
            Emailaddress: 'asha.rao@example.com',
            PhoneNumber: '+91 98765 43210',
            calltime: '12 pm to 3pm',
          },
          errors: {},
          failure: 'limited',
        },
        status: 429,
      },
    ]);
    // Another visitor is not held back by the first one's sends.
    const other = await app.inject({
      method: 'POST',
      url: '/Form',
      headers: FORM_HEADERS,
      payload: encoded(callback),
      remoteAddress: '198.51.100.9',
    });
    expect(other.statusCode).toBe(303);
  });
});
