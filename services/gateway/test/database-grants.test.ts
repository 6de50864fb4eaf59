/**
 * The site's database account as docs/operations.md documents it (APP_DATABASE_PRIVILEGES, no DROP),
 * on MySQL/MariaDB: every service's migrations and seed run with it, and so does normal work
 * through the gateway (sign-in, an enquiry, a staff action the audit log records), while the
 * audit log can be neither truncated nor dropped nor have entries deleted or changed.
 * (SQLite has no accounts: its triggers refuse UPDATE and DELETE, and it has no TRUNCATE.)
 */
import { randomBytes } from 'node:crypto';
import { APP_DATABASE_PRIVILEGES, appDatabaseGrant, createDatabase, prepareDatabase } from '@agency/service-common';
import { AUDIT_APPEND_ONLY, AUDIT_TABLE } from '@agency/service-common/audit';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { buildGateway, services } from '../src';

const onMysql = testDatabaseKinds().includes('mysql') ? describe : describe.skip;

onMysql('the site’s database account on MariaDB/MySQL', () => {
  const user = `agency_app_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const account = `'${user}'@'%'`;
  const config = testConfig({ adminUsername: 'grants-admin', adminPassword: 'Grants#Admin-26' });
  let root: TestDatabase;
  let app: Knex;
  let gateway: FastifyInstance;

  beforeAll(async () => {
    root = await createTestDatabase('mysql');
    const url = new URL(root.url);
    const database = url.pathname.slice(1);
    await root.db.raw(`CREATE USER ${account} IDENTIFIED BY '${password}'`);
    await root.db.raw(appDatabaseGrant(database, account));
    url.username = user;
    url.password = password;
    app = createDatabase(url.href);
  });
  afterAll(async () => {
    await gateway?.close();
    await app?.destroy();
    await root?.db.raw(`DROP USER IF EXISTS ${account}`);
    await root?.drop();
  });

  it('has exactly the documented privileges, and no DROP', async () => {
    const [rows] = (await app.raw('SHOW GRANTS FOR CURRENT_USER')) as [Record<string, string>[]];
    const onDatabase = rows.map((row) => Object.values(row)[0]).find((grant) => grant.includes(' ON `'))!;
    const granted = /^GRANT (.+) ON /.exec(onDatabase)![1].split(', ').sort();
    expect(granted).toEqual([...APP_DATABASE_PRIVILEGES].sort());
    expect(granted).not.toContain('DROP');
  });

  it('runs every service’s migrations and seed, and the site’s normal work', async () => {
    for (const service of services) await prepareDatabase(service, app, config);
    gateway = await buildGateway({ config, mode: { kind: 'embedded', db: app }, logger: false });
    const login = await gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: config.adminUsername, password: config.adminPassword },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const enquiry = await gateway.inject({
      method: 'POST',
      url: '/api/requests/submit',
      payload: {
        Firstname: 'Asha Menon',
        Emailaddress: 'asha@example.in',
        PhoneNumber: '+91 98450 12345',
        travelplans: 'Bali in December',
        way: 'quickContact',
      },
    });
    expect(enquiry.statusCode).toBe(200);
    const created = await gateway.inject({
      method: 'POST',
      url: '/api/auth/create',
      headers,
      payload: { username: 'grants-employee', password: 'Grants#Employee-26', role: 'employee' },
    });
    expect(created.statusCode).toBe(200);
    expect((await gateway.inject({ method: 'GET', url: '/api/packages?page=1', headers })).statusCode).toBe(200);
    const { continents } = (await gateway.inject({ method: 'GET', url: '/api/destinations/manage', headers })).json() as {
      continents: { id: number }[];
    };
    const country = await gateway.inject({
      method: 'POST',
      url: '/api/destinations/countries',
      headers,
      payload: { continentId: continents[0].id, name: 'Laos', intro: 'Slow river days.', more: '', inMenu: true },
    });
    expect(country.statusCode).toBe(201);
    const checkout = await gateway.inject({
      method: 'POST',
      url: '/api/payment/v1/initiate',
      payload: { amount: 10, productinfo: 'SoulPod', firstname: 'Asha', email: 'asha@example.in', phone: '9876543210' },
    });
    expect(checkout.statusCode).toBe(200);
    const entries = await app(AUDIT_TABLE).count({ n: '*' });
    expect(Number(entries[0].n)).toBeGreaterThan(0);
  });

  it('cannot truncate, drop, empty or rewrite the audit log', async () => {
    const [{ n: before }] = await app(AUDIT_TABLE).count({ n: '*' });
    expect(Number(before)).toBeGreaterThan(0);
    await expect(app.raw(`TRUNCATE TABLE ${AUDIT_TABLE}`)).rejects.toMatchObject({
      code: 'ER_TABLEACCESS_DENIED_ERROR',
      message: expect.stringContaining('DROP command denied'),
    });
    await expect(app.raw(`DROP TABLE ${AUDIT_TABLE}`)).rejects.toMatchObject({ code: 'ER_TABLEACCESS_DENIED_ERROR' });
    await expect(app(AUDIT_TABLE).delete()).rejects.toMatchObject({ message: expect.stringContaining(AUDIT_APPEND_ONLY) });
    await expect(app(AUDIT_TABLE).update({ action: 'nothing.happened' })).rejects.toMatchObject({
      message: expect.stringContaining(AUDIT_APPEND_ONLY),
    });
    const [{ n: after }] = await app(AUDIT_TABLE).count({ n: '*' });
    expect(Number(after)).toBe(Number(before));
    // The triggers do not stop TRUNCATE: an account with DROP (root here) empties the table.
    await root.db.raw(`TRUNCATE TABLE ${AUDIT_TABLE}`);
    const [{ n: truncated }] = await app(AUDIT_TABLE).count({ n: '*' });
    expect(Number(truncated)).toBe(0);
  });
});
