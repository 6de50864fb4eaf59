/**
 * Staff sign-in and user administration as a browser sees them, through the shell, against
 * the real auth service: the administrator signs in at /Log and creates an employee, who
 * signs in at /Login and lands on /Account; the guards send signed-out visitors away with the
 * spec's messages, and sessions whose token has expired with the expiry message; Logout and
 * Sign Out; the admin guard reacting to another tab; accessibility and screenshots.
 */

import { hashingPool } from '@agency/auth/hashing-pool';
import {
  CROSS_SITE_REFUSED,
  DEVICE_COOKIE,
  LOGIN_REQUIRED,
  PASSWORD_CHANGED,
  PASSWORD_RESET,
  PROOF_OF_WORK_TEXTS,
  REFRESH_COOKIE,
  SESSION_EXPIRED,
  SIGNED_OUT_EVERYWHERE,
  USER_CREATED,
  USERNAME_TAKEN,
} from '@agency/contracts';
import {
  ADMIN_LOGIN_REQUIRED,
  ADMIN_PORTAL_TITLE,
  ADMINS_ONLY_TEXTS,
  createFailed,
  LEAD_TAB_TEXTS,
  NO_REQUESTS,
  STAFF_NAV_TEXTS,
} from '@agency/mf-backoffice/messages';
import { STORAGE_KEYS } from '@agency/mf-backoffice/storage';
import type { TokenClaims } from '@agency/service-common';
import { testConfig } from '@agency/test-kit/services';
import { type TokenMinter, tokenMinter } from '@agency/test-kit/tokens';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage, screenshot, untilExpired } from './support/browser';
import { visit } from './support/shellPage';
import { ADMIN, type Credentials, type SignInScreen, submitSignIn } from './support/staffSignIn';
import { seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

/** The site runs with the test configuration: its administrator and its token secret. */
const config = testConfig();
const EMPLOYEE = { username: 'e2e-ravi', password: 'Ravi#Pass1-Kochi' };

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

const suite = startSuite();
let minter: TokenMinter;
/**
 * The life of the tokens that expire while a screen is open: long enough for the screen to
 * load on a busy 2-core machine (6 s was not, with other suites running), short enough to wait.
 */
const SHORT_TOKEN_SECONDS = 15;

/**
 * The administrator's token of a real session (signed in through the API, so the services'
 * session check passes) re-signed with another lifetime, as if issued that long ago.
 */
async function adminToken(expiresIn: number): Promise<string> {
  const res = await fetch(`${suite.site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`the administrator's sign-in answered ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  const { sub, username, role, sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as TokenClaims;
  return minter.sign({ sub, username, role, sid }, { expiresIn });
}

beforeAll(async () => {
  minter = await tokenMinter(config.jwtSecret);
});

afterAll(async () => {
  await minter?.close();
});

async function freshPage(size = DESKTOP): Promise<Page> {
  return openPage(suite.browser, size);
}

const signIn = (page: Page, at: SignInScreen, credentials: Credentials) => submitSignIn(page, suite.site.url, at, credentials);

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
}

/** The message a guard handed to the sign-in screen (shown above the button). */
async function noticeOf(page: Page): Promise<string> {
  const notice = page.getByRole('status').filter({ hasText: /\S/ });
  await notice.first().waitFor();
  return (await notice.first().innerText()).trim();
}

async function stored(page: Page): Promise<Record<keyof typeof STORAGE_KEYS, string | null>> {
  return page.evaluate(
    (keys) => ({
      authToken: localStorage.getItem(keys.authToken),
      username: localStorage.getItem(keys.username),
      adminAuth: localStorage.getItem(keys.adminAuth),
    }),
    STORAGE_KEYS,
  );
}

/** A page whose storage holds the given session before any of the site's scripts run. */
async function pageWithSession(session: Partial<Record<keyof typeof STORAGE_KEYS, string>>, size = DESKTOP): Promise<Page> {
  const page = await freshPage(size);
  await page.context().addInitScript(
    ({ keys, values }) => {
      // Only on the first load: the site's own writes (signing out) must stick afterwards.
      if (sessionStorage.getItem('planted')) return;
      sessionStorage.setItem('planted', 'yes');
      for (const [name, value] of Object.entries(values)) localStorage.setItem(keys[name as keyof typeof keys], value as string);
    },
    { keys: STORAGE_KEYS, values: session },
  );
  return page;
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('staff sign-in and user administration', () => {
  it('admin signs in at /Log, creates an employee; the employee signs in at /Login and lands on /Account', async () => {
    const admin = await freshPage();
    await visit(admin, suite.site.url, '/Log');
    await admin.getByRole('heading', { level: 1, name: 'Administrator Login' }).waitFor();
    await expectNoSeriousAxeViolations(admin);
    await screenshot(admin, 'backoffice-log-1440');

    await signIn(admin, '/Log', ADMIN);
    await waitForPath(admin, '/admin');
    await admin.getByRole('heading', { level: 2, name: ADMIN_PORTAL_TITLE }).waitFor();
    expect(await stored(admin)).toMatchObject({ adminAuth: 'true', authToken: expect.any(String) });
    const table = admin.getByRole('table');
    await table.getByRole('cell', { name: `${ADMIN.username} (you)` }).waitFor();
    // Username and role: this product never has a password column.
    expect(await table.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.textContent))).toEqual([
      'Username',
      'Role',
      'Actions',
    ]);

    await admin.getByLabel('Username').fill(EMPLOYEE.username);
    await admin.getByLabel('Password', { exact: true }).fill(EMPLOYEE.password);
    await admin.getByLabel('Role', { exact: true }).selectOption('employee');
    await admin.getByRole('button', { name: 'Create user' }).click();
    await admin.getByText(USER_CREATED, { exact: true }).waitFor();
    await table.getByRole('cell', { name: EMPLOYEE.username, exact: true }).waitFor();
    expect(await admin.getByLabel('Username').inputValue()).toBe('');

    // The same name again: the server's refusal, in the spec's words.
    await admin.getByLabel('Username').fill(EMPLOYEE.username.toUpperCase());
    await admin.getByLabel('Password', { exact: true }).fill('Another#Pass-1');
    await admin.getByLabel('Role', { exact: true }).selectOption('user');
    await admin.getByRole('button', { name: 'Create user' }).click();
    await admin.getByText(createFailed(USERNAME_TAKEN), { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(admin);
    await screenshot(admin, 'backoffice-admin-portal-1440', true);

    // The Uploader tab holds the package form (e2e/package-management.test.ts works it).
    await admin.getByRole('tab', { name: 'Uploader' }).click();
    await admin.getByRole('heading', { level: 2, name: 'Add a package' }).waitFor();
    await screenshot(admin, 'backoffice-admin-uploader-1440');

    await admin.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(admin, '/Log');
    expect(await stored(admin)).toMatchObject({ adminAuth: null, authToken: null });
    await admin.context().close();

    const employee = await freshPage();
    await signIn(employee, '/Login', EMPLOYEE);
    await waitForPath(employee, '/Account');
    await employee.getByRole('heading', { level: 1, name: `Hi ${EMPLOYEE.username}` }).waitFor();
    // The leads screen: the unassigned pool of a fresh site, empty (e2e/leads-pipeline.test.ts works it).
    await employee.getByRole('heading', { level: 3, name: LEAD_TAB_TEXTS.requests.title }).waitFor();
    await employee.getByText(NO_REQUESTS).waitFor();
    expect(await stored(employee)).toMatchObject({ username: EMPLOYEE.username, authToken: expect.any(String), adminAuth: null });
    await expectNoSeriousAxeViolations(employee);
    await screenshot(employee, 'backoffice-account-1440');

    // The employee is no administrator: signing in at /Log is told so (not 'Invalid credentials'), signed in all the same.
    const elsewhere = await freshPage();
    await signIn(elsewhere, '/Log', EMPLOYEE);
    await waitForPath(elsewhere, '/admin');
    await elsewhere.getByText(ADMINS_ONLY_TEXTS.explanation(EMPLOYEE.username, 'employee')).waitFor();
    expect(await elsewhere.getByText('Invalid credentials').count()).toBe(0);
    expect(await stored(elsewhere)).toMatchObject({ username: EMPLOYEE.username, authToken: expect.any(String), adminAuth: null });
    await elsewhere.context().close();

    await employee.getByRole('button', { name: 'Sign Out' }).click();
    await waitForPath(employee, '/Login');
    expect(await stored(employee)).toEqual({ authToken: null, username: null, adminAuth: null });
    await employee.context().close();
  });

  it('one sign-in for the whole back office: an administrator from /Login opens Admin, with one way out', async () => {
    const admin = await freshPage();
    await signIn(admin, '/Login', ADMIN);
    await waitForPath(admin, '/Account');
    expect(await stored(admin)).toMatchObject({ username: ADMIN.username, adminAuth: 'true', authToken: expect.any(String) });
    // An administrator's session says 'Logout' on every screen, as the admin screen does.
    await admin.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await admin.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
    const token = (await stored(admin)).authToken;
    await admin.getByRole('navigation', { name: STAFF_NAV_TEXTS.label }).getByRole('link', { name: STAFF_NAV_TEXTS.admin }).click();
    await waitForPath(admin, '/admin');
    await admin.getByRole('heading', { level: 2, name: ADMIN_PORTAL_TITLE }).waitFor();
    // The same session, not a new sign-in.
    expect((await stored(admin)).authToken).toBe(token);
    await admin.getByRole('navigation', { name: STAFF_NAV_TEXTS.label }).getByRole('link', { name: STAFF_NAV_TEXTS.leads }).click();
    await waitForPath(admin, '/Account');
    await admin.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(admin, '/Log');
    expect(await stored(admin)).toEqual({ authToken: null, username: null, adminAuth: null });
    await admin.context().close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', { width: 390, height: 844 }],
  ])('tells an employee who opens /admin (%s) that it is for administrators, without signing them out', async (what, size) => {
    const employee = await freshPage(size);
    await signIn(employee, '/Login', EMPLOYEE);
    await waitForPath(employee, '/Account');
    const before = await stored(employee);
    await visit(employee, suite.site.url, '/admin');
    await employee.getByRole('heading', { level: 1, name: ADMINS_ONLY_TEXTS.title }).waitFor();
    await employee.getByText(ADMINS_ONLY_TEXTS.explanation(EMPLOYEE.username, 'employee')).waitFor();
    expect(pathOf(employee)).toBe('/admin');
    expect(await stored(employee)).toEqual(before);
    await employee.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await expectNoSeriousAxeViolations(employee);
    await screenshot(employee, `backoffice-admins-only-${what === 'phone' ? 390 : 1440}`, true);
    await employee.getByRole('link', { name: ADMINS_ONLY_TEXTS.back }).click();
    await waitForPath(employee, '/Account');
    await employee.getByRole('heading', { level: 1, name: `Hi ${EMPLOYEE.username}` }).waitFor();
    await employee.context().close();
  });

  it('shows the admin portal at phone width, and /Log too', async () => {
    const phone = await freshPage(PHONE);
    await visit(phone, suite.site.url, '/Log');
    await phone.getByRole('heading', { level: 1, name: 'Administrator Login' }).waitFor();
    await screenshot(phone, 'backoffice-log-375', true);
    await signIn(phone, '/Log', ADMIN);
    await waitForPath(phone, '/admin');
    await phone
      .getByRole('table')
      .getByRole('cell', { name: `${ADMIN.username} (you)` })
      .waitFor();
    // Nothing is wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxeViolations(phone);
    await screenshot(phone, 'backoffice-admin-portal-375', true);
    await phone.context().close();
  });

  it.each([
    ['/Account', '/Login', LOGIN_REQUIRED],
    ['/PackageUploader', '/Login', LOGIN_REQUIRED],
    ['/admin', '/Log', ADMIN_LOGIN_REQUIRED],
  ])('sends a signed-out visitor from %s to %s with the message', async (guarded, signInPath, message) => {
    const page = await freshPage();
    await visit(page, suite.site.url, guarded);
    await waitForPath(page, signInPath);
    expect(await noticeOf(page)).toBe(message);
    await page.context().close();
  });

  it('brings a signed-out visitor back to the page they asked for after signing in', async () => {
    const page = await freshPage();
    await visit(page, suite.site.url, '/PackageUploader');
    await waitForPath(page, '/Login');
    await page.getByLabel('Username').fill(EMPLOYEE.username);
    await page.getByLabel('Password', { exact: true }).fill(EMPLOYEE.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, '/PackageUploader');
    await page.getByRole('heading', { level: 1, name: 'Package uploader' }).waitFor();
    await page.context().close();
  });

  it.each([
    ['/Account', '/Login', { username: 'admin' }],
    ['/admin', '/Log', { adminAuth: 'true' }],
  ])('sends a visitor whose stored token has expired from %s to %s with the expiry message', async (guarded, signInPath, extra) => {
    const expired = await adminToken(-60);
    const page = await pageWithSession({ authToken: expired, ...extra });
    await visit(page, suite.site.url, guarded);
    await waitForPath(page, signInPath);
    expect(await noticeOf(page)).toBe(SESSION_EXPIRED);
    expect((await stored(page)).authToken).toBeNull();
    await screenshot(page, `backoffice-expired${signInPath.toLowerCase().replace('/', '-')}`);
    await page.context().close();
  });

  it('signs out an administrator whose token expires while the admin screen is open', async () => {
    // A real token of the administrator's account that lives long enough for the screen to
    // open on a busy machine; the test then waits for its own expiry, not a fixed time.
    const shortLived = await adminToken(SHORT_TOKEN_SECONDS);
    const page = await pageWithSession({ authToken: shortLived, adminAuth: 'true' });
    await visit(page, suite.site.url, '/admin');
    await page.getByRole('heading', { level: 2, name: ADMIN_PORTAL_TITLE }).waitFor();
    await untilExpired(shortLived);
    // The Database tab reads the staff package list with the token (staff reads are
    // staff calls, never cached): the server refuses the expired token.
    await page.getByRole('tab', { name: 'Database' }).click();
    await waitForPath(page, '/Log');
    expect(await noticeOf(page)).toBe(SESSION_EXPIRED);
    expect(await stored(page)).toMatchObject({ authToken: null, adminAuth: null });
    await page.context().close();
  });

  it('signs out a user whose token expires, at the next guarded page', async () => {
    const shortLived = await adminToken(SHORT_TOKEN_SECONDS);
    const page = await pageWithSession({ authToken: shortLived, username: ADMIN.username });
    await visit(page, suite.site.url, '/Account');
    await page.getByRole('heading', { level: 1, name: `Hi ${ADMIN.username}` }).waitFor();
    await untilExpired(shortLived);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/PackageUploader');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitForPath(page, '/Login');
    expect(await noticeOf(page)).toBe(SESSION_EXPIRED);
    expect(await stored(page)).toMatchObject({ authToken: null, username: null });
    await page.context().close();
  });

  it("signs an employee out everywhere from the admin portal: the employee's open back office goes to sign-in at its next call", async () => {
    const colleague = { username: 'e2e-kavya', password: 'Kavya#Pass12' };
    const admin = await freshPage();
    await signIn(admin, '/Log', ADMIN);
    await waitForPath(admin, '/admin');
    await admin.getByLabel('Username').fill(colleague.username);
    await admin.getByLabel('Password', { exact: true }).fill(colleague.password);
    await admin.getByLabel('Role', { exact: true }).selectOption('employee');
    await admin.getByRole('button', { name: 'Create user' }).click();
    await admin.getByText(USER_CREATED).waitFor();

    // The employee works in the back office: the leads screen polls the server every few seconds.
    const employee = await freshPage();
    await signIn(employee, '/Login', colleague);
    await waitForPath(employee, '/Account');
    await employee.getByRole('heading', { level: 1, name: `Hi ${colleague.username}` }).waitFor();

    await admin.getByRole('button', { name: `Sign ${colleague.username} out everywhere` }).click();
    await admin.getByText(`${colleague.username}: ${SIGNED_OUT_EVERYWHERE}`).waitFor();
    await screenshot(admin, 'backoffice-signed-out-everywhere');

    await waitForPath(employee, '/Login');
    expect(await noticeOf(employee)).toBe(SESSION_EXPIRED);
    expect(await stored(employee)).toMatchObject({ authToken: null });
    // Signing in again works at once: only the old sessions ended.
    await signIn(employee, '/Login', colleague);
    await waitForPath(employee, '/Account');
    await admin.context().close();
    await employee.context().close();
  });

  it("resets an employee's password: the next sign-in chooses a new one before the back office opens, and the staff bar changes it again", async () => {
    const colleague = { username: 'e2e-meena', password: 'Meena#first-pass' };
    const temporary = 'Temporary#Pass-42';
    const chosen = 'Monsoon#Verandah-7';
    const admin = await freshPage();
    await signIn(admin, '/Log', ADMIN);
    await waitForPath(admin, '/admin');
    await admin.getByLabel('Username').fill(colleague.username);
    await admin.getByLabel('Password', { exact: true }).fill(colleague.password);
    await admin.getByLabel('Role', { exact: true }).selectOption('employee');
    await admin.getByRole('button', { name: 'Create user' }).click();
    await admin.getByText(USER_CREATED).waitFor();

    await admin.getByRole('button', { name: `Reset the password of ${colleague.username}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Reset the password of ${colleague.username}` });
    await dialog.getByLabel('New password', { exact: true }).fill(temporary);
    await dialog.getByLabel('New password again').fill(temporary);
    await screenshot(admin, 'backoffice-reset-password-1440');
    await dialog.getByRole('button', { name: 'Set temporary password' }).click();
    await admin.getByText(`${colleague.username}: ${PASSWORD_RESET}`).waitFor();

    const employee = await freshPage(PHONE);
    await signIn(employee, '/Login', { username: colleague.username, password: temporary });
    await employee.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(pathOf(employee)).toBe('/Login');
    expect(await stored(employee)).toMatchObject({ authToken: null });
    await employee.getByLabel('New password', { exact: true }).fill(chosen);
    await employee.getByLabel('New password again').fill(chosen);
    await expectNoSeriousAxeViolations(employee);
    await screenshot(employee, 'backoffice-new-password-375');
    await employee.getByRole('button', { name: 'Save and sign in' }).click();
    await waitForPath(employee, '/Account');

    // The staff bar's 'Change password': the current one, then a new one; the session goes on.
    await employee.getByRole('button', { name: 'Change password' }).click();
    const change = employee.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel('Current password').fill(chosen);
    await change.getByLabel('New password', { exact: true }).fill('Lotus#Backwater-88');
    await change.getByLabel('New password again').fill('Lotus#Backwater-88');
    await change.getByRole('button', { name: 'Save new password' }).click();
    await change.getByText(PASSWORD_CHANGED).waitFor();
    await expectNoSeriousAxeViolations(employee);
    await screenshot(employee, 'backoffice-password-changed-375');
    await change.getByRole('button', { name: 'Done' }).click();
    await employee.getByRole('heading', { level: 1, name: `Hi ${colleague.username}` }).waitFor();
    await admin.context().close();
    await employee.context().close();
  });

  it('renews an expired access token with the refresh cookie: the admin screen stays, with a new token', async () => {
    const admin = await freshPage();
    await signIn(admin, '/Log', ADMIN);
    await waitForPath(admin, '/admin');
    await admin.getByRole('heading', { level: 2, name: ADMIN_PORTAL_TITLE }).waitFor();
    const cookies = await admin.context().cookies();
    expect(cookies.find((cookie) => cookie.name === REFRESH_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    expect(await admin.evaluate((name) => document.cookie.includes(name), REFRESH_COOKIE)).toBe(false);
    // The sign-in made this browser a known device of the account: a long-lived cookie no script reads.
    const device = cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(90 * 86_400_000);

    // The stored token of this very session, expired: the next call is refused, renewed, and tried again.
    const { sub, username, role, sid } = JSON.parse(
      Buffer.from((await stored(admin)).authToken!.split('.')[1], 'base64url').toString('utf8'),
    ) as TokenClaims;
    const expired = minter.sign({ sub, username, role, sid }, { expiresIn: -60 });
    await admin.evaluate(([key, token]) => localStorage.setItem(key, token), [STORAGE_KEYS.authToken, expired] as const);
    await admin.reload();
    await admin.getByRole('heading', { level: 2, name: ADMIN_PORTAL_TITLE }).waitFor();
    await admin
      .getByRole('table')
      .getByRole('cell', { name: `${ADMIN.username} (you)` })
      .waitFor();
    expect(pathOf(admin)).toBe('/admin');
    const renewed = (await stored(admin)).authToken;
    expect(renewed).not.toBe(expired);
    expect(JSON.parse(Buffer.from(renewed!.split('.')[1], 'base64url').toString('utf8'))).toMatchObject({ sid });

    // Another site's page posts a form to the refresh call in the same browser: refused, and the cookie stays as it was.
    const refreshCookie = async () => (await admin.context().cookies()).find((cookie) => cookie.name === REFRESH_COOKIE)?.value;
    const held = await refreshCookie();
    expect(held).toEqual(expect.any(String));
    const elsewhere = await admin.context().newPage();
    await elsewhere.setContent(
      `<form method="post" enctype="text/plain" action="${suite.site.url}/api/auth/refresh"><button>Claim your prize</button></form>`,
    );
    const [answer] = await Promise.all([
      elsewhere.waitForResponse((res) => res.url().endsWith('/api/auth/refresh')),
      elsewhere.getByRole('button').click(),
    ]);
    expect(answer.status()).toBe(403);
    expect((await answer.json()).message).toBe(CROSS_SITE_REFUSED);
    expect(await refreshCookie()).toBe(held);
    await admin.context().close();
  });

  it('sends the administrator to /Log when another tab removes the admin flag', async () => {
    const context: BrowserContext = await suite.browser.newContext({ viewport: DESKTOP });
    const adminTab = await context.newPage();
    await signIn(adminTab, '/Log', ADMIN);
    await waitForPath(adminTab, '/admin');
    await adminTab.getByRole('heading', { level: 2, name: ADMIN_PORTAL_TITLE }).waitFor();

    const otherTab = await context.newPage();
    await visit(otherTab, suite.site.url, '/Aboutus');
    await otherTab.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.adminAuth);

    await waitForPath(adminTab, '/Log');
    expect(await noticeOf(adminTab)).toBe(ADMIN_LOGIN_REQUIRED);
    await context.close();
  });

  it('while password hashing is busy, signs the administrator in from a new browser with the challenge its form solved meanwhile; a script without one is refused in words', async () => {
    // The open lane full, as during a flood: the service asks unknown browsers for a solution, at the highest price.
    const load = jest.spyOn(hashingPool(), 'openLoad').mockReturnValue(1);
    try {
      const script = await fetch(`${suite.site.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect([script.status, (await script.json()).message]).toEqual([400, PROOF_OF_WORK_TEXTS.missing]);

      const phone = await freshPage(PHONE);
      const answered = phone.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/login',
        { timeout: 60_000 },
      );
      await signIn(phone, '/Log', ADMIN);
      const answer = await answered;
      expect([answer.status(), answer.request().postDataJSON()]).toEqual([200, { ...ADMIN, proofOfWork: expect.any(String) }]);
      await waitForPath(phone, '/admin');
      // How long a new device waits is a performance figure: the bench's signin section measures it
      // (new devices within 10 s during a flood), not a browser test sharing the machine with others.
      await phone.context().close();
    } finally {
      load.mockRestore();
    }
  });
});
