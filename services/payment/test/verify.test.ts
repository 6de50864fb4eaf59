/**
 * With PayU configured, a success is recorded only after PayU's verify_payment confirms it.
 * PayU is played by a local stand-in on 127.0.0.1 that answers the API as PayU documents it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testConfig } from '@agency/test-kit/services';
import { commandHash } from '../src/payu/hash';
import { providerSettings, verifyUrlFor } from '../src/payu/provider';
import {
  available,
  bookRoom,
  buildPaymentService,
  type PaymentHarness,
  paymentRow,
  postCallback,
  providerCallback,
  redirectOf,
} from './fixture';

const PAYU = { key: 'gtKFFx', salt: 'eCwWELxi' };

/** What the stand-in knows: txnid → PayU's status and amount. */
type Ledger = Map<string, { status: string; amt: string }>;

function startFakePayu(ledger: Ledger): Promise<{ server: Server; url: string; calls: URLSearchParams[] }> {
  const calls: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const var1 = form.get('var1') ?? '';
      const signed = form.get('hash') === commandHash(PAYU.key, 'verify_payment', var1, PAYU.salt);
      if (request.url !== '/merchant/postservice.php?form=2' || !signed || form.get('command') !== 'verify_payment') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 0, msg: 'Invalid Hash.' }));
        return;
      }
      const known = ledger.get(var1);
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          status: 1,
          msg: '1 out of 1 Transactions Fetched Successfully',
          transaction_details: { [var1]: known ? { mihpayid: '403993715531077182', txnid: var1, ...known } : { status: 'Not Found' } },
        }),
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, calls });
    });
  });
}

describe('PayU verify_payment before a success is recorded', () => {
  const ledger: Ledger = new Map();
  let payu: Awaited<ReturnType<typeof startFakePayu>>;
  let service: PaymentHarness;

  beforeAll(async () => {
    payu = await startFakePayu(ledger);
    service = await buildPaymentService('sqlite', { config: { payu: { ...PAYU, url: `${payu.url}/_payment` } } });
  });
  afterAll(async () => {
    await service.close();
    await new Promise((resolve) => payu.server.close(resolve));
  });

  it("answers PayU's payment URL and signs with the configured key and salt", async () => {
    const { paymentUrl, paymentData } = await bookRoom(service, 'Duo Room', 2);
    expect(paymentUrl).toBe(`${payu.url}/_payment`);
    expect(paymentData.key).toBe(PAYU.key);
    const sandbox = await service.app.inject({ method: 'POST', url: '/api/payment/sandbox/pay', payload: paymentData });
    expect(sandbox.statusCode).toBe(404);
  });

  it('records the success when PayU confirms it with the same amount', async () => {
    const { paymentData } = await bookRoom(service, 'Duo Room', 2);
    ledger.set(paymentData.txnid, { status: 'success', amt: paymentData.amount });
    const response = await postCallback(service, 'success', providerCallback(paymentData, 'success', {}, PAYU.salt));
    expect(redirectOf(response).path).toBe('/PaymentSuccess');
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'success' });
    const asked = payu.calls.at(-1);
    expect(asked && Object.fromEntries(asked)).toEqual({
      key: PAYU.key,
      command: 'verify_payment',
      var1: paymentData.txnid,
      hash: commandHash(PAYU.key, 'verify_payment', paymentData.txnid, PAYU.salt),
    });
  });

  it('keeps the payment pending when PayU does not know it, and records a failure PayU reports', async () => {
    const before = await available(service, 'Duo Room');
    const unknown = (await bookRoom(service, 'Duo Room', 2)).paymentData;
    const response = await postCallback(service, 'success', providerCallback(unknown, 'success', {}, PAYU.salt));
    expect(redirectOf(response)).toMatchObject({
      path: '/PaymentFailed',
      error: 'The payment could not be confirmed with the provider yet. Please contact us before paying again.',
    });
    expect(await paymentRow(service, unknown.txnid)).toMatchObject({ status: 'pending' });

    // Another guest: the first one's open hold stays (a guest's new checkout would replace it).
    const declined = (await bookRoom(service, 'Duo Room', 2, { firstname: 'Ravi', email: 'ravi@example.in', phone: '9123456780' }))
      .paymentData;
    ledger.set(declined.txnid, { status: 'failure', amt: declined.amount });
    await postCallback(service, 'success', providerCallback(declined, 'success', {}, PAYU.salt));
    expect(await paymentRow(service, declined.txnid)).toMatchObject({ status: 'failure' });
    expect(await available(service, 'Duo Room')).toBe(before - 1);
  });

  it('does not record a success PayU confirms for another amount', async () => {
    const { paymentData } = await bookRoom(service, 'Duo Room', 2);
    ledger.set(paymentData.txnid, { status: 'success', amt: '1.00' });
    await postCallback(service, 'success', providerCallback(paymentData, 'success', {}, PAYU.salt));
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'pending' });
  });

  it("refuses a callback signed with the sandbox's salt", async () => {
    const { paymentData } = await bookRoom(service, 'SoulPod', 1);
    const response = await postCallback(service, 'success', providerCallback(paymentData, 'success'));
    expect(redirectOf(response).error).toBe('The payment response could not be verified');
  });
});

describe('PayU API address', () => {
  it.each([
    ['https://test.payu.in/_payment', 'https://test.payu.in/merchant/postservice.php?form=2'],
    ['https://secure.payu.in/_payment', 'https://info.payu.in/merchant/postservice.php?form=2'],
    ['http://127.0.0.1:9000/_payment', 'http://127.0.0.1:9000/merchant/postservice.php?form=2'],
  ])('%s is verified at %s', (paymentUrl, verifyUrl) => {
    expect(verifyUrlFor(paymentUrl)).toBe(verifyUrl);
  });
});

describe('provider settings', () => {
  it('refuses a partial PayU configuration rather than falling back to the sandbox', () => {
    expect(() => providerSettings(testConfig({ payu: { key: 'gtKFFx' } }))).toThrow(
      'PAYU_KEY, PAYU_SALT and PAYU_URL must be set together',
    );
  });
});
