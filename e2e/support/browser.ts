/** Debian's Chromium through playwright-core, headless, and screenshots under e2e/artifacts/. */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths';

/**
 * Debian's headless shell when installed (`chromium-headless-shell`, the same engine as
 * Chromium without the browser around it; what Playwright itself runs headless), else
 * Chromium. The full browser's headless mode spent twice the CPU for the same page checks
 * (46.5 against 24.7 s on the browsing pages' suite), and the browser phase is bound by the
 * two cores: all suites took 494 s with Chromium and 355 s with the shell, one after the other.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Runs in the page before any of its scripts (e.g. to observe React). */
  initScript?: string;
}

/** A page in a fresh context (no cache or storage shared with other pages). */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1440, height: options.height ?? 900 } });
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  // Keep the browser's console in the test output when something goes wrong.
  page.on('pageerror', (error) => console.warn(`[page error] ${error.message}`));
  return page;
}

/** A screenshot under e2e/artifacts/, and a copy in `alsoIn` when a suite keeps its own where people look at them. */
export async function screenshot(page: Page, name: string, fullPage = false, alsoIn?: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  if (alsoIn) {
    mkdirSync(alsoIn, { recursive: true });
    copyFileSync(file, path.join(alsoIn, path.basename(file)));
  }
  return file;
}

/**
 * Holds back the page's requests whose URL matches until `release()` (a slow network, made
 * deterministic): a test sees the loading state, then lets the answers through, instead of
 * delaying them by a guessed time.
 */
export async function holdCalls(page: Page, matches: (url: URL) => boolean): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => matches(url),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}

/** Waits until a JWT's `exp` has passed (its own expiry, to the second, not a guessed delay). */
export async function untilExpired(token: string): Promise<void> {
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number };
  const left = exp * 1000 - Date.now();
  if (left >= 0) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
