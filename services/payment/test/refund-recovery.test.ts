/**
 * Refunds interrupted between reserving and recording (bookings/refunds.ts, refund-recovery.ts)
 * on each database. A refund is stopped right after the real reserve step, as if its process
 * died; the recovery sweep then asks the provider again with the stored token and records the
 * answer: refunded (history, the guest's mail once), given back when refused, left requested
 * while the provider is unreachable, untouched while younger than the lease. The provider is
 * the sandbox's own books behind a stand-in that counts the calls and can refuse, fail or wait,
 * so a second refund for one token would show in the books. Two sweeps at once (two
 * instances) ask once per refund and record once; a first caller that comes back late changes
 * nothing; a restarted instance recovers at start-up and then on its interval.
 */

import { BOOKING_MESSAGES, type BookingDetail, MAIL_KINDS } from '@agency/contracts';
import { createServer, servicePlugin } from '@agency/service-common';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { createPaymentService } from '../src';
import {
  REFUND_TIMEOUT_MS,
  type RefundAnswer,
  type RefundOrder,
  type RefundProvider,
  sandboxRefunds,
} from '../src/bookings/refund-provider';
import { createRefundRecovery, RECOVERY_NOTE, REFUND_LEASE_MS, type RefundRecovery } from '../src/bookings/refund-recovery';
import { reserveRefund } from '../src/bookings/refunds';
import { BOOKING_TABLES, type RefundRow, TABLES } from '../src/db/rows';
import { PAYMENT_OUTBOX_TABLE } from '../src/mail';
import { sandboxRefund } from '../src/sandbox/books';
import { paidBooking, staffTokens } from './bookings-support';
import { buildPaymentService, type PaymentHarness, paymentRow } from './fixture';

/** What the stand-in provider does for a booking: the sandbox's answer, a refusal, no answer, or an answer held back. */
type Behaviour = 'accept' | 'refuse' | 'unreachable' | 'wait';

const REFUSAL = 'Refund window closed';
const actor = { id: 1, username: 'test-admin' };

/** Lets a test hold provider answers back and release them (resolve or reject) when it wants. */
interface Held {
  order: RefundOrder;
  resolve(answer: RefundAnswer): void;
  reject(error: Error): void;
}

function standInProvider(service: () => PaymentHarness) {
  const calls: RefundOrder[] = [];
  const behaviour = new Map<string, Behaviour>();
  const held: Held[] = [];
  /** Every call waits for this first when set (two sweeps asking at the same moment). */
  let gate: Promise<void> | undefined;
  const provider: RefundProvider = {
    async refund(order) {
      calls.push(order);
      await gate;
      switch (behaviour.get(order.txnid) ?? 'unreachable') {
        case 'accept':
          return sandboxRefunds(service().db, service().now).refund(order);
        case 'refuse':
          return { ok: false, message: REFUSAL };
        case 'wait':
          return new Promise<RefundAnswer>((resolve, reject) => held.push({ order, resolve, reject }));
        default:
          throw new Error('connect ECONNREFUSED 127.0.0.1:443');
      }
    },
  };
  return {
    provider,
    behaviour,
    held,
    callsFor: (txnid: string) => calls.filter((call) => call.txnid === txnid),
    setGate(next: Promise<void> | undefined) {
      gate = next;
    },
  };
}

interface Logged {
  level: 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string;
}

function capturingLog(into: Logged[]) {
  const at = (level: Logged['level']) => (fields: unknown, message?: string) =>
    void into.push({ level, fields: fields as Record<string, unknown>, message: message ?? '' });
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`gave up waiting until ${what}`);
}

describe.each(testDatabaseKinds())('interrupted refunds recovered on %s', (kind) => {
  let service: PaymentHarness;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  const standIn = standInProvider(() => service);
  let logged: Logged[];
  let recovery: RefundRecovery;

  beforeAll(async () => {
    service = await buildPaymentService(kind, { refunds: standIn.provider });
    tokens = await staffTokens(service.config.jwtSecret, service.db);
    for (const category of ['SoulPod', 'Duo Room']) await service.db(TABLES.inventory).where({ category }).update({ available_items: 100 });
  });
  beforeEach(() => {
    logged = [];
    recovery = createRefundRecovery({ db: service.db, provider: standIn.provider, now: service.now, log: capturingLog(logged) });
  });
  afterEach(async () => {
    await recovery.stop();
    standIn.setGate(undefined);
  });
  afterAll(async () => {
    await tokens.close();
    await service.close();
  });

  let guests = 0;
  /** A guest pays 15,999 for a SoulPod place through the sandbox's page; `behaviour` is what the provider does with its refunds. */
  async function paid(behaviour: Behaviour): Promise<{ txnid: string; mihpayid: string }> {
    guests += 1;
    const txnid = await paidBooking(service, 'SoulPod', 1, {
      firstname: `Guest ${guests}`,
      email: `guest${guests}@example.in`,
      phone: `90000${String(guests).padStart(5, '0')}`,
    });
    standIn.behaviour.set(txnid, behaviour);
    return { txnid, mihpayid: (await paymentRow(service, txnid)).mihpayid };
  }
  /** Step 1 of a refund, for real, and then nothing: its process died. */
  const interrupted = (txnid: string, amount: number) => reserveRefund(service.db, txnid, amount, 'Stay cut short', actor, service.now());
  const refundRow = async (id: number): Promise<RefundRow> => service.db(BOOKING_TABLES.refunds).where({ id }).first();
  const refundedAmount = async (txnid: string) => Number((await paymentRow(service, txnid)).refunded_amount);
  const refundEvents = async (txnid: string) =>
    (await service.db(TABLES.paymentEvents).where({ txnid, kind: 'refund' }).orderBy('id').select('verdict', 'payload')).map(
      (e: { verdict: string; payload: string }) => ({
        verdict: e.verdict,
        ...JSON.parse(e.payload),
      }),
    );
  const refundMails = (txnid: string) =>
    service.db(PAYMENT_OUTBOX_TABLE).where({ kind: MAIL_KINDS.refund, about: txnid }).select('recipient', 'dedupe_key');
  const sandboxTotal = async (txnid: string) =>
    Number((await service.db(BOOKING_TABLES.sandboxRefunds).where({ txnid }).sum({ total: 'amount' }))[0].total ?? 0);
  const detail = async (txnid: string) =>
    (
      await service.app.inject({ method: 'GET', url: `/api/payment/bookings/${txnid}`, headers: tokens.bearer('admin') })
    ).json() as BookingDetail;

  it('completes a refund the provider accepts: asked with the stored token, refunded, in the history, the guest mailed once', async () => {
    const { txnid, mihpayid } = await paid('accept');
    const reserved = await interrupted(txnid, 5000);
    expect(await refundRow(reserved.refund.id)).toMatchObject({ status: 'requested', request_id: reserved.requestId });
    expect(await refundedAmount(txnid)).toBe(5000);

    service.advance(REFUND_LEASE_MS + 1);
    const pass = await recovery.runOnce();

    expect(standIn.callsFor(txnid)).toEqual([{ txnid, providerReference: mihpayid, amount: 5000, requestId: reserved.requestId }]);
    expect(pass).toMatchObject({ refunded: 1, released: 0 });
    const row = await refundRow(reserved.refund.id);
    expect(row).toMatchObject({ status: 'refunded', error: null });
    expect(row.provider_reference).toMatch(/^SBXR\d+$/);
    expect(await refundedAmount(txnid)).toBe(5000);
    expect(await sandboxTotal(txnid)).toBe(5000);
    expect(await refundEvents(txnid)).toEqual([
      expect.objectContaining({ verdict: 'refunded', amount: 5000, refundId: reserved.refund.id, recovery: RECOVERY_NOTE }),
    ]);
    expect(await refundMails(txnid)).toEqual([
      { recipient: expect.stringMatching(/@example\.in$/), dedupe_key: `${MAIL_KINDS.refund}:${reserved.refund.id}` },
    ]);
    // Staff see it in the booking's history and refunds, as a refund made at once.
    const { events, refunds, booking } = await detail(txnid);
    expect(refunds).toEqual([expect.objectContaining({ amount: 5000, status: 'refunded', by: 'test-admin' })]);
    expect(events.at(-1)).toMatchObject({ kind: 'refund', verdict: 'refunded', details: { Amount: '₹5,000', Recovery: RECOVERY_NOTE } });
    expect(booking).toMatchObject({ refunded: 5000, refundable: 15999 - 5000 });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'info', fields: expect.objectContaining({ refund: reserved.refund.id, txnid, recorded: true }) }),
    );

    // Later passes leave it alone: nothing more asked, mailed or written.
    service.advance(REFUND_LEASE_MS + 1);
    await recovery.runOnce();
    expect(standIn.callsFor(txnid)).toHaveLength(1);
    expect(await refundEvents(txnid)).toHaveLength(1);
    expect(await refundMails(txnid)).toHaveLength(1);
  });

  it('refunds once a refund the provider carried out before the process died (same token)', async () => {
    const { txnid, mihpayid } = await paid('accept');
    const reserved = await interrupted(txnid, 5000);
    // The provider did it; the answer never got recorded.
    expect(
      await sandboxRefund(service.db, { txnid, providerReference: mihpayid, amount: 5000, requestId: reserved.requestId }, service.now()),
    ).toMatchObject({ ok: true });

    service.advance(REFUND_LEASE_MS + 1);
    await recovery.runOnce();

    expect((await refundRow(reserved.refund.id)).status).toBe('refunded');
    // Asked with any other token, the sandbox would have refunded 5,000 again (10,000 of 15,999 is within what it captured).
    expect(await sandboxTotal(txnid)).toBe(5000);
    expect(await refundedAmount(txnid)).toBe(5000);
  });

  it('gives the amount back when the provider refuses, with its reason, and mails nobody', async () => {
    const { txnid } = await paid('refuse');
    const reserved = await interrupted(txnid, 4000);
    service.advance(REFUND_LEASE_MS + 1);
    const pass = await recovery.runOnce();

    expect(standIn.callsFor(txnid)).toEqual([expect.objectContaining({ requestId: reserved.requestId, amount: 4000 })]);
    expect(pass).toMatchObject({ refunded: 0, released: 1 });
    expect(await refundRow(reserved.refund.id)).toMatchObject({ status: 'failed', error: BOOKING_MESSAGES.providerRefused(REFUSAL) });
    expect(await refundedAmount(txnid)).toBe(0);
    expect(await refundEvents(txnid)).toEqual([
      expect.objectContaining({ verdict: 'refused', refundId: reserved.refund.id, recovery: RECOVERY_NOTE }),
    ]);
    expect(await refundMails(txnid)).toEqual([]);
    expect((await detail(txnid)).booking).toMatchObject({ refunded: 0, refundable: 15999 });
  });

  it('leaves it requested while the provider is unreachable, asks again once the claim runs out, and then records it', async () => {
    const { txnid } = await paid('unreachable');
    const reserved = await interrupted(txnid, 3000);
    service.advance(REFUND_LEASE_MS + 1);
    expect(await recovery.runOnce()).toMatchObject({ unreachable: 1, refunded: 0, released: 0 });

    // The first call may have been carried out: nothing is given back, nothing recorded.
    expect(await refundRow(reserved.refund.id)).toMatchObject({ status: 'requested', error: null });
    expect(await refundedAmount(txnid)).toBe(3000);
    expect(await refundEvents(txnid)).toEqual([]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'warn', fields: expect.objectContaining({ refund: reserved.refund.id, txnid }) }),
    );

    // While this instance's claim lasts, no pass (of any instance) asks again.
    service.advance(REFUND_LEASE_MS - 1);
    await recovery.runOnce();
    await createRefundRecovery({ db: service.db, provider: standIn.provider, now: service.now }).runOnce();
    expect(standIn.callsFor(txnid)).toHaveLength(1);

    standIn.behaviour.set(txnid, 'accept');
    service.advance(1);
    expect(await recovery.runOnce()).toMatchObject({ refunded: 1 });
    expect(standIn.callsFor(txnid).map((call) => call.requestId)).toEqual([reserved.requestId, reserved.requestId]);
    expect((await refundRow(reserved.refund.id)).status).toBe('refunded');
    expect(await refundEvents(txnid)).toEqual([expect.objectContaining({ verdict: 'refunded' })]);
    expect(await refundMails(txnid)).toHaveLength(1);
  });

  it('does not touch a refund younger than the lease, which is longer than any provider call', async () => {
    expect(REFUND_LEASE_MS).toBeGreaterThanOrEqual(4 * REFUND_TIMEOUT_MS);
    const { txnid } = await paid('accept');
    const reserved = await interrupted(txnid, 2000);
    service.advance(REFUND_LEASE_MS - 1);
    await recovery.runOnce();
    expect(standIn.callsFor(txnid)).toEqual([]);
    expect(await refundRow(reserved.refund.id)).toMatchObject({ status: 'requested', claimed_until: null });

    service.advance(1);
    await recovery.runOnce();
    expect(standIn.callsFor(txnid)).toHaveLength(1);
    expect((await refundRow(reserved.refund.id)).status).toBe('refunded');
  });

  it('two instances sweeping at once ask the provider once per refund and record each once', async () => {
    const { txnid } = await paid('accept');
    const reserved = [await interrupted(txnid, 3000), await interrupted(txnid, 2000), await interrupted(txnid, 1000)];
    service.advance(REFUND_LEASE_MS + 1);
    // No answer until both instances are asking at the same moment.
    let open!: () => void;
    standIn.setGate(new Promise<void>((resolve) => (open = resolve)));
    const other = createRefundRecovery({ db: service.db, provider: standIn.provider, now: service.now });
    const passes = Promise.all([recovery.runOnce(), other.runOnce()]);
    await until(async () => standIn.callsFor(txnid).length >= 2, 'both instances ask');
    open();
    const [mine, theirs] = await passes;

    expect(
      standIn
        .callsFor(txnid)
        .map((call) => call.requestId)
        .sort(),
    ).toEqual(reserved.map((r) => r.requestId).sort());
    expect(mine.refunded).toBeGreaterThanOrEqual(1);
    expect(theirs.refunded).toBeGreaterThanOrEqual(1);
    expect(mine.refunded + theirs.refunded).toBe(3);
    for (const r of reserved) expect((await refundRow(r.refund.id)).status).toBe('refunded');
    expect(await sandboxTotal(txnid)).toBe(6000);
    expect(await refundedAmount(txnid)).toBe(6000);
    expect((await refundEvents(txnid)).map((e) => [e.verdict, e.refundId]).sort()).toEqual(
      reserved.map((r) => ['refunded', r.refund.id]).sort(),
    );
    expect(await refundMails(txnid)).toHaveLength(3);
  });

  it('records nothing more when the first caller comes back late, even unreachable (the stored outcome stands)', async () => {
    const { txnid } = await paid('wait');
    const response = service.app.inject({
      method: 'POST',
      url: `/api/payment/bookings/${txnid}/refunds`,
      headers: tokens.bearer('manager'),
      payload: { amount: 2500, reason: 'Slow provider' },
    });
    await until(async () => standIn.held.some((h) => h.order.txnid === txnid), 'the first call reaches the provider');
    const first = standIn.held.find((h) => h.order.txnid === txnid) as Held;
    const [row]: RefundRow[] = await service.db(BOOKING_TABLES.refunds).where({ txnid });
    expect(row).toMatchObject({ status: 'requested', request_id: first.order.requestId });

    standIn.behaviour.set(txnid, 'accept');
    service.advance(REFUND_LEASE_MS + 1);
    expect(await recovery.runOnce()).toMatchObject({ refunded: 1 });
    expect(standIn.callsFor(txnid).map((call) => call.requestId)).toEqual([first.order.requestId, first.order.requestId]);

    // Its connection dropped: on its own it would give the amount back, which the provider already refunded.
    first.reject(new Error('socket hang up'));
    const res = await response;
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({ amount: 2500, status: 'refunded', by: 'test-manager' });
    expect(await refundRow(row.id)).toMatchObject({ status: 'refunded', error: null });
    expect(await refundedAmount(txnid)).toBe(2500);
    expect(await refundEvents(txnid)).toEqual([expect.objectContaining({ verdict: 'refunded', recovery: RECOVERY_NOTE })]);
    expect(await refundMails(txnid)).toHaveLength(1);
  });

  it('never asks about a refund with no stored token (reserved before migration 006), and says so once', async () => {
    const { txnid } = await paid('accept');
    const reserved = await interrupted(txnid, 1500);
    await service.db(BOOKING_TABLES.refunds).where({ id: reserved.refund.id }).update({ request_id: null });
    service.advance(REFUND_LEASE_MS + 1);
    expect(await recovery.runOnce()).toMatchObject({ unaskable: 1 });
    await recovery.runOnce();

    expect(standIn.callsFor(txnid)).toEqual([]);
    expect(await refundRow(reserved.refund.id)).toMatchObject({ status: 'requested', claimed_until: null });
    expect(await refundedAmount(txnid)).toBe(1500);
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([
      expect.objectContaining({
        fields: expect.objectContaining({ refund: reserved.refund.id, txnid, amount: 1500, why: 'no stored request id' }),
        message: expect.stringContaining('settle it by hand'),
      }),
    ]);
    // Staff settle it by hand (the provider had not refunded it), so later passes have nothing to say.
    await service.db(BOOKING_TABLES.refunds).where({ id: reserved.refund.id }).update({ status: 'failed', error: 'Settled by hand' });
    await service.db(TABLES.payments).where({ txnid }).update({ refunded_amount: 0 });
  });

  /** The instance that starts after the one that died, on the same database, sweeping every `intervalMs`. */
  async function restartedInstance(intervalMs: number) {
    const app = createServer({ logger: false });
    const restarted = createPaymentService({
      clock: service.now,
      sweepIntervalMs: 0,
      refunds: standIn.provider,
      refundRecoveryIntervalMs: intervalMs,
    });
    await app.register(servicePlugin(restarted), { db: service.db, config: service.config });
    await app.ready();
    return app;
  }

  it('a restarted instance recovers what the dead one left as soon as it is ready', async () => {
    const { txnid } = await paid('accept');
    const reserved = await interrupted(txnid, 1000);
    service.advance(REFUND_LEASE_MS + 1);
    // An hour between passes: only the start-up pass can do it within the test.
    const app = await restartedInstance(60 * 60_000);
    try {
      await until(async () => (await refundRow(reserved.refund.id)).status === 'refunded', 'the start-up pass recovers the refund');
    } finally {
      await app.close();
    }
    expect(standIn.callsFor(txnid).map((call) => call.requestId)).toEqual([reserved.requestId]);
    expect(await refundEvents(txnid)).toEqual([expect.objectContaining({ verdict: 'refunded', recovery: RECOVERY_NOTE })]);
  });

  it('a running instance recovers on its interval, until the app closes', async () => {
    const app = await restartedInstance(50);
    try {
      // Interrupted after start-up, whose pass ran at the clock's earlier time: only a later pass can see it old enough.
      const { txnid } = await paid('accept');
      const reserved = await interrupted(txnid, 700);
      service.advance(REFUND_LEASE_MS + 1);
      await until(async () => (await refundRow(reserved.refund.id)).status === 'refunded', 'a pass on the interval recovers the refund');
      expect(standIn.callsFor(txnid)).toHaveLength(1);
      expect(await refundedAmount(txnid)).toBe(700);
    } finally {
      await app.close();
    }
  });
});
