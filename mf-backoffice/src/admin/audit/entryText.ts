/** How an audit entry reads on screen: times in India (en-IN), who, and each change as one line. */
import { AUDIT_LOG_TEXTS, AUDIT_TIME_ZONE, type AuditChange, type AuditEntry } from '@agency/contracts';

const WHEN = new Intl.DateTimeFormat('en-IN', { timeZone: AUDIT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'medium' });

/** '25 Nov 2026, 8:06:05 pm' (India time, whatever the browser's zone). */
export function whenText(at: string): string {
  return WHEN.format(new Date(at));
}

/** 'asha (manager)', or that nobody is known (a refused sign-in). */
export function whoText(actor: AuditEntry['actor']): string {
  return actor ? `${actor.username} (${actor.role})` : AUDIT_LOG_TEXTS.unknownActor;
}

/** A change's values: 'employee → manager', 'Siam Escape' (submitted or created), 'asha → removed' (deleted). */
export function changeValueText({ before, after }: AuditChange): string {
  if (before === undefined) return after ?? '';
  return `${before} → ${after ?? 'removed'}`;
}
