/** The inventory call and starting a payment, on SQLite and (when it runs) MySQL. */
import { RETREAT_FALLBACK_PRICE, RETREAT_ROOMS, ROOM_CATEGORIES } from '@agency/contracts';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { TABLES } from '../src/db/rows';
import { HOLD_MS } from '../src/initiate';
import { requestHash } from '../src/payu/hash';
import { SANDBOX_CREDENTIALS } from '../src/payu/provider';
import { available, bookRoom, buildPaymentService, initiate, type PaymentHarness, paymentRow, roomIds, START, visitor } from './fixture';

describe.each(testDatabaseKinds())('payment initiation on %s', (kind) => {
  let service: PaymentHarness;
  beforeAll(async () => {
    service = await buildPaymentService(kind);
  });
  afterAll(() => service.close());

  it('lists the three room categories with availability and the price per person', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/inventory' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { _id: expect.any(Number), category: 'SoulPod', availableItems: 8, items: [{ price: 15999 }] },
      { _id: expect.any(Number), category: 'Harmony Quad', availableItems: 3, items: [{ price: 13999 }] },
      { _id: expect.any(Number), category: 'Duo Room', availableItems: 4, items: [{ price: 17999 }] },
    ]);
  });

  it('computes the amount on the server, holds one room, and signs the provider fields', async () => {
    const before = await available(service, 'Duo Room');
    const ids = await roomIds(service);
    const response = await initiate(service, {
      ...visitor,
      amount: 1,
      productinfo: 'cheap',
      udf1: 'forged',
      category: 'Duo Room',
      itemId: ids['Duo Room'],
      members: 3,
    });
    expect(response.statusCode).toBe(200);
    const { paymentUrl, paymentData } = response.json();
    expect(paymentUrl).toBe(`${service.config.publicUrl}/api/payment/sandbox/pay`);
    expect(paymentData).toEqual({
      key: SANDBOX_CREDENTIALS.key,
      txnid: expect.stringMatching(/^[A-Za-z0-9]{1,25}$/),
      amount: '53997.00',
      productinfo: 'The Awakening Retreat - Duo Room',
      firstname: 'Asha',
      email: 'asha@example.in',
      phone: '9876543210',
      surl: `${service.config.publicUrl}/api/payment/v1/success`,
      furl: `${service.config.publicUrl}/api/payment/v1/failure`,
      udf1: 'Duo Room',
      udf2: '3',
      udf3: String(ids['Duo Room']),
      udf4: '',
      udf5: '',
      hash: expect.stringMatching(/^[0-9a-f]{128}$/),
    });
    expect(paymentData.hash).toBe(requestHash(paymentData, SANDBOX_CREDENTIALS.salt));
    expect(await available(service, 'Duo Room')).toBe(before - 1);
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({
      status: 'pending',
      amount: 53997,
      members: 3,
      places_held: 1,
      category: 'Duo Room',
    });
    expect(Number((await paymentRow(service, paymentData.txnid)).hold_expires_at)).toBe(START + HOLD_MS);
  });

  it('holds one SoulPod place per guest', async () => {
    const before = await available(service, 'SoulPod');
    const { paymentData } = await bookRoom(service, 'SoulPod', 3);
    expect(paymentData.amount).toBe('47997.00');
    expect(await available(service, 'SoulPod')).toBe(before - 3);
  });

  it('gives every payment its own transaction id', async () => {
    const txnids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await initiate(service, { ...visitor, amount: 100 + i, productinfo: 'Deposit' });
      txnids.add(response.json().paymentData.txnid);
    }
    expect(txnids.size).toBe(5);
  });

  it.each(ROOM_CATEGORIES.map((category) => [category, RETREAT_ROOMS[category]] as const))(
    'keeps %s within its guest range',
    async (category, { minMembers, maxMembers }) => {
      const ids = await roomIds(service);
      const request = (members: number) =>
        initiate(service, { ...visitor, productinfo: 'Retreat', category, itemId: ids[category], members });
      const below = await request(minMembers - 1);
      expect(below.statusCode).toBe(400);
      expect(below.json().fields).toEqual({ members: expect.any(String) });
      const above = await request(maxMembers + 1);
      expect(above.statusCode).toBe(400);
      expect(above.json().fields).toEqual({ members: `${category} takes ${minMembers} to ${maxMembers} guests` });
    },
  );

  it('answers 404 for a room id of another category or of no room', async () => {
    const ids = await roomIds(service);
    for (const itemId of [ids.SoulPod, 999]) {
      const response = await initiate(service, { ...visitor, productinfo: 'Retreat', category: 'Duo Room', itemId, members: 2 });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Please choose a room');
    }
  });

  it('answers 409 Sold Out, holding nothing, when not enough is left', async () => {
    await service.db(TABLES.inventory).where({ category: 'Harmony Quad' }).update({ available_items: 0 });
    const ids = await roomIds(service);
    const response = await initiate(service, {
      ...visitor,
      productinfo: 'Retreat',
      category: 'Harmony Quad',
      itemId: ids['Harmony Quad'],
      members: 4,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Sold Out: Harmony Quad has no rooms left');
    expect(await available(service, 'Harmony Quad')).toBe(0);

    await service.db(TABLES.inventory).where({ category: 'SoulPod' }).update({ available_items: 2 });
    const tooMany = await initiate(service, { ...visitor, productinfo: 'Retreat', category: 'SoulPod', itemId: ids.SoulPod, members: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Sold Out: only 2 places left in SoulPod');
    expect(await available(service, 'SoulPod')).toBe(2);
  });

  it('charges the fallback price per person when the inventory has no price', async () => {
    await service.db(TABLES.inventory).where({ category: 'Duo Room' }).update({ price: 0 });
    const { paymentData } = await bookRoom(service, 'Duo Room', 2);
    expect(paymentData.amount).toBe(`${2 * RETREAT_FALLBACK_PRICE}.00`);
    await service.db(TABLES.inventory).where({ category: 'Duo Room' }).update({ price: 17999 });
  });

  it("takes the generic checkout's amount and fields as the visitor sent them", async () => {
    const response = await initiate(service, { ...visitor, amount: 2500, productinfo: 'Rajasthan tour deposit', udf1: 'REF-42' });
    expect(response.statusCode).toBe(200);
    const { paymentData } = response.json();
    expect(paymentData).toMatchObject({ amount: '2500.00', productinfo: 'Rajasthan tour deposit', udf1: 'REF-42', udf2: '', udf3: '' });
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ category: null, inventory_id: null, places_held: 0 });
  });

  it('refuses a generic checkout below 1 INR or without the required fields, with field messages', async () => {
    const zero = await initiate(service, { ...visitor, amount: 0, productinfo: 'Deposit' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toEqual({ amount: 'Amount must be at least 1 INR' });
    const huge = await initiate(service, { ...visitor, amount: 10_000_001, productinfo: 'Deposit' });
    expect(huge.json().fields).toEqual({ amount: 'Amount must be at most 1,00,00,000 INR' });
    const paise = await initiate(service, { ...visitor, amount: 10.5, productinfo: 'Deposit' });
    expect(paise.json().fields).toEqual({ amount: 'Amount must be in whole rupees' });
    const empty = await initiate(service, { amount: 10, productinfo: 'Deposit', firstname: '', email: 'nope', phone: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      firstname: 'First name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
    });
  });
});

describe('payment initiation without a provider', () => {
  it.each([
    ['in production', { production: true, paymentSandbox: false }],
    ['in development unless PAYMENT_SANDBOX=on (a staging site that forgot NODE_ENV)', { production: false, paymentSandbox: false }],
  ])('answers 503 %s when PayU is not configured, and serves no sandbox', async (_case, config) => {
    const service = await buildPaymentService('sqlite', { config });
    try {
      const response = await initiate(service, { ...visitor, amount: 10, productinfo: 'Deposit' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Online payment is not available right now. Please call us to book.');
      const sandbox = await service.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/complete',
        payload: { txnid: 'X1', outcome: 'success' },
      });
      expect(sandbox.statusCode).toBe(404);
    } finally {
      await service.close();
    }
  });
});
