import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineCall, type Role } from '@agency/contracts';
import { openTestSession } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import {
  createDatabase,
  createServer,
  databaseKind,
  installErrorHandler,
  loadConfig,
  registerCall,
  registerJwt,
  SESSION_EXPIRED,
} from '../src';
import { migrateSessions, staffSessions } from '../src/staff-sessions';

describe('databaseKind', () => {
  it('reads the kind from DATABASE_URL', () => {
    expect(databaseKind('mysql://root@127.0.0.1:3306/agency')).toBe('mysql');
    expect(databaseKind('sqlite:data/agency.sqlite')).toBe('sqlite');
    expect(() => databaseKind('postgres://x')).toThrow(/must start with mysql:\/\/ or sqlite:/);
  });
});

describe('createDatabase on SQLite', () => {
  it('creates the database file and its write-ahead log readable by the service alone (0600)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agency-db-mode-'));
    const file = path.join(dir, 'nested', 'agency.sqlite');
    const db = createDatabase(`sqlite:${file}`);
    try {
      await db.schema.createTable('t', (t) => t.increments('id'));
      await db('t').insert({});
      for (const name of [file, `${file}-wal`]) expect((statSync(name).mode & 0o777).toString(8)).toBe('600');
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the permissions of an existing world-readable file away', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agency-db-mode-'));
    const file = path.join(dir, 'agency.sqlite');
    writeFileSync(file, '', { mode: 0o644 });
    const db = createDatabase(`sqlite:${file}`);
    try {
      expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadConfig', () => {
  it('refuses development secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'mysql://x@h/db' })).toThrow(/JWT_SECRET must be set/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'mysql://x@h/db', JWT_SECRET: 's' })).toThrow(
      /ADMIN_PASSWORD must be set/,
    );
  });

  it('serves the sandbox payment provider only with PAYMENT_SANDBOX=on, and never in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'mysql://x@h/db',
      JWT_SECRET: 'a-production-secret-of-at-least-32-bytes',
      ADMIN_PASSWORD: 'Harbour-Lantern-Monsoon',
    };
    expect(loadConfig({}).paymentSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).paymentSandbox).toBe(false);
    expect(loadConfig({ PAYMENT_SANDBOX: 'on' }).paymentSandbox).toBe(true);
    expect(loadConfig({ ...production, PAYMENT_SANDBOX: 'off' }).paymentSandbox).toBe(false);
    expect(() => loadConfig({ ...production, PAYMENT_SANDBOX: 'on' })).toThrow(/PAYMENT_SANDBOX=on is refused when NODE_ENV=production/);
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'yes' })).toThrow('PAYMENT_SANDBOX must be on or off (got yes)');
  });

  it('hashes passwords at the production cost everywhere but in tests, and never cheaper in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'mysql://x@h/db',
      JWT_SECRET: 'a-production-secret-of-at-least-32-bytes',
      ADMIN_PASSWORD: 'Harbour-Lantern-Monsoon',
    };
    expect(loadConfig(production).passwordHashCost).toBe(17);
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashCost).toBe(10);
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '12' })).toThrow(
      /PASSWORD_HASH_COST must be a whole number from 17 to 20/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/from 10 to 20/);
  });
});

const staffCall = defineCall({
  id: 'test.staff',
  method: 'POST',
  path: '/api/test/staff',
  service: 'leads',
  access: ['admin', 'manager'],
  summary: 'a staff call for the guard test',
  schema: {
    body: {
      type: 'object',
      properties: { name: { type: 'string', minLength: 1, errorMessage: { minLength: 'Name is required' } } },
      required: ['name'],
      additionalProperties: false,
      errorMessage: { required: { name: 'Name is required' } },
    },
    response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } },
  },
});

describe('contract routes: guard and validation errors', () => {
  let app: FastifyInstance;
  const secret = 'a-test-secret-of-enough-length-for-hs256';
  beforeAll(async () => {
    app = createServer({ logger: false });
    installErrorHandler(app);
    await registerJwt(app, secret, 60);
    sessionsDb = createDatabase('sqlite::memory:');
    await migrateSessions(sessionsDb);
    app.decorate('staffSessions', staffSessions(sessionsDb));
    registerCall(app, staffCall, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await sessionsDb.destroy();
  });

  let sessionsDb: Knex;
  /** A token of a live session, as sign-in hands them out. */
  const live = async (claims: { sub: number; username: string; role: Role }, options: { expiresIn?: number } = {}) =>
    app.jwt.sign({ ...claims, sid: await openTestSession(sessionsDb, claims) }, options);

  const post = (headers: Record<string, string>, payload: unknown = { name: 'x' }) =>
    app.inject({ method: 'POST', url: '/api/test/staff', headers, payload: payload as object });

  it('answers 401 without a token', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please login to access this page');
  });

  it('answers 401 for a tampered or expired token', async () => {
    const token = await live({ sub: 1, username: 'a', role: 'admin' });
    const tampered = token.slice(0, -2) + (token.endsWith('aa') ? 'bb' : 'aa');
    expect((await post({ authorization: `Bearer ${tampered}` })).statusCode).toBe(401);
    const expired = await live({ sub: 1, username: 'a', role: 'admin' }, { expiresIn: -10 });
    const res = await post({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_EXPIRED);
  });

  it('answers 401 for a correctly signed token that never expires', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 1, username: 'a', role: 'admin', iat: Math.floor(Date.now() / 1000) })}`;
    const forever = `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    const res = await post({ authorization: `Bearer ${forever}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_EXPIRED);
  });

  it('answers 403 for a role the contract does not allow, 200 for one it does', async () => {
    const employee = await live({ sub: 2, username: 'e', role: 'employee' });
    expect((await post({ authorization: `Bearer ${employee}` })).statusCode).toBe(403);
    const manager = await live({ sub: 3, username: 'm', role: 'manager' });
    const res = await post({ authorization: `Bearer ${manager}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers 400 naming the failing field with the schema message', async () => {
    const admin = await live({ sub: 1, username: 'a', role: 'admin' });
    const res = await post({ authorization: `Bearer ${admin}` }, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'Name is required', fields: { name: 'Name is required' } });
    const unknown = await post({ authorization: `Bearer ${admin}` }, { name: 'x', extra: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toContain('extra');
  });
});
