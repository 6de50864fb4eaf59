/** How a mail of the outbox reads on screen: times in India (en-IN), kinds and states in words. */
import { AUDIT_TIME_ZONE, type OutboxMailSummary } from '@agency/contracts';
import { OUTBOX_TEXTS } from '../messages';

const WHEN = new Intl.DateTimeFormat('en-IN', { timeZone: AUDIT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

export function mailTime(at: string | null): string {
  return at ? WHEN.format(new Date(at)) : OUTBOX_TEXTS.never;
}

export function kindText(kind: string): string {
  return OUTBOX_TEXTS.kinds[kind] ?? kind;
}

/** Sent at, or when the next attempt is due. */
export function deliveryText(mail: OutboxMailSummary): string {
  if (mail.sentAt) return mailTime(mail.sentAt);
  if (mail.state === 'pending' && mail.nextAttemptAt) return `${OUTBOX_TEXTS.states.pending}: ${mailTime(mail.nextAttemptAt)}`;
  return OUTBOX_TEXTS.never;
}

/** Both outboxes' mails, newest first (ties: payment's before leads', then the later id). */
export function newestFirst(mails: readonly OutboxMailSummary[]): OutboxMailSummary[] {
  return [...mails].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.service.localeCompare(b.service) * -1 || b.id - a.id);
}

export const mailKey = (mail: Pick<OutboxMailSummary, 'service' | 'id'>) => `${mail.service}-${mail.id}`;
