/**
 * The authorisation matrix: every staff call of every service, read from the contract table
 * (`allCalls`), so that a call added to the contracts is in this test the moment it exists.
 * Through the embedded gateway, each call must
 * - be served (a route registered for it: a staff call nobody serves fails here by name);
 * - answer 401 with no token, an expired token, an edited token and a token signed with another key;
 * - answer 403 to every role its `access` leaves out;
 * - let every role its `access` names through the guard (any answer but 401, 403 or 5xx: a dummy id
 *   or an empty body may well give 404 or 400, which is the handler speaking, not the guard).
 * The allowed roles use real accounts signed in through POST /api/auth/login, since the auth
 * service also checks that the account behind a token still exists.
 */

import { allCalls, type CallContract, ROLES, type Role } from '@agency/contracts';
import { prepareDatabase, type TokenClaims } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig } from '@agency/test-kit/services';
import { type TokenMinter, tokenMinter, withForgedClaims } from '@agency/test-kit/tokens';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGateway, services } from '../src';

const staffCalls = allCalls.filter((call): call is CallContract & { access: readonly Role[] } => call.access !== 'public');

/**
 * Staff calls whose issue has not landed yet, with that issue. The test below requires each of
 * them to be NOT served, so the entry must go (and the full matrix then applies) the moment its
 * route exists; every other staff call must be served and pass the whole matrix.
 */
const NOT_YET_SERVED: Readonly<Record<string, string>> = {};
const servedStaffCalls = staffCalls.filter((c) => !(c.id in NOT_YET_SERVED));

/** A dummy value for every path parameter: an id nothing has. */
const DUMMY_PARAM = '987654';
const urlOf = (call: CallContract) => call.path.replace(/:[A-Za-z_]+/g, DUMMY_PARAM);

const PASSWORD = 'Matrix#Pass1';
const config = testConfig({ adminUsername: 'matrix-admin', adminPassword: PASSWORD });

let db: TestDatabase;
let gateway: FastifyInstance;
let minter: TokenMinter;
const tokens = {} as Record<Role, string>;
const usernames = {} as Record<Role, string>;
/** Tokens whose session has ended, each in another way; filled in beforeAll. */
const ended = {} as Record<'signedOut' | 'signedOutEverywhere' | 'deleted' | 'demoted' | 'passwordChanged' | 'passwordReset', string>;
/** Calls that end the caller's own session: the caller signs in again after them. */
const ENDS_OWN_SESSION = new Set(['auth.logout']);

async function signIn(username: string): Promise<string> {
  const res = await gateway.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} answered ${res.statusCode}: ${res.body}`);
  return res.json().token as string;
}

beforeAll(async () => {
  db = await createTestDatabase('sqlite', { migratedFor: services });
  for (const service of services) await prepareDatabase(service, db.db, config);
  gateway = await buildGateway({ config, mode: { kind: 'embedded', db: db.db }, logger: false });
  minter = await tokenMinter(config.jwtSecret);
  usernames.admin = config.adminUsername;
  tokens.admin = await signIn(config.adminUsername);
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    const username = `matrix-${role}`.slice(0, 15);
    usernames[role] = username;
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/auth/create',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { username, password: PASSWORD, role },
    });
    if (res.statusCode !== 200) throw new Error(`creating the ${role} account answered ${res.statusCode}: ${res.body}`);
    tokens[role] = await signIn(username);
  }
  await endSessions();
});

/** Six accounts whose tokens end: signed out, signed out everywhere by an admin, deleted, demoted, own password changed, password reset by an admin. */
async function endSessions(): Promise<void> {
  const admin = bearer(tokens.admin);
  const account = async (username: string, role: Role) => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/auth/create',
      headers: admin,
      payload: { username, password: PASSWORD, role },
    });
    return { id: res.json().data._id as number, token: await signIn(username) };
  };
  const signedOut = await account('gone-out', 'admin');
  expect((await gateway.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(signedOut.token) })).statusCode).toBe(200);
  ended.signedOut = signedOut.token;
  const everywhere = await account('gone-every', 'admin');
  expect((await gateway.inject({ method: 'POST', url: `/api/auth/users/${everywhere.id}/sign-out`, headers: admin })).statusCode).toBe(200);
  ended.signedOutEverywhere = everywhere.token;
  const deleted = await account('gone-deleted', 'admin');
  expect((await gateway.inject({ method: 'DELETE', url: `/api/auth/delete/${deleted.id}`, headers: admin })).statusCode).toBe(200);
  // The username comes back as an employee: the old administrator's token must not act for it.
  await account('gone-deleted', 'employee');
  ended.deleted = deleted.token;
  const demoted = await account('gone-demoted', 'admin');
  const demotion = await gateway.inject({
    method: 'POST',
    url: `/api/auth/users/${demoted.id}/role`,
    headers: admin,
    payload: { role: 'user' },
  });
  expect(demotion.statusCode).toBe(200);
  ended.demoted = demoted.token;
  const changed = await account('gone-changed', 'admin');
  const change = await gateway.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: bearer(changed.token),
    payload: { currentPassword: PASSWORD, newPassword: 'Another#Pass-2' },
  });
  expect(change.statusCode).toBe(200);
  ended.passwordChanged = changed.token;
  const reset = await account('gone-reset', 'admin');
  const resetting = await gateway.inject({
    method: 'POST',
    url: `/api/auth/users/${reset.id}/password`,
    headers: admin,
    payload: { password: 'Temporary#Pass-3' },
  });
  expect(resetting.statusCode).toBe(200);
  ended.passwordReset = reset.token;
}

afterAll(async () => {
  await minter?.close();
  await gateway?.close();
  await db?.drop();
});

function call(contract: CallContract, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  const withBody = contract.method === 'POST' || contract.method === 'PUT';
  return gateway.inject({ method: contract.method, url: urlOf(contract), headers, ...(withBody ? { payload: {} } : {}) });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Fails with the call's name when no route serves it (a staff call of a later issue, or a typo in a path). */
function assertServed(contract: CallContract): void {
  if (!gateway.hasRoute({ method: contract.method, url: contract.path })) {
    throw new Error(
      `${contract.id}: no route ${contract.method} ${contract.path} is registered in the gateway. ` +
        `Every staff call of the contracts must be served, behind the guard registerCall adds.`,
    );
  }
}

/** What the guard did: the status, or 'through' when it let the call reach its handler (which may answer 400/404 to dummy input, never 5xx). */
function outcomeOf(res: LightMyRequestResponse): number | 'through' {
  return [401, 403].includes(res.statusCode) || res.statusCode >= 500 ? res.statusCode : 'through';
}

const invalidTokens: [string, () => Record<string, string>][] = [
  ['no token', () => ({})],
  [
    'an expired token',
    () => bearer(minter.sign({ sub: 1, username: config.adminUsername, role: 'admin', sid: 'never-opened' }, { expiresIn: -60 })),
  ],
  [
    'an edited token (an employee claiming to be an administrator)',
    () => {
      const employee = JSON.parse(Buffer.from(tokens.employee.split('.')[1], 'base64url').toString('utf8')) as TokenClaims;
      return bearer(withForgedClaims(tokens.employee, { ...employee, role: 'admin' }));
    },
  ],
  ["a signed-out session's token", () => bearer(ended.signedOut)],
  ['the token of an administrator an admin signed out everywhere', () => bearer(ended.signedOutEverywhere)],
  ['the token of a deleted administrator whose username now belongs to an employee', () => bearer(ended.deleted)],
  ['the token of an administrator demoted to user', () => bearer(ended.demoted)],
  ['a token issued before its administrator changed the password', () => bearer(ended.passwordChanged)],
  ["a token issued before an admin reset its administrator's password", () => bearer(ended.passwordReset)],
  [
    'a token signed with another key',
    () => bearer(`${tokens.admin.split('.').slice(0, 2).join('.')}.${Buffer.from('signed-elsewhere-'.repeat(2)).toString('base64url')}`),
  ],
];

it('walks every staff call of the contract table', () => {
  expect(staffCalls.length).toBeGreaterThan(0);
  expect(staffCalls.map((c) => c.id)).toEqual(
    expect.arrayContaining(['auth.verify', 'auth.createUser', 'auth.listUsers', 'auth.deleteUser']),
  );
});

// jest refuses an empty table: with every issue landed there is nothing waiting to check.
if (Object.keys(NOT_YET_SERVED).length > 0) {
  it.each(Object.entries(NOT_YET_SERVED))('lists %s as not served yet (%s) only while no route serves it', (id) => {
    const contract = staffCalls.find((c) => c.id === id);
    expect(contract).toBeDefined();
    expect(gateway.hasRoute({ method: contract!.method, url: contract!.path })).toBe(false);
  });
} else {
  it('serves every staff call of the contract table (none waits for a later issue)', () => {
    expect(servedStaffCalls).toEqual(staffCalls);
  });
}

describe.each(servedStaffCalls.map((c) => [`${c.id} (${c.method} ${c.path}, ${c.access.join('/')})`, c] as const))(
  '%s',
  (_name, contract) => {
    it('is served by a registered route', () => {
      assertServed(contract);
    });

    it('answers 401 to every bad token, 403 to every role its access leaves out, and lets the others through', async () => {
      assertServed(contract);
      const expected: Record<string, number | 'through'> = {};
      const observed: Record<string, number | 'through'> = {};
      for (const [label, headers] of invalidTokens) {
        expected[label] = 401;
        observed[label] = outcomeOf(await call(contract, headers()));
      }
      for (const role of ROLES) {
        expected[`as ${role}`] = contract.access.includes(role) ? 'through' : 403;
        observed[`as ${role}`] = outcomeOf(await call(contract, bearer(tokens[role])));
        if (ENDS_OWN_SESSION.has(contract.id)) tokens[role] = await signIn(usernames[role]);
      }
      expect(observed).toEqual(expected);
    });
  },
);
