/**
 * The Deploy tokens screen as an administrator uses it, through the shell against the real
 * gateway: reached from Releases; a token of the storefront made, shown once (and never
 * again), listed as never used; used by a pipeline's call (a rollback through the API) and
 * then listed with its last use; revoked after a confirmation with a reason; a publish with
 * it then refused. At 1366 px and at 390 px (tokens as cards, nothing wider than the screen).
 */
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { openAdminPage } from './support/staffSignIn';
import { seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const TOKENS = '/Account/releases/tokens';
const NEXT = '1.0.0-e2e0d7c1';
const LABEL = 'storefront CI';

const suite = startSuite();

async function adminOnTokens(size: { width: number; height: number }): Promise<Page> {
  const page = await openAdminPage(suite.browser, suite.site.url, size);
  await page.getByRole('link', { name: 'Releases' }).click();
  await page.getByRole('heading', { level: 1, name: 'Releases' }).waitFor();
  await page.getByRole('link', { name: 'Deploy tokens' }).click();
  await page.waitForURL((url) => url.pathname === TOKENS);
  await page.getByRole('heading', { level: 1, name: 'Deploy tokens' }).waitFor();
  return page;
}

/** A second storefront version (the seed's files under another name), so the token has something to roll back. */
async function publishNext(): Promise<string> {
  const { ledger } = suite.site.releases;
  const seed = (await ledger.registry()).remotes.storefront.active!;
  const release = (await ledger.release('storefront', seed))!;
  await ledger.publish({ ...release, version: NEXT, deployedAt: new Date().toISOString() }, { by: 'ci-storefront', reason: 'pipeline' });
  await suite.site.releases.feed.changed();
  return seed;
}

/** What a pipeline sends: a publish of a (tiny) build with the token; its answer's status and message. */
async function publishWith(token: string): Promise<{ status: number; message: string }> {
  const form = new FormData();
  form.append('manifest', JSON.stringify({ remote: 'storefront' }));
  const res = await fetch(`${suite.site.url}/api/releases/storefront`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

const noSideways = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('the Deploy tokens screen', () => {
  it('makes a token shown once, lists its last use after a pipeline used it, and revokes it so the next publish is refused', async () => {
    const seed = await publishNext();
    const page = await adminOnTokens(DESKTOP);
    await page.getByText('No deploy token yet').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'deploy-tokens-empty-1366', true);

    // Made: shown once, with a copy button and the warning.
    const form = page.getByRole('form', { name: 'Make a deploy token' });
    await form.getByLabel('Remote').selectOption('storefront');
    await form.getByLabel('Label').fill(LABEL);
    await form.getByLabel('Expires in (days)').fill('30');
    await form.getByRole('button', { name: 'Make token' }).click();
    const card = page.getByRole('region', { name: `New deploy token "${LABEL}" for storefront` });
    await card.waitFor();
    await card.getByText("you won't see it again").waitFor();
    const token = await card.getByLabel('The token').inputValue();
    expect(token).toMatch(/^mfdt_[A-Za-z0-9_-]{40,}$/);
    await card.getByRole('button', { name: 'Copy' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: LABEL });
    await row.getByText('Never used').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'deploy-tokens-created-1366', true);
    await card.getByRole('button', { name: 'I have copied it' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(token);
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(token);

    // A pipeline rolls the storefront back with it: the list shows its last use.
    const rollback = await fetch(`${suite.site.url}/api/releases/storefront/activations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'pipeline rollback' }),
    });
    expect([rollback.status, ((await rollback.json()) as { version: string }).version]).toEqual([200, seed]);
    await page.reload();
    await row.waitFor();
    expect(await row.getByText('Never used').count()).toBe(0);
    await row.getByText(/\d{4}/).first().waitFor();

    // Revoked with a reason: the list says so, and a publish with it is refused.
    await row.getByRole('button', { name: `Revoke ${LABEL}` }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke "${LABEL}"?` });
    await dialog.getByLabel('Reason (optional)').fill('the pipeline moved to a new token');
    await screenshot(page, 'deploy-tokens-revoke-1366');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Deploy token "${LABEL}" is revoked`).waitFor();
    await row.getByText('Revoked').waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    await screenshot(page, 'deploy-tokens-revoked-1366', true);
    const refused = await publishWith(token);
    expect(refused.status).toBe(401);
    expect(refused.message).toContain(`This deploy token ("${LABEL}") was revoked`);
    await page.context().close();
  });

  it('works at phone width: the form, the token shown once and the list as cards, nothing wider than the screen', async () => {
    const page = await adminOnTokens(PHONE);
    const form = page.getByRole('form', { name: 'Make a deploy token' });
    await form.getByLabel('Remote').selectOption('retreat');
    await form.getByLabel('Label').fill('retreat CI');
    await form.getByRole('button', { name: 'Make token' }).click();
    await page.getByRole('region', { name: 'New deploy token "retreat CI" for retreat' }).waitFor();
    await page.getByRole('table', { name: 'Deploy tokens, newest first' }).waitFor();
    await noSideways(page, PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'deploy-tokens-created-390', true);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.getByRole('row').filter({ hasText: 'retreat CI' }).getByRole('button', { name: 'Revoke retreat CI' }).click();
    await page.getByRole('dialog', { name: 'Revoke "retreat CI"?' }).waitFor();
    await noSideways(page, PHONE.width);
    await screenshot(page, 'deploy-tokens-revoke-390');
    await page.context().close();
  });
});
