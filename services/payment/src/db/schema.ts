/**
 * The payment service's tables. Open holds are found by (inventory_id, status,
 * hold_expires_at); callbacks are looked up by the unique txnid.
 */
import { PAYMENT_STATUSES, ROOM_CATEGORIES } from '@agency/contracts';
import type { Migration } from '@agency/service-common';
// The e-mail outbox (../mail.ts).
import { paymentOutboxMigration } from '../mail';
import { cancellationMigration, holdClientsMigration, refundRecoveryMigration, refundsMigration } from './bookings-schema';
import { roomNamesAndChanges } from './rooms-schema';
import { INVENTORY_UNITS, TABLES as T, TXNID_MAX_LENGTH } from './rows';

const inventory: Migration = {
  name: '001_inventory',
  async up(db) {
    await db.schema.createTable(T.inventory, (t) => {
      t.increments('id');
      t.enu('category', [...ROOM_CATEGORIES])
        .notNullable()
        .unique('inventory_category_unique');
      t.integer('available_items').unsigned().notNullable();
      t.integer('price').unsigned().notNullable();
      t.enu('unit', [...INVENTORY_UNITS]).notNullable();
      t.integer('sort_order').notNullable();
      t.bigInteger('updated_at').notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable(T.inventory);
  },
};

const payments: Migration = {
  name: '002_payments',
  async up(db) {
    await db.schema.createTable(T.payments, (t) => {
      t.increments('id');
      t.string('txnid', TXNID_MAX_LENGTH).notNullable().unique('payments_txnid_unique');
      t.enu('status', [...PAYMENT_STATUSES]).notNullable();
      t.integer('amount').unsigned().notNullable();
      t.string('productinfo', 100).notNullable();
      t.string('firstname', 60).notNullable();
      t.string('email', 254).notNullable();
      t.string('phone', 20).notNullable();
      for (const udf of ['udf1', 'udf2', 'udf3', 'udf4', 'udf5']) t.string(udf, 255).notNullable().defaultTo('');
      t.enu('category', [...ROOM_CATEGORIES]).nullable();
      t.integer('inventory_id').unsigned().nullable().references('id').inTable(T.inventory);
      t.integer('members').unsigned().nullable();
      t.integer('places_held').unsigned().notNullable().defaultTo(0);
      t.bigInteger('hold_expires_at').nullable();
      t.string('mihpayid', 64).nullable();
      t.text('error').nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.index(['inventory_id', 'status', 'hold_expires_at'], 'payments_holds_idx');
      t.index(['status', 'hold_expires_at'], 'payments_status_idx');
    });
    await db.schema.createTable(T.paymentEvents, (t) => {
      t.increments('id');
      t.string('txnid', TXNID_MAX_LENGTH).notNullable();
      t.string('kind', 32).notNullable();
      t.text('payload').notNullable();
      t.string('verdict', 32).notNullable();
      t.bigInteger('created_at').notNullable();
      t.index(['txnid', 'created_at'], 'payment_events_txnid_idx');
    });
  },
  async down(db) {
    await db.schema.dropTable(T.paymentEvents);
    await db.schema.dropTable(T.payments);
  },
};

export const migrations: Migration[] = [
  inventory,
  payments,
  roomNamesAndChanges,
  refundsMigration,
  paymentOutboxMigration,
  refundRecoveryMigration,
  cancellationMigration,
  holdClientsMigration,
];
