/**
 * The agency's mail layout: one HTML body (tables and inline styles, which mail programs
 * keep) and its plain-text twin, from the same content. Dates are India time written the
 * Indian way (en-IN), amounts in rupees with Indian grouping (₹47,997).
 */
import { brandColours as C, postalAddressLine, site } from '@agency/site';
import type { MailContent } from './outbox';

/** The agency works in India time, whatever the server's zone. */
const TIME_ZONE = 'Asia/Kolkata';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** '25 Nov 2026, 8:15 pm' (India time). */
export function formatMailDateTime(ms: number): string {
  return dateTime.format(new Date(ms));
}

/** '₹47,997' (integer rupees). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** One mail's content: a heading, paragraphs, an optional table of facts and a closing line. */
export interface MailBody {
  subject: string;
  /** Shown first (also the preview line of mail programs). */
  heading: string;
  greeting?: string;
  paragraphs: readonly string[];
  /** Label → value rows (a booking's details); empty values are left out. */
  details?: readonly (readonly [string, string | number | null | undefined])[];
  /** Said after the details. */
  closing?: readonly string[];
}

const FONT = "font-family:Inter,'Segoe UI',Arial,sans-serif";

export function renderMail(body: MailBody): MailContent {
  const details = (body.details ?? [])
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => [label, String(value)] as const);
  const closing = body.closing ?? [];
  const contact = `${site.phone.display} · ${site.email}`;

  const paragraphHtml = (text: string) =>
    `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:1.55;color:${C.ink}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const detailRows = details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" style="padding:8px 12px 8px 0;${FONT};font-size:14px;font-weight:600;color:${C.muted};vertical-align:top;width:38%">${escapeHtml(label)}</th>` +
        `<td style="padding:8px 0;${FONT};font-size:15px;color:${C.ink};vertical-align:top;word-break:break-word;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html>',
    `<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(body.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${C.sand}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${C.sand}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">`,
    `<tr><td style="background:${C.ocean};padding:20px 28px;${FONT};font-size:22px;font-weight:700;color:#ffffff">${escapeHtml(site.brandName)}`,
    `<div style="font-size:13px;font-weight:400;color:${C.sunset};padding-top:4px">${escapeHtml(site.tagline)}</div></td></tr>`,
    `<tr><td style="height:4px;background:${C.coral};line-height:4px;font-size:0">&nbsp;</td></tr>`,
    `<tr><td style="padding:28px">`,
    `<h1 style="margin:0 0 16px;${FONT};font-size:22px;line-height:1.3;color:${C.ocean}">${escapeHtml(body.heading)}</h1>`,
    body.greeting ? paragraphHtml(body.greeting) : '',
    ...body.paragraphs.map(paragraphHtml),
    details.length
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;border-top:1px solid #e6e2dc;width:100%">${detailRows}</table>`
      : '',
    ...closing.map(paragraphHtml),
    `</td></tr>`,
    `<tr><td style="padding:18px 28px;background:${C.sand};${FONT};font-size:13px;line-height:1.5;color:${C.muted}">`,
    `${escapeHtml(site.brandName)} · ${escapeHtml(postalAddressLine())}<br>${escapeHtml(contact)} · ${escapeHtml(site.openingHours)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');

  const width = Math.max(0, ...details.map(([label]) => label.length));
  const text = [
    site.brandName,
    '',
    body.heading,
    '='.repeat(Math.min(body.heading.length, 72)),
    '',
    ...(body.greeting ? [body.greeting, ''] : []),
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(details.length ? [...details.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`), ''] : []),
    ...closing.flatMap((p) => [p, '']),
    '--',
    `${site.brandName} · ${postalAddressLine()}`,
    `${contact} · ${site.openingHours}`,
    '',
  ].join('\n');

  return { subject: body.subject, html, text };
}
