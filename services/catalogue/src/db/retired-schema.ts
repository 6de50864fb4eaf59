/**
 * What a deleted package was about: its countries and holiday types, kept when its rows go,
 * so an old link to it (a search result, a message shared months ago) can offer holidays
 * like it. Nothing else of the package is kept.
 */
import type { Migration } from '@agency/service-common';

export const RETIRED_TABLES = { retiredPackages: 'retired_packages' } as const;

export interface RetiredPackageRow {
  package_id: number;
  /** JSON list of country names. */
  countries: string;
  /** JSON list of holiday type keys. */
  holiday_types: string;
  /** When it was deleted (ms since the epoch). */
  retired_at: number;
}

export const retiredPackagesMigration: Migration = {
  name: '007_retired_packages',
  async up(db) {
    await db.schema.createTable(RETIRED_TABLES.retiredPackages, (t) => {
      // No foreign key: the package's row is gone, that is the point.
      t.integer('package_id').unsigned().primary();
      t.text('countries').notNullable();
      t.text('holiday_types').notNullable();
      t.bigInteger('retired_at').notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable(RETIRED_TABLES.retiredPackages);
  },
};
