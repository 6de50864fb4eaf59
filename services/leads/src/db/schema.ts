/**
 * The leads service's tables: the requests, and the revision counter behind the lists' ETag.
 * The staff lists read by handler and status, newest first,
 * hence the (handled_by, status, created_at) and (status, created_at) indexes.
 */
import { LEAD_STATUSES, PUBLIC_HANDLER } from '@agency/contracts';
import { kindOf, type Migration } from '@agency/service-common';
import { emailKey, phoneKey } from '../lead-keys';
// The e-mail outbox (../mail.ts).
import { leadOutboxMigration } from '../mail';
import { REVISION_ROW_ID, TABLES as T } from './rows';

const requests: Migration = {
  name: '001_requests',
  async up(db) {
    await db.schema.createTable(T.requests, (t) => {
      t.increments('id');
      t.string('first_name', 100).notNullable();
      t.string('last_name', 100).nullable();
      t.string('email', 254).notNullable();
      t.string('phone', 40).notNullable();
      t.string('country_name', 100).nullable();
      t.string('deal_name', 200).nullable();
      t.string('class_offer', 40).nullable();
      t.integer('duration').unsigned().nullable();
      /** The travel date as the visitor chose it (YYYY-MM-DD). */
      t.string('travel_date', 10).nullable();
      t.string('airport', 60).nullable();
      t.integer('adults').unsigned().nullable();
      t.integer('children').unsigned().nullable();
      t.integer('infants').unsigned().nullable();
      t.text('travel_plans').nullable();
      t.string('call_time', 40).nullable();
      t.string('way', 40).notNullable();
      t.text('message').nullable();
      t.string('handled_by', 64).notNullable().defaultTo(PUBLIC_HANDLER);
      t.enu('status', [...LEAD_STATUSES])
        .notNullable()
        .defaultTo('Active');
      /** A catalogue package id (another service's table, so no foreign key). */
      t.integer('package_id').unsigned().nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.integer('version').unsigned().notNullable().defaultTo(0);
      t.index(['handled_by', 'status', 'created_at'], 'requests_handler_status_idx');
      t.index(['status', 'created_at'], 'requests_status_idx');
      t.index(['created_at'], 'requests_created_idx');
    });
  },
  async down(db) {
    await db.schema.dropTable(T.requests);
  },
};

const revision: Migration = {
  name: '002_requests_revision',
  async up(db) {
    await db.schema.createTable(T.revision, (t) => {
      t.integer('id').unsigned().primary();
      t.bigInteger('revision').unsigned().notNullable().defaultTo(0);
    });
    await db(T.revision).insert({ id: REVISION_ROW_ID, revision: 0 });
  },
  async down(db) {
    await db.schema.dropTable(T.revision);
  },
};

/**
 * The enquiry contract allows a class of up to 50 characters; 001 made the column 40, which
 * MySQL (strict mode) refuses to overflow. SQLite does not enforce lengths, so only MySQL changes.
 */
const classOfferLength: Migration = {
  name: '003_class_offer_length',
  async up(db) {
    if (kindOf(db) === 'mysql') await db.schema.alterTable(T.requests, (t) => t.string('class_offer', 50).nullable().alter());
  },
  async down(db) {
    if (kindOf(db) === 'mysql') await db.schema.alterTable(T.requests, (t) => t.string('class_offer', 40).nullable().alter());
  },
};

/** Idempotency-Keys of enquiry attempts, each naming the lead its first arrival stored. */
const enquiryKeys: Migration = {
  name: '004_enquiry_keys',
  async up(db) {
    await db.schema.createTable(T.enquiryKeys, (t) => {
      t.string('key', 64).primary();
      t.integer('request_id').notNullable();
      t.bigInteger('created_at').notNullable().index('enquiry_keys_created');
    });
  },
  async down(db) {
    await db.schema.dropTable(T.enquiryKeys);
  },
};

/**
 * Leads were keyed by username, so a username deleted and created again for someone else took
 * over the old account's requests. 005 records the holder's account id beside the name.
 *
 * Requests already held get the id of the account that has their username now, when the
 * auth service's `users` table is in this database (one database, as the embedded default and
 * the documented split set-up run): a one-time read of another service's table, at the only
 * moment the name still means who it meant. A name with no account keeps NULL: its holder is a
 * former employee, whose requests only an administrator may return to the pool. A leads
 * service on a database of its own finds no `users` table and leaves every id NULL.
 */
const AUTH_USERS_TABLE = 'users';
const holderId: Migration = {
  name: '005_requests_holder_id',
  async up(db) {
    await db.schema.alterTable(T.requests, (t) => {
      t.integer('handled_by_id').unsigned().nullable();
      t.index(['handled_by_id', 'status', 'created_at'], 'requests_holder_status_idx');
    });
    if (await db.schema.hasTable(AUTH_USERS_TABLE)) {
      await db(T.requests)
        .whereNot({ handled_by: PUBLIC_HANDLER })
        .update({
          handled_by_id: db(AUTH_USERS_TABLE)
            .select(`${AUTH_USERS_TABLE}.id`)
            .where(`${AUTH_USERS_TABLE}.username`, db.ref(`${T.requests}.handled_by`))
            .limit(1),
        });
    }
  },
  async down(db) {
    await db.schema.alterTable(T.requests, (t) => {
      t.dropIndex(['handled_by_id', 'status', 'created_at'], 'requests_holder_status_idx');
      t.dropColumn('handled_by_id');
    });
  },
};

/**
 * Lead work: notes and history as rows of their own; each request's follow-up day;
 * and its phone (last 10 digits) and e-mail (lower case) as indexed keys, so possible repeats
 * and a search by phone read an index, never the whole table. Existing requests get their keys.
 */
const leadWork: Migration = {
  name: '006_lead_work',
  async up(db) {
    await db.schema.alterTable(T.requests, (t) => {
      t.string('phone_key', 20).nullable();
      t.string('email_key', 254).nullable();
      t.string('follow_up_on', 10).nullable();
      t.index(['phone_key', 'created_at'], 'requests_phone_key_idx');
      t.index(['email_key', 'created_at'], 'requests_email_key_idx');
      t.index(['status', 'follow_up_on'], 'requests_follow_up_idx');
    });
    await db.schema.createTable(T.notes, (t) => {
      t.increments('id');
      t.integer('request_id').unsigned().notNullable();
      t.integer('author_id').unsigned().notNullable();
      t.string('author_name', 64).notNullable();
      t.text('body').notNullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('edited_at').nullable();
      t.index(['request_id', 'created_at'], 'lead_notes_request_idx');
    });
    await db.schema.createTable(T.history, (t) => {
      t.increments('id');
      t.integer('request_id').unsigned().notNullable();
      t.string('kind', 20).notNullable();
      t.integer('actor_id').unsigned().notNullable();
      t.string('actor_name', 64).notNullable();
      t.string('from_value', 100).notNullable();
      t.string('to_value', 100).notNullable();
      t.bigInteger('at').notNullable();
      t.index(['request_id', 'at'], 'lead_history_request_idx');
    });
    const existing: { id: number; phone: string; email: string }[] = await db(T.requests).select('id', 'phone', 'email');
    for (const row of existing) {
      await db(T.requests)
        .where({ id: row.id })
        .update({ phone_key: phoneKey(row.phone), email_key: emailKey(row.email) });
    }
  },
  async down(db) {
    await db.schema.dropTable(T.history);
    await db.schema.dropTable(T.notes);
    await db.schema.alterTable(T.requests, (t) => {
      t.dropIndex(['status', 'follow_up_on'], 'requests_follow_up_idx');
      t.dropIndex(['email_key', 'created_at'], 'requests_email_key_idx');
      t.dropIndex(['phone_key', 'created_at'], 'requests_phone_key_idx');
      t.dropColumn('follow_up_on');
      t.dropColumn('email_key');
      t.dropColumn('phone_key');
    });
  },
};

/** What each key's attempt said, so the key cannot be reused for other details (../enquiry-keys.ts). */
const enquiryKeyBody: Migration = {
  name: '008_enquiry_key_body',
  async up(db) {
    await db.schema.alterTable(T.enquiryKeys, (t) => {
      t.string('body_hash', 64).nullable();
    });
  },
  async down(db) {
    await db.schema.alterTable(T.enquiryKeys, (t) => {
      t.dropColumn('body_hash');
    });
  },
};

export const migrations: Migration[] = [
  requests,
  revision,
  classOfferLength,
  enquiryKeys,
  holderId,
  leadWork,
  leadOutboxMigration,
  enquiryKeyBody,
];
