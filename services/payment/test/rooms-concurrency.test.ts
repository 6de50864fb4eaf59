/**
 * An administrator's change of places racing guests' checkouts never leaves fewer
 * places than are held and paid, and never makes availability negative, on either database.
 */
import type { StaffRoomsResponse } from '@agency/contracts';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { buildPaymentService, initiate, type PaymentHarness, roomIds } from './fixture';
import { bearer, type StaffTokens, staffTokens } from './staff';

describe.each(testDatabaseKinds())('changing places while guests book, on %s', (kind) => {
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

  it('keeps places = bookable + held + paid, and never below held + paid', async () => {
    const admin = await tokens.token('chief', 'admin');
    const ids = await roomIds(service);
    for (let round = 0; round < 5; round++) {
      const checkouts = Array.from({ length: 6 }, (_, i) =>
        initiate(service, {
          firstname: 'Guest',
          email: `r${round}g${i}@example.in`,
          phone: `98${round}000000${i}`,
          productinfo: 'Retreat',
          category: 'SoulPod',
          itemId: ids.SoulPod,
          members: 2,
        }),
      );
      const change = service.app.inject({
        method: 'PUT',
        url: `/api/inventory/rooms/${ids.SoulPod}`,
        headers: bearer(admin),
        payload: { name: 'SoulPod', pricePerPerson: 15999, places: 4 + round * 2 },
      });
      const answers = await Promise.all([...checkouts, change]);
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      const listed = (
        await service.app.inject({ method: 'GET', url: '/api/inventory/rooms', headers: bearer(admin) })
      ).json() as StaffRoomsResponse;
      const soulPod = listed.rooms.find((room) => room.category === 'SoulPod')!;
      expect(soulPod.available).toBeGreaterThanOrEqual(0);
      expect(soulPod.places).toBe(soulPod.available + soulPod.held + soulPod.paid);
      expect(soulPod.places).toBeGreaterThanOrEqual(soulPod.held + soulPod.paid);
      if (answers[6].statusCode === 200) expect(answers[6].json().places).toBe(4 + round * 2);
      else expect(answers[6].json().message).toMatch(/^Places cannot go below \d+: \d+ held by checkouts in progress and \d+ paid$/);
      // The held places are ended before the next round (their guests gave up).
      service.advance(16 * 60_000);
    }
  });
});
