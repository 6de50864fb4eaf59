/**
 * The staff lists' queries, shared by their pages and their CSV export: which requests each
 * list holds, and their order.
 */

import { PUBLIC_HANDLER } from '@agency/contracts';
import type { TokenClaims } from '@agency/service-common';
import type { Knex } from 'knex';

/** Every list: newest first (ties, within one millisecond, by the later id), so pages never overlap or skip. */
export function newestFirst(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

/**
 * The requests `handleby` names in GET /api/requests/data: 'Public' the pool, the caller's own
 * username the caller's account's (by id: a re-created username never sees what a former
 * account held), any other name the requests shown under it; none, all that are not deleted.
 */
export function heldBy(rows: Knex.QueryBuilder, handleby: string | undefined, caller: TokenClaims): Knex.QueryBuilder {
  const open = rows.whereNot({ status: 'Deleted' });
  if (handleby === undefined) return open;
  if (handleby === PUBLIC_HANDLER) return open.where({ handled_by: PUBLIC_HANDLER });
  if (handleby === caller.username) return open.where({ handled_by_id: caller.sub });
  return open.where({ handled_by: handleby });
}
