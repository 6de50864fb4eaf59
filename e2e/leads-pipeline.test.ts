/**
 * The lead pipeline as staff see it, through the shell, against the real leads and auth
 * services: enquiries sent by the public submit call appear in the employee's Requests within
 * one polling interval; a claimed one moves to Account and, confirmed, to Confirmed; a deleted
 * one shows under Deleted; a rejected one goes back to Requests; of two employees claiming the
 * same request at once, one gets it and the other is told clearly; the administrator works
 * the same screen in the admin screen's Leads tab. The lists come a page at a time (the last
 * tests send more than a page), and a deleted employee's requests read as a former employee's
 * until an administrator returns them to the pool. The visitor's forms have their own tests:
 * here the enquiries are sent by the call those forms make.
 */
import { request as httpRequest } from 'node:http';
import { CALL_TIMES, DEFAULT_CLASS_OFFER, type EnquiryRequest, FULL_FORM_WAY, LEAD_MESSAGES, QUICK_CONTACT_WAY } from '@agency/contracts';
import { LEADS_PER_PAGE } from '@agency/mf-backoffice/leads/leadsApi';
import { POLLING_MS } from '@agency/mf-backoffice/leads/tabs';
import {
  FETCH_REQUESTS_FAILED,
  formerEmployee,
  LEAD_ACTION_TEXTS,
  LEAD_TAB_TEXTS,
  leadActionFailed,
  leadPaging,
  NO_REQUESTS,
  REFRESH_DATA,
  REQUEST_DETAILS,
  RETURN_TO_POOL,
} from '@agency/mf-backoffice/messages';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { visit } from './support/shellPage';
import { ADMIN, type Credentials, type SignInScreen, signInStaff } from './support/staffSignIn';
import { seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const RAVI = { username: 'e2e-ravi', password: 'Ravi#Pass1-Kochi' };
const SITA = { username: 'e2e-sita', password: 'Sita#Pass1-Kochi' };

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Time for a poll's answer to reach the screen, beyond the interval itself. */
const RENDER_MARGIN_MS = 2_500;

const suite = startSuite();

beforeAll(async () => {
  const admin = await api<{ token: string }>('POST', '/api/auth/login', ADMIN);
  for (const employee of [RAVI, SITA]) await api('POST', '/api/auth/create', { ...employee, role: 'employee' }, admin.token);
});

async function api<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${suite.site.url}${path}`, {
    method,
    // A body only when there is one: Fastify refuses a JSON content type with an empty body (DELETE).
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A visitor's enquiry, sent as the storefront's forms send it. */
async function sendEnquiry(enquiry: EnquiryRequest): Promise<number> {
  const answer = await api<{ id: number }>('POST', '/api/requests/submit', { ...enquiry, handleby: 'Public', Status: 'Active' });
  return answer.id;
}

/**
 * An enquiry from a visitor of their own: sent from another loopback address (the whole
 * 127.0.0.0/8 is this machine), as many visitors are many clients. The service limits
 * enquiries per client (ENQUIRY_RATE_LIMITS), and this suite sends more than one client's
 * minute allows.
 */
function sendEnquiryFrom(localAddress: string, enquiry: EnquiryRequest): Promise<number> {
  const url = new URL('/api/requests/submit', suite.site.url);
  const body = JSON.stringify({ ...enquiry, handleby: 'Public', Status: 'Active' });
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve((JSON.parse(text) as { id: number }).id)
            : reject(new Error(`submit from ${localAddress} answered ${response.statusCode}: ${text}`)),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const fullForm = (Firstname: string, Lastname: string): EnquiryRequest => ({
  Firstname,
  Lastname,
  Emailaddress: `${Firstname.toLowerCase()}@example.in`,
  PhoneNumber: '+91 98450 12345',
  Name: 'Magical Bali Escape',
  Countryname: 'Bali',
  classoffer: DEFAULT_CLASS_OFFER,
  Duration: 6,
  Date: '2026-03-14',
  Airport: 'Bengaluru (BLR)',
  Whoistravelling: 2,
  Whoistravellingchildren: 1,
  WhoistravellingInfants: 0,
  calltime: CALL_TIMES[1],
  way: FULL_FORM_WAY,
});

const quickContact = (Firstname: string): EnquiryRequest => ({
  Firstname,
  Emailaddress: `${Firstname.toLowerCase()}@example.in`,
  PhoneNumber: '9876543210',
  travelplans: 'Two weeks in the Maldives in May, somewhere quiet.',
  way: QUICK_CONTACT_WAY,
});

const callback = (Firstname: string, Lastname: string): EnquiryRequest => ({
  Firstname,
  Lastname,
  Emailaddress: `${Firstname.toLowerCase()}@example.in`,
  PhoneNumber: '080 4123 4567',
  calltime: CALL_TIMES[3],
  way: 'Instagram',
});

const signIn = (page: Page, at: SignInScreen, credentials: Credentials, landing: string) =>
  signInStaff(page, suite.site.url, credentials, { at, landing });

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const tab = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });
const listTitled = (page: Page, title: string) => page.getByRole('table', { name: title });
const rowOf = (page: Page, client: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: client, exact: true }) });
const details = (page: Page) => page.getByRole('dialog', { name: REQUEST_DETAILS });

async function openTab(page: Page, label: keyof typeof LEAD_TAB_TEXTS): Promise<void> {
  await tab(page, LEAD_TAB_TEXTS[label].label).click();
  await page.getByRole('heading', { level: 3, name: LEAD_TAB_TEXTS[label].title, exact: true }).waitFor();
}

/** The details' value for a label. */
async function detail(page: Page, label: string): Promise<string> {
  return (
    await details(page)
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .innerText()
  ).trim();
}

/** Clicks Refresh Data and waits until the list's call has answered. */
async function refresh(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/requests/'));
  await page.getByRole('button', { name: REFRESH_DATA }).click();
  await answered;
}

describe('the lead pipeline', () => {
  it('an enquiry appears in Requests within one polling interval, is claimed, found under Account, confirmed and shown under Confirmed', async () => {
    const ravi = await openPage(suite.browser, DESKTOP);
    await signIn(ravi, '/Login', RAVI, '/Account');
    await ravi.getByRole('heading', { level: 1, name: `Hi ${RAVI.username}` }).waitFor();
    expect(await tab(ravi, 'Requests').getAttribute('aria-selected')).toBe('true');
    await ravi.getByText(NO_REQUESTS).waitFor();
    await screenshot(ravi, 'leads-empty-1440');

    // Sent while the list is on screen: the next poll brings it, with no reload and no click.
    const sentAt = Date.now();
    await sendEnquiry(fullForm('Meera', 'Iyer'));
    await rowOf(ravi, 'Meera Iyer').waitFor({ timeout: POLLING_MS.requests + RENDER_MARGIN_MS });
    expect(Date.now() - sentAt).toBeLessThanOrEqual(POLLING_MS.requests + RENDER_MARGIN_MS);
    await expectNoSeriousAxeViolations(ravi);
    await screenshot(ravi, 'leads-requests-1440');

    // The details, every field labelled by what it holds.
    await rowOf(ravi, 'Meera Iyer').getByText('Magical Bali Escape').click();
    await details(ravi).waitFor();
    expect(await detail(ravi, 'Last name')).toBe('Iyer');
    expect(await detail(ravi, 'Email address')).toBe('meera@example.in');
    expect(await detail(ravi, 'Handled by')).toBe('Public');
    expect(await details(ravi).innerText()).not.toContain("Client's Name");
    await expectNoSeriousAxeViolations(ravi);
    await screenshot(ravi, 'leads-details-1440');
    await ravi.keyboard.press('Escape');
    await details(ravi).waitFor({ state: 'hidden' });
    expect(await ravi.evaluate(() => document.activeElement?.textContent)).toBe('Meera Iyer');

    await ravi.getByRole('button', { name: 'Claim the request from Meera Iyer' }).click();
    await ravi.getByText(LEAD_ACTION_TEXTS.claim.done).waitFor();
    await rowOf(ravi, 'Meera Iyer').waitFor({ state: 'detached' });

    await openTab(ravi, 'account');
    await rowOf(ravi, 'Meera Iyer').getByRole('button', { name: 'Meera Iyer', exact: true }).click();
    expect(await detail(ravi, 'Handled by')).toBe(RAVI.username);
    await details(ravi).getByRole('button', { name: 'Confirm' }).click();
    await details(ravi).getByText(LEAD_ACTION_TEXTS.confirm.done).waitFor();
    expect(await detail(ravi, 'Status')).toBe('Confirmed');
    await screenshot(ravi, 'leads-confirmed-details-1440');
    await details(ravi).getByRole('button', { name: 'Close' }).click();
    // Updated in place: still in My Deals, now Confirmed.
    await rowOf(ravi, 'Meera Iyer').getByText('Confirmed').waitFor();

    await openTab(ravi, 'confirmed');
    await listTitled(ravi, LEAD_TAB_TEXTS.confirmed.title).getByRole('button', { name: 'Meera Iyer', exact: true }).waitFor();
    await ravi.context().close();
  });

  it('a deleted request shows under Deleted, and a rejected one goes back to the pool', async () => {
    await sendEnquiry(quickContact('Arjun'));
    await sendEnquiry(callback('Kavya', 'Nair'));
    const ravi = await openPage(suite.browser, DESKTOP);
    await signIn(ravi, '/Login', RAVI, '/Account');
    await rowOf(ravi, 'Arjun').waitFor();
    await ravi.getByRole('button', { name: 'Claim the request from Arjun' }).click();
    await ravi.getByText(LEAD_ACTION_TEXTS.claim.done).waitFor();
    await ravi.getByRole('button', { name: 'Claim the request from Kavya Nair' }).click();
    await rowOf(ravi, 'Kavya Nair').waitFor({ state: 'detached' });

    await openTab(ravi, 'account');
    await rowOf(ravi, 'Arjun').getByRole('button', { name: 'Arjun', exact: true }).click();
    expect(await detail(ravi, 'Travel plans')).toBe('Two weeks in the Maldives in May, somewhere quiet.');
    await details(ravi).getByRole('button', { name: 'Delete' }).click();
    await details(ravi).getByRole('button', { name: 'Yes, delete' }).click();
    await details(ravi).waitFor({ state: 'hidden' });
    await ravi.getByText(LEAD_ACTION_TEXTS.delete.done).waitFor();
    await rowOf(ravi, 'Arjun').waitFor({ state: 'detached' });

    await rowOf(ravi, 'Kavya Nair').getByRole('button', { name: 'Kavya Nair', exact: true }).click();
    await details(ravi).getByRole('button', { name: 'Reject' }).click();
    await details(ravi).waitFor({ state: 'hidden' });
    await ravi.getByText(LEAD_ACTION_TEXTS.reject.done).waitFor();
    await rowOf(ravi, 'Kavya Nair').waitFor({ state: 'detached' });

    await openTab(ravi, 'deleted');
    await listTitled(ravi, LEAD_TAB_TEXTS.deleted.title).getByRole('button', { name: 'Arjun', exact: true }).waitFor();
    await screenshot(ravi, 'leads-deleted-1440');

    await openTab(ravi, 'requests');
    await listTitled(ravi, LEAD_TAB_TEXTS.requests.title).getByRole('button', { name: 'Kavya Nair', exact: true }).waitFor();
    expect(await listTitled(ravi, LEAD_TAB_TEXTS.requests.title).getByRole('button', { name: 'Arjun', exact: true }).count()).toBe(0);
    await ravi.context().close();
  });

  it('of two employees claiming the same request at once, one gets it and the other is told it is taken', async () => {
    await sendEnquiry(fullForm('Rohan', 'Mehta'));
    const [ravi, sita] = await Promise.all([openPage(suite.browser, DESKTOP), openPage(suite.browser, DESKTOP)]);
    await signIn(ravi, '/Login', RAVI, '/Account');
    await signIn(sita, '/Login', SITA, '/Account');
    await Promise.all([rowOf(ravi, 'Rohan Mehta').waitFor(), rowOf(sita, 'Rohan Mehta').waitFor()]);
    // Both lists fresh, so neither poll removes the row before the clicks.
    await Promise.all([refresh(ravi), refresh(sita)]);

    const claim = (page: Page) => page.getByRole('button', { name: 'Claim the request from Rohan Mehta' }).click();
    await Promise.all([claim(ravi), claim(sita)]);
    const refusal = leadActionFailed(LEAD_ACTION_TEXTS.claim.failed, LEAD_MESSAGES.alreadyClaimed);
    const outcomeOf = async (page: Page) => {
      const said = page.getByText(LEAD_ACTION_TEXTS.claim.done).or(page.getByRole('alert').filter({ hasText: refusal }));
      await said.first().waitFor();
      return (await page.getByText(LEAD_ACTION_TEXTS.claim.done).count()) > 0 ? 'claimed' : 'refused';
    };
    const outcomes = [await outcomeOf(ravi), await outcomeOf(sita)];
    expect([...outcomes].sort()).toEqual(['claimed', 'refused']);
    const loser = outcomes[0] === 'refused' ? ravi : sita;
    const winner = loser === ravi ? SITA : RAVI;
    await expectNoSeriousAxeViolations(loser);
    await screenshot(loser, 'leads-claim-conflict-1440');
    // The loser's list was refetched: the request is no longer offered.
    await rowOf(loser, 'Rohan Mehta').waitFor({ state: 'detached' });
    await openTab(loser, 'active');
    await rowOf(loser, 'Rohan Mehta').getByText(winner.username, { exact: true }).waitFor();
    await Promise.all([ravi.context().close(), sita.context().close()]);
  });

  it('polls cheaply: unchanged lists are answered 304 Not Modified', async () => {
    const ravi = await openPage(suite.browser, DESKTOP);
    await signIn(ravi, '/Login', RAVI, '/Account');
    const statuses: number[] = [];
    ravi.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/requests/data') statuses.push(response.status());
    });
    await openTab(ravi, 'active');
    // Two polls after the first answer, each at most one polling interval (and a second) apart.
    const deadline = Date.now() + POLLING_MS.active * 2 + 1_000;
    while (statuses.filter((status) => status === 304).length < 2 && Date.now() < deadline) await ravi.waitForTimeout(100);
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((status) => status === 304).length).toBeGreaterThanOrEqual(2);
    await rowOf(ravi, 'Meera Iyer').waitFor();
    await screenshot(ravi, 'leads-active-1440');
    await ravi.context().close();
  });

  it("says 'Failed to fetch requests' when a list cannot be had, and loads it on Try again", async () => {
    const ravi = await openPage(suite.browser, DESKTOP);
    await signIn(ravi, '/Login', RAVI, '/Account');
    // The list is asked for a page at a time (…/data-confirm?page=1&limit=…).
    const confirmedList = (url: URL) => url.pathname === '/api/requests/data-confirm';
    await ravi.route(confirmedList, (route) => route.abort());
    await tab(ravi, 'Confirmed').click();
    await ravi.getByRole('alert').filter({ hasText: FETCH_REQUESTS_FAILED }).waitFor();
    await expectNoSeriousAxeViolations(ravi);
    await screenshot(ravi, 'leads-error-1440');
    await ravi.unroute(confirmedList);
    await ravi.getByRole('button', { name: 'Try again' }).click();
    await listTitled(ravi, LEAD_TAB_TEXTS.confirmed.title).getByRole('button', { name: 'Meera Iyer', exact: true }).waitFor();
    await ravi.context().close();
  });

  it('works at phone width: no sideways scrolling, the rows as cards, the details as a sheet', async () => {
    const phone = await openPage(suite.browser, PHONE);
    await signIn(phone, '/Login', RAVI, '/Account');
    await phone.getByRole('heading', { level: 1, name: `Hi ${RAVI.username}` }).waitFor();
    await rowOf(phone, 'Kavya Nair').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxeViolations(phone);
    await screenshot(phone, 'leads-requests-375', true);

    await openTab(phone, 'account');
    await rowOf(phone, 'Meera Iyer').getByRole('button', { name: 'Meera Iyer', exact: true }).click();
    await details(phone).waitFor();
    await expectNoSeriousAxeViolations(phone);
    await screenshot(phone, 'leads-details-375');
    await phone.keyboard.press('Escape');
    await details(phone).waitFor({ state: 'hidden' });
    await phone.context().close();
  });

  it("shows the administrator the leads screen in the admin screen's Leads tab", async () => {
    const admin = await openPage(suite.browser, DESKTOP);
    await signIn(admin, '/Log', ADMIN, '/admin');
    await visit(admin, suite.site.url, '/admin?tab=leads');
    await admin.getByRole('heading', { level: 2, name: `Hi ${ADMIN.username}` }).waitFor();
    expect(await tab(admin, 'Leads').getAttribute('aria-selected')).toBe('true');
    await listTitled(admin, LEAD_TAB_TEXTS.requests.title).getByRole('button', { name: 'Kavya Nair', exact: true }).waitFor();
    await openTab(admin, 'active');
    expect(new URL(admin.url()).search).toBe('?tab=leads&leads=active');
    const active = listTitled(admin, LEAD_TAB_TEXTS.active.title);
    await rowOf(admin, 'Meera Iyer').getByText(RAVI.username, { exact: true }).waitFor();
    expect(await active.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.textContent))).toEqual([
      'Received',
      'Client',
      'Phone',
      'Enquiry',
      'Handled by',
      'Status',
    ]);
    await expectNoSeriousAxeViolations(admin);
    await screenshot(admin, 'leads-admin-tab-1440', true);
    await admin.context().close();

    const phone = await openPage(suite.browser, PHONE);
    await signIn(phone, '/Log', ADMIN, '/admin');
    await visit(phone, suite.site.url, '/admin?tab=leads');
    await listTitled(phone, LEAD_TAB_TEXTS.requests.title).getByRole('button', { name: 'Kavya Nair', exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxeViolations(phone);
    await screenshot(phone, 'leads-admin-tab-375', true);
    await phone.context().close();
  });

  // Last of all: the requests sent here push the earlier tests' requests off the first page.
  describe('more than a page of requests', () => {
    const PAGER_COUNT = LEADS_PER_PAGE + 3;
    const pagerName = (n: number) => `Pager ${String(n).padStart(2, '0')}`;
    const pagesOf = (page: Page, title: string) => page.getByRole('navigation', { name: `${title} pages` });
    const bodyRows = (page: Page, title: string) => listTitled(page, title).locator('tbody tr');

    beforeAll(async () => {
      for (let n = 1; n <= PAGER_COUNT; n += 1)
        await sendEnquiryFrom(`127.0.1.${n}`, { ...quickContact(pagerName(n)), Emailaddress: `pager${n}@example.in` });
    });

    it('shows a page at a time, newest first, pages with Previous and Next, and polls only the page on screen', async () => {
      const ravi = await openPage(suite.browser, DESKTOP);
      await signIn(ravi, '/Login', RAVI, '/Account');
      const pool = LEAD_TAB_TEXTS.requests.title;
      await rowOf(ravi, pagerName(PAGER_COUNT)).waitFor();
      await pagesOf(ravi, pool).getByText(leadPaging(1, 2)).waitFor();
      expect(await bodyRows(ravi, pool).count()).toBe(LEADS_PER_PAGE);
      // Newest first: the last sent heads the page; the oldest are on page 2.
      expect(
        await bodyRows(ravi, pool)
          .first()
          .getByRole('button', { name: pagerName(PAGER_COUNT), exact: true })
          .count(),
      ).toBe(1);
      expect(await rowOf(ravi, pagerName(1)).count()).toBe(0);
      expect(await pagesOf(ravi, pool).getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      await expectNoSeriousAxeViolations(ravi);
      await screenshot(ravi, 'leads-paged-1440', true);

      await pagesOf(ravi, pool).getByRole('button', { name: 'Next' }).click();
      await pagesOf(ravi, pool).getByText(leadPaging(2, 2)).waitFor();
      await rowOf(ravi, pagerName(1)).waitFor();
      await rowOf(ravi, pagerName(3)).waitFor();
      expect(await rowOf(ravi, pagerName(PAGER_COUNT)).count()).toBe(0);
      expect(await pagesOf(ravi, pool).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

      // The Active list polls every 3 s: on page 2, only page 2 is asked for, and mostly answered 304.
      await openTab(ravi, 'active');
      const active = LEAD_TAB_TEXTS.active.title;
      await pagesOf(ravi, active).getByRole('button', { name: 'Next' }).click();
      await pagesOf(ravi, active)
        .getByText(/^Page 2 of \d+$/)
        .waitFor();
      const polls: { page: string | null; status: number }[] = [];
      ravi.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname === '/api/requests/data') polls.push({ page: url.searchParams.get('page'), status: response.status() });
      });
      const deadline = Date.now() + POLLING_MS.active * 2 + 1_000;
      while (polls.filter((poll) => poll.status === 304).length < 2 && Date.now() < deadline) await ravi.waitForTimeout(100);
      expect(polls.length).toBeGreaterThanOrEqual(2);
      expect(polls.every((poll) => poll.page === '2')).toBe(true);
      expect(polls.filter((poll) => poll.status === 304).length).toBeGreaterThanOrEqual(2);
      await pagesOf(ravi, active).getByRole('button', { name: 'Previous' }).click();
      await pagesOf(ravi, active)
        .getByText(/^Page 1 of \d+$/)
        .waitFor();
      await ravi.context().close();

      const phone = await openPage(suite.browser, PHONE);
      await signIn(phone, '/Login', RAVI, '/Account');
      await pagesOf(phone, pool).getByText(leadPaging(1, 2)).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousAxeViolations(phone);
      await pagesOf(phone, pool).scrollIntoViewIfNeeded();
      await screenshot(phone, 'leads-paged-375');
      await phone.context().close();
    });

    it("shows a deleted employee's request as a former employee's, and the administrator returns it to the pool", async () => {
      const TEMP = { username: 'e2e-temp', password: 'Temp#Pass12345' };
      const adminToken = (await api<{ token: string }>('POST', '/api/auth/login', ADMIN)).token;
      await api('POST', '/api/auth/create', { ...TEMP, role: 'employee' }, adminToken);
      const temp = await api<{ token: string }>('POST', '/api/auth/login', TEMP);
      const id = await sendEnquiryFrom('127.0.2.1', quickContact('Farewell'));
      await api('POST', '/api/requests/update-handleby', { id, handleby: TEMP.username }, temp.token);
      const users = await api<{ _id: number; username: string }[]>('GET', '/api/auth/users', undefined, adminToken);
      await api('DELETE', `/api/auth/delete/${users.find((user) => user.username === TEMP.username)!._id}`, undefined, adminToken);

      const admin = await openPage(suite.browser, DESKTOP);
      await signIn(admin, '/Log', ADMIN, '/admin');
      await visit(admin, suite.site.url, '/admin?tab=leads&leads=active');
      await rowOf(admin, 'Farewell').getByText(formerEmployee(TEMP.username), { exact: true }).waitFor();
      await rowOf(admin, 'Farewell').getByRole('button', { name: 'Farewell', exact: true }).click();
      expect(await detail(admin, 'Handled by')).toBe(formerEmployee(TEMP.username));
      await expectNoSeriousAxeViolations(admin);
      await screenshot(admin, 'leads-former-employee-1440');
      await details(admin).getByRole('button', { name: RETURN_TO_POOL }).click();
      await details(admin).waitFor({ state: 'hidden' });
      await admin.getByText(LEAD_ACTION_TEXTS.reject.done).waitFor();
      await rowOf(admin, 'Farewell').getByText('Public', { exact: true }).waitFor();
      await admin.context().close();
    });
  });
});
