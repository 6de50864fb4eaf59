/**
 * The payment mails, with a real SMTP server in the test process: the receipt (with
 * the booking's details) and the failure notice arrive; a callback that arrives twice sends
 * one receipt; with the mail server down the payment still succeeds and the receipt arrives
 * once the server is back; the refund notice's template; the Outbox calls are for administrators.
 */

import type { Role } from '@agency/contracts';
import type { MailConfig } from '@agency/service-common';
import { openTestSession, testDatabaseKinds } from '@agency/test-kit/services';
import { startTestSmtpServer, type TestSmtpServer } from '@agency/test-kit/smtp';
import { type TokenMinter, tokenMinter } from '@agency/test-kit/tokens';
import type { Knex } from 'knex';
import { PAYMENT_OUTBOX_TABLE, queueRefundMail, refundMail } from '../src/mail';
import {
  bookRoom,
  buildPaymentService,
  type PaymentHarness,
  paymentRow,
  postCallback,
  providerCallback,
  redirectOf,
  START,
  visitor,
} from './fixture';

const FROM = 'Escape Vacation <bookings@escapevacation.in>';
const mailConfig = (smtpUrl: string | undefined): MailConfig => ({
  smtpUrl,
  from: FROM,
  staffAlertTo: 'desk@escapevacation.in',
  pollIntervalMs: 25,
  retryBaseMs: 1000,
  maxAttempts: 5,
});

/** ₹ with Indian digit grouping, written out for the amounts these tests use. */
const INDIAN_RUPEES = /₹\d{1,2}(,\d{2})*,\d{3}\b|₹\d{1,3}\b/;

async function outboxRows(service: PaymentHarness) {
  return service.db(PAYMENT_OUTBOX_TABLE).orderBy('id').select('id', 'kind', 'recipient', 'state', 'attempts', 'dedupe_key', 'about');
}

async function outboxUntil(service: PaymentHarness, test: (rows: Awaited<ReturnType<typeof outboxRows>>) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxRows(service);
    if (test(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`outbox never got there: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabaseKinds())('payment mails (%s)', (kind) => {
  let smtp: TestSmtpServer;
  let service: PaymentHarness;
  let minter: TokenMinter;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  afterEach(async () => {
    await minter?.close();
    await service?.close();
    smtp.received.length = 0;
    await smtp.start();
  });

  async function build(smtpUrl: string | undefined) {
    service = await buildPaymentService(kind, { config: { mail: mailConfig(smtpUrl) } });
    minter = await tokenMinter(service.config.jwtSecret);
  }
  async function tokenOf(role: Role) {
    const sub = 7000 + ['admin', 'manager', 'employee', 'user'].indexOf(role);
    const sid = await openTestSession(service.db, { sub, role });
    return minter.sign({ sub, username: `${role}-one`, role, sid });
  }

  it('sends the guest a receipt with the booking when the payment succeeds', async () => {
    await build(smtp.url);
    const { paymentData } = await bookRoom(service, 'Duo Room', 3);
    const response = await postCallback(service, 'success', providerCallback(paymentData, 'success'));
    expect(redirectOf(response).path).toBe('/PaymentSuccess');
    const [receipt] = await smtp.waitFor(1);
    const payment = await paymentRow(service, paymentData.txnid);
    const amount = Number(payment.amount);

    expect(receipt.to).toEqual([visitor.email]);
    expect(receipt.subject).toBe(`Payment received: your booking is confirmed (${paymentData.txnid}) | Escape Vacation`);
    expect(receipt.text).toContain('Dear Asha,');
    expect(receipt.text).toMatch(new RegExp(`Transaction ID:\\s+${paymentData.txnid}`));
    expect(receipt.text).toMatch(/Booking:\s+The Awakening Retreat/);
    expect(receipt.text).toMatch(/Room:\s+Duo Room/);
    expect(receipt.text).toMatch(/Guests:\s+3 guests/);
    const paid = receipt.text.match(/Amount paid:\s+(\S+)/)![1];
    expect(paid).toMatch(INDIAN_RUPEES);
    expect(Number(paid.replace(/[₹,]/g, ''))).toBe(amount);
    // START is 06:00 UTC: 11:30 am in India.
    expect(receipt.text).toMatch(/Paid on:\s+1 Oct 2025, 11:30\sam/i);
    expect(receipt.text).toMatch(/Payment reference:\s+403993715531077182/);
    expect(receipt.html).toContain('Your booking is confirmed');
    expect(receipt.html).toContain(paid);
    expect(await outboxUntil(service, (r) => r[0]?.state === 'sent')).toEqual([
      expect.objectContaining({
        kind: 'receipt',
        dedupe_key: `receipt:${paymentData.txnid}`,
        about: paymentData.txnid,
        recipient: visitor.email,
      }),
    ]);
  });

  it('sends a failure notice with the reason when the payment fails', async () => {
    await build(smtp.url);
    const { paymentData } = await bookRoom(service, 'SoulPod', 1);
    await postCallback(service, 'failure', providerCallback(paymentData, 'failure', { error_Message: 'Card declined by the bank' }));
    const [notice] = await smtp.waitFor(1);
    expect(notice.to).toEqual([visitor.email]);
    expect(notice.subject).toBe(`Your payment did not go through (${paymentData.txnid}) | Escape Vacation`);
    expect(notice.text).toMatch(/Reason:\s+Card declined by the bank/);
    expect(notice.text).toContain('/the-awakening-retreat');
    expect(notice.text).toMatch(/Amount:\s+₹/);
  });

  it('sends one receipt when the provider calls back twice, even at the same moment', async () => {
    await build(smtp.url);
    const { paymentData } = await bookRoom(service, 'Duo Room', 2);
    const callback = providerCallback(paymentData, 'success');
    const answers = await Promise.all([postCallback(service, 'success', callback), postCallback(service, 'success', callback)]);
    expect(answers.map((a) => redirectOf(a).path)).toEqual(['/PaymentSuccess', '/PaymentSuccess']);
    await postCallback(service, 'success', callback);
    await smtp.waitFor(1);
    await outboxUntil(service, (r) => r.every((row) => row.state === 'sent'));
    expect(await outboxRows(service)).toHaveLength(1);
    // Give a second mail every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
  });

  it('confirms the payment while the mail server is down, and sends the receipt once it is back', async () => {
    await smtp.stop();
    await build(smtp.url);
    const { paymentData } = await bookRoom(service, 'Duo Room', 2);
    const response = await postCallback(service, 'success', providerCallback(paymentData, 'success'));
    expect(redirectOf(response).path).toBe('/PaymentSuccess');
    expect((await paymentRow(service, paymentData.txnid)).status).toBe('success');
    await outboxUntil(service, (r) => r.length === 1 && r[0].state === 'pending' && Number(r[0].attempts) === 1);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    service.advance(1000);
    const [receipt] = await smtp.waitFor(1);
    expect(receipt.subject).toContain(paymentData.txnid);
    expect((await outboxUntil(service, (r) => r[0].state === 'sent'))[0].attempts).toBe(2);
  });

  it("queues one refund notice per refund in the refund's transaction", async () => {
    await build(smtp.url);
    const refund = {
      refundId: 'R-2025-0042',
      txnid: 'TXN1234567890',
      firstname: 'Asha',
      email: visitor.email,
      productinfo: 'The Awakening Retreat',
      amount: 123_456,
      refundedAt: START,
      reason: 'Guest cancelled 90 days before the retreat',
      providerReference: 'RF-99187',
    };
    await service.db.transaction((trx: Knex.Transaction) => queueRefundMail(trx, refund, service.now()));
    await service.db.transaction((trx: Knex.Transaction) => queueRefundMail(trx, refund, service.now()));
    // A transaction that rolls back leaves no mail.
    await expect(
      service.db.transaction(async (trx: Knex.Transaction) => {
        await queueRefundMail(trx, { ...refund, refundId: 'R-2025-0043' }, service.now());
        throw new Error('refund refused by the provider');
      }),
    ).rejects.toThrow('refund refused');
    const [notice] = await smtp.waitFor(1);
    expect(notice.to).toEqual([visitor.email]);
    expect(notice.subject).toBe('Your refund is on its way (TXN1234567890) | Escape Vacation');
    expect(notice.text).toMatch(/Amount refunded:\s+₹1,23,456/);
    expect(notice.text).toMatch(/Refunded on:\s+1 Oct 2025, 11:30\sam/i);
    expect(notice.text).toMatch(/Reason:\s+Guest cancelled 90 days before the retreat/);
    expect(notice.text).toMatch(/Refund reference:\s+RF-99187/);
    expect(await outboxRows(service)).toEqual([expect.objectContaining({ kind: 'refund', dedupe_key: 'refund:R-2025-0042' })]);
    // The HTML escapes what it shows.
    expect(refundMail({ ...refund, reason: '<script>x</script>' }).html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('lets administrators only list, read and resend the payment mails', async () => {
    await build(undefined);
    const { paymentData } = await bookRoom(service, 'Duo Room', 2);
    await postCallback(service, 'success', providerCallback(paymentData, 'success'));
    await outboxUntil(service, (r) => r[0]?.state === 'held');
    const admin = await tokenOf('admin');
    const get = (url: string, token?: string) =>
      service.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await get('/api/payment/outbox')).statusCode).toBe(401);
    for (const role of ['manager', 'employee', 'user'] as const)
      expect((await get('/api/payment/outbox', await tokenOf(role))).statusCode).toBe(403);
    const list = (await get('/api/payment/outbox', admin)).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      service: 'payment',
      kind: 'receipt',
      state: 'held',
      recipient: visitor.email,
      about: paymentData.txnid,
    });
    const one = (await get(`/api/payment/outbox/${list.data[0].id}`, admin)).json();
    expect(one.text).toContain(paymentData.txnid);
    const resent = await service.app.inject({
      method: 'POST',
      url: `/api/payment/outbox/${list.data[0].id}/resend`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().state).toBe('pending');
  });
});
