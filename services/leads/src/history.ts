/**
 * The history of a request: every claim, reject, status change and reassignment,
 * with who made it, when, and the holder or status before and after. Written in the
 * transaction of the change itself, so a change and its entry commit together or not at all.
 */

import type { LeadHistoryEntry, LeadHistoryKind } from '@agency/contracts';
import type { TokenClaims } from '@agency/service-common';
import type { Knex } from 'knex';
import { type HistoryRow, type RequestRow, TABLES as T } from './db/rows';

type Actor = Pick<TokenClaims, 'sub' | 'username'>;

export async function recordHistory(
  trx: Knex.Transaction,
  requestId: number,
  kind: LeadHistoryKind,
  actor: Actor,
  from: string,
  to: string,
  at: number,
): Promise<void> {
  await trx(T.history).insert({
    request_id: requestId,
    kind,
    actor_id: actor.sub,
    actor_name: actor.username,
    from_value: from,
    to_value: to,
    at,
  });
}

/**
 * The entries a change of `before` into `after` makes: one for the holder (a claim, a reject,
 * or `reassign` when the caller says so) and one for the status.
 */
export async function recordChange(
  trx: Knex.Transaction,
  before: RequestRow,
  after: RequestRow,
  actor: Actor,
  at: number,
  holderKind?: LeadHistoryKind,
): Promise<void> {
  const id = Number(after.id);
  const holderMoved = before.handled_by !== after.handled_by || nullableId(before.handled_by_id) !== nullableId(after.handled_by_id);
  if (holderMoved) {
    const kind = holderKind ?? (nullableId(after.handled_by_id) === null ? 'reject' : 'claim');
    await recordHistory(trx, id, kind, actor, before.handled_by, after.handled_by, at);
  }
  if (before.status !== after.status) await recordHistory(trx, id, 'status', actor, before.status, after.status, at);
}

const nullableId = (id: number | null | undefined) => (id === null || id === undefined ? null : Number(id));

export async function historyOf(db: Knex, requestId: number): Promise<LeadHistoryEntry[]> {
  const rows: HistoryRow[] = await db(T.history)
    .where({ request_id: requestId })
    .orderBy([
      { column: 'at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as LeadHistoryKind,
    actor: { id: Number(row.actor_id), username: row.actor_name },
    at: new Date(Number(row.at)).toISOString(),
    from: row.from_value,
    to: row.to_value,
  }));
}
