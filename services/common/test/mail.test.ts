/**
 * The outbox library on each database: one row per dedupe key, the lease that lets only one
 * of several workers send a mail, retries with exponential backoff up to 'failed', 'held'
 * without a mail server, and the brand layout's Indian dates and rupees.
 */

import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@agency/test-kit/services';
import Fastify from 'fastify';
import type { MailConfig } from '../src';
import {
  createMailWorker,
  enqueueMail,
  formatMailDateTime,
  formatRupees,
  type MailTransport,
  type OutgoingMail,
  outboxMigration,
  renderMail,
  retryDelayMs,
  startMailWorker,
} from '../src/mail';

const TABLE = 'test_mail_outbox';
const config: MailConfig = {
  smtpUrl: 'smtp://unused.invalid',
  from: 'Escape Vacation <desk@escapevacation.in>',
  staffAlertTo: 'desk@escapevacation.in',
  pollIntervalMs: 60_000,
  retryBaseMs: 1000,
  maxAttempts: 3,
};
const T0 = Date.UTC(2026, 0, 26, 4, 30);

const mail = (n: number) => ({
  kind: 'receipt',
  dedupeKey: `receipt:T${n}`,
  to: `guest${n}@example.in`,
  subject: `Receipt ${n}`,
  html: `<p>${n}</p>`,
  text: `${n}`,
});

/** A transport that records what it sends, optionally failing, optionally slow. */
function recorder(options: { fail?: boolean; delayMs?: number } = {}) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    async send(m) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.fail) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' });
      sent.push(m);
    },
    close() {},
  };
  return { sent, transport };
}

describe('mail layout', () => {
  it('writes rupees and dates the Indian way, in India time', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(47997)).toBe('₹47,997');
    expect(formatMailDateTime(T0)).toMatch(/^26 Jan 2026, 10:00\s?am$/i);
  });

  it('renders the same content as HTML (escaped, branded) and text', () => {
    const content = renderMail({
      subject: 'S',
      heading: 'Hello <you>',
      paragraphs: ['A & B'],
      details: [
        ['Amount', '₹5'],
        ['Empty', ''],
        ['None', null],
      ],
    });
    expect(content.html).toContain('Hello &lt;you&gt;');
    expect(content.html).toContain('A &amp; B');
    expect(content.html).toContain('Escape Vacation');
    expect(content.html).not.toContain('Empty');
    expect(content.text).toContain('Hello <you>');
    expect(content.text).toMatch(/Amount:\s+₹5/);
    expect(content.text).not.toContain('None');
  });

  it('backs off exponentially, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30, 30_000)).toBe(3_600_000);
  });
});

describe.each(testDatabaseKinds())('mail outbox on %s', (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await outboxMigration('001_outbox', TABLE).up(database.db);
  });
  afterEach(() => database.drop());
  const rows = () => database.db(TABLE).orderBy('id').select('id', 'state', 'attempts', 'last_error', 'next_attempt_at', 'dedupe_key');

  it('stores one row per dedupe key, and nothing when the transaction rolls back', async () => {
    await database.db.transaction((trx) => enqueueMail(trx, TABLE, mail(1), T0));
    await database.db.transaction((trx) => enqueueMail(trx, TABLE, mail(1), T0));
    await expect(
      database.db.transaction(async (trx) => {
        await enqueueMail(trx, TABLE, mail(2), T0);
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect((await rows()).map((r) => r.dedupe_key)).toEqual(['receipt:T1']);
  });

  it('lets only one of several workers send each mail', async () => {
    for (let n = 1; n <= 12; n++) await enqueueMail(database.db, TABLE, mail(n), T0);
    const a = recorder({ delayMs: 2 });
    const b = recorder({ delayMs: 2 });
    const c = recorder({ delayMs: 2 });
    const workers = [a, b, c].map(({ transport }) => createMailWorker({ db: database.db, table: TABLE, config, transport, now: () => T0 }));
    await Promise.all(workers.map((w) => w.runOnce()));
    await Promise.all(workers.map((w) => w.stop()));
    const sent = [...a.sent, ...b.sent, ...c.sent].map((m) => m.to).sort();
    expect(sent).toEqual(Array.from({ length: 12 }, (_, i) => `guest${i + 1}@example.in`).sort());
    expect((await rows()).every((r) => r.state === 'sent' && Number(r.attempts) === 1)).toBe(true);
  });

  it('retries with backoff, then fails with the last error; a lease that ran out is taken again', async () => {
    await enqueueMail(database.db, TABLE, mail(1), T0);
    let now = T0;
    const failing = recorder({ fail: true });
    const worker = createMailWorker({ db: database.db, table: TABLE, config, transport: failing.transport, now: () => now });
    await worker.runOnce();
    expect(await rows()).toEqual([
      expect.objectContaining({
        state: 'pending',
        attempts: 1,
        next_attempt_at: T0 + 1000,
        last_error: expect.stringContaining('ECONNREFUSED'),
      }),
    ]);
    await worker.runOnce(); // not due yet
    expect((await rows())[0].attempts).toBe(1);
    now += 1000;
    await worker.runOnce();
    expect((await rows())[0]).toMatchObject({ state: 'pending', attempts: 2, next_attempt_at: now + 2000 });
    now += 2000;
    await worker.runOnce();
    expect((await rows())[0]).toMatchObject({ state: 'failed', attempts: 3 });
    await worker.stop();

    // An instance that died while sending: its lease runs out and another instance sends the mail.
    await enqueueMail(database.db, TABLE, mail(2), now);
    await database
      .db(TABLE)
      .where({ dedupe_key: 'receipt:T2' })
      .update({ state: 'sending', lease_token: 'dead', lease_until: now + 5 });
    const ok = recorder();
    const other = createMailWorker({ db: database.db, table: TABLE, config, transport: ok.transport, now: () => now });
    await other.runOnce();
    expect(ok.sent).toHaveLength(0);
    now += 10;
    await other.runOnce();
    expect(ok.sent.map((m) => m.to)).toEqual(['guest2@example.in']);
    await other.stop();
  });

  it("finishes a pass under way, the mail marked sent, before the server's own close hooks (which destroy the database) run", async () => {
    await enqueueMail(database.db, TABLE, mail(1), T0);
    let startedSending!: () => void;
    const sending = new Promise<void>((resolve) => (startedSending = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transport: MailTransport = {
      async send() {
        startedSending();
        await released;
      },
      close() {},
    };
    const app = Fastify();
    app.decorate('db', database.db).decorate('config', { mail: config } as never);
    let worker!: ReturnType<typeof startMailWorker>;
    await app.register(async (service) => {
      worker = startMailWorker(service, TABLE, { transport, now: () => T0 });
    });
    // As the gateway and a standalone service do, once the services are in: the database goes
    // in the server's own onClose, and onClose hooks run last-added first.
    let stateWhenClosing = '';
    app.addHook('onClose', async () => {
      stateWhenClosing = (await rows())[0].state;
    });
    await app.ready();
    const pass = worker.runOnce();
    await sending;
    const closed = app.close();
    setTimeout(release, 20);
    await Promise.all([closed, pass]);
    expect(stateWhenClosing).toBe('sent');
  });

  it('holds mails without a mail server', async () => {
    await enqueueMail(database.db, TABLE, mail(1), T0);
    const worker = createMailWorker({ db: database.db, table: TABLE, config: { ...config, smtpUrl: undefined }, now: () => T0 });
    await worker.runOnce();
    await worker.stop();
    expect((await rows())[0]).toMatchObject({ state: 'held', attempts: 0 });
  });
});
