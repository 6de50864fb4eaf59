/**
 * The leads service on a fresh database with a clock the test moves, and what a test needs to
 * play the visitor (the three enquiry payloads) and the staff (tokens for any name and role).
 */
import type { LightMyRequestResponse } from 'fastify';
import { ROLES, type Role } from '@agency/contracts';
import { buildTestService, openTestSession, type Config, type DatabaseKind, type TestService } from '@agency/service-common';
import { createLeadsService } from '../../src';
import { TABLES, type RequestRow } from '../../src/db/rows';
import { tokenMinter } from '@agency/auth/test/support/tokens';

export const START = Date.UTC(2025, 9, 1, 6, 0, 0);

/** Limits no test reaches unless it is about them (the defaults are exercised in rate-limit.test.ts). */
export const UNREACHED_LIMITS: Config['enquiryLimits'] = { perMinute: 100_000, perDay: 100_000 };

export interface LeadsHarness extends TestService {
  advance(ms: number): void;
  now(): number;
  /** A valid token for `username` with `role` (signed as the auth service signs them). */
  token(username: string, role?: Role): string;
  submit(payload: object, client?: string): Promise<LightMyRequestResponse>;
  /** Submits and answers the new id; fails the test on anything but 200. */
  submitted(payload: object): Promise<number>;
  get(url: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, token: string | undefined, payload: object): Promise<LightMyRequestResponse>;
  row(id: number): Promise<RequestRow>;
}

export async function buildLeadsService(kind: DatabaseKind, options: { config?: Partial<Config> } = {}): Promise<LeadsHarness> {
  let now = START;
  const service = await buildTestService(createLeadsService({ clock: () => now }), kind, {
    config: { enquiryLimits: UNREACHED_LIMITS, ...options.config },
  });
  const minter = await tokenMinter(service.config.jwtSecret);
  // One live session per role for account 1, as sign-in would open them (the guard checks it).
  const sessions = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await openTestSession(service.db, { sub: 1, role })] as const))) as Record<Role, string>;
  const close = service.close;
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const harness: LeadsHarness = Object.assign(service, {
    advance(ms: number) {
      now += ms;
    },
    now: () => now,
    token: (username: string, role: Role = 'employee') => minter.sign({ sub: 1, username, role, sid: sessions[role] }),
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
    get: (url: string, token?: string, headers: Record<string, string> = {}) =>
      service.app.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } }),
    post: (url: string, token: string | undefined, payload: object) => service.app.inject({ method: 'POST', url, headers: auth(token), payload }),
    row: async (id: number) => (await service.db(TABLES.requests).where({ id }).first()) as RequestRow,
  });
  return harness;
}

/** The home page pop-up's payload (storefront §7). */
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
