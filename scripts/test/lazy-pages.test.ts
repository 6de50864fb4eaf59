/**
 * A remote's on-demand page names its chunk twice: to lazyPage (which the server notes so the
 * gateway preloads the chunk's files) and in the import's webpackChunkName (which names the
 * chunk in the build's CHUNK_FILES_FILE). A name that drifted would preload nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const remotes = readdirSync(ROOT).filter((dir) => dir.startsWith('mf-'));
const remoteSources = remotes.flatMap((dir) => sources(path.join(ROOT, dir, 'src')));
/** The remotes the gateway renders pages with (a server entry); the back office renders in the browser only. */
const serverRendered = remotes.filter((dir) => existsSync(path.join(ROOT, dir, 'src/server.tsx')));

describe("the remotes' on-demand pages", () => {
  const calls = remoteSources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/lazyPage\(\s*'([^']+)',\s*\(\)\s*=>\s*import\(([^)]*)\)/g)].map((match) => ({
      file: path.relative(ROOT, file),
      chunk: match[1],
      named: /webpackChunkName:\s*"([^"]+)"/.exec(match[2])?.[1],
    })),
  );

  it('are found', () => {
    expect(calls.length).toBeGreaterThanOrEqual(10);
  });

  it('name the chunk their import makes, each a chunk of its own', () => {
    expect(calls.filter((call) => call.named !== call.chunk)).toEqual([]);
    const names = calls.map((call) => `${call.file.split('/')[0]} ${call.chunk}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('are every page a server-rendered remote loads on demand (no page through React.lazy alone)', () => {
    expect(serverRendered.sort()).toEqual(['mf-retreat', 'mf-storefront']);
    const plainLazy = serverRendered
      .flatMap((dir) => sources(path.join(ROOT, dir, 'src')))
      .filter((file) => /\blazy\(\s*\(\)\s*=>\s*import\(/.test(readFileSync(file, 'utf8')));
    // The search box's suggestions and the quick-contact dialog load on a visitor's action, never while a page renders.
    expect(plainLazy.map((file) => path.relative(ROOT, file)).sort()).toEqual([
      'mf-storefront/src/enquiry/QuickContactLauncher.tsx',
      'mf-storefront/src/search/SearchBox.tsx',
    ]);
  });
});
