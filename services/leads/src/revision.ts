/**
 * The requests table's revision: one counter, bumped inside the transaction of every write
 * (a submission, a claim, a reject, a status change), and the staff lists' ETag made from it.
 *
 * Why a counter row and not MAX(updated_at) or MAX(id): ids and clocks are handed out before
 * commit, so on MySQL a write that commits after a later-numbered one (or on an instance whose
 * clock lags) could leave those unchanged and a poller would keep a stale list. The counter
 * is bumped with a row lock held to commit, so its values follow commit order, on any number
 * of instances sharing the database. It is the last statement of each write, so the lock is
 * held only for the commit itself.
 *
 * The bound: an answer's ETag is the revision read *before* its list, so the list is at least
 * as new as the tag. A write committed after that read may be in the list too, but its tag is
 * older: the next poll then gets a 200 again (one extra answer), never a 304 over a stale list.
 * So every write committed before a poll starts is seen by that poll, on every instance.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { REVISION_ROW_ID, TABLES as T } from './db/rows';

export async function bumpRevision(trx: Knex.Transaction): Promise<void> {
  await trx(T.revision).where({ id: REVISION_ROW_ID }).increment('revision', 1);
}

export async function readRevision(db: Knex): Promise<string> {
  const row: { revision: number | string } | undefined = await db(T.revision).where({ id: REVISION_ROW_ID }).first('revision');
  if (!row) throw new Error('requests_revision has no row: the leads migrations have not run');
  return String(row.revision);
}

/** Changes when the answer's shape does, so a browser never keeps a list serialised by an older release. */
const ANSWER_FORMAT = 'v1';

/** A weak ETag for one list (`which` names the list and its filter) at one revision. */
export function listEtag(revision: string, which: string): string {
  const list = createHash('sha256').update(which).digest('base64url').slice(0, 12);
  return `W/"leads-${ANSWER_FORMAT}-${revision}-${list}"`;
}
