/**
 * The catalogue's part of the audit log (services/common/src/audit-*.ts): how to read a
 * package, so its create, update and delete entries show the fields the package form edits,
 * before and after (derived fields such as the card text or the duration label are left out:
 * they change with what they are derived from).
 */

import { catalogueCalls, type Package } from '@agency/contracts';
import type { SnapshotReader } from '@agency/service-common/audit';
import type { FastifyInstance } from 'fastify';
import { loadPackages } from '../queries/package-loader';

const RECORDED_FIELDS = [
  'packageName',
  'duration',
  'pricing',
  'valueOfferPrice',
  'destinations',
  'holiday_types',
  'inclusion_ids',
  'exclusion_ids',
  'inclusionTexts',
  'exclusionTexts',
  'description',
  'overview',
  'images',
] as const satisfies readonly (keyof Package)[];

/** A value without the row ids of its parts (a save rewrites the pricing rows, so their ids change with nothing else). */
function withoutRowIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRowIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_id')
      .map(([key, inner]) => [key, withoutRowIds(inner)]),
  );
}

export function auditPackageWrites(app: FastifyInstance): void {
  const packageFields: SnapshotReader = async (id) => {
    const [found] = await loadPackages(app.db, [Number(id)]);
    return found ? Object.fromEntries(RECORDED_FIELDS.map((field) => [field, withoutRowIds(found[field])])) : undefined;
  };
  for (const call of [catalogueCalls.createPackage, catalogueCalls.updatePackage, catalogueCalls.deletePackage])
    app.audit.snapshot(call, packageFields);
}
