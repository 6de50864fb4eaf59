import { insertOne, migrate, rollbackAll } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import { leadsService } from '../src';
import { type RequestRow, TABLES } from '../src/db/rows';

describe.each(testDatabaseKinds())('leads migrations and seed on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await migrate(database.db, 'leads', leadsService.migrations);
    await leadsService.seed(database.db, testConfig());
  });
  afterAll(() => database.drop());

  it('starts with no enquiries', async () => {
    const [{ count }] = await database.db(TABLES.requests).count({ count: '*' });
    expect(Number(count)).toBe(0);
  });

  it('stores a full enquiry with every field, unassigned and Active by default', async () => {
    const at = Date.UTC(2025, 2, 14, 10, 30, 15, 123);
    const id = await insertOne(database.db, TABLES.requests, {
      first_name: 'Ananya',
      last_name: 'Iyer',
      email: 'ananya@example.in',
      phone: '+91 98450 12345',
      country_name: 'Bali',
      deal_name: 'Enchanting Bali Honeymoon Escape',
      class_offer: 'Economy',
      duration: 7,
      travel_date: '2025-11-20',
      airport: 'Bengaluru (BLR)',
      adults: 2,
      children: 0,
      infants: 0,
      travel_plans: 'A quiet villa in Ubud, please',
      call_time: '9 am to 12pm',
      way: 'Direct website',
      message: null,
      package_id: 12,
      created_at: at,
      updated_at: at,
    });
    const row: RequestRow = await database.db(TABLES.requests).where({ id }).first();
    expect(row).toMatchObject({
      first_name: 'Ananya',
      handled_by: 'Public',
      status: 'Active',
      version: 0,
      duration: 7,
      travel_date: '2025-11-20',
    });
    expect(Number(row.created_at)).toBe(at);
  });

  it('lists a handler’s requests newest first from its index', async () => {
    const base = Date.UTC(2025, 3, 1);
    for (let i = 0; i < 3; i++) {
      await database.db(TABLES.requests).insert({
        first_name: `Guest ${i}`,
        email: `g${i}@example.in`,
        phone: '1',
        way: 'quickContact',
        handled_by: 'meera',
        created_at: base + i,
        updated_at: base + i,
      });
    }
    const names = await database
      .db(TABLES.requests)
      .where({ handled_by: 'meera', status: 'Active' })
      .orderBy('created_at', 'desc')
      .pluck('first_name');
    expect(names).toEqual(['Guest 2', 'Guest 1', 'Guest 0']);
  });

  it('refuses a status outside Active, Confirm and Deleted', async () => {
    await expect(
      database.db(TABLES.requests).insert({
        first_name: 'X',
        email: 'x@example.in',
        phone: '1',
        way: 'quickContact',
        status: 'Archived',
        created_at: 0,
        updated_at: 0,
      }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/CHECK constraint failed: status|Data truncated for column 'status'/) });
  });

  it('rolls its migrations back', async () => {
    const scratch = await createTestDatabase(kind);
    try {
      await migrate(scratch.db, 'leads', leadsService.migrations);
      await rollbackAll(scratch.db, 'leads', leadsService.migrations);
      expect(await scratch.db.schema.hasTable(TABLES.requests)).toBe(false);
    } finally {
      await scratch.drop();
    }
  });
});
