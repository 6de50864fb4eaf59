/**
 * The storefront's three enquiry forms as a visitor's browser sees them, through the shell,
 * against the real leads service: the quick-contact pop-up 10 s after the home page loads
 * (once per browser session), the full form at /Form reached from a package's ENQUIRE NOW
 * (its name and price carried) and from a country's 'Make An Enqiry', and the contact page's
 * 'Get In Touch' callback. Each enquiry sent is then found stored, through the staff list
 * call. Also: the spec's validation messages, the failure texts when the submit call fails
 * (made to fail with page.route) with everything typed kept, accessibility at both widths,
 * and screenshots.
 */

import type { Lead, PackageListResponse } from '@agency/contracts';
import { cardPrice, formatRupees } from '@agency/mf-storefront/deals/packageText';
import { POPUP_DELAY_MS, POPUP_SHOWN_KEY, POPUP_SHOWN_VALUE } from '@agency/mf-storefront/enquiry/quickContactTimer';
import {
  CALLBACK_SUCCESS,
  CALLBACK_TITLE,
  ENQUIRY_FAILURE,
  ENQUIRY_FORM_TITLE,
  ENQUIRY_SUCCESS,
  QUICK_CONTACT_FAILURE,
  QUICK_CONTACT_SUCCESS,
} from '@agency/mf-storefront/messages';
import { site as agency } from '@agency/site';
import { testConfig } from '@agency/test-kit/services';
import type { Locator, Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { visit } from './support/shellPage';
import { api, fullPageScreenshot, seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const config = testConfig();
const ADMIN = { username: config.adminUsername, password: config.adminPassword };

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const SUBMIT_PATH = '/api/requests/submit';

const suite = startSuite();
let staffToken: string;

beforeAll(async () => {
  staffToken = (await call<{ token: string }>('POST', '/api/auth/login', ADMIN)).token;
});

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${suite.site.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The stored requests named `firstName`, as staff see them (the staff list call, signed in). */
async function storedFrom(firstName: string): Promise<Lead[]> {
  const all = await call<Lead[]>('GET', '/api/requests/data', undefined, staffToken);
  return all.filter((lead) => lead.Firstname === firstName);
}

/** The submit calls the page makes, from now on. */
function submitCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SUBMIT_PATH) seen.push(request.postData() ?? '');
  });
  return seen;
}

/** A page whose clock the test moves (the pop-up's 10 s), in a fresh browser context. */
async function pageWithClock(size = DESKTOP): Promise<Page> {
  const page = await openPage(suite.browser, size);
  await page.clock.install();
  return page;
}

async function openHome(page: Page): Promise<void> {
  await visit(page, suite.site.url, '/');
  await page.getByRole('heading', { name: 'Our Exclusive Top Deals' }).waitFor();
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Plan your escape with us' });

/** The field labelled `label` (its visible label starts with it). */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));

/** What a screen reader reads as a field's description: its error line. */
async function messageOf(scope: Page | Locator, label: string): Promise<string> {
  const control = field(scope, label);
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const page = 'goto' in scope ? scope : scope.page();
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

describe('the quick-contact pop-up', () => {
  it('opens 10 s after the home page loads, sends a quickContact enquiry that is stored, and comes once per session', async () => {
    const page = await pageWithClock();
    await openHome(page);
    await page.clock.fastForward(POPUP_DELAY_MS - 1_000);
    expect(await popup(page).isVisible()).toBe(false);
    await page.clock.fastForward(1_000);
    const dialog = popup(page);
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), POPUP_SHOWN_KEY)).toBe(POPUP_SHOWN_VALUE);
    // Focus is in the dialog, on its first field.
    expect(await field(dialog, 'Name').evaluate((element) => element === document.activeElement)).toBe(true);

    // Nothing typed: each field names what is missing.
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect(await messageOf(dialog, 'Name')).toBe('Name is required');
    expect(await messageOf(dialog, 'Message')).toBe('Message is required');

    await field(dialog, 'Name').fill('Asha Popup');
    await field(dialog, 'Email').fill('asha.popup@example.in');
    await field(dialog, 'Phone').fill('+91 98765 43210');
    await field(dialog, 'Message').fill('Two weeks in Bali in May, for two');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText(QUICK_CONTACT_SUCCESS).waitFor();
    expect(await field(dialog, 'Message').inputValue()).toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'enquiries-popup-sent-1440');

    const [stored] = await storedFrom('Asha Popup');
    expect(stored).toMatchObject({
      Emailaddress: 'asha.popup@example.in',
      PhoneNumber: '+91 98765 43210',
      travelplans: 'Two weeks in Bali in May, for two',
      way: 'quickContact',
      handleby: 'Public',
      Status: 'Active',
    });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Same session: a reload does not bring it back.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Our Exclusive Top Deals' }).waitFor();
    await page.clock.fastForward(POPUP_DELAY_MS * 2);
    await page.waitForTimeout(500);
    expect(await popup(page).isVisible()).toBe(false);
    await page.context().close();

    // A new browser session: it opens again.
    const fresh = await pageWithClock();
    await openHome(fresh);
    await fresh.clock.fastForward(POPUP_DELAY_MS);
    await popup(fresh).waitFor();
    await popup(fresh).getByRole('button', { name: 'Close' }).click();
    await popup(fresh).waitFor({ state: 'hidden' });
    await fresh.context().close();
  });

  it('shows its failure text when the call fails, keeping what was typed', async () => {
    const page = await pageWithClock(PHONE);
    await page.route(`**${SUBMIT_PATH}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
      }),
    );
    await openHome(page);
    await page.clock.fastForward(POPUP_DELAY_MS);
    const dialog = popup(page);
    await dialog.waitFor();
    await field(dialog, 'Name').fill('Ravi Offline');
    await field(dialog, 'Email').fill('ravi@example.in');
    await field(dialog, 'Phone').fill('9876543210');
    await field(dialog, 'Message').fill('Kerala backwaters in monsoon');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('alert').getByText(QUICK_CONTACT_FAILURE).waitFor();
    expect(await field(dialog, 'Message').inputValue()).toBe('Kerala backwaters in monsoon');
    expect(await dialog.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'enquiries-popup-failed-375');
    expect(await storedFrom('Ravi Offline')).toEqual([]);
    await page.context().close();
  });
});

describe('the enquiry form (/Form)', () => {
  it("from a package's ENQUIRE NOW: carries its name and price, keeps its duration, and the enquiry is stored", async () => {
    const { data } = await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=1');
    const pkg = data[0];
    const page = await openPage(suite.browser, DESKTOP);
    await visit(page, suite.site.url, `/package-detail/${pkg._id}`);
    await page.getByRole('link', { name: 'ENQUIRE NOW', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: ENQUIRY_FORM_TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/Form');

    const subject = page.getByRole('region', { name: pkg.packageName });
    expect(await subject.innerText()).toContain(`from ${formatRupees(cardPrice(pkg))} per person`);
    const duration = field(page, 'Duration');
    expect(await duration.isDisabled()).toBe(true);
    expect(await duration.inputValue()).toBe(String(pkg.duration));
    expect(await field(page, 'Class offer').inputValue()).toBe('Economy');

    await field(page, 'First name').fill('Rohan Package');
    await field(page, 'Last name').fill('Mehta');
    await field(page, 'Email address').fill('rohan.package@example.in');
    await field(page, 'Phone number').fill('98765 43210');
    await field(page, 'Adults').fill('2');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await page.getByText(ENQUIRY_SUCCESS).waitFor();
    expect(await field(page, 'First name').inputValue()).toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fullPageScreenshot(page, 'enquiries-form-package-1440');

    const [stored] = await storedFrom('Rohan Package');
    expect(stored).toMatchObject({
      Lastname: 'Mehta',
      Name: pkg.packageName,
      package_id: pkg._id,
      Duration: pkg.duration,
      classoffer: 'Economy',
      Whoistravelling: 2,
      calltime: '9 am to 12pm',
      way: 'Direct website',
      handleby: 'Public',
      Status: 'Active',
    });
    await page.context().close();
  });

  it("from a country's 'Make An Enqiry': the destination filled in, the duration the visitor's, the trip details stored", async () => {
    const page = await openPage(suite.browser, PHONE);
    await visit(page, suite.site.url, '/Thailand');
    await page.getByRole('link', { name: 'Make An Enqiry' }).click();
    await page.getByRole('heading', { level: 1, name: ENQUIRY_FORM_TITLE }).waitFor();
    expect(await field(page, 'Destination').inputValue()).toBe('Thailand');
    expect(await field(page, 'Duration').isEnabled()).toBe(true);

    await field(page, 'First name').fill('Meera Country');
    await field(page, 'Last name').fill('Iyer');
    await field(page, 'Email address').fill('meera.country@example.in');
    await field(page, 'Phone number').fill('044 2345 6789');
    await field(page, 'Duration').fill('9');
    await field(page, 'Travel date').fill('2030-01-20');
    await field(page, 'Airport').selectOption('Chennai (MAA)');
    await field(page, 'Adults').fill('2');
    await field(page, 'Children').fill('1');
    await field(page, 'Infants').fill('1');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fullPageScreenshot(page, 'enquiries-form-destination-375');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await page.getByText(ENQUIRY_SUCCESS).waitFor();

    const [stored] = await storedFrom('Meera Country');
    expect(stored).toMatchObject({
      Countryname: 'Thailand',
      Duration: 9,
      Date: '2030-01-20',
      Airport: 'Chennai (MAA)',
      Whoistravelling: 2,
      Whoistravellingchildren: 1,
      WhoistravellingInfants: 1,
      way: 'Direct website',
    });
    expect(stored).not.toHaveProperty('package_id');
    await page.context().close();
  });

  it('names each wrong field with the spec’s message and sends nothing until they are right', async () => {
    const page = await openPage(suite.browser, DESKTOP);
    const sent = submitCalls(page);
    await visit(page, suite.site.url, '/Thailand');
    await page.getByRole('link', { name: 'Make An Enqiry' }).click();
    await page.getByRole('heading', { level: 1, name: ENQUIRY_FORM_TITLE }).waitFor();
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    expect(await messageOf(page, 'First name')).toBe('First name is required');
    expect(await messageOf(page, 'Last name')).toBe('Last name is required');
    expect(await messageOf(page, 'Email address')).toBe('Email address is required');
    expect(await messageOf(page, 'Phone number')).toBe('Phone number is required');

    await field(page, 'First name').fill('Kabir');
    await field(page, 'Last name').fill('Shah');
    await field(page, 'Email address').fill('kabir@');
    await field(page, 'Phone number').fill('12ab');
    await field(page, 'Duration').fill('0');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    expect(await messageOf(page, 'First name')).toBe('');
    expect(await messageOf(page, 'Email address')).toBe('Please enter a valid email address');
    expect(await messageOf(page, 'Phone number')).toBe('Please enter a valid phone number');
    expect(await messageOf(page, 'Duration')).toBe('Between 1 and 100 days. Duration must be between 1 and 100');
    await screenshot(page, 'enquiries-form-invalid-1440');
    expect(sent).toEqual([]);
    await page.context().close();
  });

  it("shows 'Error submitting form' when the call fails, keeps every value, and sends once it answers again", async () => {
    const page = await openPage(suite.browser, DESKTOP);
    await page.route(`**${SUBMIT_PATH}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
      }),
    );
    await visit(page, suite.site.url, '/Thailand');
    await page.getByRole('link', { name: 'Make An Enqiry' }).click();
    await page.getByRole('heading', { level: 1, name: ENQUIRY_FORM_TITLE }).waitFor();
    await field(page, 'First name').fill('Vikram Retry');
    await field(page, 'Last name').fill('Rao');
    await field(page, 'Email address').fill('vikram@example.in');
    await field(page, 'Phone number').fill('9876543210');
    await field(page, 'Duration').fill('12');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await page.getByRole('alert').getByText(ENQUIRY_FAILURE).waitFor();
    expect(await field(page, 'First name').inputValue()).toBe('Vikram Retry');
    expect(await field(page, 'Duration').inputValue()).toBe('12');
    expect(await storedFrom('Vikram Retry')).toEqual([]);

    await page.unroute(`**${SUBMIT_PATH}`);
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await page.getByText(ENQUIRY_SUCCESS).waitFor();
    expect(await page.getByText(ENQUIRY_FAILURE).count()).toBe(0);
    const stored = await storedFrom('Vikram Retry');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ Lastname: 'Rao', Duration: 12 });
    await page.context().close();
  });
});

describe('the Contact page', () => {
  it("reached from the side menu's Enquire Now (/Contact): tap-to-call, and a callback request that is stored", async () => {
    const page = await openPage(suite.browser, PHONE);
    await visit(page, suite.site.url, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Enquire Now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/Contact');
    const phoneBanner = page.getByRole('region', { name: 'Speak to a travel specialist' });
    expect(await phoneBanner.getByRole('link', { name: `Call us on ${agency.phone.display}` }).getAttribute('href')).toBe(
      `tel:${agency.phone.e164}`,
    );

    const form = page.getByRole('form', { name: CALLBACK_TITLE });
    expect(await field(form, 'Preferred call time').inputValue()).toBe('9 am to 12pm');
    expect(await field(form, 'How did you find us\\?').inputValue()).toBe('Direct website');
    await field(form, 'First name').fill('Nisha Callback');
    await field(form, 'Last name').fill('Verma');
    await field(form, 'Email').fill('nisha@example.in');
    await field(form, 'Phone').fill('+91 99887 76655');
    await field(form, 'Preferred call time').selectOption('Today');
    await field(form, 'How did you find us\\?').selectOption('Facebook');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fullPageScreenshot(page, 'enquiries-contact-375');
    await form.getByRole('button', { name: 'Request a Callback' }).click();
    await page.getByText(CALLBACK_SUCCESS).waitFor();
    expect(await field(form, 'First name').inputValue()).toBe('');

    const [stored] = await storedFrom('Nisha Callback');
    expect(stored).toMatchObject({
      Lastname: 'Verma',
      Emailaddress: 'nisha@example.in',
      PhoneNumber: '+91 99887 76655',
      calltime: 'Today',
      way: 'Facebook',
      handleby: 'Public',
      Status: 'Active',
    });
    await page.context().close();
  });

  it("shows 'Error submitting form' when the call fails and keeps the answers; no serious axe violations at 1440 px", async () => {
    const page = await openPage(suite.browser, DESKTOP);
    const sent = submitCalls(page);
    await page.route(`**${SUBMIT_PATH}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"statusCode":503,"error":"Service Unavailable","message":"down"}',
      }),
    );
    await visit(page, suite.site.url, '/contact');
    const form = page.getByRole('form', { name: CALLBACK_TITLE });
    await form.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Request a Callback' }).click();
    expect(await messageOf(form, 'Last name')).toBe('Last name is required');
    expect(sent).toEqual([]);

    await field(form, 'First name').fill('Arjun Down');
    await field(form, 'Last name').fill('Nair');
    await field(form, 'Email').fill('arjun@example.in');
    await field(form, 'Phone').fill('9876543210');
    await field(form, 'How did you find us\\?').selectOption('Advertisement');
    await form.getByRole('button', { name: 'Request a Callback' }).click();
    await form.getByRole('alert').getByText(ENQUIRY_FAILURE).waitFor();
    expect(await field(form, 'Last name').inputValue()).toBe('Nair');
    expect(await field(form, 'How did you find us\\?').inputValue()).toBe('Advertisement');
    expect(sent).toHaveLength(1);
    await fullPageScreenshot(page, 'enquiries-contact-failed-1440');
    expect(await storedFrom('Arjun Down')).toEqual([]);
    await page.context().close();
  });
});
