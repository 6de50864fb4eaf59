/**
 * Migrations and seed of the catalogue on every test database: exact row counts, the
 * coverage the storefront needs, an idempotent seed, deterministic content and a clean
 * rollback.
 */

import { HOLIDAY_TYPES } from '@agency/contracts';
import { migrate, rollbackAll } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { Knex } from 'knex';
import { catalogueService } from '../src';
import { TABLES } from '../src/db/rows';
import { generateCatalogue, SEED_PACKAGES } from '../src/seed/catalogue';
import { HIDDEN_FROM_MENU } from '../src/seed/countries';

const ALL_TABLES = Object.values(TABLES);

async function rowCounts(db: Knex): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ALL_TABLES) {
    const [{ count }] = await db(table).count({ count: '*' });
    counts[table] = Number(count);
  }
  return counts;
}

async function seeded(kind: TestDatabase['kind']): Promise<TestDatabase> {
  const database = await createTestDatabase(kind);
  await migrate(database.db, 'catalogue', catalogueService.migrations);
  await catalogueService.seed(database.db, testConfig());
  return database;
}

/** Every row of the package tables, in a stable order, for comparing two databases. */
async function packageContent(db: Knex): Promise<Record<string, unknown[]>> {
  const content: Record<string, unknown[]> = {};
  for (const table of ALL_TABLES.filter((t) => t.startsWith('package'))) {
    const rows = await db(table).select('*');
    content[table] = rows
      .map((row: Record<string, unknown>) =>
        JSON.stringify(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v]))),
      )
      .sort();
  }
  return content;
}

const expected = generateCatalogue({ packages: SEED_PACKAGES });

describe.each(testDatabaseKinds())('catalogue migrations and seed on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await seeded(kind);
  });
  afterAll(() => database.drop());

  it('fills every table with the expected number of rows', async () => {
    const counts = await rowCounts(database.db);
    expect(counts).toMatchObject({
      continents: 7,
      countries: 53,
      holiday_types: 18,
      inclusions: 7,
      exclusions: 7,
      packages: SEED_PACKAGES,
    });
    expect(counts).toEqual({
      continents: expected.continents.length,
      countries: expected.countries.length,
      cities: expected.cities.length,
      holiday_types: expected.holidayTypes.length,
      inclusions: expected.inclusions.length,
      exclusions: expected.exclusions.length,
      packages: expected.packages.length,
      package_pricing: expected.pricing.length,
      package_countries: expected.packageCountries.length,
      package_cities: expected.packageCities.length,
      package_holiday_types: expected.packageHolidayTypes.length,
      package_inclusions: expected.packageInclusions.length,
      package_exclusions: expected.packageExclusions.length,
      package_hotels: expected.hotels.length,
      package_texts: expected.texts.length,
      package_images: expected.images.length,
      package_departure_prices: expected.departurePrices.length,
      // Each city's hotel list, one entry per city and hotel name of the packages' hotel rows.
      hotels: new Set(expected.hotels.map((h) => `${h.city_id}\n${h.name.trim().toLowerCase()}`)).size,
    });
  });

  it('gives every country, hidden or not, at least one deal', async () => {
    const rows: { name: string; deals: number | string }[] = await database
      .db(TABLES.countries + ' as c')
      .leftJoin(TABLES.packageCountries + ' as pc', 'pc.country_id', 'c.id')
      .groupBy('c.id', 'c.name')
      .select('c.name', database.db.raw('count(pc.package_id) as deals'));
    expect(rows).toHaveLength(53);
    for (const row of rows) expect({ country: row.name, hasDeals: Number(row.deals) > 0 }).toEqual({ country: row.name, hasDeals: true });
  });

  it('gives every holiday type at least one deal', async () => {
    const rows: { key: string; deals: number | string }[] = await database
      .db(TABLES.holidayTypes + ' as h')
      .leftJoin(TABLES.packageHolidayTypes + ' as ph', 'ph.holiday_type_id', 'h.id')
      .groupBy('h.id', 'h.key')
      .select('h.key', database.db.raw('count(ph.package_id) as deals'));
    expect(rows.map((r) => r.key).sort()).toEqual([...HOLIDAY_TYPES].sort());
    for (const row of rows) expect({ type: row.key, deals: Number(row.deals) > 0 }).toEqual({ type: row.key, deals: true });
  });

  it('fills each home deal section with 4 to 8 deals', async () => {
    for (const flag of ['home_deal_section1', 'home_deal_section2', 'home_deal_section3']) {
      const [{ count }] = await database.db(TABLES.packages).where(flag, true).count({ count: '*' });
      expect(Number(count)).toBeGreaterThanOrEqual(4);
      expect(Number(count)).toBeLessThanOrEqual(8);
    }
  });

  it('seeds a country page for each of the nine countries the menu never shows', async () => {
    const seeded = await database.db(TABLES.countries).whereIn('name', HIDDEN_FROM_MENU).pluck('name');
    expect([...seeded].sort()).toEqual([...HIDDEN_FROM_MENU].sort());
  });

  it('stores the card price and offer of the first pricing row on the package', async () => {
    const mismatched = await database
      .db(TABLES.packages + ' as p')
      .join(TABLES.packagePricing + ' as r', function () {
        this.on('r.package_id', '=', 'p.id').andOn('r.position', '=', database.db.raw('0'));
      })
      .whereRaw('r.price <> p.price')
      .orWhereRaw('coalesce(r.value_offer_price, -1) <> coalesce(p.value_offer_price, -1)')
      .select('p.id');
    expect(mismatched).toEqual([]);
  });

  it('adds nothing when seeded again', async () => {
    const before = await rowCounts(database.db);
    await catalogueService.seed(database.db, testConfig());
    expect(await rowCounts(database.db)).toEqual(before);
  });

  it('writes the same package rows into a second fresh database', async () => {
    const second = await seeded(kind);
    try {
      expect(await packageContent(second.db)).toEqual(await packageContent(database.db));
    } finally {
      await second.drop();
    }
  });

  it('rolls every migration back, leaving only the bookkeeping tables', async () => {
    const scratch = await seeded(kind);
    try {
      await rollbackAll(scratch.db, 'catalogue', catalogueService.migrations);
      for (const table of ALL_TABLES) expect({ table, exists: await scratch.db.schema.hasTable(table) }).toEqual({ table, exists: false });
      expect(await scratch.db.schema.hasTable('knex_migrations_catalogue')).toBe(true);
      await migrate(scratch.db, 'catalogue', catalogueService.migrations);
      expect(await rowCounts(scratch.db)).toEqual(Object.fromEntries(ALL_TABLES.map((t) => [t, 0])));
    } finally {
      await scratch.drop();
    }
  });
});

if (testDatabaseKinds().includes('mysql')) {
  it('writes identical package rows on SQLite and on MySQL', async () => {
    const sqlite = await seeded('sqlite');
    const mysql = await seeded('mysql');
    try {
      expect(await packageContent(mysql.db)).toEqual(await packageContent(sqlite.db));
    } finally {
      await sqlite.drop();
      await mysql.drop();
    }
  });
}
