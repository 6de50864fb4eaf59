/**
 * Section "home-js": the JavaScript a visitor's browser downloads for the home page. The
 * shell and every remote are built for production (remotes into a temporary deploy
 * folder), the real gateway serves them, Chromium loads `/` and every script response is
 * counted once by URL (so React, a shared singleton, counts once however many remotes use
 * it) at its gzip size. Target: under 250 kB in total, the first budget the home page had.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { withBenchSite } from './bench-site';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { formatKb } from './report';
import type { BenchContext, BenchSection } from './types';

export const MAX_HOME_JS_BYTES = 250_000;
/** After the network is idle, lazy chunks of the home route have had time to load. */
const SETTLE_MS = 1_500;

interface ScriptFile {
  url: string;
  bytes: number;
  gzipBytes: number;
}

async function scriptsOfHomePage(siteUrl: string): Promise<ScriptFile[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const pending: Promise<ScriptFile | undefined>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body).length }),
          () => undefined,
        ),
      );
    });
    await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const files = (await Promise.all(pending)).filter((file): file is ScriptFile => file !== undefined);
    const byUrl = new Map(files.map((file) => [file.url, file]));
    return [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}

export const homeJavaScriptSection: BenchSection = {
  name: 'home-js',
  title: 'JavaScript loaded by the home page (shell + storefront remoteEntry + the chunks of /), gzip',
  async run(context: BenchContext) {
    const { origin, files } = await withBenchSite(context.log, async (siteUrl) => ({
      origin: siteUrl,
      files: await scriptsOfHomePage(siteUrl),
    }));
    for (const file of files)
      context.log(
        `  ${formatKb(file.gzipBytes).padStart(9)} gzip  ${formatKb(file.bytes).padStart(9)} raw  ${file.url.replace(origin, '')}`,
      );
    const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    return [
      {
        label: `home page JavaScript, ${files.length} files`,
        value: formatKb(total),
        target: `< ${formatKb(MAX_HOME_JS_BYTES)}`,
        pass: files.length > 0 && total < MAX_HOME_JS_BYTES,
      },
    ];
  },
};
