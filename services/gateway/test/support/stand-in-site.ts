/**
 * A deploy folder and shell build for gateway tests that render public pages: the storefront's
 * server build and the shell's server entry are small hand-written stand-ins, loaded exactly as
 * the gateway loads real ones. The page counts its renders ("render number N"); on
 * `/package-detail/<id>` it asks the API for the package before rendering, as the real page
 * does, and shows and dehydrates its name. Its `loadPages` sets `globalThis.standInPagesLoaded`.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { emptyRegistry, DOCUMENT_MARKERS as M, SERVER_BUILD_DIR, SERVER_ENTRY_FILE, withDeployed } from '@agency/registry';
import { versionDir, writeRegistry } from '@agency/registry/store';

export const STAND_IN_VERSION = '1.0.0-cafe0001';
const PAGE = `<!doctype html><head>${M.preload}${M.headStart}<title>Escape Vacation</title>${M.headEnd}</head><div id="root">${M.bodyStart}${M.bodyEnd}</div>${M.boot}</html>`;

/** The storefront's stand-in server build; `label` (a version) is shown on every rendered page. */
export function serverContainer(label = ''): string {
  const react = JSON.stringify(require.resolve('react'));
  return `
let renders = 0;
const React = require(${react});
const server = {
  warmUpPaths: ['/packages'],
  // Its pages' code takes a moment to load; the gateway's warm-up waits for it (globalThis tells the test).
  loadPages: () => new Promise((resolve) => setTimeout(() => { globalThis.standInPagesLoaded = true; resolve(); }, 1000)),
  createServerPage: ({ url, origin, fetch }) => {
    renders += 1;
    const count = renders;
    const detail = /^\\/package-detail\\/(\\d+)/.exec(url);
    let name;
    return {
      prepare: async () => {
        if (detail) name = (await (await fetch(origin + '/api/packages/' + detail[1])).json()).data.packageName;
      },
      render: () => React.createElement('p', null, ${JSON.stringify(label)} + (name === undefined ? 'render number ' + count : name)),
      outcome: () => ({ status: 200, head: { title: 'Holidays', description: 'Holidays' } }),
      dehydrate: () => ({ name }),
    };
  },
};
module.exports = { init: () => undefined, get: async () => () => server };
`;
}

function shellServer(): string {
  const react = JSON.stringify(require.resolve('react'));
  return `const React = require(${react});
module.exports = { shellTree: ({ page }) => React.createElement('main', null, page) };
`;
}

/** Writes the stand-in site into a new temporary folder (the caller removes `dir`). */
export async function standInSite(): Promise<{ dir: string; shellDir: string; deployDir: string }> {
  const { dir, shellDir, deployDir } = await standInShell();
  const version = versionDir(deployDir, 'storefront', STAND_IN_VERSION);
  await mkdir(path.join(version, SERVER_BUILD_DIR), { recursive: true });
  await writeFile(path.join(version, SERVER_BUILD_DIR, SERVER_ENTRY_FILE), serverContainer());
  await writeFile(path.join(version, 'mf-manifest.json'), '{}');
  await writeRegistry(
    deployDir,
    withDeployed(emptyRegistry(), 'storefront', { version: STAND_IN_VERSION, deployedAt: '2026-01-01T00:00:00.000Z', routes: ['/'] }),
  );
  return { dir, shellDir, deployDir };
}

/** The built shell alone (its page and server entry) in a new temporary folder, with an empty deploy folder beside it. */
export async function standInShell(): Promise<{ dir: string; shellDir: string; deployDir: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stand-in-site-'));
  const shellDir = path.join(dir, 'shell', 'dist');
  const deployDir = path.join(dir, 'deploy');
  await mkdir(shellDir, { recursive: true });
  await mkdir(path.join(dir, 'shell', 'dist-server'), { recursive: true });
  await writeFile(path.join(shellDir, 'index.html'), PAGE);
  await writeFile(path.join(dir, 'shell', 'dist-server', 'shell-server.js'), shellServer());
  return { dir, shellDir, deployDir };
}
