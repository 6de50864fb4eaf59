/**
 * Signing staff in through the shell's sign-in screens, as a person does it: the form on
 * `/Log` (the back office's door) or `/Login` (the account's), filled and sent, then the page
 * the sign-in lands on. One place for the steps every staff suite begins with.
 */
import { testConfig } from '@agency/test-kit/services';
import type { Browser, Page } from 'playwright-core';
import { openPage, type PageOptions } from './browser';
import { visit } from './shellPage';

export interface Credentials {
  username: string;
  password: string;
}

/** The administrator every test site is seeded with. */
export const ADMIN: Credentials = (() => {
  const config = testConfig();
  return { username: config.adminUsername, password: config.adminPassword };
})();

export type SignInScreen = '/Log' | '/Login';

/** Fills the sign-in form at `at` and sends it; what follows (a landing, a refusal, a code step) is the caller's. */
export async function submitSignIn(page: Page, baseUrl: string, at: SignInScreen, credentials: Credentials): Promise<void> {
  await visit(page, baseUrl, at);
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in at `at` and waits until the page is `landing` (the back office's /admin by default). */
export async function signInStaff(
  page: Page,
  baseUrl: string,
  credentials: Credentials,
  { at = '/Log', landing = '/admin' }: { at?: SignInScreen; landing?: string } = {},
): Promise<void> {
  await submitSignIn(page, baseUrl, at, credentials);
  await page.waitForURL((url) => url.pathname === landing, { timeout: 20_000 });
}

/** A fresh tab (its own context) of the administrator, signed in through /Log, on /admin. */
export async function openAdminPage(browser: Browser, baseUrl: string, size: PageOptions = {}): Promise<Page> {
  const page = await openPage(browser, size);
  await signInStaff(page, baseUrl, ADMIN);
  return page;
}
