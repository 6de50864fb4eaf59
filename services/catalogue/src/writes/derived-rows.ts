/**
 * What a package write keeps in step inside its own transaction, besides the package's
 * rows: the filter aggregate (changed by this package's difference, not rebuilt) and the
 * package's keys copied into its join-table rows. Both cost a few dozen small statements,
 * whatever the catalogue's size, and commit or roll back with the write.
 *
 *   const before = await derivedBefore(trx, id);   // before the write changes anything
 *   …the write…
 *   await derivedAfter(trx, id, before);           // after it (for a delete: once the rows are gone)
 */
import type { Knex } from 'knex';
import { applyFacetChange, facetKeysOf } from '../queries/facets';
import { copyKeysToLinks } from '../queries/link-keys';

/** What the package counted for before the write (a package being created counted for nothing: pass []). */
export function derivedBefore(trx: Knex.Transaction, id: number): Promise<string[]> {
  return facetKeysOf(trx, id);
}

export async function derivedAfter(trx: Knex.Transaction, id: number, before: readonly string[]): Promise<void> {
  await copyKeysToLinks(trx, [id]);
  await applyFacetChange(trx, before, await facetKeysOf(trx, id));
}
