/**
 * Refunds whose process died between asking for them and recording the answer (refunds.ts:
 * after step 1, before step 3, by a crash, a restart or a deploy). Such a refund stays
 * requested, its amount reserved in the payment's refunded_amount, and nobody knows whether
 * the provider carried it out. The sweep finds refunds requested for longer than
 * REFUND_LEASE_MS, asks the provider again with the token stored with the reservation (asking
 * twice with one token refunds once, so asking again is safe whatever the first call did) and
 * records the answer with recordRefund / releaseRefund, as the first caller would have.
 *
 * - Unreachable again: the refund stays requested for a later pass. Releasing it would be
 *   wrong: the first call may have been carried out, and the amount would be refundable twice.
 * - No stored token (refunds reserved before migration 006): never asked about. A new token
 *   (random, or derived from the row) is one the provider has never seen, so if the first
 *   call went through, asking with it refunds the guest twice. Such a refund is logged as an
 *   error, once per instance and refund, for staff to settle by hand against the provider's
 *   own record (PayU's dashboard): mark it refunded, or failed and give its amount back.
 *
 * Every instance runs the sweep (routes.ts). Before asking, an instance claims the refund with
 * one conditional UPDATE of `claimed_until` on the value it read: of several instances only
 * one changes the row, and only that one asks; the claim lasts REFUND_LEASE_MS, so a claimer
 * that dies in turn leaves the refund to a later pass, and an unreachable provider is asked
 * again once per lease, not once per pass. The answer is recorded by the conditional UPDATEs
 * of recordRefund / releaseRefund (only a refund still requested changes), so it is recorded
 * once even if a first caller comes back late with its own answer.
 */

import { BOOKING_MESSAGES } from '@agency/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { BOOKING_TABLES as B, type RefundRow, TABLES as T } from '../db/rows';
import type { RefundAnswer, RefundProvider } from './refund-provider';
import { recordRefund, releaseRefund } from './refunds';

/**
 * How long whoever asks the provider about a refund has it to itself: the first caller from
 * the reservation on (created_at), a sweep from its claim (claimed_until). Far longer than a
 * provider call can take (PayU's refund call gives up after 15 s, REFUND_TIMEOUT_MS in
 * refund-provider.ts; the sandbox's is one short transaction), so a refund still requested
 * after it has lost its caller, and the sweep never asks alongside a caller still waiting.
 */
export const REFUND_LEASE_MS = 2 * 60_000;

/** How often each instance sweeps by default, besides once at start-up. */
export const REFUND_RECOVERY_INTERVAL_MS = 60_000;

/** Refunds one pass asks about, one after another (the rest wait for the next pass). */
const BATCH = 20;

/** What the history says of an outcome the sweep recorded (shown as "Recovery"). */
export const RECOVERY_NOTE = 'Settled after an interruption: the provider was asked again with the same request id';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface RefundRecoveryOptions {
  db: Knex;
  provider: RefundProvider;
  now: () => number;
  log?: Log;
}

/** What one pass did. */
export interface RecoveryPass {
  /** Accepted by the provider and recorded refunded. */
  refunded: number;
  /** Refused by the provider and given back (failed). */
  released: number;
  /** The provider could not be asked: left requested. */
  unreachable: number;
  /** Claimed by another instance (or recorded meanwhile): left to it. */
  skipped: number;
  /** Requested with no stored token: left for staff (see above). */
  unaskable: number;
}

export interface RefundRecovery {
  /** One pass over what is due now; resolves when done (tests call it). */
  runOnce(): Promise<RecoveryPass>;
  stop(): Promise<void>;
}

type Candidate = RefundRow & { mihpayid: string | null };

export function createRefundRecovery({ db, provider, now, log }: RefundRecoveryOptions): RefundRecovery {
  let running: Promise<RecoveryPass> | undefined;
  let stopped = false;
  /** Unaskable refunds this instance has already reported: loud once, not every minute. */
  const reported = new Set<number>();

  /** Requested since before the lease and not claimed by a live sweep. */
  const due = (at: number) =>
    db(`${B.refunds} as r`)
      .join(`${T.payments} as p`, 'p.id', 'r.payment_id')
      .where('r.status', 'requested')
      .andWhere('r.created_at', '<=', at - REFUND_LEASE_MS)
      .andWhere((q) => q.whereNull('r.claimed_until').orWhere('r.claimed_until', '<=', at));

  async function reportUnaskable(at: number): Promise<number> {
    const rows: Pick<Candidate, 'id' | 'txnid' | 'amount' | 'created_at' | 'request_id'>[] = await due(at)
      .andWhere((q) => q.whereNull('r.request_id').orWhereNull('p.mihpayid'))
      .select('r.id', 'r.txnid', 'r.amount', 'r.created_at', 'r.request_id');
    for (const row of rows) {
      if (reported.has(Number(row.id))) continue;
      reported.add(Number(row.id));
      log?.error(
        {
          refund: Number(row.id),
          txnid: row.txnid,
          amount: Number(row.amount),
          requestedAt: new Date(Number(row.created_at)).toISOString(),
          why: row.request_id === null ? 'no stored request id' : 'the payment has no provider reference',
        },
        'refund recovery: a refund is still requested but cannot be asked about again without risking a second refund; check it in the provider dashboard and settle it by hand',
      );
    }
    return rows.length;
  }

  /** The claim: one conditional UPDATE on the claim as read, which only one instance can win. */
  async function claim(row: Candidate): Promise<boolean> {
    const query = db(B.refunds).where({ id: row.id, status: 'requested' });
    if (row.claimed_until === null) query.whereNull('claimed_until');
    else query.andWhere('claimed_until', row.claimed_until);
    // From now, not from the pass's start: a pass that asked slow providers before must still hold a whole lease.
    return (await query.update({ claimed_until: now() + REFUND_LEASE_MS })) === 1;
  }

  async function recover(row: Candidate & { request_id: string; mihpayid: string }, pass: RecoveryPass): Promise<void> {
    const about = { refund: Number(row.id), txnid: row.txnid, amount: Number(row.amount), requestId: row.request_id };
    let answer: RefundAnswer;
    try {
      answer = await provider.refund({
        txnid: row.txnid,
        providerReference: row.mihpayid,
        amount: Number(row.amount),
        requestId: row.request_id,
      });
    } catch (err) {
      pass.unreachable += 1;
      log?.warn(
        { ...about, err: { message: (err as Error).message } },
        'refund recovery: the provider is unreachable again; the refund stays requested and is asked again when the claim runs out',
      );
      return;
    }
    const note = { recovery: RECOVERY_NOTE };
    if (answer.ok) {
      const made = await db.transaction((trx) => recordRefund(trx, row, answer.reference, now(), note));
      if (made) pass.refunded += 1;
      else pass.skipped += 1;
      log?.info(
        { ...about, reference: answer.reference, recorded: made },
        made
          ? 'refund recovery: the provider refunded an interrupted refund; recorded refunded'
          : 'refund recovery: the provider refunded, but the outcome had been recorded meanwhile',
      );
    } else {
      const message = BOOKING_MESSAGES.providerRefused(answer.message);
      const released = await db.transaction((trx) => releaseRefund(trx, row, message, now(), note));
      if (released) pass.released += 1;
      else pass.skipped += 1;
      log?.warn(
        { ...about, message: answer.message, recorded: released },
        released
          ? 'refund recovery: the provider refused an interrupted refund; recorded failed and its amount is refundable again'
          : 'refund recovery: the provider refused, but the outcome had been recorded meanwhile',
      );
    }
  }

  async function pass(): Promise<RecoveryPass> {
    const at = now();
    const result: RecoveryPass = { refunded: 0, released: 0, unreachable: 0, skipped: 0, unaskable: await reportUnaskable(at) };
    const rows: Candidate[] = await due(at)
      .whereNotNull('r.request_id')
      .whereNotNull('p.mihpayid')
      .orderBy('r.created_at')
      .orderBy('r.id')
      .limit(BATCH)
      .select('r.*', 'p.mihpayid');
    for (const row of rows) {
      if (stopped) break;
      if (!(await claim(row))) {
        result.skipped += 1; // another instance is asking
        continue;
      }
      await recover(row as Candidate & { request_id: string; mihpayid: string }, result);
    }
    return result;
  }

  return {
    runOnce() {
      if (stopped) return Promise.resolve({ refunded: 0, released: 0, unreachable: 0, skipped: 0, unaskable: 0 });
      // One pass at a time per instance: a tick while a pass runs joins it.
      running ??= pass().finally(() => {
        running = undefined;
      });
      return running;
    },
    async stop() {
      stopped = true;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * Runs the sweep in this instance: once when the app is ready (a deploy or restart recovers
 * what the previous process left at once) and then every `intervalMs`, until the app closes
 * (which waits for a pass under way: at most one provider call, as a stopped pass asks no more).
 * Start-up does not wait for the pass: a slow provider must not hold up readiness. Without a
 * refund provider there is nobody to ask; an interval of 0 turns the sweep off (tests).
 */
export function startRefundRecovery(
  app: FastifyInstance,
  options: { provider: RefundProvider | undefined; now: () => number; intervalMs: number },
): RefundRecovery | undefined {
  if (!options.provider || options.intervalMs <= 0) return undefined;
  const recovery = createRefundRecovery({ db: app.db, provider: options.provider, now: options.now, log: app.log });
  const tick = () => {
    recovery
      .runOnce()
      .catch((err: unknown) =>
        app.log.error({ err: { message: (err as Error).message } }, 'refund recovery: the pass failed; the next one tries again'),
      );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, options.intervalMs);
    // The sweep never keeps a process alive that is otherwise done.
    timer.unref();
  });
  // preClose, not onClose: the server's own onClose hooks (standalone.ts, the gateway) destroy
  // the database before a plugin's onClose runs, and a pass under way must finish first.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await recovery.stop();
  });
  return recovery;
}
