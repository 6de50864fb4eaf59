/**
 * Migration 005 on a catalogue that already has packages: the cities' hotel lists
 * are filled from the packages' hotel rows, one entry per city and name (without case or
 * surrounding spaces) with the highest rating, every country's menu choice is left to the
 * contracts' groups, and the migration rolls back.
 */
import { migrate, rollbackAll } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@agency/test-kit/services';
import { TABLES } from '../src/db/rows';
import { migrations } from '../src/migrations';
import { seedCatalogue } from '../src/seed/catalogue';

describe.each(testDatabaseKinds())('migration 005 (hotel lists, menu choice) on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await migrate(database.db, 'catalogue', migrations.slice(0, 4));
    await seedCatalogue(database.db, { packages: 12 });
    // A second spelling of a hotel the first package already names, with another rating.
    const first = await database.db(TABLES.packageHotels).orderBy('id').first();
    await database.db(TABLES.packageHotels).insert({
      package_id: first.package_id,
      city_id: first.city_id,
      position: 99,
      name: ` ${first.name.toUpperCase()} `,
      star: 7,
      nights: 1,
    });
  });
  afterAll(() => database.drop());

  it('fills each city hotel list from the packages and leaves the menu to the contracts', async () => {
    const rows: { city_id: number; name: string; star: number }[] = await database
      .db(TABLES.packageHotels)
      .select('city_id', 'name', 'star');
    await migrate(database.db, 'catalogue', migrations);
    const listed: { city_id: number; name: string; star: number }[] = await database.db(TABLES.hotels).select('city_id', 'name', 'star');
    const keys = new Set(rows.map((r) => `${r.city_id}\n${r.name.trim().toLowerCase()}`));
    expect(listed).toHaveLength(keys.size);
    for (const hotel of listed) {
      const named = rows.filter(
        (r) => Number(r.city_id) === Number(hotel.city_id) && r.name.trim().toLowerCase() === hotel.name.toLowerCase(),
      );
      expect(named.length).toBeGreaterThan(0);
      expect(Number(hotel.star)).toBe(Math.max(...named.map((r) => Number(r.star))));
    }
    const first = rows[0];
    expect(
      listed.filter((h) => Number(h.city_id) === Number(first.city_id) && h.name.toLowerCase() === first.name.trim().toLowerCase()),
    ).toEqual([expect.objectContaining({ name: first.name, star: 7 })]);
    const choices: unknown[] = await database.db(TABLES.countries).distinct('menu_choice').pluck('menu_choice');
    expect(choices).toEqual([null]);
  });

  it('rolls back, leaving the countries as they were', async () => {
    await rollbackAll(database.db, 'catalogue', migrations);
    expect(await database.db.schema.hasTable(TABLES.hotels)).toBe(false);
    expect(await database.db.schema.hasTable(TABLES.countries)).toBe(false);
  });
});
