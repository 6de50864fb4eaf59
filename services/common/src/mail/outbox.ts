/**
 * The durable outbox. A service that sends mail owns a table of this shape (its migration
 * comes from `outboxMigration`), and writes each mail into it with `enqueueMail` inside the
 * transaction that records what the mail is about (the enquiry, the payment's outcome): the
 * mail exists exactly when that fact does. The worker (./worker.ts) sends it later, outside
 * any request. Every mail has a dedupe key ('receipt:<txnid>'): queuing it twice stores one row.
 *
 * States:
 *  - pending: waiting to be sent (at `next_attempt_at`; again after a failed attempt)
 *  - sending: an instance holds its lease (`lease_until`) and is sending it now
 *  - sent:    the mail server accepted it (`sent_at`)
 *  - failed:  every attempt failed (`last_error` says why); an admin may resend it
 *  - held:    no mail server is configured (no SMTP_URL): kept here, not sent; resend queues it
 */
import type { Knex } from 'knex';
import type { Migration } from '../database';

export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** A mail as the templates make it. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface NewMail extends MailContent {
  /** What it is ('enquiry-ack', 'lead-alert', 'receipt', 'payment-failed', 'refund'). */
  kind: string;
  /** Unique per mail of the service: queuing the same key again stores nothing. */
  dedupeKey: string;
  /** One address or several, comma-separated. */
  to: string;
  /** What it is about (a lead's id, a txnid), for staff reading the outbox. */
  subjectRef?: string;
}

export interface OutboxRow {
  id: number;
  dedupe_key: string;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  about: string | null;
  state: OutboxState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
  lease_until: number | null;
  lease_token: string | null;
  message_id: string | null;
  created_at: number;
  updated_at: number;
  sent_at: number | null;
}

export const OUTBOX_LIMITS = { dedupeKey: 120, kind: 32, recipient: 500, subject: 250, about: 64, error: 500, messageId: 250 } as const;

/** The migration that creates a service's outbox table (append it to the service's list). */
export function outboxMigration(name: string, table: string): Migration {
  return {
    name,
    async up(db) {
      await db.schema.createTable(table, (t) => {
        t.increments('id');
        t.string('dedupe_key', OUTBOX_LIMITS.dedupeKey).notNullable().unique(`${table}_dedupe_unique`);
        t.string('kind', OUTBOX_LIMITS.kind).notNullable();
        t.string('recipient', OUTBOX_LIMITS.recipient).notNullable();
        t.string('subject', OUTBOX_LIMITS.subject).notNullable();
        // Bodies of a few kB: mediumtext on MySQL (text is 64 kB).
        t.text('html', 'mediumtext').notNullable();
        t.text('text', 'mediumtext').notNullable();
        t.string('about', OUTBOX_LIMITS.about).nullable();
        t.enu('state', [...OUTBOX_STATES]).notNullable();
        t.integer('attempts').unsigned().notNullable().defaultTo(0);
        t.string('last_error', OUTBOX_LIMITS.error).nullable();
        t.bigInteger('next_attempt_at').notNullable();
        t.bigInteger('lease_until').nullable();
        t.string('lease_token', 64).nullable();
        t.string('message_id', OUTBOX_LIMITS.messageId).nullable();
        t.bigInteger('created_at').notNullable();
        t.bigInteger('updated_at').notNullable();
        t.bigInteger('sent_at').nullable();
        // The worker's question: which mails are due (or whose lease ran out)?
        t.index(['state', 'next_attempt_at'], `${table}_due_idx`);
        t.index(['created_at'], `${table}_created_idx`);
      });
    },
    async down(db) {
      await db.schema.dropTable(table);
    },
  };
}

const cut = (text: string, length: number) => (text.length > length ? text.slice(0, length) : text);

/**
 * Queues a mail in the caller's transaction. A mail whose dedupe key is there already (a
 * repeated callback, a repeated enquiry attempt) is not stored again.
 */
export async function enqueueMail(trx: Knex | Knex.Transaction, table: string, mail: NewMail, now: number): Promise<void> {
  const row = {
    dedupe_key: cut(mail.dedupeKey, OUTBOX_LIMITS.dedupeKey),
    kind: cut(mail.kind, OUTBOX_LIMITS.kind),
    recipient: cut(mail.to, OUTBOX_LIMITS.recipient),
    subject: cut(mail.subject, OUTBOX_LIMITS.subject),
    html: mail.html,
    text: mail.text,
    about: mail.subjectRef ? cut(mail.subjectRef, OUTBOX_LIMITS.about) : null,
    state: 'pending' satisfies OutboxState,
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
    updated_at: now,
  };
  // INSERT IGNORE on MySQL, ON CONFLICT DO NOTHING on SQLite: the unique key decides, whatever runs at the same time.
  await trx(table).insert(row).onConflict('dedupe_key').ignore();
}

/** Admin's resend: the mail is sent again (whatever its state), with fresh attempts. False when no such mail. */
export async function resendMail(db: Knex | Knex.Transaction, table: string, id: number, now: number): Promise<boolean> {
  const changed = await db(table).where({ id }).update({
    state: 'pending',
    attempts: 0,
    next_attempt_at: now,
    lease_until: null,
    lease_token: null,
    last_error: null,
    updated_at: now,
  });
  return changed === 1;
}
