/**
 * The rooms' share of holds on each database: however many addresses start checkouts, unpaid
 * holds cover at most RETREAT_HOLD_PERCENT of a room's unsold places; the rest goes to whoever
 * pays first, so a genuine guest can always book a free place; a payment that finds no place
 * left is refunded in full automatically through the provider and the guest is told; unpaid
 * holds are released after their minutes and the share is free again.
 */
import { CALLBACK_ERRORS, HOLDS_PER_CLIENT, maxHeldPlaces, RETREAT_HOLD_PERCENT } from '@agency/contracts';
import { testDatabaseKinds } from '@agency/test-kit/services';
import type { RefundOrder } from '../src/bookings/refund-provider';
import { NO_PLACE_REFUND_REASON } from '../src/callbacks';
import { BOOKING_TABLES, TABLES } from '../src/db/rows';
import { HOLD_MS } from '../src/initiate';
import { PAYMENT_OUTBOX_TABLE } from '../src/mail';
import {
  available,
  buildPaymentService,
  initiate,
  type PaymentHarness,
  paymentRow,
  postCallback,
  providerCallback,
  redirectOf,
  roomIds,
} from './fixture';

const guest = (i: number) => ({ firstname: `Guest${i}`, email: `guest${i}@example.in`, phone: `98${String(i).padStart(8, '0')}` });
const address = (i: number) => `198.51.100.${i + 1}`;

describe.each(testDatabaseKinds())("the rooms' share of holds on %s", (kind) => {
  let service: PaymentHarness;
  const refundOrders: RefundOrder[] = [];
  beforeEach(async () => {
    refundOrders.length = 0;
    service = await buildPaymentService(kind, {
      // The shipped rules, not the fixture's (which lets every checkout hold what it books).
      config: { retreatHoldPercent: RETREAT_HOLD_PERCENT, checkoutHoldsPerClient: HOLDS_PER_CLIENT },
      refunds: {
        async refund(order) {
          refundOrders.push(order);
          return { ok: true, reference: `RF-${order.requestId}` };
        },
      },
    });
  });
  afterEach(() => service.close());

  const held = async (category: string) => {
    const ids = await roomIds(service);
    const [row] = await service.db(TABLES.payments).where({ inventory_id: ids[category], status: 'pending' }).sum({ n: 'places_held' });
    return Number(row.n ?? 0);
  };
  /** A checkout from address `i`, by guest `contact` (address `i`'s own unless given). */
  const checkout = async (category: string, members: number, i: number, contact = i) => {
    const ids = await roomIds(service);
    return initiate(service, { ...guest(contact), productinfo: 'Retreat', category, itemId: ids[category], members }, {}, address(i));
  };

  it('lets ten addresses hold at most the share of each room, and a genuine guest still books a free place', async () => {
    const unsold = { SoulPod: 8, 'Harmony Quad': 3, 'Duo Room': 4 };
    // Ten hoarders, each trying every room under other names (a guest's new checkout would replace their own).
    for (let i = 0; i < 10; i += 1) {
      const tries = [
        ['SoulPod', 8],
        ['SoulPod', 1],
        ['Harmony Quad', 4],
        ['Duo Room', 2],
      ] as const;
      for (const [j, [category, members]] of tries.entries()) {
        expect([200, 409]).toContain((await checkout(category, members, i, 100 + i * 10 + j)).statusCode);
      }
    }
    for (const [category, places] of Object.entries(unsold)) {
      expect(await held(category)).toBeLessThanOrEqual(maxHeldPlaces(places));
      expect(await available(service, category)).toBeGreaterThanOrEqual(places - maxHeldPlaces(places));
    }
    expect(await held('SoulPod')).toBe(4);

    // A genuine guest books two SoulPod places and pays: the places are theirs.
    const booking = await checkout('SoulPod', 2, 50);
    expect(booking.statusCode).toBe(200);
    const { paymentData } = booking.json();
    const paid = await postCallback(service, 'success', providerCallback(paymentData, 'success'));
    expect(redirectOf(paid).path).toBe('/PaymentSuccess');
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'success', places_held: 2 });
    expect(await available(service, 'SoulPod')).toBe(2);
  });

  it('holds at most the share however many checkouts arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => checkout('SoulPod', 1, i)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(await held('SoulPod')).toBe(maxHeldPlaces(8));
    expect(await available(service, 'SoulPod')).toBe(8 - maxHeldPlaces(8));
  });

  it('refunds in full, through the provider, a payment that finds no place left, and tells the guest', async () => {
    // Duo Room: 4 rooms, holds may cover 2. Two guests hold; two more go ahead without a hold.
    const started = [];
    for (let i = 0; i < 4; i += 1) started.push((await checkout('Duo Room', 2, i)).json().paymentData as Record<string, string>);
    expect(await held('Duo Room')).toBe(2);
    // Two later guests pay first and take the two free rooms.
    for (let i = 4; i < 6; i += 1) {
      const { paymentData } = (await checkout('Duo Room', 2, i)).json();
      expect(redirectOf(await postCallback(service, 'success', providerCallback(paymentData, 'success'))).path).toBe('/PaymentSuccess');
    }
    expect(await available(service, 'Duo Room')).toBe(0);
    // The holders still pay into their held rooms.
    expect(redirectOf(await postCallback(service, 'success', providerCallback(started[0], 'success'))).path).toBe('/PaymentSuccess');
    // An unheld checkout whose payment arrives now finds nothing: refunded in full, and told so.
    const unheld = started[2];
    expect(Number((await paymentRow(service, unheld.txnid)).places_held)).toBe(0);
    const late = await postCallback(service, 'success', providerCallback(unheld, 'success'));
    expect(redirectOf(late)).toMatchObject({ path: '/PaymentFailed', txnid: unheld.txnid, error: CALLBACK_ERRORS.noPlaceLeft });
    expect(refundOrders).toEqual([
      expect.objectContaining({ txnid: unheld.txnid, amount: Number(unheld.amount), providerReference: '403993715531077182' }),
    ]);
    const row = await paymentRow(service, unheld.txnid);
    expect(row).toMatchObject({ status: 'success', places_held: 0, error: CALLBACK_ERRORS.noPlaceLeft });
    expect(Number(row.refunded_amount)).toBe(Number(unheld.amount));
    expect(await service.db(BOOKING_TABLES.refunds).where({ txnid: unheld.txnid }).select('status', 'reason', 'actor_username')).toEqual([
      { status: 'refunded', reason: NO_PLACE_REFUND_REASON, actor_username: 'automatic' },
    ]);
    const mail = await service.db(PAYMENT_OUTBOX_TABLE).where({ recipient: unheld.email }).select('kind', 'text');
    expect(mail).toEqual([expect.objectContaining({ kind: 'refund' })]);
    expect(mail[0].text).toContain(NO_PLACE_REFUND_REASON);
    expect(await available(service, 'Duo Room')).toBe(0);
    // The result page asks the status: for the guest nothing was booked, and the error says why.
    const status = (await service.app.inject({ method: 'GET', url: `/api/payment/v1/status/${unheld.txnid}` })).json();
    expect(status).toMatchObject({ status: 'failure', error: CALLBACK_ERRORS.noPlaceLeft });
    // The same callback again changes nothing and refunds nothing more.
    await postCallback(service, 'success', providerCallback(unheld, 'success'));
    expect(refundOrders).toHaveLength(1);
  });

  it('refunds a payment that arrives after its hold ran out and others paid for the places meanwhile', async () => {
    const { paymentData } = (await checkout('Harmony Quad', 4, 0)).json();
    expect(await held('Harmony Quad')).toBe(1);
    service.advance(HOLD_MS + 1);
    // Three other guests book and pay for the three Harmony Quads.
    for (let i = 1; i <= 3; i += 1) {
      const other = (await checkout('Harmony Quad', 4, i)).json().paymentData;
      expect(redirectOf(await postCallback(service, 'success', providerCallback(other, 'success'))).path).toBe('/PaymentSuccess');
    }
    expect(await available(service, 'Harmony Quad')).toBe(0);
    expect((await paymentRow(service, paymentData.txnid)).status).toBe('expired');
    const late = await postCallback(service, 'success', providerCallback(paymentData, 'success'));
    expect(redirectOf(late)).toMatchObject({ path: '/PaymentFailed', error: CALLBACK_ERRORS.noPlaceLeft });
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'success', places_held: 0 });
    expect(refundOrders).toEqual([expect.objectContaining({ txnid: paymentData.txnid, amount: Number(paymentData.amount) })]);
    expect(await available(service, 'Harmony Quad')).toBe(0);
  });

  it('releases unpaid holds after their minutes, and the share is free to hold again', async () => {
    for (let i = 0; i < 3; i += 1) await checkout('SoulPod', 2, i);
    expect(await held('SoulPod')).toBe(4);
    expect(await available(service, 'SoulPod')).toBe(4);
    service.advance(HOLD_MS - 1);
    expect(await available(service, 'SoulPod')).toBe(4);
    service.advance(2);
    // The next checkout releases the expired holds before it decides, and holds.
    const next = await checkout('SoulPod', 2, 9);
    expect(Number((await paymentRow(service, next.json().paymentData.txnid)).places_held)).toBe(2);
    expect(await held('SoulPod')).toBe(2);
    expect(await available(service, 'SoulPod')).toBe(6);
  });
});
