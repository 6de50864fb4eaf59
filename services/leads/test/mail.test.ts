/**
 * The enquiry mails, with a real SMTP server in the test process: the visitor's
 * acknowledgement and the staff's new-lead alert arrive with the enquiry's content; with the
 * mail server down (or hanging) the enquiry still succeeds at once and the mails arrive once
 * it is back; a repeated attempt mails once; the Outbox calls are for administrators only.
 */

import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import type { MailConfig } from '@agency/service-common';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { startTestSmtpServer, type TestSmtpServer } from '@agency/test-kit/smtp';
import { ACK_WINDOW_MS, ACKS_PER_RECIPIENT, LEAD_OUTBOX_TABLE } from '../src/mail';
import { buildLeadsService, fullForm, type LeadsHarness, quickContact } from './support/harness';

const STAFF_ALERT_TO = 'leads-desk@escapevacation.in';
const FROM = 'Escape Vacation <bookings@escapevacation.in>';

function mailConfig(smtpUrl: string | undefined): MailConfig {
  return { smtpUrl, from: FROM, staffAlertTo: STAFF_ALERT_TO, pollIntervalMs: 25, retryBaseMs: 1000, maxAttempts: 5 };
}

async function outboxRows(service: LeadsHarness) {
  return service.db(LEAD_OUTBOX_TABLE).orderBy('id').select('id', 'kind', 'recipient', 'state', 'attempts', 'last_error', 'dedupe_key');
}

/** Resolves when the outbox rows satisfy `test` (the worker runs on its own timer). */
async function outboxUntil(service: LeadsHarness, test: (rows: Awaited<ReturnType<typeof outboxRows>>) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxRows(service);
    if (test(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`outbox never got there: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabaseKinds())('enquiry mails (%s)', (kind) => {
  let smtp: TestSmtpServer;
  let service: LeadsHarness;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  afterEach(async () => {
    await service?.close();
    smtp.received.length = 0;
    await smtp.start();
  });

  it('sends the visitor an acknowledgement and staff an alert, with the enquiry in them', async () => {
    service = await buildLeadsService(kind, { config: { mail: mailConfig(smtp.url) } });
    const id = await service.submitted(fullForm);
    const mails = await smtp.waitFor(2);
    expect(mails).toHaveLength(2);

    const ack = mails.find((m) => m.to.includes(fullForm.Emailaddress))!;
    expect(ack.subject).toBe(`We have your enquiry (ref. ${id}) | Escape Vacation`);
    expect(ack.from).toBe('bookings@escapevacation.in');
    expect(ack.text).toContain('Dear Rohan,');
    expect(ack.text).toMatch(new RegExp(`Reference:\\s+${id}`));
    expect(ack.text).toContain('Enchanting Bali Honeymoon Escape');
    expect(ack.text).toMatch(/Travel date:\s+20 December 2025/);
    expect(ack.text).toMatch(/Travellers:\s+2 adults, 1 child/);
    expect(ack.text).toMatch(/Duration:\s+7 days/);
    // The server's time in India, the Indian way: 1 Oct 2025, 11:30 am.
    expect(ack.text).toMatch(/Received:\s+1 Oct 2025, 11:30\sam/i);
    expect(ack.html).toContain('Escape Vacation');
    expect(ack.html).toContain('#0b3a5b');
    expect(ack.html).toContain('Enchanting Bali Honeymoon Escape');

    const alert = mails.find((m) => m.to.includes(STAFF_ALERT_TO))!;
    expect(alert.subject).toBe(`New lead #${id}: Rohan Iyer (Direct website)`);
    expect(alert.text).toMatch(/E-mail:\s+rohan\.iyer@example\.in/);
    expect(alert.text).toMatch(/Phone:\s+9876543210/);
    expect(alert.text).toContain('/Account');

    const rows = await outboxUntil(service, (r) => r.every((row) => row.state === 'sent'));
    expect(rows.map((r) => [r.kind, r.dedupe_key])).toEqual([
      ['enquiry-ack', `enquiry-ack:${id}`],
      ['lead-alert', `lead-alert:${id}`],
    ]);
  });

  it('stores the enquiry while the mail server is down, and sends its mails once it is back', async () => {
    await smtp.stop();
    service = await buildLeadsService(kind, { config: { mail: mailConfig(smtp.url) } });
    const res = await service.submit(quickContact);
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    expect((await service.row(id)).first_name).toBe('Asha Menon');

    // The worker tried, failed and will retry later (backoff), keeping the error.
    const failed = await outboxUntil(
      service,
      (r) => r.length === 2 && r.every((row) => row.state === 'pending' && Number(row.attempts) === 1),
    );
    expect(failed[0].last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    service.advance(1000); // the first retry's wait
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([quickContact.Emailaddress, STAFF_ALERT_TO].sort());
    const sent = await outboxUntil(service, (r) => r.every((row) => row.state === 'sent'));
    expect(sent.map((r) => Number(r.attempts))).toEqual([2, 2]);
  });

  it('answers an enquiry at once while the mail server accepts connections and never answers', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const port = (silent.address() as { port: number }).port;
    try {
      service = await buildLeadsService(kind, { config: { mail: mailConfig(`smtp://127.0.0.1:${port}`) } });
      const first = await service.submit(quickContact);
      expect(first.statusCode).toBe(200);
      // The worker is stuck in a connection that never greets; enquiries keep being answered meanwhile.
      await outboxUntil(service, (r) => r.some((row) => row.state === 'sending'));
      // The row is claimed before the connection opens: wait for the connection itself.
      while (sockets.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const second = await service.submit({ ...quickContact, Firstname: 'Kabir' });
      expect(second.statusCode).toBe(200);
      expect(await service.row(second.json().id)).toMatchObject({ first_name: 'Kabir' });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('mails once for a repeated attempt of one enquiry (same Idempotency-Key)', async () => {
    service = await buildLeadsService(kind, { config: { mail: mailConfig(smtp.url) } });
    const send = () =>
      service.app.inject({
        method: 'POST',
        url: '/api/requests/submit',
        payload: quickContact,
        headers: { 'idempotency-key': 'attempt-7f3c9a-41d2-88e0' },
      });
    const [a, b] = [await send(), await send()];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    await smtp.waitFor(2);
    await outboxUntil(service, (r) => r.every((row) => row.state === 'sent'));
    expect(await outboxRows(service)).toHaveLength(2);
    expect(smtp.received).toHaveLength(2);
  });

  it('keeps the mails in the outbox, held, without SMTP_URL; administrators read and resend them', async () => {
    service = await buildLeadsService(kind, { config: { mail: mailConfig(undefined) } });
    const id = await service.submitted(quickContact);
    await outboxUntil(service, (r) => r.length === 2 && r.every((row) => row.state === 'held'));

    const admin = service.token('chief', 'admin');
    expect((await service.get('/api/requests/outbox')).statusCode).toBe(401);
    for (const role of ['manager', 'employee', 'user'] as const) {
      expect((await service.get('/api/requests/outbox', service.token(`${role}1`, role))).statusCode).toBe(403);
    }
    const list = await service.get('/api/requests/outbox', admin);
    expect(list.statusCode).toBe(200);
    const { data, total } = list.json();
    expect(total).toBe(2);
    // Newest first (same time: the later id first).
    expect(data.map((m: { kind: string }) => m.kind)).toEqual(['lead-alert', 'enquiry-ack']);
    expect(data[1]).toMatchObject({
      service: 'leads',
      recipient: quickContact.Emailaddress,
      state: 'held',
      attempts: 0,
      about: String(id),
      lastError: null,
      sentAt: null,
    });
    expect(data[1]).not.toHaveProperty('html');

    const one = await service.get(`/api/requests/outbox/${data[1].id}`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json().text).toContain('Dear Asha Menon,');
    expect(one.json().html).toContain('<h1');
    expect((await service.get('/api/requests/outbox/999999', admin)).statusCode).toBe(404);
    expect((await service.get('/api/requests/outbox?state=held', admin)).json().total).toBe(2);
    expect((await service.get('/api/requests/outbox?state=sent', admin)).json().total).toBe(0);
    expect((await service.get('/api/requests/outbox?state=lost', admin)).statusCode).toBe(400);

    const resent = await service.post(`/api/requests/outbox/${data[1].id}/resend`, admin, {});
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: data[1].id, state: 'pending', attempts: 0 });
    expect((await service.post(`/api/requests/outbox/${data[1].id}/resend`, service.token('emp', 'employee'), {})).statusCode).toBe(403);
    expect((await service.post('/api/requests/outbox/999999/resend', admin, {})).statusCode).toBe(404);
    // Still no mail server: held again, and the resend is in the audit log.
    await outboxUntil(service, (r) => r.every((row) => row.state === 'held'));
    const audit = await service.db('audit_log').where({ action: 'enquiryMail.resend' }).select('target');
    expect(audit.map((a: { target: string }) => a.target)).toEqual([String(data[1].id)]);
  });

  it('sends a mail again on resend', async () => {
    service = await buildLeadsService(kind, { config: { mail: mailConfig(smtp.url) } });
    await service.submitted(quickContact);
    await smtp.waitFor(2);
    const [ack] = await outboxUntil(service, (r) => r.every((row) => row.state === 'sent'));
    const res = await service.post(`/api/requests/outbox/${ack.id}/resend`, service.token('chief', 'admin'), {});
    expect(res.statusCode).toBe(200);
    const mails = await smtp.waitFor(3);
    expect(mails[2].to).toEqual([quickContact.Emailaddress]);
    expect(mails[2].subject).toBe(mails.find((m) => m.to.includes(quickContact.Emailaddress) && m !== mails[2])!.subject);
  });

  it('acknowledges one address a few times a day at most; the further enquiries are stored and staff still alerted', async () => {
    service = await buildLeadsService(kind, { config: { mail: mailConfig(smtp.url) } });
    const victim = 'inbox@victim.example';
    const ids: number[] = [];
    for (let i = 0; i <= ACKS_PER_RECIPIENT; i += 1) {
      // The case of the address does not make it another recipient.
      ids.push(await service.submitted({ ...quickContact, Emailaddress: i === ACKS_PER_RECIPIENT ? victim.toUpperCase() : victim }));
    }
    const mails = await smtp.waitFor(2 * ACKS_PER_RECIPIENT + 1);
    await outboxUntil(service, (r) => r.length === 2 * ACKS_PER_RECIPIENT + 1 && r.every((row) => row.state === 'sent'));
    expect(mails.filter((m) => m.to.some((to) => to.toLowerCase() === victim))).toHaveLength(ACKS_PER_RECIPIENT);
    const alerts = mails.filter((m) => m.to.includes(STAFF_ALERT_TO));
    expect(alerts).toHaveLength(ACKS_PER_RECIPIENT + 1);
    for (const id of ids) expect((await service.row(id)).email.toLowerCase()).toBe(victim);
    const last = alerts.find((m) => m.subject.startsWith(`New lead #${ids[ACKS_PER_RECIPIENT]}:`))!;
    expect(last.text).toMatch(/Acknowledgement:\s+Not sent: this address had 3 acknowledgements in the last 24 hours/);
    expect(alerts.find((m) => m.subject.startsWith(`New lead #${ids[0]}:`))!.text).not.toContain('Acknowledgement');

    // A day later the address is acknowledged again.
    service.advance(ACK_WINDOW_MS);
    const next = await service.submitted({ ...quickContact, Emailaddress: victim });
    const later = await smtp.waitFor(2 * ACKS_PER_RECIPIENT + 3);
    expect(later.some((m) => m.to.includes(victim) && m.subject.includes(`ref. ${next}`))).toBe(true);
  });

  it('never repeats a link the visitor typed: a link-like name is greeted neutrally, links in the text are removed', async () => {
    service = await buildLeadsService(kind, { config: { mail: mailConfig(smtp.url) } });
    const spam = {
      ...quickContact,
      Firstname: 'Claim your prize at http://spam.example',
      travelplans: 'Visit www.spam.example or bit.ly/win now, or mail prize@spam.example',
    };
    const id = await service.submitted(spam);
    await service.submitted({ ...quickContact, Firstname: 'Go to spam.example', Emailaddress: 'second@example.in' });
    const mails = await smtp.waitFor(4);
    for (const mail of mails) {
      expect(mail.text).not.toMatch(/spam\.example|bit\.ly/);
      expect(mail.html).not.toMatch(/spam\.example|bit\.ly/);
    }
    const ack = mails.find((m) => m.to.includes(quickContact.Emailaddress))!;
    expect(ack.text).toContain('Dear traveller,');
    expect(ack.text).not.toContain('Claim your prize');
    expect(ack.text).toMatch(
      /Message:\s+Visit \[web address removed\] or \[web address removed\] now, or mail prize@\[web address removed\]/,
    );
    expect(mails.find((m) => m.to.includes('second@example.in'))!.text).toContain('Dear traveller,');
    // Staff read what was typed, as typed, in the back office.
    expect((await service.row(id)).first_name).toBe(spam.Firstname);
  });

  it('greets a plain name by it, initials and all', async () => {
    service = await buildLeadsService(kind, { config: { mail: mailConfig(smtp.url) } });
    await service.submitted({ ...quickContact, Firstname: 'S.K. Rao' });
    const mails = await smtp.waitFor(2);
    expect(mails.find((m) => m.to.includes(quickContact.Emailaddress))!.text).toContain('Dear S.K. Rao,');
  });
});
