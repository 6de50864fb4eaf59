/**
 * Two-factor sign-in (TOTP) in the browser, against the real auth service: the administrator
 * turns it on through the back office (the test reads the setup key off the screen and
 * computes the codes with otpauth, as an authenticator app would), signs in at /Log with the
 * password and then a code, and signs an employee out everywhere; the employee's open back
 * office returns to the sign-in screen at its next call. Screenshots of the code step and of
 * enrolment at 1440 and 375 px, and axe on both.
 */

import {
  recoveryCodesLeft,
  SESSION_EXPIRED,
  SIGNED_OUT_EVERYWHERE,
  TOTP_SETTINGS,
  TWO_FACTOR_TEXTS,
  USER_CREATED,
} from '@agency/contracts';
import { ADMIN_PORTAL_TITLE } from '@agency/mf-backoffice/messages';
import { STORAGE_KEYS } from '@agency/mf-backoffice/storage';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { ADMIN, type Credentials, type SignInScreen, submitSignIn } from './support/staffSignIn';
import { seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const EMPLOYEE = { username: 'e2e-tara', password: 'Tara#Pass1234' };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const PERIOD_MS = TOTP_SETTINGS.periodSeconds * 1000;

const suite = startSuite();
/** The administrator's recovery codes, as the first test read them off the screen. */
let adminRecoveryCodes: string[] = [];

/** The authenticator app: the current code of `secret`, in a time step after `usedStep` (a code works once). */
async function codeAfter(secret: string, usedStep: number): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / PERIOD_MS);
  if (step <= usedStep) {
    await new Promise((resolve) => setTimeout(resolve, (usedStep + 1) * PERIOD_MS - Date.now() + 50));
    step = Math.floor(Date.now() / PERIOD_MS);
  }
  const code = TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
    timestamp: step * PERIOD_MS + 1,
  });
  return { code, step };
}

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
}

const passwordStep = (page: Page, at: SignInScreen, credentials: Credentials) => submitSignIn(page, suite.site.url, at, credentials);

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);

describe('two-factor sign-in', () => {
  it("an administrator with two-factor sign-in signs in with a code, signs an employee out everywhere, and the employee's open back office returns to sign-in", async () => {
    // The administrator signs in with the password (two-factor sign-in is not on yet) and creates an employee.
    const admin = await openPage(suite.browser, DESKTOP);
    await passwordStep(admin, '/Log', ADMIN);
    await waitForPath(admin, '/admin');
    await admin.getByRole('heading', { level: 2, name: ADMIN_PORTAL_TITLE }).waitFor();
    await admin.getByLabel('Username').fill(EMPLOYEE.username);
    await admin.getByLabel('Password', { exact: true }).fill(EMPLOYEE.password);
    await admin.getByLabel('Role', { exact: true }).selectOption('employee');
    await admin.getByRole('button', { name: 'Create user' }).click();
    await admin.getByText(USER_CREATED).waitFor();

    // Turns two-factor sign-in on from the staff bar: the setup key is on the screen as text.
    await admin.getByRole('link', { name: TWO_FACTOR_TEXTS.title }).click();
    await waitForPath(admin, '/Account/two-factor');
    await admin.getByText(TWO_FACTOR_TEXTS.off).waitFor();
    await admin.getByRole('button', { name: TWO_FACTOR_TEXTS.start }).click();
    const key = admin.getByTestId('two-factor-secret');
    await key.waitFor();
    await admin.getByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt }).waitFor();
    const secret = (await key.innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousAxeViolations(admin);
    await screenshot(admin, 'two-factor-enrolment-1440', true);
    const enrolled = await codeAfter(secret, 0);
    await admin.getByLabel(TWO_FACTOR_TEXTS.codePrompt).fill(enrolled.code);
    await admin.getByLabel(TWO_FACTOR_TEXTS.passwordPrompt).fill(ADMIN.password);
    await admin.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }).click();
    const codes = admin.getByRole('list', { name: TWO_FACTOR_TEXTS.recoveryCodesTitle });
    await codes.waitFor();
    adminRecoveryCodes = await codes.getByRole('listitem').allInnerTexts();
    expect(adminRecoveryCodes).toHaveLength(10);
    await screenshot(admin, 'two-factor-recovery-codes-1440', true);
    await admin.getByRole('button', { name: TWO_FACTOR_TEXTS.recoveryCodesSaved }).click();
    await admin.getByText(TWO_FACTOR_TEXTS.on).waitFor();
    await admin.getByText(recoveryCodesLeft(10)).waitFor();
    await expectNoSeriousAxeViolations(admin);
    await screenshot(admin, 'two-factor-on-1440', true);
    await admin.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(admin, '/Log');

    // The employee works in the back office: the leads screen polls the server every few seconds.
    const employee = await openPage(suite.browser, DESKTOP);
    await passwordStep(employee, '/Login', EMPLOYEE);
    await waitForPath(employee, '/Account');
    await employee.getByRole('heading', { level: 1, name: `Hi ${EMPLOYEE.username}` }).waitFor();

    // The administrator signs in again: the right password alone gives no token, only the code step.
    await passwordStep(admin, '/Log', ADMIN);
    const codeField = admin.getByLabel(TWO_FACTOR_TEXTS.codePrompt);
    await codeField.waitFor();
    await admin.getByRole('button', { name: TWO_FACTOR_TEXTS.useRecoveryCode }).waitFor();
    expect(await storedToken(admin)).toBeNull();
    await expectNoSeriousAxeViolations(admin);
    await screenshot(admin, 'two-factor-code-step-1440');
    // A wrong code is refused on the spot.
    await codeField.fill(String((Number(enrolled.code) + 1) % 1_000_000).padStart(6, '0'));
    await admin.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }).click();
    await admin.getByRole('alert').filter({ hasText: TWO_FACTOR_TEXTS.wrongCode }).waitFor();
    expect(await storedToken(admin)).toBeNull();
    const { code } = await codeAfter(secret, enrolled.step);
    await admin.getByLabel(TWO_FACTOR_TEXTS.codePrompt).fill(code);
    await admin.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }).click();
    await waitForPath(admin, '/admin');
    await admin.getByRole('heading', { level: 2, name: ADMIN_PORTAL_TITLE }).waitFor();

    await admin.getByRole('button', { name: `Sign ${EMPLOYEE.username} out everywhere` }).click();
    await admin.getByText(`${EMPLOYEE.username}: ${SIGNED_OUT_EVERYWHERE}`).waitFor();

    await waitForPath(employee, '/Login');
    await employee.getByRole('status').filter({ hasText: SESSION_EXPIRED }).waitFor();
    expect(await storedToken(employee)).toBeNull();
    await admin.context().close();
    await employee.context().close();
  });

  it('shows the code step and enrolment at phone width', async () => {
    // The code step: the administrator (who has two-factor sign-in on since the test above).
    const phone = await openPage(suite.browser, PHONE);
    await passwordStep(phone, '/Log', ADMIN);
    await phone.getByLabel(TWO_FACTOR_TEXTS.codePrompt).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'two-factor-code-step-375', true);
    await phone.getByRole('button', { name: TWO_FACTOR_TEXTS.useRecoveryCode }).click();
    await phone.getByLabel(TWO_FACTOR_TEXTS.recoveryPrompt).waitFor();
    await expectNoSeriousAxeViolations(phone);
    await phone.context().close();

    // Enrolment: the employee sets it up on a phone.
    const employee = await openPage(suite.browser, PHONE);
    await passwordStep(employee, '/Login', EMPLOYEE);
    await waitForPath(employee, '/Account');
    await employee.getByRole('link', { name: TWO_FACTOR_TEXTS.title }).click();
    await waitForPath(employee, '/Account/two-factor');
    await employee.getByRole('button', { name: TWO_FACTOR_TEXTS.start }).click();
    await employee.getByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt }).waitFor();
    await employee.getByTestId('two-factor-secret').waitFor();
    expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxeViolations(employee);
    await screenshot(employee, 'two-factor-enrolment-375', true);
    // …then turns it on: the recovery codes and the settings fit a phone too.
    const secret = (await employee.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
    await employee.getByLabel(TWO_FACTOR_TEXTS.codePrompt).fill((await codeAfter(secret, 0)).code);
    await employee.getByLabel(TWO_FACTOR_TEXTS.passwordPrompt).fill(EMPLOYEE.password);
    await employee.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }).click();
    await employee.getByRole('list', { name: TWO_FACTOR_TEXTS.recoveryCodesTitle }).waitFor();
    expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(employee, 'two-factor-recovery-codes-375', true);
    await employee.getByRole('button', { name: TWO_FACTOR_TEXTS.recoveryCodesSaved }).click();
    await employee.getByText(TWO_FACTOR_TEXTS.on).waitFor();
    expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxeViolations(employee);
    await screenshot(employee, 'two-factor-on-375', true);
    await employee.context().close();
  });

  it('once administrators must use it, an administrator without it sets it up at sign-in before reaching the admin screen', async () => {
    const colleague = { username: 'e2e-asha', password: 'Asha#Pass12345' };
    // The administrator signs in with a recovery code this time, and requires two-factor sign-in for administrators.
    const admin = await openPage(suite.browser, DESKTOP);
    await passwordStep(admin, '/Log', ADMIN);
    await admin.getByRole('button', { name: TWO_FACTOR_TEXTS.useRecoveryCode }).click();
    await admin.getByLabel(TWO_FACTOR_TEXTS.recoveryPrompt).fill(adminRecoveryCodes[0]);
    await admin.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }).click();
    await waitForPath(admin, '/admin');
    await admin.getByLabel('Username').fill(colleague.username);
    await admin.getByLabel('Password', { exact: true }).fill(colleague.password);
    await admin.getByLabel('Role', { exact: true }).selectOption('admin');
    await admin.getByRole('button', { name: 'Create user' }).click();
    await admin.getByText(USER_CREATED).waitFor();
    const policy = admin.getByRole('checkbox', { name: TWO_FACTOR_TEXTS.policyLabel });
    await expect(policy.isEnabled()).resolves.toBe(true);
    await policy.check();
    await admin.getByText(TWO_FACTOR_TEXTS.policySaved).waitFor();
    // The administrator's own account is listed among those with two-factor sign-in.
    await admin.getByRole('region', { name: TWO_FACTOR_TEXTS.enrolledTitle }).getByText(ADMIN.username, { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(admin);
    await screenshot(admin, 'two-factor-policy-1440', true);

    // The other administrator: the password alone leads to the set-up, not the admin screen.
    for (const size of [PHONE, DESKTOP]) {
      const page = await openPage(suite.browser, size);
      await passwordStep(page, '/Log', colleague);
      await page.getByText(TWO_FACTOR_TEXTS.enrolmentRequired).waitFor();
      await page.getByRole('button', { name: TWO_FACTOR_TEXTS.start }).click();
      await page.getByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt }).waitFor();
      expect(await storedToken(page)).toBeNull();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `two-factor-enrolment-at-sign-in-${size.width}`, true);
      if (size === PHONE) {
        await page.context().close();
        continue;
      }
      const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
      const { code } = await codeAfter(secret, 0);
      await page.getByLabel(TWO_FACTOR_TEXTS.codePrompt).fill(code);
      await page.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }).click();
      await page.getByRole('list', { name: TWO_FACTOR_TEXTS.recoveryCodesTitle }).waitFor();
      expect(await storedToken(page)).toBeNull();
      await page.getByRole('button', { name: TWO_FACTOR_TEXTS.recoveryCodesSaved }).click();
      await waitForPath(page, '/admin');
      await page.getByRole('heading', { level: 2, name: ADMIN_PORTAL_TITLE }).waitFor();
      await page.context().close();
    }

    await policy.uncheck();
    await admin.getByText(TWO_FACTOR_TEXTS.policySaved).waitFor();
    await admin.context().close();
  });
});
