/**
 * The retreat's rooms for staff (every role reads, only administrators change), the
 * floor of places (never below what checkouts hold and payments took), the change record, and
 * the staff home's payment figures. On SQLite and (when it runs) MySQL.
 */
import { placesBelowFloor, ROLES, ROOM_MESSAGES, type StaffRoom, type StaffRoomsResponse } from '@agency/contracts';
import { AUDIT_TABLE } from '@agency/service-common/audit';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { available, bookRoom, buildPaymentService, type PaymentHarness, postCallback, providerCallback, roomIds, START } from './fixture';
import { bearer, type StaffTokens, staffTokens } from './staff';

const guest = (n: number) => ({ firstname: `Guest${n}`, email: `guest${n}@example.in`, phone: `98765000${String(n).padStart(2, '0')}` });

describe.each(testDatabaseKinds())('retreat rooms for staff on %s', (kind) => {
  let service: PaymentHarness;
  let tokens: StaffTokens;
  let admin: string;
  beforeAll(async () => {
    service = await buildPaymentService(kind);
    tokens = await staffTokens(service);
    admin = await tokens.token('chief', 'admin');
  });
  afterAll(async () => {
    await tokens.close();
    await service.close();
  });

  const rooms = async (token: string) => {
    const response = await service.app.inject({ method: 'GET', url: '/api/inventory/rooms', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json() as StaffRoomsResponse;
  };
  const room = async (category: string) => (await rooms(admin)).rooms.find((r) => r.category === category) as StaffRoom;
  const change = async (token: string, id: number, body: object) =>
    service.app.inject({ method: 'PUT', url: `/api/inventory/rooms/${id}`, headers: bearer(token), payload: body });

  it('refuses the rooms without a token and shows them to every staff role', async () => {
    expect((await service.app.inject({ method: 'GET', url: '/api/inventory/rooms' })).statusCode).toBe(401);
    for (const role of ROLES) {
      const { rooms: list } = await rooms(await tokens.token(`reader-${role}`, role));
      expect(list.map((r) => [r.category, r.name, r.pricePerPerson, r.places, r.available, r.held, r.paid, r.unit])).toEqual([
        ['SoulPod', 'SoulPod', 15999, 8, 8, 0, 0, 'place'],
        ['Harmony Quad', 'Harmony Quad', 13999, 3, 3, 0, 0, 'room'],
        ['Duo Room', 'Duo Room', 17999, 4, 4, 0, 0, 'room'],
      ]);
    }
  });

  it('counts places held by checkouts and paid by confirmed payments, live', async () => {
    const held = await bookRoom(service, 'SoulPod', 3, guest(1));
    const paid = await bookRoom(service, 'SoulPod', 2, guest(2));
    await postCallback(service, 'success', providerCallback(paid.paymentData, 'success'));
    expect(await room('SoulPod')).toMatchObject({ places: 8, available: 3, held: 3, paid: 2 });
    // A failed payment gives its places back; the place count never changes.
    await postCallback(service, 'failure', providerCallback(held.paymentData, 'failure'));
    expect(await room('SoulPod')).toMatchObject({ places: 8, available: 6, held: 0, paid: 2 });
  });

  it('lets only administrators change a room', async () => {
    const ids = await roomIds(service);
    const body = { name: 'Garden Duo', pricePerPerson: 18999, places: 4 };
    expect((await change('', ids['Duo Room'], body)).statusCode).toBe(401);
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const refused = await change(await tokens.token(`editor-${role}`, role), ids['Duo Room'], body);
      expect([role, refused.statusCode]).toEqual([role, 403]);
    }
    expect(await room('Duo Room')).toMatchObject({ name: 'Duo Room', pricePerPerson: 17999, places: 4 });
  });

  it('changes the name, price and places, records who, when, before and after, and shows the name to guests', async () => {
    const ids = await roomIds(service);
    service.advance(60_000);
    const response = await change(admin, ids['Duo Room'], { name: '  Garden Duo ', pricePerPerson: 18999, places: 6 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Garden Duo', pricePerPerson: 18999, places: 6, available: 6, held: 0, paid: 0 });
    const { changes } = await rooms(admin);
    expect(changes[0]).toEqual({
      id: expect.any(Number),
      roomId: ids['Duo Room'],
      category: 'Duo Room',
      at: START + 60_000,
      username: 'chief',
      role: 'admin',
      before: { name: 'Duo Room', pricePerPerson: 17999, places: 4 },
      after: { name: 'Garden Duo', pricePerPerson: 18999, places: 6 },
    });
    const entry = await service.db(AUDIT_TABLE).where({ action: 'room.update' }).orderBy('id', 'desc').first();
    expect(entry).toMatchObject({ actor_username: 'chief', target: String(ids['Duo Room']) });
    expect(JSON.parse(entry.changes)).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Duo Room', after: 'Garden Duo' },
        { field: 'pricePerPerson', before: '17999', after: '18999' },
        { field: 'places', before: '4', after: '6' },
      ]),
    );
    // The public inventory (the retreat pages) carries the new name, price and availability.
    const inventory = (await service.app.inject({ method: 'GET', url: '/api/inventory' })).json() as {
      category: string;
      name?: string;
      availableItems: number;
      items: { price: number }[];
    }[];
    expect(inventory.find((item) => item.category === 'Duo Room')).toMatchObject({
      name: 'Garden Duo',
      availableItems: 6,
      items: [{ price: 18999 }],
    });
    // A booking is charged the new price.
    const booked = await bookRoom(service, 'Duo Room', 2, guest(3));
    expect(booked.paymentData.amount).toBe('37998.00');
    expect(booked.paymentData.productinfo).toBe('The Awakening Retreat - Duo Room');
  });

  it('never takes places below what is held and paid, and says why', async () => {
    const ids = await roomIds(service);
    // Duo Room: 6 places, 1 held by guest 3; one more booked and paid.
    const paid = await bookRoom(service, 'Duo Room', 2, guest(4));
    await postCallback(service, 'success', providerCallback(paid.paymentData, 'success'));
    expect(await room('Duo Room')).toMatchObject({ places: 6, available: 4, held: 1, paid: 1 });
    const refused = await change(admin, ids['Duo Room'], { name: 'Garden Duo', pricePerPerson: 18999, places: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(placesBelowFloor(2, 1, 1));
    expect(await room('Duo Room')).toMatchObject({ places: 6, available: 4 });
    // Down to the floor itself: nothing is left to book.
    const atFloor = await change(admin, ids['Duo Room'], { name: 'Garden Duo', pricePerPerson: 18999, places: 2 });
    expect(atFloor.statusCode).toBe(200);
    expect(await available(service, 'Duo Room')).toBe(0);
    const soldOut = await bookRoom(service, 'Duo Room', 2, guest(5)).catch((error: Error) => error.message);
    expect(soldOut).toMatch(/^initiate answered 409/);
    // Once the hold expires its place is free again, and the floor follows.
    service.advance(16 * 60_000);
    expect(await room('Duo Room')).toMatchObject({ places: 2, available: 1, held: 0, paid: 1 });
    expect((await change(admin, ids['Duo Room'], { name: 'Garden Duo', pricePerPerson: 18999, places: 1 })).statusCode).toBe(200);
    expect(await room('Duo Room')).toMatchObject({ places: 1, available: 0, held: 0, paid: 1 });
  });

  it('answers bad changes with clear messages and changes nothing', async () => {
    const ids = await roomIds(service);
    const before = await room('Harmony Quad');
    const cases: [object, string][] = [
      [{ name: '   ', pricePerPerson: 100, places: 3 }, ROOM_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(61), pricePerPerson: 100, places: 3 }, ROOM_MESSAGES.nameTooLong],
      [{ name: 'Quad', pricePerPerson: 0, places: 3 }, ROOM_MESSAGES.price],
      [{ name: 'Quad', pricePerPerson: 12.5, places: 3 }, ROOM_MESSAGES.price],
      [{ name: 'Quad', pricePerPerson: 100, places: -1 }, ROOM_MESSAGES.places],
      [{ name: 'Quad', pricePerPerson: 100 }, ROOM_MESSAGES.places],
    ];
    for (const [body, message] of cases) {
      const response = await change(admin, ids['Harmony Quad'], body);
      expect([body, response.statusCode]).toEqual([body, 400]);
      expect(response.body).toContain(message);
    }
    const unknown = await change(admin, 999_999, { name: 'Quad', pricePerPerson: 100, places: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ROOM_MESSAGES.unknownRoom);
    expect(await room('Harmony Quad')).toEqual(before);
  });
});

describe.each(testDatabaseKinds())("the staff home's payment figures on %s", (kind) => {
  let service: PaymentHarness;
  let tokens: StaffTokens;
  beforeAll(async () => {
    service = await buildPaymentService(kind);
    tokens = await staffTokens(service);
  });
  afterAll(async () => {
    await tokens.close();
    await service.close();
  });

  const overview = async (role: (typeof ROLES)[number] = 'employee') => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/payment/overview',
      headers: bearer(await tokens.token(`home-${role}`, role)),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('is for staff only, every role but user (takings are not for the user role)', async () => {
    expect((await service.app.inject({ method: 'GET', url: '/api/payment/overview' })).statusCode).toBe(401);
    for (const role of ROLES.filter((r) => r !== 'user')) expect((await overview(role)).lowThreshold).toBe(2);
    const asUser = await service.app.inject({
      method: 'GET',
      url: '/api/payment/overview',
      headers: bearer(await tokens.token('home-user', 'user')),
    });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.body).not.toContain('paidToday');
  });

  it('counts payments confirmed today, this month and per week, and the rooms running low', async () => {
    const empty = await overview();
    expect(empty).toMatchObject({
      paidToday: { count: 0, amount: 0, refunded: 0, net: 0 },
      thisMonth: { count: 0, amount: 0, refunded: 0, net: 0 },
      lowRooms: [],
    });
    // START is Wednesday 1 October 2025, 11:30 in India: its week began on Monday 29 September.
    expect(empty.perWeek.map((w: { weekStart: string }) => w.weekStart)).toEqual([
      '2025-09-01',
      '2025-09-08',
      '2025-09-15',
      '2025-09-22',
      '2025-09-29',
    ]);

    const quad = await bookRoom(service, 'Harmony Quad', 4, { firstname: 'Ravi', email: 'ravi@example.in', phone: '9811111111' });
    await postCallback(service, 'success', providerCallback(quad.paymentData, 'success'));
    const pending = await bookRoom(service, 'Harmony Quad', 4, { firstname: 'Mira', email: 'mira@example.in', phone: '9822222222' });
    const figures = await overview();
    expect(figures.paidToday).toEqual({ count: 1, amount: 4 * 13999, refunded: 0, net: 4 * 13999 });
    expect(figures.thisMonth).toEqual({ count: 1, amount: 4 * 13999, refunded: 0, net: 4 * 13999 });
    expect(figures.perWeek.at(-1)).toEqual({ weekStart: '2025-09-29', count: 1, amount: 4 * 13999, refunded: 0, net: 4 * 13999 });
    // Harmony Quad: 3 rooms, one paid, one held: 1 left, which is low.
    expect(figures.lowRooms).toEqual([{ id: expect.any(Number), name: 'Harmony Quad', available: 1, places: 3 }]);
    expect(pending.paymentData.txnid).toBeDefined();

    // The next day (India) it is this month's, not today's; a new week later it moves left.
    service.advance(7 * 86_400_000);
    const later = await overview();
    expect(later.paidToday).toEqual({ count: 0, amount: 0, refunded: 0, net: 0 });
    expect(later.thisMonth).toEqual({ count: 1, amount: 4 * 13999, refunded: 0, net: 4 * 13999 });
    expect(later.perWeek.at(-2)).toEqual({ weekStart: '2025-09-29', count: 1, amount: 4 * 13999, refunded: 0, net: 4 * 13999 });
    expect(later.perWeek.at(-1)).toEqual({ weekStart: '2025-10-06', count: 0, amount: 0, refunded: 0, net: 0 });
  });
});
