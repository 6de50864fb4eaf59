/**
 * With PayU configured, refunds go through PayU's cancel_refund_transaction: the
 * payment's mihpayid, our refund's token and the amount, signed key|command|var1|salt, on the
 * postservice endpoint verify_payment uses. PayU is played by a local stand-in on 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BOOKING_MESSAGES } from '@agency/contracts';
import { payuRefunds } from '../src/bookings/refund-provider';
import { createRefundRecovery, REFUND_LEASE_MS } from '../src/bookings/refund-recovery';
import { commandHash } from '../src/payu/hash';
import { staffTokens } from './bookings-support';
import { bookRoom, buildPaymentService, type PaymentHarness, postCallback, providerCallback } from './fixture';

const PAYU = { key: 'gtKFFx', salt: 'eCwWELxi' };
const MIHPAYID = '403993715531077182';

/** What the stand-in does with a refund call: answer it, or read it and hang up without a word. */
type RefundReply = object | 'hang up';

function startFakePayu(answers: { refund: () => RefundReply }): Promise<{ server: Server; url: string; calls: URLSearchParams[] }> {
  const calls: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const command = form.get('command') ?? '';
      const var1 = form.get('var1') ?? '';
      const json = (answer: object) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (form.get('hash') !== commandHash(PAYU.key, command, var1, PAYU.salt)) return json({ status: 0, msg: 'Invalid Hash.' });
      if (command === 'verify_payment') {
        return json({ status: 1, transaction_details: { [var1]: { status: 'success', amt: '15999.00', mihpayid: MIHPAYID } } });
      }
      if (command === 'cancel_refund_transaction') {
        const reply = answers.refund();
        return reply === 'hang up' ? request.socket.destroy() : json(reply);
      }
      return json({ status: 0, msg: 'Unknown command' });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls }));
  });
}

describe('refunds through PayU', () => {
  let answer: RefundReply = {};
  let payu: Awaited<ReturnType<typeof startFakePayu>>;
  let service: PaymentHarness;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  let txnid: string;

  beforeAll(async () => {
    payu = await startFakePayu({ refund: () => answer });
    service = await buildPaymentService('sqlite', { config: { payu: { ...PAYU, url: `${payu.url}/_payment` } } });
    tokens = await staffTokens(service.config.jwtSecret, service.db);
    const { paymentData } = await bookRoom(service, 'SoulPod', 1);
    txnid = paymentData.txnid;
    const back = await postCallback(service, 'success', providerCallback(paymentData, 'success', { mihpayid: MIHPAYID }, PAYU.salt));
    expect(back.headers.location).toContain('/PaymentSuccess');
  });
  afterAll(async () => {
    await tokens.close();
    await service.close();
    await new Promise((resolve) => payu.server.close(resolve));
  });

  const refund = (body: object) =>
    service.app.inject({ method: 'POST', url: `/api/payment/bookings/${txnid}/refunds`, headers: tokens.bearer('admin'), payload: body });

  it('asks cancel_refund_transaction with the mihpayid, a token of its own and the amount, signed', async () => {
    answer = { status: 1, msg: 'Refund Request Queued', request_id: '130230150', bank_ref_num: null, mihpayid: MIHPAYID, error_code: 102 };
    const res = await refund({ amount: 5000, reason: 'Shorter stay' });
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({ amount: 5000, status: 'refunded', providerReference: '130230150' });
    const call = payu.calls.at(-1) as URLSearchParams;
    expect(call.get('command')).toBe('cancel_refund_transaction');
    expect(call.get('key')).toBe(PAYU.key);
    expect(call.get('var1')).toBe(MIHPAYID);
    expect(call.get('var2')).toMatch(/^RF[0-9A-Z]+$/);
    expect(call.get('var3')).toBe('5000.00');
    expect(call.get('hash')).toBe(commandHash(PAYU.key, 'cancel_refund_transaction', MIHPAYID, PAYU.salt));
  });

  it("shows PayU's refusal, and the amount stays refundable", async () => {
    answer = { status: 0, msg: 'Refund amount is greater than the amount left', error_code: 105 };
    const res = await refund({ amount: 1000, reason: 'Again' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(BOOKING_MESSAGES.providerRefused('Refund amount is greater than the amount left'));
    const detail = await service.app.inject({ method: 'GET', url: `/api/payment/bookings/${txnid}`, headers: tokens.bearer('admin') });
    expect(detail.json().booking).toMatchObject({ refunded: 5000, refundable: 15999 - 5000 });
  });

  it('says so when PayU cannot be reached, and refunds nothing', async () => {
    payu.server.closeAllConnections();
    await new Promise((resolve) => payu.server.close(resolve));
    const res = await refund({ amount: 1000, reason: 'Offline' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(BOOKING_MESSAGES.providerUnreachable);
    const detail = await service.app.inject({ method: 'GET', url: `/api/payment/bookings/${txnid}`, headers: tokens.bearer('admin') });
    expect(detail.json().booking.refunded).toBe(5000);
    // Started again, on the same port, for the tests after this one.
    await new Promise<void>((resolve) => payu.server.listen(Number(new URL(payu.url).port), '127.0.0.1', resolve));
  });

  it('keeps a refund PayU took but never answered under way, its amount set aside, until PayU is asked again with the same token', async () => {
    answer = 'hang up';
    const res = await refund({ amount: 2000, reason: 'Lost answer' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(BOOKING_MESSAGES.providerNoAnswer);
    const token = payu.calls.at(-1)?.get('var2');
    const before = (
      await service.app.inject({ method: 'GET', url: `/api/payment/bookings/${txnid}`, headers: tokens.bearer('admin') })
    ).json();
    // The 2,000 cannot be refunded a second time under a new token while nobody knows.
    expect(before.booking).toMatchObject({ refunded: 7000, refundable: 15999 - 7000 });
    expect(before.refunds.find((r: { amount: number }) => r.amount === 2000)).toMatchObject({ status: 'requested' });

    // PayU had in fact queued it: asked again with the same token, it says so.
    answer = { status: 1, msg: 'Refund Request Queued', request_id: '130230777' };
    service.advance(REFUND_LEASE_MS + 1);
    const recovery = createRefundRecovery({
      db: service.db,
      provider: payuRefunds({ ...PAYU, verifyUrl: `${payu.url}/merchant/postservice.php?form=2` }),
      now: service.now,
    });
    expect(await recovery.runOnce()).toMatchObject({ refunded: 1 });
    await recovery.stop();
    expect(payu.calls.at(-1)?.get('var2')).toBe(token);
    const after = (
      await service.app.inject({ method: 'GET', url: `/api/payment/bookings/${txnid}`, headers: tokens.bearer('admin') })
    ).json();
    expect(after.booking).toMatchObject({ refunded: 7000, refundable: 15999 - 7000 });
    expect(after.refunds.find((r: { amount: number }) => r.amount === 2000)).toMatchObject({
      status: 'refunded',
      providerReference: '130230777',
    });
  });
});
