/**
 * The payment service on a fresh database with a clock the test moves, plus what a test
 * needs to play the browser and the provider: initiations, and callbacks signed (or forged)
 * the way PayU signs them.
 */
import type { ProofOfWorkChallenge } from '@agency/contracts';
import { type Config, type DatabaseKind, solveProofOfWorkInNode } from '@agency/service-common';
import { buildTestService, type TestService } from '@agency/test-kit/services';
import { createPaymentService } from '../src';
import type { RefundProvider } from '../src/bookings/refund-provider';
import { TABLES } from '../src/db/rows';
import { reverseHash } from '../src/payu/hash';
import { SANDBOX_CREDENTIALS } from '../src/payu/provider';
import type { PaymentVerifier } from '../src/payu/verify';

export const START = Date.UTC(2025, 9, 1, 6, 0, 0);

export interface PaymentHarness extends TestService {
  /** Moves the service's clock forward. */
  advance(ms: number): void;
  now(): number;
}

export async function buildPaymentService(
  kind: DatabaseKind,
  options: {
    config?: Partial<Config>;
    verifier?: PaymentVerifier;
    sweepIntervalMs?: number;
    refunds?: RefundProvider;
    refundRecoveryIntervalMs?: number;
  } = {},
): Promise<PaymentHarness> {
  let now = START;
  // Both sweeps are off unless a test turns them on (refund-recovery.test.ts runs its passes itself).
  const service = createPaymentService({
    clock: () => now,
    sweepIntervalMs: options.sweepIntervalMs ?? 0,
    verifier: options.verifier,
    refunds: options.refunds,
    refundRecoveryIntervalMs: options.refundRecoveryIntervalMs ?? 0,
  });
  // The per-client checkout limits and the rooms' share of holds have their own tests
  // (hoarding.test.ts): here they are out of reach, so every checkout holds what it books.
  const built = await buildTestService(service, kind, {
    config: { checkoutLimitPerQuarterHour: 100_000, checkoutHoldsPerClient: 100_000, retreatHoldPercent: 100, ...options.config },
  });
  return Object.assign(built, {
    advance(ms: number) {
      now += ms;
    },
    now: () => now,
  });
}

export const visitor = { firstname: 'Asha', email: 'asha@example.in', phone: '9876543210' } as const;

/** The seeded rooms' ids by category. */
export async function roomIds(service: TestService): Promise<Record<string, number>> {
  const rows: { id: number; category: string }[] = await service.db(TABLES.inventory).select('id', 'category');
  return Object.fromEntries(rows.map((row) => [row.category, row.id]));
}

export async function available(service: TestService, category: string): Promise<number> {
  const row = await service.db(TABLES.inventory).where({ category }).first('available_items');
  return Number(row.available_items);
}

export async function setAvailable(service: TestService, category: string, count: number): Promise<void> {
  await service.db(TABLES.inventory).where({ category }).update({ available_items: count });
}

/** What the browser does while the guest fills in the form: fetch a challenge and solve it. */
export async function solvedProofOfWork(service: TestService): Promise<string> {
  const challenge = (await service.app.inject({ method: 'GET', url: '/api/payment/v1/challenge' })).json() as ProofOfWorkChallenge;
  return solveProofOfWorkInNode(challenge);
}

/** A retreat booking brings a solved proof of work, as the browser's does, unless the body says otherwise. */
export async function initiate(
  service: TestService,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const payload =
    body.category !== undefined && !('proofOfWork' in body) ? { ...body, proofOfWork: await solvedProofOfWork(service) } : body;
  return service.app.inject({
    method: 'POST',
    url: '/api/payment/v1/initiate',
    payload,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A booking by `guest` (the one visitor unless given: a guest's new checkout replaces their open one). */
export async function bookRoom(
  service: TestService,
  category: string,
  members: number,
  guest: { firstname: string; email: string; phone: string } = visitor,
) {
  const ids = await roomIds(service);
  const response = await initiate(service, { ...guest, productinfo: 'The Awakening Retreat', category, itemId: ids[category], members });
  if (response.statusCode !== 200) throw new Error(`initiate answered ${response.statusCode}: ${response.body}`);
  return response.json() as { paymentUrl: string; paymentData: Record<string, string> };
}

/** What PayU posts to surl/furl for these paymentData, signed with `salt` (the sandbox's by default). */
export function providerCallback(
  paymentData: Record<string, string>,
  status: string,
  extra: Record<string, string> = {},
  salt: string = SANDBOX_CREDENTIALS.salt,
): Record<string, string> {
  const { key, txnid, amount, productinfo, firstname, email, udf1, udf2, udf3, udf4, udf5, phone } = paymentData;
  const fields = { key, txnid, amount, productinfo, firstname, email, udf1, udf2, udf3, udf4, udf5 };
  return {
    mihpayid: '403993715531077182',
    mode: 'CC',
    status,
    ...fields,
    phone,
    ...extra,
    hash: reverseHash({ ...fields, status, additionalCharges: extra.additionalCharges }, salt),
  };
}

export async function postCallback(service: TestService, path: 'success' | 'failure', fields: Record<string, string>) {
  return service.app.inject({
    method: 'POST',
    url: `/api/payment/v1/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export async function paymentRow(service: TestService, txnid: string) {
  return service.db(TABLES.payments).where({ txnid }).first();
}

/** The provider's callbacks and the expiries logged for `txnid` (bookings.test.ts reads the whole history). */
export async function eventsOf(service: TestService, txnid: string): Promise<{ kind: string; verdict: string }[]> {
  return service
    .db(TABLES.paymentEvents)
    .where({ txnid })
    .whereIn('kind', ['success', 'failure', 'expiry'])
    .orderBy('id')
    .select('kind', 'verdict');
}

/** The query of a redirect's Location. */
export function redirectOf(response: { statusCode: number; headers: Record<string, unknown> }) {
  const location = String(response.headers.location);
  const url = new URL(location, 'http://site.invalid');
  return { status: response.statusCode, path: url.pathname, txnid: url.searchParams.get('txnid'), error: url.searchParams.get('error') };
}
