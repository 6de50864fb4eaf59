/**
 * The bookings tables of the payment service: refunds (and what each payment has refunded so
 * far, so that one conditional UPDATE keeps refunds within what was paid), an index for the
 * bookings list's date range, and the sandbox provider's own books (what it captured and
 * refunded), which its verify and refund calls answer from.
 */

import { REFUND_REASON_MAX_LENGTH } from '@agency/contracts';
import type { Migration } from '@agency/service-common';
import { BOOKING_TABLES as B, TABLES as T, TXNID_MAX_LENGTH } from './rows';

export const refundsMigration: Migration = {
  name: '004_refunds',
  async up(db) {
    await db.schema.alterTable(T.payments, (t) => {
      t.integer('refunded_amount').unsigned().notNullable().defaultTo(0);
      t.index(['created_at'], 'payments_created_idx');
    });
    await db.schema.createTable(B.refunds, (t) => {
      t.increments('id');
      t.integer('payment_id').unsigned().notNullable().references('id').inTable(T.payments);
      t.string('txnid', TXNID_MAX_LENGTH).notNullable();
      t.integer('amount').unsigned().notNullable();
      t.string('reason', REFUND_REASON_MAX_LENGTH).notNullable();
      t.string('status', 16).notNullable();
      t.string('provider_reference', 64).nullable();
      t.text('error').nullable();
      t.integer('actor_id').nullable();
      t.string('actor_username', 64).notNullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.index(['payment_id', 'created_at'], 'refunds_payment_idx');
    });
    await db.schema.createTable(B.sandboxTransactions, (t) => {
      t.increments('id');
      t.string('txnid', TXNID_MAX_LENGTH).notNullable().unique('sandbox_transactions_txnid_unique');
      t.string('status', 16).notNullable();
      t.string('mihpayid', 64).notNullable();
      t.integer('amount').unsigned().notNullable();
      t.bigInteger('created_at').notNullable();
    });
    await db.schema.createTable(B.sandboxRefunds, (t) => {
      t.increments('id');
      t.string('txnid', TXNID_MAX_LENGTH).notNullable();
      t.string('request_id', 64).notNullable().unique('sandbox_refunds_request_unique');
      t.integer('amount').unsigned().notNullable();
      t.bigInteger('created_at').notNullable();
      t.index(['txnid'], 'sandbox_refunds_txnid_idx');
    });
  },
  async down(db) {
    await db.schema.dropTable(B.sandboxRefunds);
    await db.schema.dropTable(B.sandboxTransactions);
    await db.schema.dropTable(B.refunds);
    await db.schema.alterTable(T.payments, (t) => {
      t.dropIndex(['created_at'], 'payments_created_idx');
      t.dropColumn('refunded_amount');
    });
  },
};

/**
 * Refunds that outlive their process (refunds.ts, refund-recovery.ts): the token the provider
 * was asked with, so that it can be asked again with the same one and refund once, and the
 * time until which one instance's recovery sweep holds a refund it is asking about. Rows
 * written before this migration have no token (NULL): nobody knows what the provider was
 * asked with, so the sweep never asks about them (see refund-recovery.ts).
 */
export const refundRecoveryMigration: Migration = {
  name: '006_refund_recovery',
  async up(db) {
    await db.schema.alterTable(B.refunds, (t) => {
      t.string('request_id', 64).nullable();
      t.bigInteger('claimed_until').nullable();
      // The sweep looks for refunds still requested since before a given time.
      t.index(['status', 'created_at'], 'refunds_status_idx');
    });
  },
  async down(db) {
    await db.schema.alterTable(B.refunds, (t) => {
      t.dropIndex(['status', 'created_at'], 'refunds_status_idx');
      t.dropColumn('claimed_until');
      t.dropColumn('request_id');
    });
  },
};

/**
 * A booking's places are freed when it is refunded in full or cancelled (bookings/places.ts):
 * the cancellation's columns, and the places of bookings already refunded in full before
 * this, which stayed taken, given back to their rooms.
 */
export const cancellationMigration: Migration = {
  name: '007_booking_cancellation',
  async up(db) {
    await db.schema.alterTable(T.payments, (t) => {
      t.bigInteger('cancelled_at').nullable();
      t.string('cancelled_by', 64).nullable();
      t.string('cancel_reason', REFUND_REASON_MAX_LENGTH).nullable();
    });
    const now = Date.now();
    const refundedInFull: { id: number; inventory_id: number; places_held: number }[] = await db(`${T.payments} as p`)
      .where('p.status', 'success')
      .andWhere('p.places_held', '>', 0)
      .whereNotNull('p.inventory_id')
      .andWhere(
        'p.amount',
        '<=',
        db(`${B.refunds} as r`).whereRaw('?? = ??', ['r.payment_id', 'p.id']).andWhere('r.status', 'refunded').sum('r.amount'),
      )
      .select('p.id', 'p.inventory_id', 'p.places_held');
    for (const payment of refundedInFull) {
      await db.transaction(async (trx) => {
        await trx(T.payments).where({ id: payment.id }).update({ places_held: 0 });
        await trx(T.inventory)
          .where({ id: payment.inventory_id })
          .update({ available_items: trx.raw('?? + ?', ['available_items', Number(payment.places_held)]), updated_at: now });
      });
    }
  },
  async down(db) {
    await db.schema.alterTable(T.payments, (t) => {
      t.dropColumn('cancel_reason');
      t.dropColumn('cancelled_by');
      t.dropColumn('cancelled_at');
    });
  },
};

/**
 * Which client address started a retreat hold (a keyed hash of it, never the address itself),
 * so that one address holds at most CHECKOUT_HOLDS_PER_CLIENT at once (../holds.ts).
 */
export const holdClientsMigration: Migration = {
  name: '008_hold_clients',
  async up(db) {
    await db.schema.alterTable(T.payments, (t) => {
      t.string('client', 64).nullable();
      t.index(['client', 'status'], 'payments_client_idx');
    });
  },
  async down(db) {
    await db.schema.alterTable(T.payments, (t) => {
      t.dropIndex(['client', 'status'], 'payments_client_idx');
      t.dropColumn('client');
    });
  },
};
