/**
 * The leads service on a fresh database with a clock the test moves, and what a test needs to
 * play the visitor (the three enquiry payloads) and the staff (tokens for any name and role).
 * The catalogue is migrated and seeded into the same database, as the embedded gateway runs
 * them, so an enquiry's package_id is checked against real packages (ids 1 to 100); so is the
 * auth service, and every name a test signs in as is a real account of it (a reassignment
 * checks that its target is an active account).
 */

import { authService } from '@agency/auth';
import { catalogueService } from '@agency/catalogue';
import type { Role } from '@agency/contracts';
import { type Config, type DatabaseKind, prepareDatabase } from '@agency/service-common';
import { SESSIONS_TABLE } from '@agency/service-common/sessions';
import { buildTestService, type TestService } from '@agency/test-kit/services';
import { tokenMinter } from '@agency/test-kit/tokens';
import type { LightMyRequestResponse } from 'fastify';
import { createLeadsService, type LeadsDependencies } from '../../src';
import { type RequestRow, TABLES } from '../../src/db/rows';

export const START = Date.UTC(2025, 9, 1, 6, 0, 0);

/** Limits no test reaches unless it is about them (the defaults are exercised in rate-limit.test.ts). */
export const UNREACHED_LIMITS: Config['enquiryLimits'] = { perMinute: 100_000, perDay: 100_000 };

export interface LeadsHarness extends TestService {
  advance(ms: number): void;
  now(): number;
  /**
   * A valid token for `username` with `role` (signed as the auth service signs them), with a
   * live session. Each username is an account of its own (accountOf) unless `account` names
   * another id: a username deleted and created again is a new account with the same name.
   */
  token(username: string, role?: Role, account?: number): string;
  /** The account id the harness gives `username` (the same for every role). */
  accountOf(username: string): number;
  /** Waits for the sessions and account rows token() has written so far (before a test changes one itself). */
  settled(): Promise<void>;
  submit(payload: object, client?: string): Promise<LightMyRequestResponse>;
  /** Submits and answers the new id; fails the test on anything but 200. */
  submitted(payload: object): Promise<number>;
  get(url: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, token: string | undefined, payload: object): Promise<LightMyRequestResponse>;
  row(id: number): Promise<RequestRow>;
}

export async function buildLeadsService(
  kind: DatabaseKind,
  options: { config?: Partial<Config>; catalogue?: LeadsDependencies['catalogue']; staff?: LeadsDependencies['staff'] } = {},
): Promise<LeadsHarness> {
  let now = START;
  const service = await buildTestService(
    createLeadsService({
      clock: () => now,
      ...(options.catalogue ? { catalogue: options.catalogue } : {}),
      ...(options.staff ? { staff: options.staff } : {}),
    }),
    kind,
    {
      config: { enquiryLimits: UNREACHED_LIMITS, ...options.config },
      migratedWith: options.catalogue ? [authService] : [catalogueService, authService],
    },
  );
  // With a catalogue of its own (over HTTP) the leads database holds no packages at all.
  if (!options.catalogue) await prepareDatabase(catalogueService, service.db, service.config);
  await prepareDatabase(authService, service.db, service.config);
  const minter = await tokenMinter(service.config.jwtSecret);
  const accounts = new Map<string, number>();
  const accountOf = (username: string) => {
    if (!accounts.has(username)) accounts.set(username, 1000 + accounts.size);
    return accounts.get(username)!;
  };
  /**
   * One live session per account and role, as sign-in would open them (the guard checks it).
   * token() is synchronous, so it writes the session row itself and every call waits for it.
   */
  const sessions = new Map<string, Promise<unknown>>();
  const sessionOf = (sub: number, role: Role) => {
    const sid = `test-${sub}-${role}`;
    if (!sessions.has(sid)) {
      // then(): a knex builder runs again each time it is awaited; the promise runs it once.
      const row = { id: sid, account_id: sub, role, created_at: START, expires_at: START + 10 * 365 * 86_400_000, revoked_at: null };
      sessions.set(
        sid,
        service
          .db(SESSIONS_TABLE)
          .insert(row)
          .then(() => undefined),
      );
    }
    return sid;
  };
  /** The auth service's account row of each name (its first role), written once like the sessions. */
  const users = new Map<number, Promise<unknown>>();
  const userOf = (sub: number, username: string, role: Role) => {
    // A name given another account's id (a re-created username) keeps the first one's row: usernames are unique.
    if (!users.has(sub) && sub === accountOf(username)) {
      const row = { id: sub, username, role, password_hash: 'scrypt$not-a-password', created_at: START };
      users.set(
        sub,
        service
          .db('users')
          .insert(row)
          .onConflict()
          .ignore()
          .then(() => undefined),
      );
    }
  };
  const sessionsOpened = () => Promise.all([...sessions.values(), ...users.values()]);
  const close = service.close;
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const harness: LeadsHarness = Object.assign(service, {
    advance(ms: number) {
      now += ms;
    },
    now: () => now,
    accountOf,
    settled: async () => {
      await sessionsOpened();
    },
    token: (username: string, role: Role = 'employee', account = accountOf(username)) => {
      userOf(account, username, role);
      return minter.sign({ sub: account, username, role, sid: sessionOf(account, role) });
    },
    async close() {
      await minter.close();
      await close();
    },
    submit: (payload: object, client?: string) =>
      service.app.inject({ method: 'POST', url: '/api/requests/submit', payload, ...(client ? { remoteAddress: client } : {}) }),
    async submitted(payload: object) {
      const res = await harness.submit(payload);
      if (res.statusCode !== 200) throw new Error(`submit answered ${res.statusCode}: ${res.body}`);
      return res.json().id as number;
    },
    async get(url: string, token?: string, headers: Record<string, string> = {}) {
      await sessionsOpened();
      return service.app.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } });
    },
    async post(url: string, token: string | undefined, payload: object) {
      await sessionsOpened();
      return service.app.inject({ method: 'POST', url, headers: auth(token), payload });
    },
    row: async (id: number) => (await service.db(TABLES.requests).where({ id }).first()) as RequestRow,
  });
  return harness;
}

/** The home page pop-up's payload (the storefront spec's calls). */
export const quickContact = {
  Firstname: 'Asha Menon',
  Emailaddress: 'asha@example.in',
  PhoneNumber: '+91 98450 12345',
  travelplans: 'Two weeks in Bali in December, a villa with a pool',
  way: 'quickContact',
  handleby: 'Public',
  Status: 'Active',
} as const;

/** The full /Form payload, opened from a package's ENQUIRE NOW. */
export const fullForm = {
  Firstname: 'Rohan',
  Lastname: 'Iyer',
  Emailaddress: 'rohan.iyer@example.in',
  PhoneNumber: '9876543210',
  Name: 'Enchanting Bali Honeymoon Escape',
  Countryname: 'Bali',
  classoffer: 'Economy',
  Duration: 7,
  Date: '2025-12-20',
  Airport: 'Bengaluru (BLR)',
  Whoistravelling: 2,
  Whoistravellingchildren: 1,
  WhoistravellingInfants: 0,
  calltime: '9 am to 12pm',
  way: 'Direct website',
  handleby: 'Public',
  Status: 'Active',
  package_id: 42,
} as const;

/** The contact page's 'Get In Touch' payload, found through Instagram. */
export const callback = {
  Firstname: 'Meera',
  Lastname: 'Kapoor',
  Emailaddress: 'meera.kapoor@example.in',
  PhoneNumber: '(022) 2345 6789',
  calltime: '3 pm to 6pm',
  way: 'Instagram',
  handleby: 'Public',
  Status: 'Active',
} as const;

export const LIST = { all: '/api/requests/data', confirmed: '/api/requests/data-confirm', deleted: '/api/requests/data-delete' } as const;
export const pool = `${LIST.all}?handleby=Public`;
export const heldBy = (username: string) => `${LIST.all}?handleby=${encodeURIComponent(username)}`;
export const UPDATE = { handleby: '/api/requests/update-handleby', status: '/api/requests/update-status' } as const;

export const idsOf = (res: LightMyRequestResponse) => (res.json() as { id: number }[]).map((lead) => lead.id);

export { TABLES };
