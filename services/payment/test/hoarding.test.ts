/**
 * Nobody can hold the whole retreat: a guest's new checkout replaces their open one (by e-mail
 * or phone) and gives its places back, and one client may start only a few checkouts in a
 * quarter of an hour, each refused one holding nothing.
 */
import { TOO_MANY_CHECKOUTS } from '@agency/contracts';
import { testDatabaseKinds } from '@agency/service-common';
import { TABLES } from '../src/db/rows';
import { available, bookRoom, buildPaymentService, eventsOf, initiate, paymentRow, roomIds, setAvailable, visitor, type PaymentHarness } from './fixture';

describe.each(testDatabaseKinds())('checkout hoarding on %s', (kind) => {
  let service: PaymentHarness;
  beforeEach(async () => {
    service = await buildPaymentService(kind, { config: { checkoutLimitPerQuarterHour: 3 } });
  });
  afterEach(() => service.close());

  const pending = () => service.db(TABLES.payments).where({ status: 'pending' }).count({ n: '*' }).then(([row]) => Number(row.n));

  it("replaces a guest's open hold when the same e-mail or phone starts another checkout, and gives its places back", async () => {
    await setAvailable(service, 'SoulPod', 6);
    const first = (await bookRoom(service, 'SoulPod', 3)).paymentData;
    expect(await available(service, 'SoulPod')).toBe(3);
    // The same guest, the e-mail in other letters: the first hold ends, its places return.
    const second = (await bookRoom(service, 'SoulPod', 3, { ...visitor, email: visitor.email.toUpperCase() })).paymentData;
    expect(await paymentRow(service, first.txnid)).toMatchObject({ status: 'expired', error: 'Replaced by a newer checkout with the same e-mail or phone' });
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
      initiate(service, { firstname: 'Hoarder', email: `h${i}@example.in`, phone: `90000000${String(i).padStart(2, '0')}`, productinfo: 'Retreat', category: 'SoulPod', itemId: ids.SoulPod, members: 4 });
    for (let i = 0; i < 3; i += 1) expect((await attempt(i)).statusCode).toBe(200);
    const refused = await attempt(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_CHECKOUTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await pending()).toBe(3);
    expect(await available(service, 'SoulPod')).toBe(8);
  });
});
