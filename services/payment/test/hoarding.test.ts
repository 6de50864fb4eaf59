/**
 * Nobody can hold the whole retreat: a guest's new checkout replaces their open one (by e-mail
 * or phone) and gives its places back, and one client may start only a few checkouts in a
 * quarter of an hour, each refused one holding nothing. A retreat checkout brings a solved proof
 * of work (once), an address holds one checkout at a time, one checkout holds at most half of
 * what is left of a room (a checkout past these goes ahead holding nothing), and the sweep
 * gives unpaid holds back when they run out. The rooms' share of holds: retreat-holds.test.ts.
 */
import { PROOF_OF_WORK_TEXTS, TOO_MANY_CHECKOUTS } from '@agency/contracts';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { TABLES } from '../src/db/rows';
import { HOLD_MS } from '../src/initiate';
import {
  available,
  bookRoom,
  buildPaymentService,
  eventsOf,
  initiate,
  type PaymentHarness,
  paymentRow,
  roomIds,
  setAvailable,
  solvedProofOfWork,
  visitor,
} from './fixture';

describe.each(testDatabaseKinds())('checkout hoarding on %s', (kind) => {
  let service: PaymentHarness;
  beforeEach(async () => {
    service = await buildPaymentService(kind, { config: { checkoutLimitPerQuarterHour: 3 } });
  });
  afterEach(() => service.close());

  const pending = () =>
    service
      .db(TABLES.payments)
      .where({ status: 'pending' })
      .count({ n: '*' })
      .then(([row]) => Number(row.n));

  it("replaces a guest's open hold when the same e-mail or phone starts another checkout, and gives its places back", async () => {
    await setAvailable(service, 'SoulPod', 6);
    const first = (await bookRoom(service, 'SoulPod', 3)).paymentData;
    expect(await available(service, 'SoulPod')).toBe(3);
    // The same guest, the e-mail in other letters: the first hold ends, its places return.
    const second = (await bookRoom(service, 'SoulPod', 3, { ...visitor, email: visitor.email.toUpperCase() })).paymentData;
    expect(await paymentRow(service, first.txnid)).toMatchObject({
      status: 'expired',
      error: 'Replaced by a newer checkout with the same e-mail or phone',
    });
    expect(await eventsOf(service, first.txnid)).toEqual([expect.objectContaining({ kind: 'expiry', verdict: 'superseded' })]);
    expect(await available(service, 'SoulPod')).toBe(3);
    // The same phone with another e-mail is the same guest too.
    await bookRoom(service, 'SoulPod', 2, { ...visitor, email: 'other@example.in' });
    expect(await paymentRow(service, second.txnid)).toMatchObject({ status: 'expired' });
    expect(await pending()).toBe(1);
    expect(await available(service, 'SoulPod')).toBe(4);
  });

  it('refuses a client its fourth checkout in a quarter of an hour with 429 and Retry-After, holding nothing', async () => {
    await setAvailable(service, 'SoulPod', 20);
    const ids = await roomIds(service);
    const attempt = (i: number) =>
      initiate(service, {
        firstname: 'Hoarder',
        email: `h${i}@example.in`,
        phone: `90000000${String(i).padStart(2, '0')}`,
        productinfo: 'Retreat',
        category: 'SoulPod',
        itemId: ids.SoulPod,
        members: 4,
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt(i)).statusCode).toBe(200);
    const refused = await attempt(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_CHECKOUTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await pending()).toBe(3);
    expect(await available(service, 'SoulPod')).toBe(8);
  });
});

describe.each(testDatabaseKinds())('what a retreat hold costs on %s', (kind) => {
  let service: PaymentHarness;
  afterEach(() => service.close());

  const retreat = async (members: number, guest: { firstname: string; email: string; phone: string } = visitor) => {
    const ids = await roomIds(service);
    return { ...guest, productinfo: 'Retreat', category: 'SoulPod', itemId: ids.SoulPod, members };
  };
  const pending = () =>
    service
      .db(TABLES.payments)
      .where({ status: 'pending' })
      .count({ n: '*' })
      .then(([row]) => Number(row.n));

  it('refuses a retreat checkout without a proof of work (400), with a wrong or used one (403), holding nothing', async () => {
    service = await buildPaymentService(kind);
    const missing = await initiate(service, { ...(await retreat(2)), proofOfWork: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PROOF_OF_WORK_TEXTS.missing);
    const garbled = await initiate(service, { ...(await retreat(2)), proofOfWork: 'bm90IGEgcHJvb2Y=' });
    expect(garbled.statusCode).toBe(403);
    expect(garbled.json().message).toBe(PROOF_OF_WORK_TEXTS.invalid);

    const solved = await solvedProofOfWork(service);
    expect((await initiate(service, { ...(await retreat(1)), proofOfWork: solved })).statusCode).toBe(200);
    const replayed = await initiate(service, {
      ...(await retreat(1, { ...visitor, email: 'other@example.in', phone: '9000000001' })),
      proofOfWork: solved,
    });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().message).toBe(PROOF_OF_WORK_TEXTS.replayed);
    // (An expired solution: services/common/test/proof-of-work.test.ts, on a clock it moves.)
    expect(await pending()).toBe(1);
    expect(await available(service, 'SoulPod')).toBe(7);
    // The generic checkout holds nothing and needs none.
    expect((await initiate(service, { amount: 500, productinfo: 'Deposit', ...visitor })).statusCode).toBe(200);
  });

  const heldBy = async (txnid: string) => Number((await paymentRow(service, txnid)).places_held);

  it('lets one address hold one checkout at a time: its next checkout goes ahead holding nothing, another address holds its own', async () => {
    service = await buildPaymentService(kind, { config: { checkoutHoldsPerClient: 1 } });
    expect((await initiate(service, await retreat(2))).statusCode).toBe(200);
    const second = await initiate(service, await retreat(1, { firstname: 'Other', email: 'other@example.in', phone: '9000000003' }));
    expect(second.statusCode).toBe(200);
    expect(await heldBy(second.json().paymentData.txnid)).toBe(0);
    expect(await available(service, 'SoulPod')).toBe(6);
    // The same guest starting again replaces their own hold, and holds again.
    expect((await initiate(service, await retreat(3))).statusCode).toBe(200);
    const elsewhere = await initiate(
      service,
      await retreat(1, { firstname: 'Neighbour', email: 'n@example.in', phone: '9000000004' }),
      {},
      '203.0.113.7',
    );
    expect(elsewhere.statusCode).toBe(200);
    expect(await heldBy(elsewhere.json().paymentData.txnid)).toBe(1);
    expect(await pending()).toBe(3);
    expect(await available(service, 'SoulPod')).toBe(4);
    // Once the hold has run out the address may hold again.
    service.advance(HOLD_MS + 1);
    const again = await initiate(service, await retreat(1, { firstname: 'Other', email: 'other@example.in', phone: '9000000003' }));
    expect(await heldBy(again.json().paymentData.txnid)).toBe(1);
  });

  it('holds at most half of what is left of a room per checkout (a bigger one holds nothing), so every further place takes another checkout', async () => {
    service = await buildPaymentService(kind);
    const tooMany = await initiate(service, await retreat(5));
    expect(tooMany.statusCode).toBe(200);
    expect(await heldBy(tooMany.json().paymentData.txnid)).toBe(0);
    expect(await available(service, 'SoulPod')).toBe(8);
    const taken: number[] = [];
    for (let i = 0; (await available(service, 'SoulPod')) > 0; i += 1) {
      const left = await available(service, 'SoulPod');
      const members = Math.ceil(left / 2);
      expect(
        (
          await initiate(
            service,
            await retreat(members, { firstname: `H${i}`, email: `h${i}@example.in`, phone: `90000001${String(i).padStart(2, '0')}` }),
          )
        ).statusCode,
      ).toBe(200);
      taken.push(members);
    }
    expect(taken).toEqual([4, 2, 1, 1]);
  });

  it('gives unpaid holds back when they run out, by the periodic sweep, with nobody reading the rooms', async () => {
    service = await buildPaymentService(kind, { sweepIntervalMs: 25 });
    const { paymentData } = await bookRoom(service, 'SoulPod', 3);
    expect(await available(service, 'SoulPod')).toBe(5);
    service.advance(HOLD_MS + 1);
    // Wait on the condition: the sweep runs on its own timer.
    for (const started = Date.now(); (await available(service, 'SoulPod')) !== 8; ) {
      if (Date.now() - started > 30_000) throw new Error('the sweep did not release the hold');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: 'expired' });
    expect(await eventsOf(service, paymentData.txnid)).toContainEqual(expect.objectContaining({ kind: 'expiry', verdict: 'expired' }));
  });
});
