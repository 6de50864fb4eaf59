/**
 * The platform as a visitor's browser sees it: the shell composing the three remotes at
 * run time from the registry, one React for all of them, and per-remote deploy, rollback
 * and automatic fallback without touching the shell.
 */
import { rm } from 'node:fs/promises';
import { SHELL_DIST_DIR } from '@agency/gateway/frontend';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { holdCalls, openPage, screenshot } from './support/browser';
import { deploy, directoryDigest, loseVersionFiles, restoreVersionFiles, rollback } from './support/operations';
import { copyWithApp, throwingInBrowser, throwingOnRender, withBanner } from './support/remoteCopies';
import { fetchBrowserRegistry, navigateInPage, settled, shownRemote, visit, waitForRemote } from './support/shellPage';
import { seedDeployDir } from './support/site';
import { startSuite } from './support/suite';

const FALLBACK_HEADING = 'This part of the site is taking a short break';

const suite = startSuite();

async function freshPage(options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  return openPage(suite.browser, options);
}

describe('composition', () => {
  // Each of these visits with a fresh tab of its own and changes nothing on the site, so they
  // run side by side (maxConcurrency at a time): most of a visit is waiting on the network
  // and the remotes' files, during which the others' pages can render.
  it.concurrent.each([
    ['/Aboutus', 'storefront', 'Our Goal', 'about-us'],
    ['/PaymentSuccess?txnid=T1', 'retreat', 'Payment Successful!', 'payment-success'],
    ['/Login', 'backoffice', 'Sign in to your account', 'login'],
    ['/no-such-page/at-all', 'storefront', '404 - Page Not Found', 'not-found'],
  ])('%s is shown by the %s remote through the shell', async (path, remote, text, shot) => {
    const page = await freshPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await visit(page, suite.site.url, path);
    expect(await shownRemote(page)).toMatchObject({ name: remote });
    // Waited for, not read at once: under load the gateway may send a page to the browser to
    // render (its render budget), and an on-demand page's code then arrives after the shell settled.
    await page.getByText(text, { exact: true }).first().waitFor();
    if (path.startsWith('/PaymentSuccess')) await page.getByText('T1').first().waitFor();
    await screenshot(page, `platform-${shot}`);
    // Everything the composition loads passes the gateway's security policy (helmet).
    expect(blocked).toEqual([]);
    await page.context().close();
  });

  it.concurrent('loads React, the router and Redux once, from the shell, for all three remotes', async () => {
    // A stand-in for the React DevTools hook: every react-dom renderer that starts registers with it.
    const page = await freshPage({
      initScript: `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers: new Map(), supportsFiber: true, isDisabled: false, injected: [],
        inject(renderer) { this.injected.push(renderer.rendererPackageName + '@' + renderer.version);
                           const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
        checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
      };`,
    });
    await visit(page, suite.site.url, '/Aboutus');
    await navigateInPage(page, '/PaymentSuccess?txnid=T2');
    await waitForRemote(page, 'retreat');
    await navigateInPage(page, '/Login');
    await waitForRemote(page, 'backoffice');

    const injected = await page.evaluate(
      () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { injected: string[] } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.injected,
    );
    expect(injected).toHaveLength(1);
    expect(injected[0]).toMatch(/^react-dom@/);

    // Each remote's manifest names the files of its own copies of the shared libraries:
    // none of them may have been fetched, while each remote's own code was.
    const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    const registry = await fetchBrowserRegistry(suite.site.url);
    for (const remote of registry.remotes) {
      const folder = remote.active.manifest.replace(/mf-manifest\.json$/, '');
      expect(requested.some((file) => file.startsWith(folder) && file.includes('__federation_expose_App'))).toBe(true);
      const manifest = (await (await fetch(`${suite.site.url}${remote.active.manifest}`)).json()) as {
        shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
      };
      // A remote shares nothing but the singletons: every shared entry's files are a copy of one.
      expect(manifest.shared.map((shared) => shared.name)).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom']));
      const ownCopies = manifest.shared
        .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
        .map((file) => `${folder}${file}`);
      expect(ownCopies.length).toBeGreaterThan(0);
      expect(requested.filter((file) => ownCopies.includes(file))).toEqual([]);
    }
    await page.context().close();
  });

  it.concurrent.each(['/Aboutus', '/Login', '/PaymentFailed?txnid=T5&error=Card%20declined'])(
    'on %s the skip link is the first Tab stop and moves focus to the main content',
    async (path) => {
      const page = await freshPage();
      await visit(page, suite.site.url, path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
      await expect(skip.isVisible()).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.evaluate(() => document.activeElement?.closest('main') !== null)).resolves.toBe(true);
      await page.context().close();
    },
  );

  it.concurrent('shows a quiet loading state while a remote is on its way', async () => {
    const page = await freshPage();
    // Hold the remote's files back, as a slow connection would, until the loading state is seen.
    // Public pages arrive rendered by the server; the staff pages are the browser's to render.
    const held = await holdCalls(page, (url) => url.pathname.startsWith('/remotes/'));
    await page.goto(`${suite.site.url}/Log`, { waitUntil: 'domcontentloaded' });
    const loading = page.locator('[data-shell-state="loading"]');
    await loading.waitFor({ state: 'visible' });
    await expect(loading.getAttribute('role')).resolves.toBe('status');
    await expect(page.getByText('Loading this page…').count()).resolves.toBe(1);
    await screenshot(page, 'platform-loading');
    held.release();
    await settled(page);
    expect(await shownRemote(page)).toMatchObject({ name: 'backoffice' });
    await expect(loading.count()).resolves.toBe(0);
    await page.context().close();
  });

  it.concurrent('switches remotes inside one page load, through the shared router', async () => {
    const page = await freshPage();
    await visit(page, suite.site.url, '/Login');
    const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await navigateInPage(page, '/Aboutus');
    await waitForRemote(page, 'storefront');
    // The page's own code loads on demand once the storefront is there.
    await page.getByText('Our Goal', { exact: true }).first().waitFor();
    await navigateInPage(page, '/Log');
    await waitForRemote(page, 'backoffice');
    await expect(page.getByText('Administrator Login').first().isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    await page.context().close();
  });
});

describe('deploy, rollback and fallback of one remote', () => {
  const banner = 'Monsoon offer: 10% off every Kerala holiday this month';
  let original: string;
  let changed: string;
  let shellHashBefore: string;
  const tempDirs: string[] = [];

  beforeAll(async () => {
    original = (await fetchBrowserRegistry(suite.site.url)).remotes.find((r) => r.name === 'storefront')!.active.version;
    shellHashBefore = await directoryDigest(SHELL_DIST_DIR);
  });

  afterAll(async () => {
    for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
  });

  /** The version the server rendered a page with (a first request loads a new version's server build). */
  async function renderedBy(path: string): Promise<string | null> {
    await (await fetch(`${suite.site.url}${path}`)).text();
    const answer = await fetch(`${suite.site.url}${path}`);
    expect(answer.headers.get('x-render-mode')).toBe('server');
    return answer.headers.get('x-remote-versions');
  }

  async function storefrontOnHome(page: Page) {
    await visit(page, suite.site.url, '/');
    return shownRemote(page);
  }

  it('a deployed change shows on the next load, with the shell untouched', async () => {
    const page = await freshPage();
    await visit(page, suite.site.url, '/');
    const shellScripts = await page.evaluate(() => [...document.querySelectorAll('head script[src]')].map((s) => s.getAttribute('src')));
    await expect(page.getByTestId('deploy-banner').count()).resolves.toBe(0);

    const copy = await copyWithApp('storefront', withBanner(banner));
    tempDirs.push(copy);
    const deployed = await deploy(suite.site, 'storefront', copy);
    changed = deployed.version;
    expect(deployed.created).toBe(true);
    expect(changed).not.toBe(original);

    // The server renders with the newly active version too, and says so.
    expect(await renderedBy('/')).toBe(`storefront@${changed}`);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await settled(page);
    expect(await shownRemote(page)).toEqual({ name: 'storefront', version: changed });
    await expect(page.getByTestId('deploy-banner').textContent()).resolves.toBe(banner);
    await screenshot(page, 'platform-deployed-change');

    expect(await page.evaluate(() => [...document.querySelectorAll('head script[src]')].map((s) => s.getAttribute('src')))).toEqual(
      shellScripts,
    );
    expect(await directoryDigest(SHELL_DIST_DIR)).toBe(shellHashBefore);
    await page.context().close();
  });

  it('a rollback brings the earlier version back on the next load', async () => {
    expect(await rollback(suite.site, 'storefront')).toBe(original);
    expect(await renderedBy('/')).toBe(`storefront@${original}`);
    const page = await freshPage();
    expect(await storefrontOnHome(page)).toEqual({ name: 'storefront', version: original });
    await expect(page.getByTestId('deploy-banner').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('a version that throws while rendering on the server falls back there: the page comes from its previous version', async () => {
    // History now: original, changed, rolled back to original, broken (active). The previous
    // one is `original`: `changed` was rolled back as bad, so nothing returns to it by itself.
    const copy = await copyWithApp('storefront', throwingOnRender('storefront build with a broken render', 'storefrontRoutes'));
    tempDirs.push(copy);
    const broken = await deploy(suite.site, 'storefront', copy);
    // The first request loads the new version's server build (it may be slow enough to be
    // streamed, with headers sent before the outcome); the next is answered in one piece.
    await (await fetch(`${suite.site.url}/`)).text();
    const answer = await fetch(`${suite.site.url}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-render-mode')).toBe('server-previous');
    expect(answer.headers.get('x-remote-versions')).toBe(`storefront@${original}`);
    const page = await freshPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[shell]')) warnings.push(message.text());
    });
    expect(await storefrontOnHome(page)).toEqual({ name: 'storefront', version: original });
    await expect(page.getByTestId('deploy-banner').count()).resolves.toBe(0);
    // The browser hydrated the version the server rendered with: it never loaded the broken one.
    expect(warnings.filter((w) => w.includes(broken.version))).toEqual([]);
    await expectOnlyFilesOf(page, original);
    expect(await rollback(suite.site, 'storefront')).toBe(original);
    await page.context().close();
  });

  it('a version that throws while rendering in the browser is retried once, then its previous version is shown', async () => {
    const copy = await copyWithApp('storefront', throwingInBrowser('storefront build with a broken browser render', 'storefrontRoutes'));
    tempDirs.push(copy);
    const broken = await deploy(suite.site, 'storefront', copy);
    // The first request loads the new version's server build; on a busy machine that can take
    // longer than the render budget, and the server would then render with the previous version
    // (and the browser would never try the broken one). The page below is rendered by the new one.
    await (await fetch(`${suite.site.url}/`)).text();
    const page = await freshPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[shell]')) warnings.push(message.text());
    });
    expect(await storefrontOnHome(page)).toEqual({ name: 'storefront', version: original });
    await expect(page.getByTestId('deploy-banner').count()).resolves.toBe(0);
    expect(warnings.filter((w) => w.includes(`storefront ${broken.version} (active) failed`))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes(`storefront ${broken.version} (retry) failed`))).toHaveLength(1);
    await expectOnlyFilesOf(page, original);
    await page.context().close();
  });

  /** The page's scripts and stylesheets of the storefront are the shown version's only. */
  async function expectOnlyFilesOf(page: Page, version: string) {
    const remoteFiles = await page.evaluate(() =>
      [...document.querySelectorAll('script[src], link[href]')]
        .map((e) => new URL(e.getAttribute('src') ?? e.getAttribute('href') ?? '', document.baseURI).pathname)
        .filter((p) => p.startsWith('/remotes/storefront/')),
    );
    expect(remoteFiles.length).toBeGreaterThan(0);
    expect(remoteFiles.every((file) => file.startsWith(`/remotes/storefront/${version}/`))).toBe(true);
  }

  it('when the active version’s files are deleted, the shell falls back to the previous version by itself', async () => {
    // Undo the broken deploy, then put `changed` back on purpose: its previous is `original`.
    expect(await rollback(suite.site, 'storefront')).toBe(original);
    expect(await rollback(suite.site, 'storefront', changed)).toBe(changed);
    await loseVersionFiles(suite.site, 'storefront', changed);
    const page = await freshPage();
    expect(await storefrontOnHome(page)).toEqual({ name: 'storefront', version: original });
    await expect(page.getByTestId('deploy-banner').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('a remote with no version left shows the fallback panel on its routes; the others keep working', async () => {
    const retreat = (await fetchBrowserRegistry(suite.site.url)).remotes.find((r) => r.name === 'retreat')!;
    await loseVersionFiles(suite.site, 'retreat', retreat.active.version);

    const page = await freshPage();
    await visit(page, suite.site.url, '/PaymentSuccess?txnid=T3');
    await expect(page.getByRole('heading', { name: FALLBACK_HEADING }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Go to the home page' }).isVisible()).resolves.toBe(true);
    expect(await shownRemote(page)).toBeNull();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await screenshot(page, 'platform-fallback-panel');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'platform-fallback-panel-mobile');

    // Still there: the storefront and the back office, in the same page and in a new one.
    await navigateInPage(page, '/Aboutus');
    await waitForRemote(page, 'storefront');
    // The page's own code loads on demand once the storefront is there.
    await page.getByText('Our Goal', { exact: true }).first().waitFor();
    await page.context().close();

    const other = await freshPage();
    await visit(other, suite.site.url, '/Login');
    expect(await shownRemote(other)).toMatchObject({ name: 'backoffice' });
    await other.context().close();
  });

  it('“Try again” shows the remote in place once its files are back, without a page load', async () => {
    const page = await freshPage();
    await visit(page, suite.site.url, '/PaymentSuccess?txnid=T4');
    await page.getByRole('heading', { name: FALLBACK_HEADING }).waitFor();
    const retreat = (await fetchBrowserRegistry(suite.site.url)).remotes.find((r) => r.name === 'retreat')!;
    await restoreVersionFiles(suite.site, seedDeployDir(), 'retreat', retreat.active.version);
    const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForRemote(page, 'retreat');
    await expect(page.getByText('Payment Successful!').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('T4').first().isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    await page.context().close();
  });
});
