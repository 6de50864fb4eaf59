/**
 * The sandbox provider's own books, kept apart from the merchant's payments as a
 * real provider keeps its own: what its page completed (captured or declined, with its
 * reference) and what it refunded. Its verify call and its refund call answer from them, so
 * 'check with provider' and refunds run for real on one machine: a refund beyond what the
 * sandbox captured, less what it already refunded, is refused, checked in one transaction.
 */
import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import type { RefundAnswer, RefundOrder } from '../bookings/refund-order';
import { BOOKING_TABLES as B, type SandboxRefundRow, type SandboxTransactionRow } from '../db/rows';
import type { PaymentVerifier, VerifiedPayment } from '../payu/verify';

/** The sandbox's words, as PayU words its own. */
export const SANDBOX_REFUSALS = {
  notCaptured: 'No captured payment with this reference',
  tooMuch: 'Refund amount exceeds the amount left to refund',
} as const;

interface Recorded {
  mihpayid: string;
  outcome: 'success' | 'failure';
}

/**
 * Records what the sandbox page completed, once per payment: the first outcome stands, as at a
 * real provider (a payment is captured or declined once). Answers the outcome that stands and its reference, to post back.
 */
export async function recordSandboxOutcome(
  db: Knex,
  payment: { txnid: string; amount: number },
  outcome: 'success' | 'failure',
  now: number,
): Promise<Recorded> {
  const existing: SandboxTransactionRow | undefined = await db(B.sandboxTransactions).where({ txnid: payment.txnid }).first();
  if (existing) return { mihpayid: existing.mihpayid, outcome: existing.status };
  const mihpayid = `SBX${randomInt(1e9, 1e10)}`;
  try {
    await db(B.sandboxTransactions).insert({ txnid: payment.txnid, status: outcome, mihpayid, amount: payment.amount, created_at: now });
    return { mihpayid, outcome };
  } catch (error) {
    // Two clicks at once: the other one recorded first (unique txnid), and its outcome stands.
    const winner: SandboxTransactionRow | undefined = await db(B.sandboxTransactions).where({ txnid: payment.txnid }).first();
    if (winner) return { mihpayid: winner.mihpayid, outcome: winner.status };
    throw error;
  }
}

/** The sandbox's verify_payment: its record of the transaction, or PayU's 'Not Found'. */
export function sandboxVerifier(db: Knex): PaymentVerifier {
  return {
    async verify(txnid): Promise<VerifiedPayment> {
      const row: SandboxTransactionRow | undefined = await db(B.sandboxTransactions).where({ txnid }).first();
      if (!row) return { status: 'Not Found', amount: NaN };
      return { status: row.status, amount: Number(row.amount), mihpayid: row.mihpayid };
    },
  };
}

/** The sandbox's cancel_refund_transaction. */
export async function sandboxRefund(db: Knex, order: RefundOrder, now: number): Promise<RefundAnswer> {
  return db.transaction(async (trx) => {
    // The captured payment's row is locked first (FOR UPDATE on MySQL; SQLite writes one at a time).
    const captured: SandboxTransactionRow | undefined = await trx(B.sandboxTransactions)
      .where({ mihpayid: order.providerReference, txnid: order.txnid, status: 'success' })
      .forUpdate()
      .first();
    if (!captured) return { ok: false, message: SANDBOX_REFUSALS.notCaptured };
    const same: SandboxRefundRow | undefined = await trx(B.sandboxRefunds).where({ request_id: order.requestId }).first();
    if (same) return { ok: true, reference: `SBXR${same.id}` };
    const [{ total }] = await trx(B.sandboxRefunds)
      .where({ txnid: order.txnid })
      .sum<{ total: number | string | null }[]>({ total: 'amount' });
    if (Number(total ?? 0) + order.amount > Number(captured.amount)) return { ok: false, message: SANDBOX_REFUSALS.tooMuch };
    const [id] = await trx(B.sandboxRefunds).insert({
      txnid: order.txnid,
      request_id: order.requestId,
      amount: order.amount,
      created_at: now,
    });
    return { ok: true, reference: `SBXR${Number(id)}` };
  });
}
