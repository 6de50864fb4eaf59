/**
 * The retreat details, as a guest's browser sees them against the real payment service
 * and its sandbox provider: the Pay button disabled, with the reason, when the chosen room
 * sells out while the booking modal is open; a room's name given by an administrator on the
 * retreat page; the generic checkout's result page in the agency's frame, not the retreat's;
 * and Back from a result page landing on the page the checkout started from, never on the
 * browser's "Confirm form resubmission" error page.
 */
import type { InventoryItem } from '@agency/contracts';
import { testConfig } from '@agency/test-kit/services';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { solvedCheckoutProof } from './support/proofOfWork';
import { visit } from './support/shellPage';
import { api, seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const suite = startSuite();
const config = testConfig();
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const RETREAT = '/the-awakening-retreat';
const SHOTS_DIR = '/tmp/shots-home';
const visitor = { firstname: 'Rohan', email: 'rohan@example.in', phone: '9876543210' };

const shot = (page: Page, name: string) => screenshot(page, name, true, SHOTS_DIR);

async function roomOf(category: string): Promise<InventoryItem> {
  return (await api<InventoryItem[]>(suite.site.url, 'inventory')).find((item) => item.category === category)!;
}

/** Holds every room left of `category`, each by a guest of its own (other visitors at the provider). */
async function holdTheRest(category: string, members: number): Promise<void> {
  const room = await roomOf(category);
  for (let i = 0; i < room.availableItems; i++) {
    const response = await fetch(`${suite.site.url}/api/payment/v1/initiate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstname: 'Other',
        email: `other${i}@example.in`,
        phone: `91200000${String(i).padStart(2, '0')}`,
        productinfo: 'Retreat',
        category,
        itemId: room._id,
        members,
        proofOfWork: await solvedCheckoutProof(suite.site.url),
      }),
    });
    expect(response.status).toBe(200);
  }
}

async function openRetreat(page: Page): Promise<void> {
  await visit(page, suite.site.url, RETREAT);
  await page
    .getByRole('button', { name: /Book Now: |Sold Out/ })
    .first()
    .waitFor();
}

async function openBooking(page: Page, name: string, members: number): Promise<void> {
  const card = page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await card.getByRole('combobox', { name: 'Guests' }).selectOption(String(members));
  await card.getByRole('button', { name: `Book Now: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Book the ${name}` });
  await dialog.waitFor();
  await dialog.getByLabel('First name').fill(visitor.firstname);
  await dialog.getByLabel('E-mail').fill(visitor.email);
  await dialog.getByLabel('Phone').fill(visitor.phone);
}

/**
 * Back, then the page it must land on. Playwright's goBack resolves on the first navigation
 * it sees: when the result page's app starts during the traversal, the router's replaceState
 * (recording its history index) is that navigation, and goBack returned with the result page
 * still current while the browser was going back. Waiting for the address checks where Back
 * lands whichever comes first; a wrong landing fails on the timeout.
 */
async function goBackTo(page: Page, pathname: string): Promise<void> {
  await page.goBack({ waitUntil: 'domcontentloaded' });
  await page.waitForURL((url) => url.pathname === pathname, { waitUntil: 'domcontentloaded' });
}

describe('retreat details guests notice', () => {
  it('disables Pay, saying why, when the chosen room sells out while the guest fills in the booking', async () => {
    const page = await openPage(suite.browser, DESKTOP);
    await openRetreat(page);
    await openBooking(page, 'Harmony Quad', 4);
    const dialog = page.getByRole('dialog');
    const pay = dialog.getByRole('button', { name: /^Pay ₹/ });
    await expect(pay.isEnabled()).resolves.toBe(true);

    await holdTheRest('Harmony Quad', 4);
    // The modal asks again every few seconds: the reason appears and Pay is disabled.
    const reason = dialog.getByRole('alert').filter({ hasText: 'Sold Out: Harmony Quad has just been booked by other guests' });
    await reason.waitFor({ timeout: 15_000 });
    await expect(pay.isDisabled()).resolves.toBe(true);
    await expect(pay.getAttribute('aria-describedby')).resolves.toBe(await reason.getAttribute('id'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'retreat-sold-out-during-booking-1366');
    await page.context().close();
  });

  it("shows the room's name an administrator gave it", async () => {
    const login = await fetch(`${suite.site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: config.adminUsername, password: config.adminPassword }),
    });
    const { token } = (await login.json()) as { token: string };
    const soulPod = await roomOf('SoulPod');
    const changed = await fetch(`${suite.site.url}/api/inventory/rooms/${soulPod._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'SoulPod Dorm', pricePerPerson: soulPod.items[0].price, places: soulPod.availableItems }),
    });
    expect(changed.status).toBe(200);
    const page = await openPage(suite.browser, PHONE);
    await openRetreat(page);
    await page.getByRole('heading', { level: 3, name: 'SoulPod Dorm', exact: true }).waitFor();
    await openBooking(page, 'SoulPod Dorm', 1);
    await expect(page.getByRole('dialog').locator('dt:text-is("Room") + dd').innerText()).resolves.toBe('SoulPod Dorm');
    await shot(page, 'retreat-named-room-390');
    await page.context().close();
  });

  it("Back from a retreat booking's result page lands on the retreat page", async () => {
    const page = await openPage(suite.browser, DESKTOP);
    await openRetreat(page);
    await openBooking(page, 'Duo Room', 2);
    await Promise.all([
      page.waitForURL('**/api/payment/sandbox/pay'),
      page
        .getByRole('dialog')
        .getByRole('button', { name: /^Pay ₹/ })
        .click(),
    ]);
    await Promise.all([page.waitForURL('**/PaymentSuccess?txnid=*'), page.getByRole('button', { name: 'Pay now' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    await page
      .getByRole('link', { name: /The Awakening Retreat/ })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Back to the retreat' }).waitFor();

    await goBackTo(page, RETREAT);
    await page
      .getByRole('button', { name: /Book Now: |Sold Out/ })
      .first()
      .waitFor();
    await page.context().close();
  });

  it("the generic checkout's result page is the agency's, and Back from it returns to the checkout", async () => {
    const page = await openPage(suite.browser, PHONE);
    await visit(page, suite.site.url, '/PayUCheckout');
    await page.getByLabel('Amount (INR)').fill('4200');
    await page.getByLabel('Product info').fill('Goa trip balance');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('E-mail').fill('asha@example.in');
    await page.getByLabel('Phone').fill('9876543211');
    await Promise.all([page.waitForURL('**/api/payment/sandbox/pay'), page.getByRole('button', { name: 'Proceed to Payment' }).click()]);
    await Promise.all([page.waitForURL('**/PaymentSuccess?txnid=*'), page.getByRole('button', { name: 'Pay now' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    await page.getByText('Paid', { exact: true }).waitFor();
    // The agency's frame and ways on, nothing of the retreat's.
    await expect(page.getByText('The Awakening Retreat').count()).resolves.toBe(0);
    await expect(page.getByText('Back to the retreat').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).resolves.toBe('/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Escape Vacation/ })
      .first()
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'generic-success-390');

    await goBackTo(page, '/PayUCheckout');
    await page.getByRole('button', { name: 'Proceed to Payment' }).waitFor();
    await page.context().close();
  });
});
