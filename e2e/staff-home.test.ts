/**
 * The staff home, staff navigation and retreat rooms screen, through the shell, against
 * the real services: an employee's home with today's figures and the two charts (with their
 * text alternatives), the navigation marking the page; the rooms read by an employee (no
 * editing) and changed by an administrator (the floor of held and paid places refused with the
 * server's words, a change saved and listed with who, before and after); loading and error
 * states with a retry; accessibility and no sideways scrolling at 1366 and 390 px; screenshots.
 */
import { type InventoryItem, placesBelowFloor } from '@agency/contracts';
import type { Page } from 'playwright-core';
import { holdCalls, openPage, screenshot } from './support/browser';
import { solvedCheckoutProof } from './support/proofOfWork';
import { visit } from './support/shellPage';
import { ADMIN, type Credentials, type SignInScreen, signInStaff } from './support/staffSignIn';
import { seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const EMPLOYEE = { username: 'meera.desk', password: 'Lotus-Harbour-Kite-88' };
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SHOTS_DIR = '/tmp/shots-home';

const suite = startSuite();

const shot = (page: Page, name: string) => screenshot(page, name, true, SHOTS_DIR);

async function api<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  form = false,
): Promise<{ status: number; body: T; text: string }> {
  const response = await fetch(`${suite.site.url}${url}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed as T, text };
}

async function inventory(): Promise<InventoryItem[]> {
  return (await api<InventoryItem[]>('GET', '/api/inventory')).body;
}

/** A retreat booking started (a hold) by a guest of its own; answers the provider fields. */
async function hold(category: string, members: number, n: number): Promise<Record<string, string>> {
  const room = (await inventory()).find((item) => item.category === category)!;
  const guest = { firstname: `Guest${n}`, email: `guest${n}@example.in`, phone: `98100000${String(n).padStart(2, '0')}` };
  const proofOfWork = await solvedCheckoutProof(suite.site.url);
  const started = await api<{ paymentData: Record<string, string> }>('POST', '/api/payment/v1/initiate', {
    ...guest,
    productinfo: 'Retreat',
    category,
    itemId: room._id,
    members,
    proofOfWork,
  });
  expect(started.status).toBe(200);
  return started.body.paymentData;
}

/** A retreat booking paid through the sandbox provider, as a guest's browser would. */
async function paidBooking(category: string, members: number, n: number): Promise<void> {
  const paymentData = await hold(category, members, n);
  const handBack = await api('POST', '/api/payment/sandbox/complete', { txnid: paymentData.txnid, outcome: 'success' }, undefined, true);
  expect(handBack.status).toBe(200);
  const action = /<form id="hand-back" method="post" action="([^"]+)">/.exec(handBack.text)![1];
  const fields = Object.fromEntries(
    [...handBack.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
  );
  const returned = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(returned.status).toBe(303);
  expect(returned.headers.get('location')).toContain('/PaymentSuccess');
}

beforeAll(async () => {
  const admin = await api<{ token: string }>('POST', '/api/auth/login', ADMIN);
  expect((await api('POST', '/api/auth/create', { ...EMPLOYEE, role: 'employee' }, admin.body.token)).status).toBe(200);
  for (let i = 0; i < 3; i++) {
    const enquiry = {
      Firstname: `Visitor ${i}`,
      Emailaddress: `visitor${i}@example.in`,
      PhoneNumber: `+91 98450 1234${i}`,
      travelplans: 'Ten days in Kerala in January',
      way: 'quickContact',
      handleby: 'Public',
      Status: 'Active',
    };
    const sent = await api('POST', '/api/requests/submit', enquiry);
    expect(sent.status).toBe(200);
  }
  await paidBooking('Duo Room', 2, 1);
});

const signIn = (page: Page, at: SignInScreen, credentials: Credentials, landing: string) =>
  signInStaff(page, suite.site.url, credentials, { at, landing });

const staffNav = (page: Page) => page.getByRole('navigation', { name: 'Staff sections' });

async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('the staff home', () => {
  it("shows an employee today's figures and the two charts, reached from the staff navigation", async () => {
    const page = await openPage(suite.browser, DESKTOP);
    await signIn(page, '/Login', EMPLOYEE, '/Account');
    const nav = staffNav(page);
    await expect(nav.getByRole('link', { name: 'Leads' }).getAttribute('aria-current')).resolves.toBe('page');
    // An employee is not offered the administrators' and managers' pages.
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Home', 'Leads', 'Bookings', 'Rooms']);

    await nav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/Account/home');
    await page.getByRole('heading', { level: 1, name: 'Staff home' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe('page');
    const newToday = page.getByRole('link', { name: /New enquiries today/ });
    await expect(newToday.innerText()).resolves.toMatch(/New enquiries today\s+3\b/);
    await expect(newToday.getAttribute('href')).resolves.toBe('/Account');
    await expect(page.getByRole('link', { name: /Bookings paid today/ }).innerText()).resolves.toMatch(/Bookings paid today\s+1\s+₹35,998/);
    await expect(page.getByRole('link', { name: /This month’s net takings/ }).innerText()).resolves.toMatch(/₹35,998\s+1 booking/);
    // Duo Room: 4 rooms, 1 paid: 3 left, not low; Harmony Quad has 3 of 3: not low either.
    await page.getByText('Every room has more than 2 left.').waitFor();

    // Each chart: a summary in words, the drawing (uPlot's canvas), and the figures as a table.
    const perDay = page.getByRole('region', { name: 'Enquiries per day, last 30 days' });
    await perDay
      .getByText(/^3 enquiries in the last 30 days; the busiest day was .+ with 3\.$/)
      .first()
      .waitFor();
    await perDay.locator('canvas').first().waitFor();
    await expect(perDay.getByRole('img').getAttribute('aria-label')).resolves.toMatch(/^3 enquiries in the last 30 days/);
    await perDay.getByText('Show the figures as a table').click();
    await expect(perDay.getByRole('table').getByRole('row').count()).resolves.toBe(31);
    const perWeek = page.getByRole('region', { name: 'Net takings per week' });
    await perWeek
      .getByText(/^₹35,998 net taken in the last five weeks; the best week began .+ with ₹35,998\.$/)
      .first()
      .waitFor();
    await perWeek.locator('canvas').first().waitFor();

    expect(await seriousAxeViolations(page)).toEqual([]);
    await noSidewaysScroll(page, DESKTOP.width);
    await shot(page, 'staff-home-1366');
    await page.context().close();
  });

  it('works at 390 px: the navigation scrolls sideways, figures and charts fit the screen', async () => {
    const page = await openPage(suite.browser, PHONE);
    await signIn(page, '/Login', EMPLOYEE, '/Account');
    await visit(page, suite.site.url, '/Account/home');
    await page.getByRole('heading', { level: 1, name: 'Staff home' }).waitFor();
    await page.getByRole('region', { name: 'Net takings per week' }).locator('canvas').first().waitFor();
    await noSidewaysScroll(page, PHONE.width);
    // Every link of the navigation can be reached (the row scrolls inside itself).
    await staffNav(page).getByRole('link', { name: 'Rooms' }).scrollIntoViewIfNeeded();
    await expect(staffNav(page).getByRole('link', { name: 'Rooms' }).isVisible()).resolves.toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'staff-home-390');
    await page.context().close();
  });

  it('says so while the figures load, and offers a retry when they cannot be loaded', async () => {
    const page = await openPage(suite.browser, DESKTOP);
    await signIn(page, '/Login', EMPLOYEE, '/Account');
    const held = await holdCalls(page, (url) => url.pathname === '/api/requests/overview');
    const paymentOverview = (url: URL) => url.pathname === '/api/payment/overview';
    await page.route(paymentOverview, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'The payment service is busy' }),
      }),
    );
    await staffNav(page).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('status').filter({ hasText: 'Loading the figures...' }).first().waitFor();
    await page.getByRole('alert').filter({ hasText: 'We could not load the booking figures just now.' }).first().waitFor();
    await shot(page, 'staff-home-error-1366');
    held.release();
    await page.unroute(paymentOverview);
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await page.getByRole('link', { name: /Bookings paid today/ }).waitFor();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not load' }).count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('the retreat rooms screen', () => {
  it('shows an employee the live places of each room, without editing', async () => {
    const page = await openPage(suite.browser, DESKTOP);
    await signIn(page, '/Login', EMPLOYEE, '/Account');
    await staffNav(page).getByRole('link', { name: 'Rooms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Retreat rooms' }).waitFor();
    const duo = page.getByRole('row', { name: /Duo Room/ });
    await duo.waitFor();
    await expect(duo.getByRole('cell').allInnerTexts()).resolves.toEqual(['Duo Room\na room per booking', '₹17,999', '4', '3', '0', '1']);
    await page.getByText('Only administrators can change rooms.', { exact: false }).waitFor();
    await expect(page.getByRole('button', { name: /^Edit / }).count()).resolves.toBe(0);
    await page.getByText('No room has been changed yet.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'rooms-employee-1366');
    await page.context().close();
  });

  it('lets an administrator change a room, refusing places below what is held and paid with the reason', async () => {
    const page = await openPage(suite.browser, DESKTOP);
    await signIn(page, '/Log', ADMIN, '/admin');
    const held = await holdCalls(page, (url) => url.pathname === '/api/inventory/rooms');
    await staffNav(page).getByRole('link', { name: 'Rooms' }).click();
    await page.getByRole('status').filter({ hasText: 'Loading the rooms...' }).waitFor();
    held.release();
    await page.getByRole('button', { name: 'Edit Duo Room' }).click();
    const editor = page.getByRole('region', { name: 'Change Duo Room' });
    await editor.getByText('At least 1: that many rooms are held or paid.').waitFor();

    // Below the floor the form says why and sends nothing.
    await editor.getByLabel('Places').fill('0');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText(placesBelowFloor(1, 0, 1)).waitFor();

    // A guest starts a checkout meanwhile: the server's floor is now 2, and its refusal is shown.
    await hold('Duo Room', 2, 2);
    await editor.getByLabel('Places').fill('1');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor
      .getByRole('alert')
      .filter({ hasText: `The room was not changed: ${placesBelowFloor(2, 1, 1)}` })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'rooms-admin-refused-1366');

    // A real change: new name, price and one more room.
    await editor.getByLabel('Name guests see').fill('Garden Duo');
    await editor.getByLabel('Price per person (₹)').fill('18999');
    await editor.getByLabel('Places').fill('5');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Room saved: Garden Duo' }).waitFor();
    const row = page.getByRole('row', { name: /Garden Duo/ }).first();
    await expect(row.getByRole('cell').nth(1).innerText()).resolves.toBe('₹18,999');
    const change = page.getByRole('table', { name: 'Changes of the rooms, newest first' }).getByRole('row').nth(1);
    await expect(change.innerText()).resolves.toMatch(new RegExp(`${ADMIN.username} \\(admin\\)`));
    await expect(change.innerText()).resolves.toContain('Name: Duo Room → Garden Duo');
    await expect(change.innerText()).resolves.toContain('Price per person: ₹17,999 → ₹18,999');
    await expect(change.innerText()).resolves.toContain('Places: 4 → 5');
    // Guests see the new name and price on the retreat page's inventory.
    expect((await inventory()).find((item) => item.category === 'Duo Room')).toMatchObject({
      name: 'Garden Duo',
      availableItems: 3,
      items: [{ price: 18999 }],
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await noSidewaysScroll(page, DESKTOP.width);
    await shot(page, 'rooms-admin-1366');
    await page.context().close();
  });

  it('works at 390 px: rooms and changes as cards, the editor in one column', async () => {
    const page = await openPage(suite.browser, PHONE);
    await signIn(page, '/Log', ADMIN, '/admin');
    await visit(page, suite.site.url, '/Account/rooms');
    await page.getByRole('heading', { level: 1, name: 'Retreat rooms' }).waitFor();
    await page.getByRole('button', { name: 'Edit SoulPod' }).click();
    await page.getByRole('region', { name: 'Change SoulPod' }).waitFor();
    await noSidewaysScroll(page, PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'rooms-admin-390');
    await page.context().close();
  });

  it('offers a retry when the rooms cannot be loaded', async () => {
    const page = await openPage(suite.browser, PHONE);
    await signIn(page, '/Login', EMPLOYEE, '/Account');
    const staffRooms = (url: URL) => url.pathname === '/api/inventory/rooms';
    await page.route(staffRooms, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'The payment service is busy' }),
      }),
    );
    await staffNav(page).getByRole('link', { name: 'Rooms' }).click();
    await page.getByRole('alert').filter({ hasText: 'We could not load the rooms just now. The payment service is busy' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'rooms-error-390');
    await page.unroute(staffRooms);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('row', { name: /SoulPod/ }).waitFor();
    await page.context().close();
  });
});
