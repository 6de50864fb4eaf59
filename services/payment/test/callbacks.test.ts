/**
 * The provider's returns on SQLite and (when it runs) MySQL: accepted once, forged or
 * altered ones refused and logged, duplicates and late ones changing nothing, and holds
 * given back on failure and on expiry.
 */
import { CALLBACK_ERRORS } from '@agency/contracts';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { HOLD_MS } from '../src/initiate';
import {
  available,
  bookRoom,
  buildPaymentService,
  eventsOf,
  type PaymentHarness,
  paymentRow,
  postCallback,
  providerCallback,
  redirectOf,
  setAvailable,
} from './fixture';

describe.each(testDatabaseKinds())('provider callbacks on %s', (kind) => {
  let service: PaymentHarness;
  beforeAll(async () => {
    service = await buildPaymentService(kind);
  });
  afterAll(() => service.close());

  const status = async (txnid: string) => (await service.app.inject({ method: 'GET', url: `/api/payment/v1/status/${txnid}` })).json();

  it('records a genuine success once, keeps the room, and sends the browser to /PaymentSuccess', async () => {
    const before = await available(service, 'Duo Room');
    const { paymentData } = await bookRoom(service, 'Duo Room', 3);
    const response = await postCallback(service, 'success', providerCallback(paymentData, 'success'));
    expect(redirectOf(response)).toEqual({ status: 303, path: '/PaymentSuccess', txnid: paymentData.txnid, error: null });
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'success', mihpayid: '403993715531077182' });
    expect(await available(service, 'Duo Room')).toBe(before - 1);
    expect(await status(paymentData.txnid)).toEqual({
      txnid: paymentData.txnid,
      status: 'success',
      amount: 53997,
      productinfo: 'The Awakening Retreat - Duo Room',
      category: 'Duo Room',
      members: 3,
    });

    // The same success again (a reload, PayU retrying): nothing changes, the browser still lands on success.
    const again = await postCallback(service, 'success', providerCallback(paymentData, 'success'));
    expect(redirectOf(again)).toEqual({ status: 303, path: '/PaymentSuccess', txnid: paymentData.txnid, error: null });
    // A failure after the success changes nothing either.
    const late = await postCallback(service, 'failure', providerCallback(paymentData, 'failure', { error_Message: 'Bank error' }));
    expect(redirectOf(late).path).toBe('/PaymentSuccess');
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'success', error: null });
    expect(await available(service, 'Duo Room')).toBe(before - 1);
    expect(await eventsOf(service, paymentData.txnid)).toEqual([
      { kind: 'success', verdict: 'accepted' },
      { kind: 'success', verdict: 'duplicate' },
      { kind: 'failure', verdict: 'duplicate' },
    ]);
  });

  it('records a failure with the provider error, gives the room back, and sends the browser to /PaymentFailed', async () => {
    const before = await available(service, 'Duo Room');
    const { paymentData } = await bookRoom(service, 'Duo Room', 2);
    expect(await available(service, 'Duo Room')).toBe(before - 1);
    const response = await postCallback(
      service,
      'failure',
      providerCallback(paymentData, 'failure', { error_Message: 'Card declined by the issuing bank' }),
    );
    expect(redirectOf(response)).toEqual({
      status: 303,
      path: '/PaymentFailed',
      txnid: paymentData.txnid,
      error: 'Card declined by the issuing bank',
    });
    expect(await available(service, 'Duo Room')).toBe(before);
    expect(await status(paymentData.txnid)).toMatchObject({ status: 'failure', error: 'Card declined by the issuing bank' });

    // A success arriving after the failure is late: no state change, the room is not taken again.
    const late = await postCallback(service, 'success', providerCallback(paymentData, 'success'));
    expect(redirectOf(late)).toMatchObject({ path: '/PaymentFailed', error: 'Card declined by the issuing bank' });
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'failure' });
    expect(await available(service, 'Duo Room')).toBe(before);
  });

  it('refuses a callback with a tampered hash: no state change, logged, /PaymentFailed with the reason', async () => {
    const { paymentData } = await bookRoom(service, 'SoulPod', 2);
    const forged = providerCallback(paymentData, 'success', {}, 'a-guessed-salt');
    const response = await postCallback(service, 'success', forged);
    expect(redirectOf(response)).toEqual({
      status: 303,
      path: '/PaymentFailed',
      txnid: paymentData.txnid,
      error: 'The payment response could not be verified',
    });
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'pending' });
    expect(await eventsOf(service, paymentData.txnid)).toEqual([{ kind: 'success', verdict: 'bad-hash' }]);

    // A genuine callback with one signed field changed after signing is just as forged.
    const altered = { ...providerCallback(paymentData, 'success'), status: 'failure' };
    expect(redirectOf(await postCallback(service, 'failure', altered)).error).toBe('The payment response could not be verified');
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'pending' });
  });

  it('refuses a correctly signed callback whose amount differs from the stored payment', async () => {
    const { paymentData } = await bookRoom(service, 'SoulPod', 2);
    // Signed over the changed amount, as a stolen salt or a merchant-side bug would produce.
    const changed = providerCallback({ ...paymentData, amount: '1.00' }, 'success');
    const response = await postCallback(service, 'success', changed);
    expect(redirectOf(response)).toEqual({
      status: 303,
      path: '/PaymentFailed',
      txnid: paymentData.txnid,
      error: 'The payment details do not match your booking',
    });
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'pending' });
    const otherEmail = providerCallback({ ...paymentData, email: 'someone@else.in' }, 'success');
    expect(redirectOf(await postCallback(service, 'success', otherEmail)).error).toBe('The payment details do not match your booking');
    expect(await eventsOf(service, paymentData.txnid)).toEqual([
      { kind: 'success', verdict: 'mismatch' },
      { kind: 'success', verdict: 'mismatch' },
    ]);
  });

  it('refuses a callback for a transaction id it never issued', async () => {
    const { paymentData } = await bookRoom(service, 'SoulPod', 1);
    const unknown = providerCallback({ ...paymentData, txnid: 'AWRNOSUCHTXN0000' }, 'success');
    const response = await postCallback(service, 'success', unknown);
    expect(redirectOf(response)).toEqual({ status: 303, path: '/PaymentFailed', txnid: 'AWRNOSUCHTXN0000', error: 'Unknown transaction' });
    expect(await eventsOf(service, 'AWRNOSUCHTXN0000')).toEqual([{ kind: 'success', verdict: 'unknown-txnid' }]);
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'pending' });
  });

  it('accepts a genuine callback that carries additionalCharges', async () => {
    const { paymentData } = await bookRoom(service, 'SoulPod', 1);
    const response = await postCallback(service, 'success', providerCallback(paymentData, 'success', { additionalCharges: '319.98' }));
    expect(redirectOf(response).path).toBe('/PaymentSuccess');
  });

  it('answers 400 for a post that is not a provider callback at all', async () => {
    const response = await postCallback(service, 'success', { hello: 'world' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for the status of an unknown transaction', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/payment/v1/status/AWRNOSUCHTXN0001' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Unknown transaction');
  });
});

describe.each(testDatabaseKinds())('room holds expiring on %s', (kind) => {
  let service: PaymentHarness;
  beforeEach(async () => {
    service = await buildPaymentService(kind);
  });
  afterEach(() => service.close());

  const status = async (txnid: string) => (await service.app.inject({ method: 'GET', url: `/api/payment/v1/status/${txnid}` })).json();

  it('releases an expired hold: the places come back; a late failure changes nothing, a late success takes them again while free', async () => {
    const before = await available(service, 'SoulPod');
    const { paymentData } = await bookRoom(service, 'SoulPod', 4);
    expect(await available(service, 'SoulPod')).toBe(before - 4);

    service.advance(HOLD_MS - 1);
    const inventory = async () =>
      (await service.app.inject({ method: 'GET', url: '/api/inventory' })).json() as { category: string; availableItems: number }[];
    expect((await inventory()).find((room) => room.category === 'SoulPod')?.availableItems).toBe(before - 4);

    service.advance(2);
    expect((await inventory()).find((room) => room.category === 'SoulPod')?.availableItems).toBe(before);
    expect(await status(paymentData.txnid)).toMatchObject({ status: 'expired' });
    expect(await eventsOf(service, paymentData.txnid)).toEqual([{ kind: 'expiry', verdict: 'expired' }]);

    const lateFailure = await postCallback(service, 'failure', providerCallback(paymentData, 'failure', { error_Message: 'Bank error' }));
    expect(redirectOf(lateFailure)).toMatchObject({ path: '/PaymentFailed', error: CALLBACK_ERRORS.expired });
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'expired' });
    expect(await available(service, 'SoulPod')).toBe(before);

    // The money arrived after all: the places are still free, so they are the guest's (no refund: see retreat-holds.test.ts).
    const late = await postCallback(service, 'success', providerCallback(paymentData, 'success'));
    expect(redirectOf(late)).toMatchObject({ path: '/PaymentSuccess', txnid: paymentData.txnid });
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'success', places_held: 4 });
    expect(await available(service, 'SoulPod')).toBe(before - 4);
  });

  it('frees an expired hold for the next booking even when nobody read the rooms in between', async () => {
    await setAvailable(service, 'Harmony Quad', 1);
    await bookRoom(service, 'Harmony Quad', 4);
    expect(await available(service, 'Harmony Quad')).toBe(0);
    service.advance(HOLD_MS + 1);
    // The initiation itself releases the expired hold before it takes the room.
    await bookRoom(service, 'Harmony Quad', 5);
    expect(await available(service, 'Harmony Quad')).toBe(0);
  });

  it('is also released by the periodic sweep, with nobody calling the service', async () => {
    const swept = await buildPaymentService(kind, { sweepIntervalMs: 20 });
    try {
      const before = await available(swept, 'Duo Room');
      const { paymentData } = await bookRoom(swept, 'Duo Room', 2);
      swept.advance(HOLD_MS + 1);
      for (let tries = 0; tries < 100 && (await paymentRow(swept, paymentData.txnid)).status === 'pending'; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await paymentRow(swept, paymentData.txnid)).toMatchObject({ status: 'expired' });
      expect(await available(swept, 'Duo Room')).toBe(before);
    } finally {
      await swept.close();
    }
  });
});
