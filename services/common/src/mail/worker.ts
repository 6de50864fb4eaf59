/**
 * The outbox's sending worker. One runs in every instance of a service that sends mail; they
 * share the table. A worker claims a due mail with a lease (one conditional UPDATE: of several
 * instances only one changes the row, and only that one sends), sends it outside any request,
 * and records the outcome under its lease token. A failure is retried with exponential backoff
 * (retryBaseMs, doubled each time, at most an hour) up to maxAttempts, then the mail is
 * 'failed' with its last error. A lease that runs out (an instance died while sending) makes
 * the mail due again. With no SMTP_URL nothing is sent: due mails become 'held'.
 *
 * Logs name mails by id and kind only: never an address, a subject or a body.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { MailConfig } from '../config';
import { retryingDeadlocks } from '../deadlocks';
import { trackOutbox } from '../metrics';
import type { OutboxRow } from './outbox';
import { OUTBOX_LIMITS } from './outbox';
import { type MailTransport, SMTP_TIMEOUTS_MS, smtpTransport } from './transport';

/** Longer than one send can take with the transport's timeouts. */
export const LEASE_MS = 2 * (SMTP_TIMEOUTS_MS.connection + SMTP_TIMEOUTS_MS.greeting + SMTP_TIMEOUTS_MS.socket);
const MAX_BACKOFF_MS = 60 * 60_000;
/** Mails one pass claims, one after another. */
const BATCH = 20;

export interface MailWorkerOptions {
  db: Knex;
  table: string;
  config: MailConfig;
  /** The transport (tests may pass one); by default SMTP from config.smtpUrl, none without it. */
  transport?: MailTransport | null;
  /** The domain of our Message-IDs. */
  messageIdDomain?: string;
  log?: Pick<FastifyInstance['log'], 'info' | 'warn' | 'error'>;
  now?: () => number;
}

export interface MailWorker {
  /** One pass: claims and sends what is due now. Resolves when done (tests call it). */
  runOnce(): Promise<number>;
  /** Asks for a pass soon (after a commit that queued a mail). */
  wake(): void;
  stop(): Promise<void>;
}

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

function errorText(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [
    typeof e.code === 'string' ? e.code : '',
    typeof e.responseCode === 'number' ? String(e.responseCode) : '',
    typeof e.message === 'string' ? e.message : String(error),
  ];
  const text = parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  return text.slice(0, OUTBOX_LIMITS.error);
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, table, config } = options;
  const now = options.now ?? Date.now;
  const transport = options.transport !== undefined ? options.transport : config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const domain = options.messageIdDomain ?? config.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const log = options.log;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  /** Due: pending and its time has come, or 'sending' with a lease that ran out. */
  const due = (at: number) =>
    db<OutboxRow>(table)
      .where((q) => q.where({ state: 'pending' }).andWhere('next_attempt_at', '<=', at))
      .orWhere((q) => q.where({ state: 'sending' }).andWhere('lease_until', '<', at))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'state', 'lease_token');

  async function hold(at: number): Promise<number> {
    // No mail server: the due mails stay, saying so ('held'); an admin's resend queues one again.
    return db(table).where({ state: 'pending' }).andWhere('next_attempt_at', '<=', at).update({ state: 'held', updated_at: at });
  }

  async function claim(row: Pick<OutboxRow, 'id' | 'state' | 'lease_token'>, at: number): Promise<string | undefined> {
    const token = randomBytes(16).toString('hex');
    const query = db(table).where({ id: row.id, state: row.state });
    // The row as read: still pending, or still under the lease that ran out. Only one UPDATE can match it.
    if (row.state === 'pending') query.andWhere('next_attempt_at', '<=', at);
    else query.andWhere({ lease_token: row.lease_token }).andWhere('lease_until', '<', at);
    const update = { state: 'sending', lease_token: token, lease_until: at + LEASE_MS, updated_at: at };
    // Workers claiming side by side can meet in InnoDB's index locks; the one it picks as the
    // deadlock's victim has changed nothing, and asking again either wins the row or finds it taken.
    const changed = await retryingDeadlocks(() => query.clone().update(update));
    return changed === 1 ? token : undefined;
  }

  async function sendOne(id: number, token: string, mailer: MailTransport): Promise<void> {
    const mail: OutboxRow | undefined = await db<OutboxRow>(table).where({ id, lease_token: token }).first();
    if (!mail) return;
    const messageId = mail.message_id ?? `<${table}.${mail.id}.${randomBytes(6).toString('hex')}@${domain}>`;
    const attempts = Number(mail.attempts) + 1;
    try {
      await mailer.send({ from: config.from, to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text, messageId });
    } catch (error) {
      const at = now();
      const failed = attempts >= config.maxAttempts;
      await db(table)
        .where({ id, lease_token: token })
        .update({
          state: failed ? 'failed' : 'pending',
          attempts,
          last_error: errorText(error),
          next_attempt_at: failed ? Number(mail.next_attempt_at) : at + retryDelayMs(attempts, config.retryBaseMs),
          lease_until: null,
          lease_token: null,
          message_id: messageId,
          updated_at: at,
        });
      log?.warn(
        { mail: id, kind: mail.kind, attempts, failed, code: (error as { code?: unknown }).code },
        failed ? 'mail failed for good' : 'mail not sent, will retry',
      );
      return;
    }
    const at = now();
    await db(table).where({ id, lease_token: token }).update({
      state: 'sent',
      attempts,
      sent_at: at,
      last_error: null,
      lease_until: null,
      lease_token: null,
      message_id: messageId,
      updated_at: at,
    });
    log?.info({ mail: id, kind: mail.kind }, 'mail sent');
  }

  async function pass(): Promise<number> {
    const at = now();
    if (!transport) return hold(at);
    let sent = 0;
    for (const row of await due(at)) {
      if (stopped) break;
      const token = await claim(row, at);
      if (!token) continue; // another instance won it
      await sendOne(row.id, token, transport);
      sent += 1;
    }
    return sent;
  }

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await pass();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const tick = () => {
    if (stopped) return;
    runOnce().catch((err: unknown) =>
      log?.error({ err: { code: (err as { code?: unknown }).code, message: (err as Error).message } }, 'mail worker pass failed'),
    );
  };
  const timer = setInterval(tick, config.pollIntervalMs);
  timer.unref();

  return {
    runOnce,
    wake: () => setImmediate(tick),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
}

/** Starts a worker for the app's outbox and stops it when the app closes. */
export function startMailWorker(
  app: FastifyInstance,
  table: string,
  options: Partial<Omit<MailWorkerOptions, 'db' | 'table'>> = {},
): MailWorker {
  const worker = createMailWorker({ db: app.db, table, config: app.config.mail, log: app.log, ...options });
  trackOutbox(table, app.db);
  if (!app.config.mail.smtpUrl && options.transport === undefined)
    app.log.info({ outbox: table }, 'mail: no SMTP_URL, so mails are kept in the outbox (held), not sent');
  // preClose, not onClose: onClose hooks run last-added first, and the gateway and a
  // standalone service add the one that destroys the database after the services. A pass under
  // way must record what it sent first (a mail sent but not marked would go again once its
  // claim ran out).
  app.addHook('preClose', async () => worker.stop());
  return worker;
}
