import { migrate, rollbackAll } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import { paymentService } from '../src';
import { BOOKING_TABLES, TABLES } from '../src/db/rows';

describe.each(testDatabaseKinds())('payment migrations and seed on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await migrate(database.db, 'payment', paymentService.migrations);
    await paymentService.seed(database.db, testConfig());
  });
  afterAll(() => database.drop());

  it('stocks the three retreat room categories with places and prices per person', async () => {
    const rows = await database.db(TABLES.inventory).orderBy('sort_order').select('category', 'available_items', 'price', 'unit');
    expect(rows).toEqual([
      { category: 'SoulPod', available_items: 8, price: 15999, unit: 'place' },
      { category: 'Harmony Quad', available_items: 3, price: 13999, unit: 'room' },
      { category: 'Duo Room', available_items: 4, price: 17999, unit: 'room' },
    ]);
  });

  it('adds nothing when seeded again', async () => {
    await paymentService.seed(database.db, testConfig());
    const [{ count }] = await database.db(TABLES.inventory).count({ count: '*' });
    expect(Number(count)).toBe(3);
  });

  it('keeps transaction ids unique and logs callbacks beside them', async () => {
    const now = Date.UTC(2025, 5, 1);
    const payment = {
      txnid: 'TXN1748736000000ABC',
      status: 'pending',
      amount: 31998,
      productinfo: 'The Awakening Retreat - Duo Room',
      firstname: 'Rohan',
      email: 'rohan@example.in',
      phone: '9876543210',
      category: 'Duo Room',
      inventory_id: 3,
      members: 2,
      places_held: 1,
      hold_expires_at: now + 15 * 60 * 1000,
      created_at: now,
      updated_at: now,
    };
    await database.db(TABLES.payments).insert(payment);
    await expect(database.db(TABLES.payments).insert(payment)).rejects.toMatchObject({
      message: expect.stringMatching(/UNIQUE constraint failed: payments\.txnid|Duplicate entry 'TXN1748736000000ABC'/),
    });
    await database.db(TABLES.paymentEvents).insert({
      txnid: payment.txnid,
      kind: 'success',
      payload: JSON.stringify({ status: 'success' }),
      verdict: 'accepted',
      created_at: now,
    });
    const stored = await database.db(TABLES.payments).where({ txnid: payment.txnid }).first();
    expect(stored).toMatchObject({ udf1: '', udf5: '', status: 'pending', mihpayid: null });
    expect(Number(stored.hold_expires_at)).toBe(now + 15 * 60 * 1000);
  });

  it('keeps refunds reserved before migration 006, with no request id (the recovery leaves those to staff)', async () => {
    const scratch = await createTestDatabase(kind);
    try {
      await migrate(
        scratch.db,
        'payment',
        paymentService.migrations.filter((m) => m.name !== '006_refund_recovery'),
      );
      const now = Date.UTC(2025, 5, 1);
      const [paymentId] = await scratch.db(TABLES.payments).insert({
        txnid: 'TXNOLDREFUND1',
        status: 'success',
        amount: 15999,
        productinfo: 'The Awakening Retreat - SoulPod',
        firstname: 'Old',
        email: 'old@example.in',
        phone: '9876543210',
        mihpayid: 'SBX1234567890',
        refunded_amount: 1000,
        created_at: now,
        updated_at: now,
      });
      const refund = {
        payment_id: Number(paymentId),
        txnid: 'TXNOLDREFUND1',
        amount: 1000,
        reason: 'Before 006',
        status: 'requested',
        actor_username: 'admin',
        created_at: now,
        updated_at: now,
      };
      await scratch.db(BOOKING_TABLES.refunds).insert(refund);
      await migrate(scratch.db, 'payment', paymentService.migrations);
      expect(await scratch.db(BOOKING_TABLES.refunds).where({ txnid: 'TXNOLDREFUND1' }).first()).toMatchObject({
        ...refund,
        request_id: null,
        claimed_until: null,
      });
    } finally {
      await scratch.drop();
    }
  });

  it('rolls its migrations back', async () => {
    const scratch = await createTestDatabase(kind);
    try {
      await migrate(scratch.db, 'payment', paymentService.migrations);
      await rollbackAll(scratch.db, 'payment', paymentService.migrations);
      for (const table of Object.values(TABLES)) expect(await scratch.db.schema.hasTable(table)).toBe(false);
    } finally {
      await scratch.drop();
    }
  });
});
