/**
 * Bookings and payments in the back office, through the shell, against the real
 * payment and auth services and the sandbox provider: a guest pays for the retreat on the
 * sandbox page; an administrator finds the booking by phone number, reads its history and
 * refunds half of it with a reason (confirmed in a second step); the list's loading, empty and
 * error states (with Try again); an employee reads but cannot refund; phone width; axe. Then
 * the rest refunded: the room is bookable again, the totals show net takings and the
 * guest's mail says refunded in full; a paid booking cancelled with a reason; the user role's
 * home without takings.
 */
import { BOOKING_MESSAGES } from '@agency/contracts';
import {
  BOOKING_DETAIL_TEXTS,
  BOOKINGS_TEXTS,
  CANCEL_FORM_TEXTS,
  EVENT_TITLES,
  REFUND_FORM_TEXTS,
} from '@agency/mf-backoffice/bookings/texts';
import { HOME_TEXTS } from '@agency/mf-backoffice/messages';
import { PAYMENT_MAIL_TEXTS } from '@agency/payment/mail';
import type { Page } from 'playwright-core';
import { holdCalls, openPage, screenshot } from './support/browser';
import { visit } from './support/shellPage';
import { ADMIN, signInStaff } from './support/staffSignIn';
import { seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const EMPLOYEE = { username: 'e2e-meera', password: 'Meera#Desk-Pushkar' };
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const guest = { firstname: 'Kavya Nair', email: 'kavya@example.in', phone: '98111 22334' };
/** Screenshots are also copied here, to be looked at. */
const SHOTS_DIR = '/tmp/shots/bookings';

const suite = startSuite();

const shot = (page: Page, name: string) => screenshot(page, name, true, SHOTS_DIR);

async function api<T = unknown>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${suite.site.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A staff member's page, signed in through /Login, on the bookings list. */
async function staffPage(account: { username: string; password: string }, size = DESKTOP): Promise<Page> {
  const page = await openPage(suite.browser, size);
  await signInStaff(page, suite.site.url, account, { at: '/Login', landing: '/Account' });
  await visit(page, suite.site.url, '/Account/bookings');
  await page.getByRole('heading', { level: 1, name: BOOKINGS_TEXTS.title }).waitFor();
  return page;
}

/** The guest books a Duo Room for two on the retreat page and pays on the sandbox's page: the txnid. */
async function guestPays(who: { firstname: string; email: string; phone: string } = guest): Promise<string> {
  const page = await openPage(suite.browser, DESKTOP);
  await visit(page, suite.site.url, '/the-awakening-retreat');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name: 'Duo Room', exact: true }) });
  await card.getByRole('button', { name: 'Book Now: Duo Room' }).waitFor();
  await card.getByRole('combobox', { name: 'Guests' }).selectOption('2');
  await card.getByRole('button', { name: 'Book Now: Duo Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book the Duo Room' });
  await dialog.getByLabel('First name').fill(who.firstname);
  await dialog.getByLabel('E-mail').fill(who.email);
  await dialog.getByLabel('Phone').fill(who.phone);
  await Promise.all([page.waitForURL('**/api/payment/sandbox/pay'), dialog.getByRole('button', { name: 'Pay ₹35,998' }).click()]);
  await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
  const txnid = (await page.locator('dt:text-is("Transaction ID") + dd').innerText()).trim();
  await Promise.all([page.waitForURL(`**/PaymentSuccess?txnid=${txnid}`), page.getByRole('button', { name: 'Pay now' }).click()]);
  await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
  await page.context().close();
  return txnid;
}

async function search(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/payment/bookings' && new URL(response.url()).searchParams.get('q') === text,
  );
  await page.getByLabel(BOOKINGS_TEXTS.search).fill(text);
  await page.getByRole('button', { name: BOOKINGS_TEXTS.apply }).click();
  expect((await answered).status()).toBe(200);
}

let txnid: string;

beforeAll(async () => {
  txnid = await guestPays();
  const admin = await api<{ token: string }>('POST', '/api/auth/login', ADMIN);
  await api('POST', '/api/auth/create', { ...EMPLOYEE, role: 'employee' }, admin.token);
});

describe('bookings and refunds in the back office', () => {
  it('an administrator finds the booking by phone number, sees its history and refunds half with a reason', async () => {
    const page = await staffPage(ADMIN);
    await search(page, '+91 98111-22334');
    const table = page.getByRole('table', { name: BOOKINGS_TEXTS.tableCaption(1) });
    await expect(table.getByRole('row').count()).resolves.toBe(2);
    const row = table.getByRole('row').nth(1);
    await expect(row.innerText()).resolves.toMatch(/Kavya Nair[\s\S]*Duo Room[\s\S]*₹35,998[\s\S]*Paid/i);
    await page.getByLabel(BOOKINGS_TEXTS.totalsLabel).getByText(BOOKINGS_TEXTS.count(1)).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'bookings-list-1366');

    await row.getByRole('link', { name: guest.firstname }).click();
    await page.getByRole('heading', { level: 1, name: BOOKING_DETAIL_TEXTS.title(txnid) }).waitFor();
    const history = page.getByRole('region', { name: BOOKING_DETAIL_TEXTS.history });
    await history.getByText(EVENT_TITLES.initiated).waitFor();
    await history.getByText(EVENT_TITLES['hold-placed']).waitFor();
    await history.getByText(EVENT_TITLES.callback).waitFor();
    await history.getByText(BOOKING_DETAIL_TEXTS.verified).waitFor();
    // Employees cannot, administrators can: the refund form, prefilled with what is refundable.
    const amount = page.getByLabel(REFUND_FORM_TEXTS.amount);
    await expect(amount.inputValue()).resolves.toBe('35998');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // No reason: the form says so and sends nothing.
    await amount.fill('17999');
    await page.getByRole('button', { name: REFUND_FORM_TEXTS.review }).click();
    await page.getByText(BOOKING_MESSAGES.refundReasonRequired).waitFor();
    await page.getByLabel(REFUND_FORM_TEXTS.reason).fill('Guest fell ill; half refunded as agreed');
    await page.getByRole('button', { name: REFUND_FORM_TEXTS.review }).click();
    await page.getByRole('heading', { name: REFUND_FORM_TEXTS.confirmTitle }).waitFor();
    await page.getByText(REFUND_FORM_TEXTS.confirmText('₹17,999', guest.firstname)).waitFor();
    await shot(page, 'booking-refund-confirm-1366');
    await page.getByRole('button', { name: REFUND_FORM_TEXTS.confirm }).click();
    await page
      .getByRole('status')
      .filter({ hasText: REFUND_FORM_TEXTS.done('₹17,999') })
      .waitFor();

    const refunds = page.getByRole('region', { name: BOOKING_DETAIL_TEXTS.refunds });
    await refunds.getByText('Guest fell ill; half refunded as agreed').waitFor();
    await history.getByText(EVENT_TITLES.refund, { exact: true }).waitFor();
    await history.getByText('Guest fell ill; half refunded as agreed').waitFor();
    // Partly refunded: still paid, with what was refunded and what is left.
    await expect(page.getByRole('region', { name: BOOKING_DETAIL_TEXTS.payment }).innerText()).resolves.toMatch(
      /Refunded\s*₹17,999[\s\S]*Refundable\s*₹17,999/,
    );
    await expect(amount.inputValue()).resolves.toBe('17999');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'booking-detail-1366');

    // Back to the list as it was: the search is kept, the refund shows.
    await page.getByRole('link', { name: BOOKING_DETAIL_TEXTS.back }).click();
    await expect(page.getByLabel(BOOKINGS_TEXTS.search).inputValue()).resolves.toBe('+91 98111-22334');
    await page.getByText(BOOKINGS_TEXTS.refundedPart('₹17,999')).waitFor();

    // The guest's refund notice is in the outbox (no mail server here, so it waits there); it
    // names the amount and the reason.
    await visit(page, suite.site.url, '/Account/outbox');
    const outbox = page.getByRole('table', { name: 'Outbox' });
    const notice = outbox.getByRole('row').filter({ hasText: PAYMENT_MAIL_TEXTS.refundSubject(txnid) });
    await notice.filter({ hasText: guest.email }).waitFor();
    await notice.getByRole('button', { name: /^Open: / }).click();
    const mail = page.getByRole('dialog', { name: PAYMENT_MAIL_TEXTS.refundSubject(txnid) });
    await mail.getByText('Guest fell ill; half refunded as agreed').first().waitFor();
    await mail.getByText('₹17,999').first().waitFor();
    await page.context().close();
  });

  it('shows the loading line, an empty result, and a failure with Try again', async () => {
    const page = await openPage(suite.browser, DESKTOP);
    const held = await holdCalls(page, (url) => url.pathname === '/api/payment/bookings');
    await signInStaff(page, suite.site.url, ADMIN, { at: '/Login', landing: '/Account' });
    await visit(page, suite.site.url, '/Account/bookings');
    await page.getByRole('status').filter({ hasText: BOOKINGS_TEXTS.loading }).waitFor();
    held.release();
    await page.getByRole('table', { name: BOOKINGS_TEXTS.tableCaption(1) }).waitFor();

    await search(page, 'nobody-by-this-name');
    await page.getByText(BOOKINGS_TEXTS.empty).waitFor();

    const bookingsCall = (url: URL) => url.pathname === '/api/payment/bookings';
    await page.route(bookingsCall, (route) => route.abort());
    await page.getByRole('button', { name: BOOKINGS_TEXTS.clear }).click();
    await page.getByRole('alert').filter({ hasText: BOOKINGS_TEXTS.failed }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.unroute(bookingsCall);
    await page.getByRole('button', { name: BOOKINGS_TEXTS.retry }).click();
    await page.getByRole('table', { name: BOOKINGS_TEXTS.tableCaption(1) }).waitFor();
    await page.context().close();
  });

  it('lets an employee read the booking but not refund it', async () => {
    const page = await staffPage(EMPLOYEE);
    await page.getByRole('link', { name: guest.firstname }).first().click();
    await page.getByRole('heading', { level: 1, name: BOOKING_DETAIL_TEXTS.title(txnid) }).waitFor();
    await page.getByText(BOOKING_DETAIL_TEXTS.readOnly).waitFor();
    await expect(page.getByLabel(REFUND_FORM_TEXTS.amount).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('works at phone width: bookings as cards and the booking page, nothing wider than the screen', async () => {
    const page = await staffPage(ADMIN, PHONE);
    await page.getByRole('table', { name: BOOKINGS_TEXTS.tableCaption(1) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'bookings-list-390');
    await page.getByRole('link', { name: guest.firstname }).first().click();
    await page.getByRole('heading', { level: 1, name: BOOKING_DETAIL_TEXTS.title(txnid) }).waitFor();
    await page.getByRole('region', { name: BOOKING_DETAIL_TEXTS.history }).getByText(EVENT_TITLES.callback).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'booking-detail-390');
    await page.context().close();
  });
});

describe('refunded in full or cancelled: the places come back, the takings are net', () => {
  const duoRow = (page: Page) => page.getByRole('row', { name: /Duo Room/ });

  async function duoAvailable(page: Page): Promise<string> {
    await visit(page, suite.site.url, '/Account/rooms');
    await page.getByRole('heading', { level: 1, name: 'Retreat rooms' }).waitFor();
    await duoRow(page).waitFor();
    // Cells: name, price, places, bookable, held, paid.
    return (await duoRow(page).getByRole('cell').allInnerTexts()).slice(2, 6).join(' ');
  }

  it('refunding the rest frees the Duo Room, the totals show net takings, the guest is told it is refunded in full', async () => {
    const page = await staffPage(ADMIN);
    await expect(duoAvailable(page)).resolves.toBe('4 3 0 1');
    await visit(page, suite.site.url, `/Account/bookings/${txnid}`);
    await page.getByRole('heading', { level: 1, name: BOOKING_DETAIL_TEXTS.title(txnid) }).waitFor();
    await page.getByText(REFUND_FORM_TEXTS.reasonHint).waitFor();
    await page.getByLabel(REFUND_FORM_TEXTS.reason).fill('Stay cancelled by the guest');
    await page.getByRole('button', { name: REFUND_FORM_TEXTS.review }).click();
    await page.getByRole('button', { name: REFUND_FORM_TEXTS.confirm }).click();
    await page
      .getByRole('status')
      .filter({ hasText: REFUND_FORM_TEXTS.done('₹17,999') })
      .waitFor();
    const history = page.getByRole('region', { name: BOOKING_DETAIL_TEXTS.history });
    await history.getByText(EVENT_TITLES['hold-released']).waitFor();
    await expect(duoAvailable(page)).resolves.toBe('4 4 0 0');

    // The list's totals: money received, refunded, and net.
    await visit(page, suite.site.url, '/Account/bookings');
    const totals = page.getByLabel(BOOKINGS_TEXTS.totalsLabel);
    await totals.getByText(BOOKINGS_TEXTS.net).waitFor();
    await expect(totals.innerText()).resolves.toMatch(/paid\s*₹35,998[\s\S]*refunded\s*₹35,998[\s\S]*net takings\s*₹0/i);

    // The last part's mail says the booking is refunded in full.
    await visit(page, suite.site.url, '/Account/outbox');
    const notice = page
      .getByRole('table', { name: 'Outbox' })
      .getByRole('row')
      .filter({ hasText: PAYMENT_MAIL_TEXTS.refundInFullSubject(txnid) });
    await notice.getByRole('button', { name: /^Open: / }).click();
    const mail = page.getByRole('dialog', { name: PAYMENT_MAIL_TEXTS.refundInFullSubject(txnid) });
    await mail.getByText(PAYMENT_MAIL_TEXTS.refundedInFull('₹35,998')).first().waitFor();
    await page.context().close();
  });

  it('an administrator cancels a paid booking with a reason: its room is free, its record and history stay', async () => {
    const other = { firstname: 'Arjun Rao', email: 'arjun@example.in', phone: '98222 33445' };
    const paid = await guestPays(other);
    const page = await staffPage(ADMIN);
    await expect(duoAvailable(page)).resolves.toBe('4 3 0 1');
    await visit(page, suite.site.url, '/Account/bookings');
    const totals = page.getByLabel(BOOKINGS_TEXTS.totalsLabel);
    await expect(totals.innerText()).resolves.toMatch(/net takings\s*₹35,998/i);
    await shot(page, 'bookings-totals-net-1366');

    await visit(page, suite.site.url, `/Account/bookings/${paid}`);
    await page.getByRole('heading', { level: 1, name: BOOKING_DETAIL_TEXTS.title(paid) }).waitFor();
    const cancel = page.getByRole('region', { name: CANCEL_FORM_TEXTS.title });
    await cancel.getByRole('button', { name: CANCEL_FORM_TEXTS.review }).click();
    await cancel.getByText(BOOKING_MESSAGES.cancelReasonRequired).waitFor();
    await cancel.getByLabel(CANCEL_FORM_TEXTS.reason).fill('Guest rang: dates no longer suit');
    await cancel.getByRole('button', { name: CANCEL_FORM_TEXTS.review }).click();
    await cancel.getByText(CANCEL_FORM_TEXTS.confirmText(other.firstname, 'Duo Room, 2 guests · 3 nights')).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'booking-cancel-confirm-1366');
    await cancel.getByRole('button', { name: CANCEL_FORM_TEXTS.confirm }).click();
    await page.getByRole('status').filter({ hasText: CANCEL_FORM_TEXTS.done }).waitFor();
    await page
      .getByRole('heading', { level: 1, name: BOOKING_DETAIL_TEXTS.title(paid) })
      .locator('xpath=..')
      .getByText('Cancelled', { exact: true })
      .waitFor();
    const facts = page.getByRole('region', { name: BOOKING_DETAIL_TEXTS.payment });
    await expect(facts.innerText()).resolves.toMatch(/Why cancelled\s*Guest rang: dates no longer suit/);
    const history = page.getByRole('region', { name: BOOKING_DETAIL_TEXTS.history });
    await history.getByText(EVENT_TITLES.cancel, { exact: true }).waitFor();
    await history.getByText('Guest rang: dates no longer suit').waitFor();
    // Nothing was refunded: the refund form stays for whatever is due.
    await expect(page.getByLabel(REFUND_FORM_TEXTS.amount).inputValue()).resolves.toBe('35998');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'booking-cancelled-1366');
    await expect(duoAvailable(page)).resolves.toBe('4 4 0 0');
    await page.context().close();

    const phone = await staffPage(ADMIN, PHONE);
    await visit(phone, suite.site.url, `/Account/bookings/${paid}`);
    await phone.getByRole('region', { name: BOOKING_DETAIL_TEXTS.history }).getByText(EVENT_TITLES.cancel, { exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'booking-cancelled-390');
    await phone.context().close();
  });

  it("shows the user role's home without the takings (the service refuses them too)", async () => {
    const USER = { username: 'e2e-usha', password: 'Usha#Reads-Only-9' };
    const admin = await api<{ token: string }>('POST', '/api/auth/login', ADMIN);
    await api('POST', '/api/auth/create', { ...USER, role: 'user' }, admin.token);
    const page = await openPage(suite.browser, DESKTOP);
    await signInStaff(page, suite.site.url, USER, { at: '/Login', landing: '/Account' });
    const overviewCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/payment/overview') overviewCalls.push(request.url());
    });
    await visit(page, suite.site.url, '/Account/home');
    await page.getByRole('link', { name: /New enquiries today/ }).waitFor();
    await expect(page.getByText(HOME_TEXTS.moneyTitle).count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: HOME_TEXTS.perWeekTitle }).count()).resolves.toBe(0);
    expect(overviewCalls).toEqual([]);
    await shot(page, 'staff-home-user-1366');
    await page.context().close();
  });
});
