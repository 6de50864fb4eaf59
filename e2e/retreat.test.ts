/**
 * The Awakening Retreat as a visitor's browser sees it, through the shell, against the
 * real payment service and its sandbox provider: booking a room and paying, a failed
 * payment giving the room back, a sold-out room, the generic checkout, the PayForm,
 * accessibility, the security policy, and screenshots at phone and desktop widths.
 */

import type { InventoryItem, PaymentInitiateResponse, PaymentStatusResponse, RoomCategory } from '@agency/contracts';
import { SANDBOX_DECLINE_MESSAGE } from '@agency/payment/sandbox/routes';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { solvedCheckoutProof } from './support/proofOfWork';
import { visit } from './support/shellPage';
import { api, fullPageScreenshot, seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const suite = startSuite();

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const RETREAT = '/the-awakening-retreat';
const visitor = { firstname: 'Rohan', email: 'rohan@example.in', phone: '9876543210' };

/** A fresh page that remembers every security-policy complaint the browser makes. */
async function openWatched(size = DESKTOP): Promise<{ page: Page; blocked: string[] }> {
  const page = await openPage(suite.browser, size);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  return { page, blocked };
}

async function available(category: RoomCategory): Promise<number> {
  const inventory = await api<InventoryItem[]>(suite.site.url, 'inventory');
  return inventory.find((item) => item.category === category)?.availableItems ?? 0;
}

async function paymentStatus(txnid: string): Promise<PaymentStatusResponse> {
  return api<PaymentStatusResponse>(suite.site.url, `payment/v1/status/${txnid}`);
}

/** A room card on the retreat page, by its heading. */
function roomCard(page: Page, category: RoomCategory) {
  return page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name: category, exact: true }) });
}

async function openRetreat(page: Page): Promise<void> {
  await visit(page, suite.site.url, RETREAT);
  await page.getByRole('heading', { level: 3, name: 'SoulPod', exact: true }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Choose your room' }).waitFor();
  // The room cards appear once the inventory has answered.
  await page
    .getByRole('button', { name: /Book Now: |Sold Out/ })
    .first()
    .waitFor();
}

/** Opens the booking modal for a room with a guest count, and fills in the visitor. */
async function fillBooking(page: Page, category: RoomCategory, members: number): Promise<void> {
  const card = roomCard(page, category);
  await card.getByRole('combobox', { name: 'Guests' }).selectOption(String(members));
  await card.getByRole('button', { name: `Book Now: ${category}` }).click();
  const dialog = page.getByRole('dialog', { name: `Book the ${category}` });
  await dialog.waitFor();
  await dialog.getByLabel('First name').fill(visitor.firstname);
  await dialog.getByLabel('E-mail').fill(visitor.email);
  await dialog.getByLabel('Phone').fill(visitor.phone);
}

/** Submits the modal and waits for the sandbox's hosted page; answers the txnid it shows. */
async function payOnSandbox(page: Page, submit: () => Promise<void>): Promise<string> {
  await Promise.all([page.waitForURL('**/api/payment/sandbox/pay'), submit()]);
  await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
  return (await page.locator('dt:text-is("Transaction ID") + dd').innerText()).trim();
}

describe('booking the retreat', () => {
  it('a visitor books a Duo Room for 3, pays on the sandbox page and lands on Payment Successful! with the txnid', async () => {
    const { page, blocked } = await openWatched();
    const before = await available('Duo Room');
    await openRetreat(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fullPageScreenshot(page, 'retreat-page-1440');

    const card = roomCard(page, 'Duo Room');
    await card.getByRole('combobox', { name: 'Guests' }).selectOption('3');
    await expect(card.getByText('Total').innerText()).resolves.toMatch(/₹53,997/);
    await fillBooking(page, 'Duo Room', 3);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Amount (INR)').locator('xpath=following-sibling::dd').innerText()).resolves.toBe('₹53,997');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'retreat-modal-1440');

    const txnid = await payOnSandbox(page, () => dialog.getByRole('button', { name: 'Pay ₹53,997' }).click());
    await expect(page.getByText('₹53,997.00').isVisible()).resolves.toBe(true);
    await expect(page.getByText('The Awakening Retreat - Duo Room').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Escape Vacation').first().isVisible()).resolves.toBe(true);
    // Held while the visitor is at the provider.
    expect(await available('Duo Room')).toBe(before - 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'retreat-sandbox-1440');

    await Promise.all([page.waitForURL(`**/PaymentSuccess?txnid=${txnid}`), page.getByRole('button', { name: 'Pay now' }).click()]);
    await page.waitForSelector('[data-remote="retreat"]');
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    await expect(page.getByText('Thank you for your payment. Your booking is confirmed.').isVisible()).resolves.toBe(true);
    await expect(page.locator('dt:text-is("Transaction ID") + dd').innerText()).resolves.toBe(txnid);
    await page.getByText('Paid', { exact: true }).waitFor();
    await expect(page.locator('dt:text-is("Guests") + dd').innerText()).resolves.toBe('3');
    await expect(page.locator('dt:text-is("Room") + dd').innerText()).resolves.toBe('Duo Room');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'retreat-success-1440');

    expect(await paymentStatus(txnid)).toMatchObject({ status: 'success', amount: 53997, members: 3 });
    expect(await available('Duo Room')).toBe(before - 1);
    expect(blocked).toEqual([]);
    await page.context().close();
  });

  it('another visitor fails the payment, lands on Payment Failed with the error, and the room comes back', async () => {
    const { page, blocked } = await openWatched();
    const before = await available('Duo Room');
    await openRetreat(page);
    await fillBooking(page, 'Duo Room', 2);
    const txnid = await payOnSandbox(page, () => page.getByRole('dialog').getByRole('button', { name: 'Pay ₹35,998' }).click());
    expect(await available('Duo Room')).toBe(before - 1);

    await Promise.all([page.waitForURL('**/PaymentFailed?**'), page.getByRole('button', { name: 'Fail payment' }).click()]);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('txnid')).toBe(txnid);
    expect(landed.searchParams.get('error')).toBe(SANDBOX_DECLINE_MESSAGE);
    await page.getByRole('heading', { level: 1, name: 'Payment Failed' }).waitFor();
    await expect(page.getByText('Your payment was not successful. Please try again.').isVisible()).resolves.toBe(true);
    await expect(page.locator('dt:text-is("Error") + dd').innerText()).resolves.toBe(SANDBOX_DECLINE_MESSAGE);
    await page.getByText('Not paid', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'retreat-failed-1440');

    expect(await available('Duo Room')).toBe(before);
    // Try Again leads back to the rooms, where the count shows the room free again.
    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.getByRole('heading', { level: 3, name: 'Duo Room', exact: true }).waitFor();
    expect(blocked).toEqual([]);
    await page.context().close();
  });

  it('a sold-out category shows Sold Out and cannot be booked', async () => {
    // Every Harmony Quad is held by visitors at the provider.
    const left = await available('Harmony Quad');
    const inventory = await api<InventoryItem[]>(suite.site.url, 'inventory');
    const quad = inventory.find((item) => item.category === 'Harmony Quad')!;
    for (let i = 0; i < left; i++) {
      const response = await fetch(`${suite.site.url}/api/payment/v1/initiate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Different guests: one guest's new checkout would replace their open one. Each brings its proof of work, as a browser.
        body: JSON.stringify({
          ...visitor,
          email: `quad${i}@example.in`,
          phone: `91000000${String(i).padStart(2, '0')}`,
          productinfo: 'Retreat',
          category: 'Harmony Quad',
          itemId: quad._id,
          members: 4,
          proofOfWork: await solvedCheckoutProof(suite.site.url),
        }),
      });
      expect(response.status).toBe(200);
    }
    expect(await available('Harmony Quad')).toBe(0);

    const { page } = await openWatched();
    await openRetreat(page);
    const card = roomCard(page, 'Harmony Quad');
    await expect(card.getByRole('button', { name: 'Sold Out' }).isDisabled()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: /Book Now/ }).count()).resolves.toBe(0);
    await expect(card.getByRole('combobox').count()).resolves.toBe(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'retreat-sold-out-1440');

    // And the server refuses it even if a browser tried.
    const refused = await fetch(`${suite.site.url}/api/payment/v1/initiate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...visitor,
        productinfo: 'Retreat',
        category: 'Harmony Quad',
        itemId: quad._id,
        members: 4,
        proofOfWork: await solvedCheckoutProof(suite.site.url),
      }),
    });
    expect(refused.status).toBe(409);
    await page.context().close();
  });

  it('the generic checkout completes a payment through the same API', async () => {
    const { page, blocked } = await openWatched();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).origin);
    });
    await visit(page, suite.site.url, '/PayUCheckout');
    await page.getByRole('heading', { level: 1, name: /PayU/ }).waitFor();
    await page.getByLabel('Amount (INR)').fill('2500');
    await page.getByLabel('Product info').fill('Rajasthan tour deposit');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('E-mail').fill('asha@example.in');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Reference ID (optional)').fill('REF-42');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'retreat-checkout-1440');

    const txnid = await payOnSandbox(page, () => page.getByRole('button', { name: 'Proceed to Payment' }).click());
    await expect(page.getByText('₹2,500.00').isVisible()).resolves.toBe(true);
    await Promise.all([page.waitForURL(`**/PaymentSuccess?txnid=${txnid}`), page.getByRole('button', { name: 'Pay now' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    await page.getByText('Paid', { exact: true }).waitFor();
    await expect(page.locator('dt:text-is("Product") + dd').innerText()).resolves.toBe('Rajasthan tour deposit');
    expect(await paymentStatus(txnid)).toMatchObject({ status: 'success', amount: 2500, productinfo: 'Rajasthan tour deposit' });
    expect(new Set(calls)).toEqual(new Set([suite.site.url]));
    expect(blocked).toEqual([]);
    await page.context().close();
  });
});

describe('the other retreat screens', () => {
  it('the PayForm shows Secured Payments and sends nothing', async () => {
    const { page } = await openWatched();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await visit(page, suite.site.url, '/PayForm');
    await page.getByRole('heading', { level: 1, name: 'Secured Payments' }).waitFor();
    const fill: Record<string, string> = {
      'Full name': 'Asha Verma',
      'Booking reference': 'AWR-1',
      'E-mail': 'asha@example.in',
      Phone: '9876543210',
      Amount: '120',
      'Name on card': 'ASHA VERMA',
      'Card number': '4111111111111111',
      CVV: '123',
      'Address 1': '1 High Street',
      City: 'London',
      Postcode: 'SW1A 1AA',
    };
    for (const [label, value] of Object.entries(fill)) await page.getByLabel(label, { exact: true }).fill(value);
    const logged = page.waitForEvent('console', (message) => message.text().includes('nothing sent'));
    await page.getByRole('button', { name: 'Pay with Card' }).click();
    await logged;
    await page.getByText('This demonstration form has not sent anything', { exact: false }).waitFor();
    expect(posts).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fullPageScreenshot(page, 'retreat-payform-1440');
    await page.context().close();
  });

  it('works at 375 px: the retreat page, the modal, the sandbox page and both result pages', async () => {
    const { page, blocked } = await openWatched(PHONE);
    await openRetreat(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fullPageScreenshot(page, 'retreat-page-375');

    await fillBooking(page, 'SoulPod', 2);
    await screenshot(page, 'retreat-modal-375');
    const paid = await payOnSandbox(page, () => page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click());
    await screenshot(page, 'retreat-sandbox-375');
    await Promise.all([page.waitForURL('**/PaymentSuccess?**'), page.getByRole('button', { name: 'Pay now' }).click()]);
    await page.getByText('Paid', { exact: true }).waitFor();
    await screenshot(page, 'retreat-success-375');

    await openRetreat(page);
    await fillBooking(page, 'SoulPod', 1);
    const failed = await payOnSandbox(page, () => page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click());
    await Promise.all([page.waitForURL('**/PaymentFailed?**'), page.getByRole('button', { name: 'Fail payment' }).click()]);
    await page.getByText('Not paid', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'retreat-failed-375');
    expect([(await paymentStatus(paid)).status, (await paymentStatus(failed)).status]).toEqual(['success', 'failure']);
    expect(blocked).toEqual([]);
    await page.context().close();
  });

  it('a result page opened for the wrong outcome shows what the server knows', async () => {
    const started = await fetch(`${suite.site.url}/api/payment/v1/initiate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...visitor, amount: 10, productinfo: 'Deposit' }),
    });
    const { paymentData } = (await started.json()) as PaymentInitiateResponse;
    const { page } = await openWatched();
    // Nobody paid, yet the address claims success.
    await visit(page, suite.site.url, `/PaymentSuccess?txnid=${paymentData.txnid}`);
    await page.getByRole('heading', { level: 1, name: 'Payment Not Confirmed Yet' }).waitFor();
    await expect(page.getByText('Awaiting confirmation', { exact: true }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
