/**
 * The payment service's mails: the receipt to the guest when a payment succeeds,
 * the failure notice when it fails, and the refund notice. Each is queued in the transaction
 * that records the outcome (./callbacks.ts moveOnce; the refund's own transaction calls
 * queueRefundMail), in this service's outbox, and sent by the outbox worker outside the
 * request: a slow or dead mail server never fails or slows a payment or its callback. The
 * dedupe keys ('receipt:<txnid>', 'payment-failed:<txnid>', 'refund:<refund id>') make a
 * callback that arrives twice queue one mail.
 */

import { MAIL_KINDS, paymentCalls } from '@agency/contracts';
import {
  enqueueMail,
  formatMailDateTime,
  formatRupees,
  type MailWorker,
  outboxMigration,
  registerOutboxRoutes,
  renderMail,
  startMailWorker,
} from '@agency/service-common/mail';
import { retreatPaths, site } from '@agency/site';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { PaymentRow } from './db/rows';

export const PAYMENT_OUTBOX_TABLE = 'payment_mail_outbox';
/** Appended to the payment service's migrations (./db/schema.ts). */
export const paymentOutboxMigration = outboxMigration('005_payment_mail_outbox', PAYMENT_OUTBOX_TABLE);

/** The words of the payment service's mails, written once. */
export const PAYMENT_MAIL_TEXTS = {
  receiptSubject: (txnid: string) => `Payment received: your booking is confirmed (${txnid}) | ${site.brandName}`,
  receiptHeading: 'Your booking is confirmed',
  greeting: (name: string) => `Dear ${name},`,
  receiptBody: (amount: string) => [
    `Thank you. We have received your payment of ${amount} and your booking is confirmed.`,
    'Keep this e-mail as your receipt.',
  ],
  failedSubject: (txnid: string) => `Your payment did not go through (${txnid}) | ${site.brandName}`,
  failedHeading: 'Your payment did not go through',
  failedBody: [
    'Your payment was not successful, so no booking was made and the room we held for you has been released.',
    'If money left your account, your bank returns it within a few working days.',
  ],
  failedRetry: (url: string) => `You can try again at ${url}`,
  refundSubject: (txnid: string) => `Your refund is on its way (${txnid}) | ${site.brandName}`,
  refundHeading: 'Your refund is on its way',
  refundBody: (amount: string) => [
    `We have refunded ${amount} to the card or account you paid with.`,
    'Banks usually show a refund within 5 to 7 working days.',
  ],
  /** Said by the refund that completes the amount paid. */
  refundedInFull: (paid: string) => `Your booking is now refunded in full: all ${paid} you paid is on its way back to you.`,
  refundInFullSubject: (txnid: string) => `Your booking is refunded in full (${txnid}) | ${site.brandName}`,
  closing: [`Questions? Call us on ${site.phone.display} or reply to this e-mail.`, `Warm regards,\nThe ${site.brandName} team`],
  labels: {
    transaction: 'Transaction ID',
    booking: 'Booking',
    room: 'Room',
    guests: 'Guests',
    amount: 'Amount paid',
    paidAt: 'Paid on',
    reference: 'Payment reference',
    reason: 'Reason',
    triedAt: 'Tried on',
    amountTried: 'Amount',
    refunded: 'Amount refunded',
    refundedAt: 'Refunded on',
    refundReference: 'Refund reference',
  },
} as const;

const L = PAYMENT_MAIL_TEXTS.labels;

/** What the mails say about a payment (a PaymentRow as it stands after its outcome). */
export type PaymentFacts = Pick<
  PaymentRow,
  'txnid' | 'amount' | 'productinfo' | 'firstname' | 'email' | 'category' | 'members' | 'mihpayid' | 'error' | 'updated_at'
>;

const guests = (members: number | null) =>
  members === null ? undefined : `${Number(members)} ${Number(members) === 1 ? 'guest' : 'guests'}`;

export function receiptMail(payment: PaymentFacts) {
  const amount = formatRupees(Number(payment.amount));
  return renderMail({
    subject: PAYMENT_MAIL_TEXTS.receiptSubject(payment.txnid),
    heading: PAYMENT_MAIL_TEXTS.receiptHeading,
    greeting: PAYMENT_MAIL_TEXTS.greeting(payment.firstname),
    paragraphs: PAYMENT_MAIL_TEXTS.receiptBody(amount),
    details: [
      [L.transaction, payment.txnid],
      [L.booking, payment.productinfo],
      [L.room, payment.category],
      [L.guests, guests(payment.members)],
      [L.amount, amount],
      [L.paidAt, formatMailDateTime(Number(payment.updated_at))],
      [L.reference, payment.mihpayid],
    ],
    closing: PAYMENT_MAIL_TEXTS.closing,
  });
}

export function paymentFailedMail(payment: PaymentFacts, publicUrl: string) {
  return renderMail({
    subject: PAYMENT_MAIL_TEXTS.failedSubject(payment.txnid),
    heading: PAYMENT_MAIL_TEXTS.failedHeading,
    greeting: PAYMENT_MAIL_TEXTS.greeting(payment.firstname),
    paragraphs: [
      ...PAYMENT_MAIL_TEXTS.failedBody,
      PAYMENT_MAIL_TEXTS.failedRetry(`${publicUrl.replace(/\/$/, '')}${retreatPaths.retreat}`),
    ],
    details: [
      [L.transaction, payment.txnid],
      [L.booking, payment.productinfo],
      [L.room, payment.category],
      [L.guests, guests(payment.members)],
      [L.amountTried, formatRupees(Number(payment.amount))],
      [L.triedAt, formatMailDateTime(Number(payment.updated_at))],
      [L.reason, payment.error],
    ],
    closing: PAYMENT_MAIL_TEXTS.closing,
  });
}

/** A refund as its notice describes it. */
export interface RefundFacts {
  /** The refund's own id, unique: one notice per refund (a payment may be refunded in parts). */
  refundId: string | number;
  txnid: string;
  firstname: string;
  email: string;
  productinfo: string;
  /** Rupees refunded by this refund. */
  amount: number;
  refundedAt: number;
  reason?: string | null;
  /** The provider's reference for the refund. */
  providerReference?: string | null;
  /** This refund completed the amount paid: the booking is now refunded in full. */
  inFull?: boolean;
  /** Rupees the guest paid (said when refunded in full). */
  paid?: number;
}

export function refundMail(refund: RefundFacts) {
  const amount = formatRupees(refund.amount);
  return renderMail({
    subject: refund.inFull ? PAYMENT_MAIL_TEXTS.refundInFullSubject(refund.txnid) : PAYMENT_MAIL_TEXTS.refundSubject(refund.txnid),
    heading: PAYMENT_MAIL_TEXTS.refundHeading,
    greeting: PAYMENT_MAIL_TEXTS.greeting(refund.firstname),
    paragraphs: [
      ...PAYMENT_MAIL_TEXTS.refundBody(amount),
      ...(refund.inFull ? [PAYMENT_MAIL_TEXTS.refundedInFull(formatRupees(refund.paid ?? refund.amount))] : []),
    ],
    details: [
      [L.transaction, refund.txnid],
      [L.booking, refund.productinfo],
      [L.refunded, amount],
      [L.refundedAt, formatMailDateTime(refund.refundedAt)],
      [L.reason, refund.reason],
      [L.refundReference, refund.providerReference],
    ],
    closing: PAYMENT_MAIL_TEXTS.closing,
  });
}

/** Queues the receipt (success) or the failure notice in the transaction that records the outcome. */
export async function queuePaymentOutcomeMail(
  trx: Knex.Transaction,
  payment: PaymentFacts,
  outcome: 'success' | 'failure',
  now: number,
  publicUrl: string,
): Promise<void> {
  const kind = outcome === 'success' ? MAIL_KINDS.receipt : MAIL_KINDS.paymentFailed;
  const content = outcome === 'success' ? receiptMail(payment) : paymentFailedMail(payment, publicUrl);
  await enqueueMail(
    trx,
    PAYMENT_OUTBOX_TABLE,
    { kind, dedupeKey: `${kind}:${payment.txnid}`, to: payment.email, subjectRef: payment.txnid, ...content },
    now,
  );
}

/** Queues the refund notice; call it inside the transaction that records the refund. */
export async function queueRefundMail(trx: Knex.Transaction, refund: RefundFacts, now: number): Promise<void> {
  await enqueueMail(
    trx,
    PAYMENT_OUTBOX_TABLE,
    {
      kind: MAIL_KINDS.refund,
      dedupeKey: `${MAIL_KINDS.refund}:${refund.refundId}`,
      to: refund.email,
      subjectRef: refund.txnid,
      ...refundMail(refund),
    },
    now,
  );
}

/** The outbox worker of this instance and the administrators' outbox calls. */
export function installPaymentMail(app: FastifyInstance, now: () => number): MailWorker {
  const worker = startMailWorker(app, PAYMENT_OUTBOX_TABLE, { now });
  registerOutboxRoutes(app, 'payment', paymentCalls, PAYMENT_OUTBOX_TABLE, { worker, now });
  return worker;
}
