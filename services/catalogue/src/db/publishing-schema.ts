/**
 * The publishing tables: whether a package is published (existing packages stay published), and
 * the home page's chosen top deals and the order of its deal sections (`home_placements`;
 * membership of a deal section stays the package's HomeDealSection flag, which a save of the
 * home page's choice keeps in step).
 */
import type { Migration } from '@agency/service-common';
import { TABLES as T } from './rows';

export const PUBLISHING_TABLES = { homePlacements: 'home_placements' } as const;

export interface HomePlacementRow {
  place: string;
  package_id: number;
  position: number;
}

export const publishingMigration: Migration = {
  name: '006_package_publishing',
  async up(db) {
    await db.schema.alterTable(T.packages, (t) => {
      t.boolean('published').notNullable().defaultTo(true);
      t.index(['published', 'created_at'], 'packages_published_idx');
    });
    await db.schema.createTable(PUBLISHING_TABLES.homePlacements, (t) => {
      t.string('place', 40).notNullable();
      t.integer('package_id').unsigned().notNullable().references('id').inTable(T.packages).onDelete('CASCADE');
      t.integer('position').notNullable();
      t.primary(['place', 'package_id'], 'home_placements_pk');
      t.index(['package_id'], 'home_placements_pkg_idx');
    });
  },
  async down(db) {
    await db.schema.dropTable(PUBLISHING_TABLES.homePlacements);
    await db.schema.alterTable(T.packages, (t) => {
      t.dropIndex(['published', 'created_at'], 'packages_published_idx');
      t.dropColumn('published');
    });
  },
};
