/**
 * The bookings and payments on each database: who may read, check and refund; the
 * list's statuses, filters, search, paging and totals; a booking's history; 'check with
 * provider' applied once; refunds within what was paid (also when two come at once), through
 * the sandbox's own books; and the CSV of the filtered set with formulas neutralised.
 */

import { BOOKING_MESSAGES, type Booking, type BookingDetail, type BookingPage, MAIL_KINDS, type Role } from '@agency/contracts';
import { AUDIT_TABLE } from '@agency/service-common/audit';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { BOOKING_TABLES } from '../src/db/rows';
import { HOLD_MS } from '../src/initiate';
import { PAYMENT_OUTBOX_TABLE } from '../src/mail';
import { SANDBOX_REFUSALS, sandboxRefund } from '../src/sandbox/books';
import { paidBooking, sandboxOutcome, staffTokens } from './bookings-support';
import { available, bookRoom, buildPaymentService, type PaymentHarness, postCallback, providerCallback, setAvailable } from './fixture';

const guests = {
  asha: { firstname: 'Asha Verma', email: 'asha@example.in', phone: '98765 43210' },
  ravi: { firstname: 'Ravi', email: 'ravi.k@example.com', phone: '+91-91234-56789' },
  meena: { firstname: 'Meena', email: 'meena@example.org', phone: '9000011111' },
  formula: { firstname: '=HYPERLINK("http://evil.example","click")', email: 'x@example.net', phone: '9111122222' },
} as const;

describe.each(testDatabaseKinds())('bookings and refunds on %s', (kind) => {
  let service: PaymentHarness;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  const get = (url: string, role?: Role) => service.app.inject({ method: 'GET', url, headers: role ? tokens.bearer(role) : {} });
  const post = (url: string, role: Role | undefined, payload?: object) =>
    service.app.inject({ method: 'POST', url, headers: role ? tokens.bearer(role) : {}, ...(payload ? { payload } : {}) });
  const list = async (query = '', role: Role = 'admin') => {
    const res = await get(`/api/payment/bookings${query}`, role);
    expect(res.statusCode).toBe(200);
    return res.json() as BookingPage;
  };
  const detail = async (txnid: string) => (await get(`/api/payment/bookings/${txnid}`, 'admin')).json() as BookingDetail;
  const refund = (txnid: string, body: object, role: Role = 'admin') => post(`/api/payment/bookings/${txnid}/refunds`, role, body);

  beforeAll(async () => {
    service = await buildPaymentService(kind);
    tokens = await staffTokens(service.config.jwtSecret, service.db);
    // Room for every booking the tests make.
    for (const category of ['SoulPod', 'Harmony Quad', 'Duo Room']) await setAvailable(service, category, 100);
  });
  afterAll(async () => {
    await tokens.close();
    await service.close();
  });

  describe('who may', () => {
    let txnid: string;
    beforeAll(async () => {
      txnid = await paidBooking(service, 'Duo Room', 2, { firstname: 'Roles', email: 'roles@example.in', phone: '9222233333' });
    });

    it('refuses the lists to no token (401) and to the user role (403)', async () => {
      expect((await get('/api/payment/bookings')).statusCode).toBe(401);
      expect((await get('/api/payment/bookings', 'user')).statusCode).toBe(403);
      expect((await get(`/api/payment/bookings/${txnid}`, 'user')).statusCode).toBe(403);
      expect((await get('/api/payment/bookings/csv', 'user')).statusCode).toBe(403);
    });

    it('lets employees read but neither refund nor check (403, nothing refunded)', async () => {
      expect((await get('/api/payment/bookings', 'employee')).statusCode).toBe(200);
      expect((await get(`/api/payment/bookings/${txnid}`, 'employee')).statusCode).toBe(200);
      expect((await get('/api/payment/bookings/csv', 'employee')).statusCode).toBe(200);
      const refused = await refund(txnid, { amount: 100, reason: 'Asked nicely' }, 'employee');
      expect(refused.statusCode).toBe(403);
      expect((await post(`/api/payment/bookings/${txnid}/check`, 'employee')).statusCode).toBe(403);
      expect((await post(`/api/payment/bookings/${txnid}/check`, 'user')).statusCode).toBe(403);
      expect((await refund(txnid, { amount: 100, reason: 'x' }, 'user')).statusCode).toBe(403);
      expect((await detail(txnid)).booking.refunded).toBe(0);
    });

    it('lets a manager refund, recorded in the audit log with who and why', async () => {
      const res = await refund(txnid, { amount: 1000, reason: 'Late arrival' }, 'manager');
      expect(res.statusCode).toBe(200);
      expect(res.json().refund).toMatchObject({ amount: 1000, reason: 'Late arrival', status: 'refunded', by: 'test-manager' });
      const entries = await service.db(AUDIT_TABLE).where({ action: 'payment.refund', target: txnid }).select('actor_username', 'changes');
      expect(entries).toHaveLength(1);
      expect(entries[0].actor_username).toBe('test-manager');
      expect(entries[0].changes).toContain('Late arrival');
    });
  });

  describe('the list', () => {
    const txnids: Record<string, string> = {};
    let before: BookingPage;
    beforeAll(async () => {
      before = await list();
      service.advance(60_000);
      txnids.asha = await paidBooking(service, 'SoulPod', 2, guests.asha);
      service.advance(60_000);
      const held = await bookRoom(service, 'Harmony Quad', 4, guests.ravi);
      txnids.ravi = held.paymentData.txnid;
      service.advance(60_000);
      const failed = await bookRoom(service, 'Duo Room', 3, guests.meena);
      txnids.meena = failed.paymentData.txnid;
      await postCallback(service, 'failure', await sandboxOutcome(service, failed.paymentData.txnid, 'failure'));
    });

    it('shows each booking with guest, room, nights, amount, status and the provider reference, newest first', async () => {
      const page = await list('?limit=3');
      expect(page.data.map((b) => b.txnid)).toEqual([txnids.meena, txnids.ravi, txnids.asha]);
      const [meena, ravi, asha] = page.data;
      expect(asha).toMatchObject({
        status: 'paid',
        room: 'SoulPod',
        guests: 2,
        nights: 3,
        amount: 2 * 15999,
        refunded: 0,
        refundable: 2 * 15999,
      });
      expect(asha.guest).toEqual({ name: 'Asha Verma', email: 'asha@example.in', phone: '98765 43210' });
      expect(asha.providerReference).toMatch(/^SBX\d+$/);
      expect(ravi).toMatchObject({ status: 'held', refundable: 0, providerReference: null });
      expect(ravi.holdExpiresAt).toBe(new Date(service.now() - 60_000 + HOLD_MS).toISOString());
      expect(meena).toMatchObject({ status: 'failed', refundable: 0 });
    });

    it('filters by status and room, and shows an expired hold as expired', async () => {
      expect((await list('?status=held')).data.map((b) => b.txnid)).toEqual([txnids.ravi]);
      expect((await list('?status=failed')).data.map((b) => b.txnid)).toContain(txnids.meena);
      expect((await list('?room=SoulPod')).data.every((b) => b.room === 'SoulPod')).toBe(true);
      expect((await list('?room=SoulPod&status=paid')).data.map((b) => b.txnid)).toContain(txnids.asha);
      expect((await list('?room=Duo%20Room&status=held')).data).toEqual([]);
    });

    it.each([
      ['a phone typed with +91 and spaces', '%2B91%2098765%2043210', 'asha'],
      ['a phone stored with dashes, typed as digits', '9123456789', 'ravi'],
      ['part of a name, any case', 'VERMA', 'asha'],
      ['an e-mail', 'ravi.k%40example', 'ravi'],
    ])('searches by %s', async (_what, q, who) => {
      expect((await list(`?q=${q}`)).data.map((b) => b.txnid)).toEqual([txnids[who]]);
    });

    it('searches by transaction id, and takes % and _ as themselves', async () => {
      expect((await list(`?q=${txnids.meena.toLowerCase()}`)).data.map((b) => b.txnid)).toEqual([txnids.meena]);
      expect((await list('?q=%25')).data).toEqual([]);
      expect((await list('?q=_')).data).toEqual([]);
    });

    it('filters by the days booked in India time, both included', async () => {
      // START is 2025-10-01 06:00 UTC = 11:30 in India.
      expect((await list('?from=2025-10-01&to=2025-10-01')).pagination.totalEntries).toBe(before.pagination.totalEntries + 3);
      expect((await list('?from=2025-10-02')).data).toEqual([]);
      expect((await list('?to=2025-09-30')).data).toEqual([]);
    });

    it('totals the whole filtered set, not the page, and pages through it', async () => {
      const first = await list('?limit=1&from=2025-10-01');
      const all = await list('?limit=100&from=2025-10-01');
      expect(first.data).toHaveLength(1);
      expect(first.totals).toEqual(all.totals);
      expect(first.totals.count).toBe(all.data.length);
      expect(first.totals.amount).toBe(all.data.reduce((sum, b) => sum + b.amount, 0));
      expect(first.totals.paid).toBe(
        all.data.filter((b) => b.status === 'paid' || b.status === 'refunded').reduce((sum, b) => sum + b.amount, 0),
      );
      expect(first.totals.refunded).toBe(all.data.reduce((sum, b) => sum + b.refunded, 0));
      expect(first.pagination).toMatchObject({ currentPage: 1, totalEntries: all.data.length, totalPages: all.data.length });
      const second = await list('?limit=1&page=2&from=2025-10-01');
      expect(second.data[0].txnid).toBe(all.data[1].txnid);
    });

    it('refuses bad filters with a clear message', async () => {
      const res = await get('/api/payment/bookings?status=lost', 'admin');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('status is one of held, paid, failed, expired, refunded, cancelled');
      expect((await get('/api/payment/bookings?from=yesterday', 'admin')).json().message).toBe('from: Enter a date as YYYY-MM-DD');
    });

    it('shows a booking whose hold ran out as expired', async () => {
      service.advance(HOLD_MS + 1);
      expect((await detail(txnids.ravi)).booking).toMatchObject({ status: 'expired', holdExpiresAt: null });
    });
  });

  describe("a booking's history", () => {
    it('records the start, the hold, every callback with its verdict and whether it was verified', async () => {
      const { paymentData } = await bookRoom(service, 'Duo Room', 2, { firstname: 'Hist', email: 'hist@example.in', phone: '9333344444' });
      const forged = providerCallback(paymentData, 'success', {}, 'not-the-salt');
      await postCallback(service, 'success', forged);
      const fields = await sandboxOutcome(service, paymentData.txnid, 'success');
      await postCallback(service, 'success', fields);
      await postCallback(service, 'success', fields);
      const { booking, events } = await detail(paymentData.txnid);
      expect(booking.status).toBe('paid');
      expect(events.map((e) => [e.kind, e.verdict, e.verified])).toEqual([
        ['initiated', 'recorded', undefined],
        ['hold-placed', 'held', undefined],
        ['callback', 'bad-hash', false],
        ['callback', 'accepted', true],
        ['callback', 'duplicate', true],
      ]);
      expect(events[0].details).toMatchObject({ Amount: '₹35,998', Room: 'Duo Room', Guests: '2' });
      expect(events[1].details['Held until']).toBe(new Date(Date.parse(booking.createdAt) + HOLD_MS).toISOString());
      expect(events[3].details).toMatchObject({ Status: 'success', 'Provider reference': booking.providerReference });
      expect(JSON.stringify(events)).not.toContain(fields.hash);
    });

    it("records a failure's released hold", async () => {
      const { paymentData } = await bookRoom(service, 'SoulPod', 1, { firstname: 'Fail', email: 'fail@example.in', phone: '9444455555' });
      await postCallback(service, 'failure', await sandboxOutcome(service, paymentData.txnid, 'failure'));
      const { events } = await detail(paymentData.txnid);
      expect(events.map((e) => [e.kind, e.verdict])).toEqual([
        ['initiated', 'recorded'],
        ['hold-placed', 'held'],
        ['hold-released', 'failed'],
        ['callback', 'accepted'],
      ]);
    });

    it('answers 404 for an unknown transaction', async () => {
      const res = await get('/api/payment/bookings/AWRNOSUCH0000', 'admin');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BOOKING_MESSAGES.unknownBooking);
    });
  });

  describe('check with provider', () => {
    it('applies a success the callback never brought, once', async () => {
      const { paymentData } = await bookRoom(service, 'Duo Room', 2, { firstname: 'Lost', email: 'lost@example.in', phone: '9555566666' });
      await sandboxOutcome(service, paymentData.txnid, 'success');
      const left = await available(service, 'Duo Room');
      const res = await post(`/api/payment/bookings/${paymentData.txnid}/check`, 'manager');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ providerStatus: 'success', changed: true, booking: { status: 'paid' } });
      expect(res.json().booking.providerReference).toMatch(/^SBX/);
      expect(await available(service, 'Duo Room')).toBe(left);
      const again = await post(`/api/payment/bookings/${paymentData.txnid}/check`, 'admin');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(BOOKING_MESSAGES.notPending);
      // The late callback changes nothing either.
      const { events } = await detail(paymentData.txnid);
      expect(events.filter((e) => e.kind === 'status-check').map((e) => [e.verdict, e.details.By, e.details['Provider status']])).toEqual([
        ['paid', 'test-manager', 'success'],
      ]);
      expect((await service.db(AUDIT_TABLE).where({ action: 'payment.check', target: paymentData.txnid })).length).toBe(1);
    });

    it('applies a failure and gives the room back', async () => {
      const { paymentData } = await bookRoom(service, 'SoulPod', 3, { firstname: 'Gone', email: 'gone@example.in', phone: '9666677777' });
      await sandboxOutcome(service, paymentData.txnid, 'failure');
      const left = await available(service, 'SoulPod');
      const res = await post(`/api/payment/bookings/${paymentData.txnid}/check`, 'admin');
      expect(res.json()).toMatchObject({ providerStatus: 'failure', changed: true, booking: { status: 'failed' } });
      expect(await available(service, 'SoulPod')).toBe(left + 3);
    });

    it('changes nothing while the provider knows no outcome', async () => {
      const { paymentData } = await bookRoom(service, 'SoulPod', 1, { firstname: 'Wait', email: 'wait@example.in', phone: '9777788888' });
      const res = await post(`/api/payment/bookings/${paymentData.txnid}/check`, 'admin');
      expect(res.json()).toMatchObject({ providerStatus: 'Not Found', changed: false, booking: { status: 'held' } });
      const { events } = await detail(paymentData.txnid);
      expect(events.at(-1)).toMatchObject({ kind: 'status-check', verdict: 'no-change' });
    });
  });

  describe('refunds', () => {
    let txnid: string;
    const paid = 2 * 17999;
    beforeAll(async () => {
      txnid = await paidBooking(service, 'Duo Room', 2, { firstname: 'Refund', email: 'refund@example.in', phone: '9888899999' });
    });

    it.each([
      ['an amount of 0', { amount: 0, reason: 'x' }, BOOKING_MESSAGES.refundAmountPositive],
      ['an amount as text', { amount: '500', reason: 'x' }, BOOKING_MESSAGES.refundAmountRequired],
      ['paise', { amount: 10.5, reason: 'x' }, BOOKING_MESSAGES.refundAmountRequired],
      ['no reason', { amount: 500 }, BOOKING_MESSAGES.refundReasonRequired],
      ['a blank reason', { amount: 500, reason: '   ' }, BOOKING_MESSAGES.refundReasonRequired],
      ['a reason of 501 characters', { amount: 500, reason: 'x'.repeat(501) }, BOOKING_MESSAGES.refundReasonTooLong],
      ['a reason with a bell character', { amount: 500, reason: 'Guest\u0007 fell ill' }, BOOKING_MESSAGES.refundReasonCharacters],
      ['a reason with an escape sequence', { amount: 500, reason: '\u001b[2JGuest fell ill' }, BOOKING_MESSAGES.refundReasonCharacters],
      ['a reason with a tab', { amount: 500, reason: 'Guest\tfell ill' }, BOOKING_MESSAGES.refundReasonCharacters],
      ['a reason with a lone surrogate', { amount: 500, reason: 'Guest fell ill \udc00' }, BOOKING_MESSAGES.refundReasonCharacters],
    ])('refuses %s with a clear message and refunds nothing', async (_what, body, message) => {
      const res = await refund(txnid, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect((await detail(txnid)).booking.refunded).toBe(0);
    });

    it('refunds half, then never more than what is left, then the rest: refunded', async () => {
      const half = await refund(txnid, { amount: paid / 2, reason: '  Guest fell ill  ' });
      expect(half.statusCode).toBe(200);
      expect(half.json().refund).toMatchObject({ amount: paid / 2, reason: 'Guest fell ill', status: 'refunded', by: 'test-admin' });
      expect(half.json().refund.providerReference).toMatch(/^SBXR\d+$/);
      expect(half.json().booking).toMatchObject({ status: 'paid', refunded: paid / 2, refundable: paid / 2 });

      const tooMuch = await refund(txnid, { amount: paid / 2 + 1, reason: 'More' });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().message).toBe(`At most ₹${(paid / 2).toLocaleString('en-IN')} can still be refunded`);

      const rest = await refund(txnid, { amount: paid / 2, reason: 'Cancelled the stay' });
      expect(rest.json().booking).toMatchObject({ status: 'refunded', refunded: paid, refundable: 0 });
      const none = await refund(txnid, { amount: 1, reason: 'Once more' });
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(BOOKING_MESSAGES.nothingLeft);

      const { refunds, events } = await detail(txnid);
      expect(refunds.map((r) => [r.amount, r.reason, r.status])).toEqual([
        [paid / 2, 'Guest fell ill', 'refunded'],
        [paid / 2, 'Cancelled the stay', 'refunded'],
      ]);
      expect(events.filter((e) => e.kind === 'refund').map((e) => [e.verdict, e.details.Amount, e.details.Reason])).toEqual([
        ['refunded', '₹17,999', 'Guest fell ill'],
        ['refunded', '₹17,999', 'Cancelled the stay'],
      ]);
      // The sandbox's own books agree.
      const [{ total }] = await service.db(BOOKING_TABLES.sandboxRefunds).where({ txnid }).sum({ total: 'amount' });
      expect(Number(total)).toBe(paid);
      expect((await list('?status=refunded')).data.map((b) => b.txnid)).toContain(txnid);

      // The guest hears of each refund once, when it is made (the refund notice).
      const mails = await service.db(PAYMENT_OUTBOX_TABLE).where({ kind: MAIL_KINDS.refund, about: txnid }).orderBy('id');
      expect(
        mails.map((m: { recipient: string; subject: string; text: string }) => [
          m.recipient,
          m.text.includes('Guest fell ill') || m.text.includes('Cancelled the stay'),
        ]),
      ).toEqual([
        ['refund@example.in', true],
        ['refund@example.in', true],
      ]);
      expect(mails[0].text).toContain('₹17,999');
    });

    it('lets only one of two refunds at once take what is left', async () => {
      const both = await paidBooking(service, 'SoulPod', 1, { firstname: 'Twice', email: 'twice@example.in', phone: '9000022222' });
      const [a, b] = await Promise.all([
        refund(both, { amount: 10_000, reason: 'Desk A' }),
        refund(both, { amount: 10_000, reason: 'Desk B' }, 'manager'),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const { booking, refunds } = await detail(both);
      expect(booking.refunded).toBe(10_000);
      expect(refunds.filter((r) => r.status === 'refunded')).toHaveLength(1);
    });

    it('refuses a booking that is not paid', async () => {
      const { paymentData } = await bookRoom(service, 'SoulPod', 1, { firstname: 'Held', email: 'held@example.in', phone: '9000033333' });
      const res = await refund(paymentData.txnid, { amount: 100, reason: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(BOOKING_MESSAGES.notPaid);
    });

    it("shows the provider's refusal, records it, and keeps the amount refundable", async () => {
      // Paid by a callback the sandbox page never completed: the sandbox captured nothing.
      const { paymentData } = await bookRoom(service, 'SoulPod', 1, { firstname: 'Odd', email: 'odd@example.in', phone: '9000044444' });
      await postCallback(service, 'success', providerCallback(paymentData, 'success'));
      const res = await refund(paymentData.txnid, { amount: 500, reason: 'Try' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(BOOKING_MESSAGES.providerRefused(SANDBOX_REFUSALS.notCaptured));
      const { booking, refunds, events } = await detail(paymentData.txnid);
      expect(booking).toMatchObject({ refunded: 0, refundable: 15999, status: 'paid' });
      expect(refunds).toEqual([expect.objectContaining({ amount: 500, status: 'failed', error: res.json().message })]);
      expect(events.at(-1)).toMatchObject({ kind: 'refund', verdict: 'refused' });
      // Nothing was refunded, so the guest is told nothing.
      expect(await service.db(PAYMENT_OUTBOX_TABLE).where({ kind: MAIL_KINDS.refund, about: paymentData.txnid })).toEqual([]);
    });

    it('the sandbox itself refuses more than it captured, and refunds a request once', async () => {
      const own = await paidBooking(service, 'SoulPod', 1, { firstname: 'Books', email: 'books@example.in', phone: '9000055555' });
      const booking = (await detail(own)).booking as Booking;
      const order = { txnid: own, providerReference: booking.providerReference as string, amount: 15_000, requestId: 'RFTEST1' };
      expect(await sandboxRefund(service.db, order, service.now())).toMatchObject({ ok: true });
      expect(await sandboxRefund(service.db, order, service.now())).toMatchObject({ ok: true });
      expect(await sandboxRefund(service.db, { ...order, amount: 1000, requestId: 'RFTEST2' }, service.now())).toEqual({
        ok: false,
        message: SANDBOX_REFUSALS.tooMuch,
      });
      expect(await sandboxRefund(service.db, { ...order, amount: 999, requestId: 'RFTEST3' }, service.now())).toMatchObject({ ok: true });
    });
  });

  describe('the CSV export', () => {
    it('is the whole filtered set as a download, with a formula in a name neutralised', async () => {
      const evil = await paidBooking(service, 'SoulPod', 1, guests.formula);
      const res = await get('/api/payment/bookings/csv?room=SoulPod', 'employee');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Transaction id,Booked (India time),Status,Guest,E-mail,Phone,Room,Guests,Nights,Product,Amount (INR),Refunded (INR),Provider reference,Last change (India time)',
      );
      const soulPods = (await list('?room=SoulPod&limit=100')).totals.count;
      expect(lines).toHaveLength(soulPods + 1);
      expect(soulPods).toBeGreaterThan(1);
      const row = lines.find((line) => line.startsWith(evil));
      expect(row).toContain(
        `,"'=HYPERLINK(""http://evil.example"",""click"")",x@example.net,9111122222,SoulPod,1,3,The Awakening Retreat - SoulPod,15999,0,SBX`,
      );
      expect(lines.slice(1).every((line) => line.includes(',SoulPod,'))).toBe(true);
    });

    it('refuses a page parameter (the export is the whole set)', async () => {
      const res = await get('/api/payment/bookings/csv?page=2', 'admin');
      expect(res.statusCode).toBe(400);
    });
  });
});
