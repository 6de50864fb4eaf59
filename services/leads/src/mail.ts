/**
 * The leads service's mails: the acknowledgement to the visitor who enquired and
 * the new-lead alert to staff (STAFF_ALERT_TO). Both are queued in the enquiry's own
 * transaction (./enquiry-keys.ts), in this service's outbox, and sent by the outbox worker
 * outside the request: a mail server that is slow or down never fails or slows an enquiry.
 * A repeated attempt of one enquiry (same Idempotency-Key) stores no lead and so no mail; the
 * dedupe keys ('enquiry-ack:<id>', 'lead-alert:<id>') make one mail per lead in any case.
 *
 * Anyone may type anyone's address into the form, so the acknowledgement must not become a
 * way to mail strangers: an address gets a few acknowledgements a day at most (the lead is
 * stored and staff alerted all the same, told that none went), and nothing the visitor typed
 * that looks like a web address goes into either mail (a link-like name is not greeted by it).
 */

import { leadsCalls, MAIL_KINDS } from '@agency/contracts';
import type { Config } from '@agency/service-common';
import {
  enqueueMail,
  formatMailDateTime,
  type MailBody,
  type MailWorker,
  outboxMigration,
  registerOutboxRoutes,
  renderMail,
  startMailWorker,
} from '@agency/service-common/mail';
import { site } from '@agency/site';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { NewRequestRow } from './lead-record';

export const LEAD_OUTBOX_TABLE = 'lead_mail_outbox';
/** Appended to the leads service's migrations (./db/schema.ts). */
export const leadOutboxMigration = outboxMigration('007_lead_mail_outbox', LEAD_OUTBOX_TABLE);

/** The words of the leads service's mails, written once. */
export const LEAD_MAIL_TEXTS = {
  ackSubject: (id: number) => `We have your enquiry (ref. ${id}) | ${site.brandName}`,
  ackHeading: 'Thank you for your enquiry',
  greeting: (name: string) => `Dear ${name},`,
  /** For a name that looks like a web address: a spammer's "name" is not repeated to whoever they typed in. */
  neutralGreeting: 'Dear traveller,',
  /** Instead of a web address the visitor typed (staff read the text as sent in the back office). */
  linkRemoved: '[web address removed]',
  ackWithheld: (limit: number) => `Not sent: this address had ${limit} acknowledgements in the last 24 hours`,
  ackBody: [
    'We have received your enquiry and one of our travel experts will call you to plan your holiday.',
    'Here is what you sent us. Quote the reference when you call or write to us.',
  ],
  ackClosing: [
    `Questions in the meantime? Call us on ${site.phone.display} or reply to this e-mail.`,
    `Warm regards,\nThe ${site.brandName} team`,
  ],
  alertSubject: (id: number, name: string, way: string) => `New lead #${id}: ${name} (${way})`,
  alertHeading: 'A new enquiry is waiting in the pool',
  alertBody: (url: string) => [`Claim it in the back office: ${url}`],
  labels: {
    reference: 'Reference',
    received: 'Received',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    source: 'Source',
    package: 'Package',
    destination: 'Destination',
    duration: 'Duration',
    travelDate: 'Travel date',
    airport: 'From airport',
    travellers: 'Travellers',
    travelClass: 'Class',
    callTime: 'Preferred call time',
    message: 'Message',
    acknowledgement: 'Acknowledgement',
  },
} as const;

const L = LEAD_MAIL_TEXTS.labels;

/** Acknowledgements one address receives within ACK_WINDOW_MS; further enquiries naming it are stored without one. */
export const ACKS_PER_RECIPIENT = 3;
export const ACK_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Text a mail client would make a link of: a scheme (`http://`, `mailto:`), `www.`, or a bare
 * domain (`spam.example`, `bit.ly/x`). A name such as "S.K. Rao" has no two-letter label after
 * its dot and stays as typed.
 */
const LINK_LIKE =
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s]+|\bmailto:[^\s]+|\bwww\.[^\s]*|\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]\b(?:\/[^\s]*)?/gi;

export function isLinkLike(text: string): boolean {
  LINK_LIKE.lastIndex = 0;
  return LINK_LIKE.test(text);
}

/** The visitor's text with every link-like part replaced. */
function withoutLinks(text: string): string;
function withoutLinks(text: string | null | undefined): string | undefined;
function withoutLinks(text: string | null | undefined): string | undefined {
  return text == null ? undefined : text.replace(LINK_LIKE, LEAD_MAIL_TEXTS.linkRemoved);
}

const travelDay = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

function travellers(row: NewRequestRow): string | undefined {
  const parts = [
    [row.adults, 'adult', 'adults'],
    [row.children, 'child', 'children'],
    [row.infants, 'infant', 'infants'],
  ] as const;
  const said = parts.filter(([n]) => n !== null && Number(n) > 0).map(([n, one, many]) => `${Number(n)} ${Number(n) === 1 ? one : many}`);
  return said.length ? said.join(', ') : undefined;
}

/** The trip as the visitor described it (both mails show it). */
function tripDetails(row: NewRequestRow): MailBody['details'] {
  const day = row.travel_date ? new Date(`${row.travel_date}T00:00:00Z`) : undefined;
  return [
    [L.package, withoutLinks(row.deal_name)],
    [L.destination, withoutLinks(row.country_name)],
    [L.duration, row.duration !== null ? `${Number(row.duration)} ${Number(row.duration) === 1 ? 'day' : 'days'}` : undefined],
    [L.travelDate, day && !Number.isNaN(day.getTime()) ? travelDay.format(day) : withoutLinks(row.travel_date)],
    [L.airport, withoutLinks(row.airport)],
    [L.travellers, travellers(row)],
    [L.travelClass, withoutLinks(row.class_offer)],
    [L.callTime, withoutLinks(row.call_time)],
    [L.message, withoutLinks(row.travel_plans)],
  ];
}

const fullName = (row: NewRequestRow) => withoutLinks([row.first_name, row.last_name].filter(Boolean).join(' '));

/** "Dear <first name>," unless the name looks like a web address. */
function greetingOf(row: NewRequestRow): string {
  const name = row.first_name.trim();
  return name && !isLinkLike(name) ? LEAD_MAIL_TEXTS.greeting(name) : LEAD_MAIL_TEXTS.neutralGreeting;
}

export function acknowledgementMail(row: NewRequestRow, id: number) {
  return renderMail({
    subject: LEAD_MAIL_TEXTS.ackSubject(id),
    heading: LEAD_MAIL_TEXTS.ackHeading,
    greeting: greetingOf(row),
    paragraphs: LEAD_MAIL_TEXTS.ackBody,
    details: [[L.reference, String(id)], [L.received, formatMailDateTime(Number(row.created_at))], ...(tripDetails(row) ?? [])],
    closing: LEAD_MAIL_TEXTS.ackClosing,
  });
}

export function leadAlertMail(row: NewRequestRow, id: number, backOfficeUrl: string, ackWithheld = false) {
  return renderMail({
    subject: LEAD_MAIL_TEXTS.alertSubject(id, fullName(row), row.way),
    heading: LEAD_MAIL_TEXTS.alertHeading,
    paragraphs: LEAD_MAIL_TEXTS.alertBody(backOfficeUrl),
    details: [
      [L.reference, String(id)],
      [L.received, formatMailDateTime(Number(row.created_at))],
      [L.name, fullName(row)],
      [L.email, row.email],
      [L.phone, withoutLinks(row.phone)],
      [L.source, row.way],
      ...(tripDetails(row) ?? []),
      [L.acknowledgement, ackWithheld ? LEAD_MAIL_TEXTS.ackWithheld(ACKS_PER_RECIPIENT) : undefined],
    ],
  });
}

/** How many acknowledgements this address was queued within the window before `now` (addresses compared without case). */
async function recentAcknowledgements(trx: Knex.Transaction, email: string, now: number): Promise<number> {
  const [row] = await trx(LEAD_OUTBOX_TABLE)
    .where({ kind: MAIL_KINDS.enquiryAck })
    .where('created_at', '>', now - ACK_WINDOW_MS)
    .whereRaw('lower(recipient) = ?', [email.trim().toLowerCase()])
    .count({ n: '*' });
  return Number(row.n);
}

/** Queues the mails of a new lead in the enquiry's transaction: the staff alert always, the acknowledgement while its address is under its limit. */
export async function queueEnquiryMails(trx: Knex.Transaction, row: NewRequestRow, id: number, config: Config): Promise<void> {
  const now = Number(row.created_at);
  const about = String(id);
  const ackWithheld = (await recentAcknowledgements(trx, row.email, now)) >= ACKS_PER_RECIPIENT;
  if (!ackWithheld) {
    await enqueueMail(
      trx,
      LEAD_OUTBOX_TABLE,
      {
        kind: MAIL_KINDS.enquiryAck,
        dedupeKey: `${MAIL_KINDS.enquiryAck}:${id}`,
        to: row.email,
        subjectRef: about,
        ...acknowledgementMail(row, id),
      },
      now,
    );
  }
  const backOffice = `${config.publicUrl.replace(/\/$/, '')}/Account`;
  await enqueueMail(
    trx,
    LEAD_OUTBOX_TABLE,
    {
      kind: MAIL_KINDS.leadAlert,
      dedupeKey: `${MAIL_KINDS.leadAlert}:${id}`,
      to: config.mail.staffAlertTo,
      subjectRef: about,
      ...leadAlertMail(row, id, backOffice, ackWithheld),
    },
    now,
  );
}

/** The outbox worker of this instance and the administrators' outbox calls. */
export function installLeadMail(app: FastifyInstance, now: () => number): MailWorker {
  const worker = startMailWorker(app, LEAD_OUTBOX_TABLE, { now });
  registerOutboxRoutes(app, 'leads', leadsCalls, LEAD_OUTBOX_TABLE, { worker, now });
  return worker;
}
