/**
 * The audit log as an administrator sees it, through the shell, against the real services: the
 * administrator deletes a package in the Database tab, then finds that deletion in the Audit log
 * tab filtered by action (who, from where, what was removed); changes a colleague's role and
 * suspends the account, each after a confirmation that says the colleague is signed out, and
 * finds both by name and in words with the reasons given; the suspended colleague cannot sign in;
 * the loading and empty lines; accessibility and no sideways scrolling at phone and desktop
 * widths; screenshots.
 */
import { AUDIT_LOG_TEXTS, PACKAGE_MESSAGES } from '@agency/contracts';
import type { Page } from 'playwright-core';
import { holdCalls, screenshot } from './support/browser';
import { ADMIN, openAdminPage } from './support/staffSignIn';
import { seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
/** Screenshots are also copied here, to be looked at. */
const SHOTS_DIR = '/tmp/shots/audit';

const suite = startSuite();

const shot = (page: Page, name: string, fullPage = true) => screenshot(page, name, fullPage, SHOTS_DIR);

/** An administrator's page on /admin, signed in through /Log. */
const adminPage = (size = DESKTOP) => openAdminPage(suite.browser, suite.site.url, size);

/** Filters the Audit log tab by action and waits for the answer. */
async function filterByAction(page: Page, action: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/audit' && new URL(response.url()).searchParams.get('action') === action,
  );
  await page.getByLabel('Action').selectOption(action);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  expect((await answered).status()).toBe(200);
}

describe('the audit log', () => {
  it('shows the package an administrator deleted, filtered by action, with who, from where and what was removed', async () => {
    const page = await adminPage();
    await page.getByRole('tab', { name: 'Database' }).click();
    await page.getByText(/Showing page \d+ of \d+ \| Total packages: \d+/).waitFor();
    // The first package of the list: its name and its id ('#42').
    const first = page.getByRole('row').nth(1);
    const deleteButton = first.getByRole('button', { name: /^Delete / });
    const name = ((await deleteButton.getAttribute('aria-label')) ?? '').replace(/^Delete /, '');
    const id = ((await first.getByText(/^#\d+$/).textContent()) ?? '').slice(1);
    expect(name).not.toBe('');
    expect(id).toMatch(/^\d+$/);
    await deleteButton.click();
    await page
      .getByRole('alertdialog', { name: `Delete ${name}` })
      .getByRole('button', { name: 'Yes, delete' })
      .click();
    await page.getByText(PACKAGE_MESSAGES.deleted, { exact: true }).waitFor();

    // The log is loading while its first answer is held back.
    const held = await holdCalls(page, (url) => url.pathname === '/api/audit');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 2, name: AUDIT_LOG_TEXTS.title }).waitFor();
    await page.getByRole('status').filter({ hasText: AUDIT_LOG_TEXTS.loading }).waitFor();
    held.release();
    // Unfiltered, the newest entry is the deletion; the sign-in is there too.
    await page.getByRole('table', { name: 'Audit log, page 1' }).waitFor();
    await page.getByRole('cell', { name: 'Signed in' }).first().waitFor();

    await filterByAction(page, 'package.delete');
    await page.getByRole('navigation', { name: 'Audit log pages' }).getByText('Page 1 of 1 | 1 entry').waitFor();
    const rows = page.getByRole('table', { name: 'Audit log, page 1' }).getByRole('row');
    await expect(rows.count()).resolves.toBe(2); // the header and the one deletion
    const entry = rows.nth(1);
    const cells = await entry.getByRole('cell').allTextContents();
    expect(cells[1]).toBe(`${ADMIN.username} (admin)`);
    // The action in words, the target by what it is.
    expect(cells[2]).toBe('Deleted a package');
    expect(cells[3]).toBe(`Package ${id}`);
    expect(cells[4]).toMatch(/^127\.0\.0\.1Mozilla\/5\.0 /);
    expect(cells[5]).toContain(`packageName: ${name} → removed`);
    // When, in India time as en-IN writes it ('25 Nov 2026, 8:06:05 pm').
    expect(cells[0]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}:\d{2} [ap]m$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'audit-log-1440');

    // A filter nothing matches says so.
    await page.getByLabel('Target id').fill('no-such-target');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText(AUDIT_LOG_TEXTS.empty).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('asks before a role change and a suspension, which the log then shows by name and in words, with the reasons', async () => {
    const colleague = { username: 'e2e-sunita', password: 'Sunita#Pass1-Kochi' };
    const page = await adminPage();
    const signedIn = await fetch(`${suite.site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const created = await fetch(`${suite.site.url}/api/auth/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...colleague, role: 'employee' }),
    });
    expect(created.status).toBe(200);
    const id = ((await created.json()) as { data: { _id: number } }).data._id;
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: colleague.username });
    await row.waitFor();

    // A role change waits for the confirmation, which says she will be signed out.
    await row.getByRole('combobox', { name: `Role of ${colleague.username}` }).selectOption('manager');
    const roleDialog = page.getByRole('dialog', { name: `Make ${colleague.username} Manager?` });
    await roleDialog.getByText('is signed out on every device straight away').waitFor();
    expect(await row.getByRole('combobox').inputValue()).toBe('employee');
    await roleDialog.getByLabel('Reason (optional)').fill('Leads the Kerala desk');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'role-change-confirm-1440', false);
    await roleDialog.getByRole('button', { name: 'Change role' }).click();
    await page.getByText(`${colleague.username}: Role changed; the account signs in again to use it`).waitFor();

    // Suspension, after its own confirmation; the row says so.
    await row.getByRole('button', { name: `Suspend ${colleague.username}` }).click();
    const suspendDialog = page.getByRole('dialog', { name: `Suspend ${colleague.username}?` });
    await suspendDialog.getByLabel('Reason (optional)').fill('On leave until March');
    await suspendDialog.getByRole('button', { name: 'Suspend' }).click();
    await row.getByText('Suspended', { exact: true }).waitFor();
    // Only the latest outcome shows.
    await page.getByText(/Account suspended/).waitFor();
    expect(await page.getByText(/Role changed; the account signs in again/).count()).toBe(0);
    await shot(page, 'users-suspended-1440');
    // On a phone: the users table and the confirmation fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'users-suspended-390');
    await row.getByRole('button', { name: `Reinstate ${colleague.username}` }).click();
    const reinstateDialog = page.getByRole('dialog', { name: `Reinstate ${colleague.username}?` });
    await reinstateDialog.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'reinstate-confirm-390', false);
    await reinstateDialog.getByRole('button', { name: 'Cancel' }).click();
    await reinstateDialog.waitFor({ state: 'hidden' });
    await page.setViewportSize(DESKTOP);

    const suspended = await fetch(`${suite.site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(colleague),
    });
    expect(suspended.status).toBe(403);
    expect(((await suspended.json()) as { error: string }).error).toBe('This account is suspended. Ask an administrator to reinstate it.');

    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByRole('table', { name: 'Audit log, page 1' }).waitFor();
    for (const [action, words, changes] of [
      ['user.changeRole', 'Changed a role', ['role: employee → manager', 'reason: Leads the Kerala desk']],
      ['user.suspend', 'Suspended an account', ['state: active → suspended', 'reason: On leave until March']],
    ] as const) {
      await filterByAction(page, action);
      const entry = page.getByRole('table', { name: 'Audit log, page 1' }).getByRole('row').nth(1);
      // The answer is in; the rows follow once it has rendered.
      await entry.getByRole('cell', { name: words, exact: true }).waitFor();
      const cells = await entry.getByRole('cell').allTextContents();
      expect(cells[2]).toBe(words);
      expect(cells[3]).toBe(`${colleague.username} (account ${id})`);
      for (const change of changes) expect(cells[5]).toContain(change);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'audit-log-suspension-1440');
    await page.context().close();
  });

  it('works at phone width: entries as cards, nothing wider than the screen', async () => {
    const page = await adminPage(PHONE);
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByRole('table', { name: 'Audit log, page 1' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Audit log pages' })
      .getByText(/Page 1 of 1 \| \d+ entries/)
      .waitFor();
    await page.getByRole('cell', { name: 'Signed in' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'audit-log-375');
    await page.context().close();
  });
});
