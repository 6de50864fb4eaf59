/**
 * Never overselling: many visitors starting a checkout for the last places at the same
 * moment get exactly as many holds as there are places, and availability never dips
 * below 0, on SQLite and on MySQL (where the requests really run side by side on ten
 * connections). `npm run bench` runs the same race over HTTP and reports its latency.
 */
import { testDatabaseKinds } from '@agency/test-kit/services';
import { TABLES } from '../src/db/rows';
import { available, buildPaymentService, initiate, type PaymentHarness, roomIds, setAvailable, visitor } from './fixture';

describe.each(testDatabaseKinds())('simultaneous bookings on %s', (kind) => {
  let service: PaymentHarness;
  beforeEach(async () => {
    service = await buildPaymentService(kind);
  });
  afterEach(() => service.close());

  /** Fires `count` initiations at once while sampling availability; answers the status codes and the lowest sample. */
  async function race(category: string, count: number, members: (i: number) => number) {
    const ids = await roomIds(service);
    let lowest = Number.POSITIVE_INFINITY;
    let racing = true;
    const sampler = (async () => {
      while (racing) {
        lowest = Math.min(lowest, await available(service, category));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        // Fifty different guests: one guest's second checkout would replace their first (holds.ts).
        initiate(service, {
          ...visitor,
          email: `guest${i}@example.in`,
          phone: `98765${String(i).padStart(5, '0')}`,
          productinfo: 'Retreat',
          category,
          itemId: ids[category],
          members: members(i),
        }),
      ),
    );
    racing = false;
    await sampler;
    lowest = Math.min(lowest, await available(service, category));
    const codes = responses.map((response) => response.statusCode);
    const holds: { places_held: number }[] = await service.db(TABLES.payments).where({ category, status: 'pending' }).select('places_held');
    return { codes, lowest, holds };
  }

  it('with 5 SoulPod places left, 50 simultaneous initiations make exactly 5 holds', async () => {
    await setAvailable(service, 'SoulPod', 5);
    const { codes, lowest, holds } = await race('SoulPod', 50, () => 1);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(45);
    expect(holds).toHaveLength(5);
    expect(lowest).toBe(0);
    expect(await available(service, 'SoulPod')).toBe(0);
  });

  it('with 5 Duo Rooms left, 50 simultaneous bookings of 2 or 3 guests make exactly 5 holds of one room each', async () => {
    await setAvailable(service, 'Duo Room', 5);
    const { codes, lowest, holds } = await race('Duo Room', 50, (i) => 2 + (i % 2));
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(holds.map((hold) => Number(hold.places_held))).toEqual([1, 1, 1, 1, 1]);
    expect(lowest).toBe(0);
  });

  it('never takes more SoulPod places than are left when group sizes differ', async () => {
    await setAvailable(service, 'SoulPod', 7);
    const { codes, lowest, holds } = await race('SoulPod', 40, (i) => 1 + (i % 4));
    const held = holds.reduce((sum, hold) => sum + Number(hold.places_held), 0);
    expect(codes.filter((code) => code === 200)).toHaveLength(holds.length);
    expect(held).toBeLessThanOrEqual(7);
    expect(held + (await available(service, 'SoulPod'))).toBe(7);
    expect(lowest).toBeGreaterThanOrEqual(0);
  });
});
