/** How an audit entry reads on screen: times in India (en-IN), who, what in words, on what by name, and each change as one line. */
import { AUDIT_LOG_TEXTS, AUDIT_TARGET_KINDS, AUDIT_TIME_ZONE, type AuditChange, type AuditEntry } from '@agency/contracts';

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

/** The accounts' names by id, as the admin screen's user list knows them (a deleted account is not in it). */
export type AccountNames = ReadonlyMap<string, string>;

/** An account's name from the entry itself: its changes carry it when it was created or deleted. */
function namedInChanges(changes: readonly AuditChange[]): string | undefined {
  const username = changes.find((change) => change.field === 'username');
  return username?.after ?? username?.before;
}

/**
 * What the entry acted on, by name where there is one: 'asha (account 5)', 'Request 42',
 * 'Package 7'; '—' for none. An account's name comes from the entry, else from the user list.
 */
export function targetText(entry: Pick<AuditEntry, 'action' | 'target' | 'changes'>, names: AccountNames): string {
  if (entry.target === null) return '—';
  const kind = AUDIT_TARGET_KINDS[entry.action.split('.')[0]];
  if (kind === AUDIT_TARGET_KINDS.user) {
    const name = namedInChanges(entry.changes) ?? names.get(entry.target);
    return name ? `${name} (account ${entry.target})` : `Account ${entry.target}`;
  }
  return kind ? `${kind} ${entry.target}` : entry.target;
}
