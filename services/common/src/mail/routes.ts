/**
 * The outbox calls of a service that sends mail (administrators only, from the contracts'
 * `outboxCallsOf`): the list, one mail with its bodies, and resend. Addresses and bodies are
 * answered to administrators and never logged.
 */

import { OUTBOX_MESSAGES, type OutboxMail, type OutboxMailSummary, type outboxCallsOf } from '@agency/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { registerCall } from '../routes';
import type { OutboxRow } from './outbox';
import { resendMail } from './outbox';
import type { MailWorker } from './worker';

type OutboxCalls = ReturnType<typeof outboxCallsOf<'leads' | 'payment', string>>;

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const SUMMARY_COLUMNS = [
  'id',
  'kind',
  'recipient',
  'subject',
  'about',
  'state',
  'attempts',
  'last_error',
  'created_at',
  'updated_at',
  'next_attempt_at',
  'sent_at',
] as const;

function summaryOf(service: 'leads' | 'payment', row: Pick<OutboxRow, (typeof SUMMARY_COLUMNS)[number]>): OutboxMailSummary {
  return {
    id: Number(row.id),
    service,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    about: row.about,
    state: row.state,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
    nextAttemptAt: row.state === 'pending' ? iso(row.next_attempt_at) : null,
    sentAt: iso(row.sent_at),
  };
}

export function registerOutboxRoutes(
  app: FastifyInstance,
  service: 'leads' | 'payment',
  calls: OutboxCalls,
  table: string,
  options: { worker?: MailWorker; now?: () => number } = {},
): void {
  const now = options.now ?? Date.now;
  const { db } = app;

  registerCall(app, calls.outboxList, async (request) => {
    const { state, limit } = request.query as { state?: OutboxRow['state']; limit: number };
    const filtered = () => (state ? db<OutboxRow>(table).where({ state }) : db<OutboxRow>(table));
    const [counted] = await filtered().count({ total: '*' });
    const rows = await filtered()
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .select(...SUMMARY_COLUMNS);
    return { data: rows.map((row) => summaryOf(service, row)), total: Number(counted.total) };
  });

  registerCall(app, calls.outboxMail, async (request): Promise<OutboxMail> => {
    const { id } = request.params as { id: number };
    const row: OutboxRow | undefined = await db<OutboxRow>(table).where({ id }).first();
    if (!row) throw notFound(OUTBOX_MESSAGES.notFound);
    return { ...summaryOf(service, row), text: row.text, html: row.html };
  });

  registerCall(app, calls.outboxResend, async (request): Promise<OutboxMailSummary> => {
    const { id } = request.params as { id: number };
    // Read in the same transaction: the answer is the mail as queued, before any worker takes it.
    const row = await db.transaction(async (trx) => {
      if (!(await resendMail(trx, table, id, now()))) return undefined;
      return (await trx<OutboxRow>(table).where({ id }).first()) as OutboxRow;
    });
    if (!row) throw notFound(OUTBOX_MESSAGES.notFound);
    request.log.info({ mail: id }, 'mail queued again');
    options.worker?.wake();
    return summaryOf(service, row);
  });
}
