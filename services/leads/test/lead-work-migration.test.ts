/**
 * Migration 006 on each database: requests stored before it get their phone and
 * e-mail keys, so they are found by phone and matched as possible repeats like new ones; and it
 * rolls back.
 */
import { migrate, rollbackAll } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@agency/test-kit/services';
import { leadsService } from '../src';
import { TABLES } from '../src/db/rows';

describe.each(testDatabaseKinds())('the lead work migration on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('gives the requests stored before it their keys, and rolls back', async () => {
    const before = leadsService.migrations.filter((migration) => migration.name < '006');
    // The migrations are applied in name order, so "before 006" is everything up to 006_lead_work.
    expect(before).toEqual(
      leadsService.migrations.slice(
        0,
        leadsService.migrations.findIndex((migration) => migration.name.startsWith('006_')),
      ),
    );
    expect(before.length).toBeGreaterThan(0);
    await migrate(database.db, 'leads', before);
    await database.db(TABLES.requests).insert([
      { first_name: 'Old', email: ' Old.Guest@Example.IN ', phone: '+91 98450 12345', way: 'quickContact', created_at: 1, updated_at: 1 },
      { first_name: 'Older', email: 'older@example.in', phone: 'none given', way: 'quickContact', created_at: 2, updated_at: 2 },
    ]);
    await migrate(database.db, 'leads', leadsService.migrations);
    const rows = await database.db(TABLES.requests).orderBy('id').select('first_name', 'phone_key', 'email_key', 'follow_up_on');
    expect(rows).toEqual([
      { first_name: 'Old', phone_key: '9845012345', email_key: 'old.guest@example.in', follow_up_on: null },
      { first_name: 'Older', phone_key: null, email_key: 'older@example.in', follow_up_on: null },
    ]);
    expect(await database.db.schema.hasTable(TABLES.notes)).toBe(true);
    expect(await database.db.schema.hasTable(TABLES.history)).toBe(true);
    await rollbackAll(database.db, 'leads', leadsService.migrations);
    expect(await database.db.schema.hasTable(TABLES.notes)).toBe(false);
    expect(await database.db.schema.hasTable(TABLES.requests)).toBe(false);
  });
});
