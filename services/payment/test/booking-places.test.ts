/**
 * A booking refunded in full or cancelled gives its places back, and the money figures are
 * net of refunds: the Duo Room of the issue (refunded in full, the room stayed 3 of 4 bookable
 * and ₹91,994 showed as taken where the net was ₹55,996), the guest's mail that says a booking
 * is now refunded in full, and staff cancelling a paid booking with a reason (places freed,
 * record and history kept). On SQLite and (when it runs) MySQL.
 */

import {
  BOOKING_MESSAGES,
  type BookingDetail,
  type BookingPage,
  MAIL_KINDS,
  type PaymentOverview,
  type Role,
  type StaffRoomsResponse,
} from '@agency/contracts';
import { AUDIT_TABLE } from '@agency/service-common/audit';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { PAYMENT_MAIL_TEXTS, PAYMENT_OUTBOX_TABLE } from '../src/mail';
import { paidBooking, staffTokens } from './bookings-support';
import { available, bookRoom, buildPaymentService, type PaymentHarness } from './fixture';

const duoGuest = { firstname: 'Kiran', email: 'kiran@example.in', phone: '9811100001' };
const quadGuest = { firstname: 'Latha', email: 'latha@example.in', phone: '9811100002' };

describe.each(testDatabaseKinds())('places and takings after refunds and cancellations on %s', (kind) => {
  let service: PaymentHarness;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  const get = (url: string, role: Role = 'admin') => service.app.inject({ method: 'GET', url, headers: tokens.bearer(role) });
  const post = (url: string, role: Role, payload: object) =>
    service.app.inject({ method: 'POST', url, headers: tokens.bearer(role), payload });
  const refund = (txnid: string, amount: number, reason: string) =>
    post(`/api/payment/bookings/${txnid}/refunds`, 'admin', { amount, reason });
  const cancel = (txnid: string, reason: unknown, role: Role = 'manager') =>
    post(`/api/payment/bookings/${txnid}/cancel`, role, reason === undefined ? {} : { reason });
  const room = async (category: string) =>
    ((await get('/api/inventory/rooms')).json() as StaffRoomsResponse).rooms.find((r) => r.category === category);
  const detail = async (txnid: string) => (await get(`/api/payment/bookings/${txnid}`)).json() as BookingDetail;

  beforeEach(async () => {
    service = await buildPaymentService(kind);
    tokens = await staffTokens(service.config.jwtSecret, service.db);
  });
  afterEach(async () => {
    await tokens.close();
    await service.close();
  });

  it('frees a Duo Room refunded in full and counts takings net of the refund, in the list and on the staff home', async () => {
    const duo = await paidBooking(service, 'Duo Room', 2, duoGuest);
    await paidBooking(service, 'Harmony Quad', 4, quadGuest);
    expect(await room('Duo Room')).toMatchObject({ places: 4, available: 3, paid: 1 });

    // Half first: the room stays taken, the guest hears of a part.
    expect((await refund(duo, 17_999, 'Guest shortened the stay')).statusCode).toBe(200);
    expect(await room('Duo Room')).toMatchObject({ places: 4, available: 3, paid: 1 });
    // The rest: refunded in full, the room is bookable again.
    const last = await refund(duo, 17_999, 'Guest cancelled');
    expect(last.json().booking).toMatchObject({ status: 'refunded', refundable: 0 });
    expect(await room('Duo Room')).toMatchObject({ places: 4, available: 4, held: 0, paid: 0 });
    expect(await available(service, 'Duo Room')).toBe(4);
    const { events } = await detail(duo);
    expect(events.at(-1)).toMatchObject({ kind: 'hold-released', verdict: 'refunded', details: { 'Units returned': '1' } });

    const totals = ((await get('/api/payment/bookings')).json() as BookingPage).totals;
    expect(totals).toMatchObject({ paid: 91_994, refunded: 35_998, net: 55_996 });
    const home = (await get('/api/payment/overview')).json() as PaymentOverview;
    expect(home.thisMonth).toEqual({ count: 2, amount: 91_994, refunded: 35_998, net: 55_996 });
    expect(home.paidToday.net).toBe(55_996);
    expect(home.perWeek.at(-1)).toMatchObject({ amount: 91_994, refunded: 35_998, net: 55_996 });

    // The guest's mails: the part says nothing of "in full"; the last part does, in its subject and its text.
    const mails: { subject: string; text: string }[] = await service
      .db(PAYMENT_OUTBOX_TABLE)
      .where({ kind: MAIL_KINDS.refund, about: duo })
      .orderBy('id');
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe(PAYMENT_MAIL_TEXTS.refundSubject(duo));
    expect(mails[0].text).not.toContain('in full');
    expect(mails[1].subject).toBe(PAYMENT_MAIL_TEXTS.refundInFullSubject(duo));
    expect(mails[1].text).toContain('Your booking is now refunded in full: all ₹35,998 you paid is on its way back to you.');
    // The reason is mailed word for word (the refund form says so).
    expect(mails[1].text).toContain('Guest cancelled');
  });

  it('lets a manager cancel a paid booking with a reason: places freed, record and history kept, audited', async () => {
    const txnid = await paidBooking(service, 'SoulPod', 3, duoGuest);
    expect(await room('SoulPod')).toMatchObject({ places: 8, available: 5, paid: 3 });

    const res = await cancel(txnid, '  Guest asked to cancel by phone  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({
      status: 'cancelled',
      refunded: 0,
      refundable: 3 * 15_999,
      cancellation: { by: 'test-manager', reason: 'Guest asked to cancel by phone', at: expect.any(String) },
    });
    expect(await room('SoulPod')).toMatchObject({ places: 8, available: 8, held: 0, paid: 0 });
    const { events, booking } = await detail(txnid);
    expect(booking.status).toBe('cancelled');
    expect(events.slice(-2)).toEqual([
      expect.objectContaining({
        kind: 'cancel',
        verdict: 'cancelled',
        details: { By: 'test-manager', Reason: 'Guest asked to cancel by phone' },
      }),
      expect.objectContaining({ kind: 'hold-released', verdict: 'cancelled', details: { 'Units returned': '3' } }),
    ]);
    const audit = await service.db(AUDIT_TABLE).where({ action: 'payment.cancel', target: txnid }).select('actor_username');
    expect(audit.map((a: { actor_username: string }) => a.actor_username)).toEqual(['test-manager']);
    expect(((await get('/api/payment/bookings?status=cancelled')).json() as BookingPage).data.map((b) => b.txnid)).toEqual([txnid]);
    expect(((await get('/api/payment/bookings?status=paid')).json() as BookingPage).data).toEqual([]);
    // The money stays taken until refunded: a cancelled booking's net is still in the takings.
    expect(((await get('/api/payment/bookings')).json() as BookingPage).totals).toMatchObject({ paid: 3 * 15_999, net: 3 * 15_999 });

    // Cancelled once only; a refund in full afterwards returns no places a second time.
    const again = await cancel(txnid, 'Again');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_MESSAGES.alreadyCancelled);
    expect((await refund(txnid, 3 * 15_999, 'Cancellation refund')).json().booking.status).toBe('refunded');
    expect(await room('SoulPod')).toMatchObject({ places: 8, available: 8, paid: 0 });
  });

  it('refuses a cancellation without a reason, by an employee, or of a booking that is not paid, changing nothing', async () => {
    const txnid = await paidBooking(service, 'Harmony Quad', 4, quadGuest);
    for (const [reason, message] of [
      [undefined, BOOKING_MESSAGES.cancelReasonRequired],
      ['   ', BOOKING_MESSAGES.cancelReasonRequired],
      ['x'.repeat(501), BOOKING_MESSAGES.cancelReasonTooLong],
    ] as const) {
      const res = await cancel(txnid, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await cancel(txnid, 'No right', 'employee')).statusCode).toBe(403);
    expect((await cancel(txnid, 'No right', 'user')).statusCode).toBe(403);
    expect((await detail(txnid)).booking.status).toBe('paid');
    expect(await room('Harmony Quad')).toMatchObject({ available: 2, paid: 1 });

    const held = await bookRoom(service, 'Duo Room', 2, duoGuest);
    const refused = await cancel(held.paymentData.txnid, 'Not paid yet');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.notCancellable);
    expect(await room('Duo Room')).toMatchObject({ available: 3, held: 1 });
  });
});
