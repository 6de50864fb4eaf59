/**
 * An enquiry's package_id must name a package of the catalogue: a bounded whole
 * number, and a package that exists and is published (a staff draft is no package a visitor
 * can enquire about), or 400 and nothing stored. Asked in both ways the
 * service can reach the catalogue: in process (one database, as the embedded gateway runs)
 * and over the catalogue's public HTTP call (split mode, here with a database of its own).
 */

import { catalogueService } from '@agency/catalogue';
import { enquiryRequest, LEAD_MESSAGES, MAX_ROW_ID } from '@agency/contracts';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { catalogueOverHttp } from '../src';
import { buildLeadsService, fullForm, type LeadsHarness, TABLES } from './support/harness';

const packageIdMessage = enquiryRequest.properties.package_id.errorMessage;

async function count(service: LeadsHarness): Promise<number> {
  const [{ n }] = await service.db(TABLES.requests).count({ n: '*' });
  return Number(n);
}

/**
 * The checks both ways share: `existing` is a package id the catalogue has, `draft` one it has
 * unpublished (through `catalogueDb`, the catalogue's database).
 */
function checksPackageIds(setup: () => { service: LeadsHarness; existing: number; missing: number; draft: number; catalogueDb: Knex }) {
  it('stores an enquiry about a package that exists', async () => {
    const { service, existing } = setup();
    const id = await service.submitted({ ...fullForm, package_id: existing });
    expect(Number((await service.row(id)).package_id)).toBe(existing);
  });

  it('refuses a package id the catalogue does not have (400, a clear message, nothing stored)', async () => {
    const { service, missing } = setup();
    const before = await count(service);
    for (const package_id of [missing, MAX_ROW_ID]) {
      const res = await service.submit({ ...fullForm, package_id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: LEAD_MESSAGES.unknownPackage, fields: { package_id: LEAD_MESSAGES.unknownPackage } });
    }
    expect(await count(service)).toBe(before);
  });

  it('refuses a package that staff have unpublished (a draft) as one that is not there, storing nothing', async () => {
    const { service, draft, catalogueDb } = setup();
    await catalogueDb('packages').where({ id: draft }).update({ published: false });
    try {
      const before = await count(service);
      const res = await service.submit({ ...fullForm, package_id: draft });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: LEAD_MESSAGES.unknownPackage, fields: { package_id: LEAD_MESSAGES.unknownPackage } });
      expect(await count(service)).toBe(before);
    } finally {
      await catalogueDb('packages').where({ id: draft }).update({ published: true });
    }
  });

  it.each<[string, unknown]>([
    ['1e308', 1e308],
    ['2^31 (past any id)', MAX_ROW_ID + 1],
    ['Number.MAX_SAFE_INTEGER', Number.MAX_SAFE_INTEGER],
    ['-5', -5],
    ['4.5', 4.5],
  ])('refuses package_id %s by the contract (400, nothing stored)', async (_case, package_id) => {
    const { service } = setup();
    const before = await count(service);
    const res = await service.submit({ ...fullForm, package_id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ package_id: packageIdMessage });
    expect(await count(service)).toBe(before);
  });

  it('stores an enquiry with no package at all', async () => {
    const { service } = setup();
    const { package_id: _p, ...general } = fullForm;
    const id = await service.submitted(general);
    expect((await service.row(id)).package_id).toBeNull();
  });
}

describe.each(testDatabaseKinds())('package_id checked in process on %s', (kind) => {
  let service: LeadsHarness;
  beforeAll(async () => {
    service = await buildLeadsService(kind);
  });
  afterAll(() => service.close());
  checksPackageIds(() => ({ service, existing: 42, missing: 100_000, draft: 43, catalogueDb: service.db }));
});

describe.each(testDatabaseKinds())('package_id checked over HTTP (split mode) on %s', (kind) => {
  let catalogue: TestService;
  let catalogueApp: FastifyInstance;
  let service: LeadsHarness;
  beforeAll(async () => {
    catalogue = await buildTestService(catalogueService, kind);
    catalogueApp = catalogue.app;
    const url = await catalogueApp.listen({ port: 0, host: '127.0.0.1' });
    // The leads service's own database has no catalogue tables: only the HTTP call can answer.
    service = await buildLeadsService(kind, { catalogue: catalogueOverHttp(url) });
  });
  afterAll(async () => {
    await service.close();
    await catalogue.close();
  });
  checksPackageIds(() => ({ service, existing: 7, missing: 100_000, draft: 8, catalogueDb: catalogue.db }));

  it('has no package table of its own to read', async () => {
    expect(await service.db.schema.hasTable('packages')).toBe(false);
  });

  it('refuses an enquiry with 503 while the catalogue cannot be asked, storing nothing (one without a package still goes)', async () => {
    const down = await buildLeadsService(kind, { catalogue: catalogueOverHttp('http://127.0.0.1:9') });
    try {
      const res = await down.submit({ ...fullForm, package_id: 7 });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(LEAD_MESSAGES.catalogueUnavailable);
      expect(await count(down)).toBe(0);
      const { package_id: _p, ...general } = fullForm;
      expect((await down.submit(general)).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
