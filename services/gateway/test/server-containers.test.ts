/**
 * The server containers' bookkeeping: concurrent first requests for a version share one load,
 * a version without a server build is refused and not remembered (it loads once deployed),
 * and loaded versions stay loaded.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ServerContainers } from '@agency/page/server';
import { SERVER_BUILD_DIR, SERVER_ENTRY_FILE } from '@agency/registry';
import { versionDir } from '@agency/registry/store';

let deployDir: string;
beforeAll(async () => {
  deployDir = await mkdtemp(path.join(os.tmpdir(), 'server-containers-'));
});
afterAll(() => rm(deployDir, { recursive: true, force: true }));

/** How many times each container's entry was evaluated, and its module made. */
const counts: Record<string, { entry: number; module: number }> = {};
(globalThis as Record<string, unknown>).__serverContainerCounts = counts;

/** A minimal federation container whose ./server module renders `version`. */
async function deploy(remote: string, version: string): Promise<void> {
  const dir = path.join(versionDir(deployDir, remote, version), SERVER_BUILD_DIR);
  await mkdir(dir, { recursive: true });
  const key = `${remote}@${version}`;
  await writeFile(
    path.join(dir, SERVER_ENTRY_FILE),
    `const counts = globalThis.__serverContainerCounts;
counts[${JSON.stringify(key)}] ??= { entry: 0, module: 0 };
counts[${JSON.stringify(key)}].entry += 1;
module.exports = {
  init() {},
  get() {
    counts[${JSON.stringify(key)}].module += 1;
    return Promise.resolve(() => ({ createServerPage: () => ${JSON.stringify(version)} }));
  },
};
`,
  );
}

/** The server builds in the deploy folder. */
const entryInFolder = {
  async entry(remote: string, version: string): Promise<string | undefined> {
    const entry = path.join(versionDir(deployDir, remote, version), SERVER_BUILD_DIR, SERVER_ENTRY_FILE);
    return existsSync(entry) ? entry : undefined;
  },
  async has(remote: string, version: string): Promise<boolean> {
    return (await entryInFolder.entry(remote, version)) !== undefined;
  },
};

describe('ServerContainers', () => {
  it('loads a version once for concurrent first requests, and keeps it loaded', async () => {
    await deploy('storefront', '1.0.0-a');
    const containers = new ServerContainers(entryInFolder);
    const [first, second] = await Promise.all([containers.load('storefront', '1.0.0-a'), containers.load('storefront', '1.0.0-a')]);
    expect(first).toBe(second);
    expect((first.createServerPage as unknown as () => string)()).toBe('1.0.0-a');
    expect(await containers.load('storefront', '1.0.0-a')).toBe(first);
    expect(counts['storefront@1.0.0-a']).toEqual({ entry: 1, module: 1 });
  });

  it('refuses a version without a server build, and loads it once it is deployed', async () => {
    const containers = new ServerContainers(entryInFolder);
    await expect(containers.load('storefront', '2.0.0-b')).rejects.toThrow(/has no server build/);
    await deploy('storefront', '2.0.0-b');
    const module = await containers.load('storefront', '2.0.0-b');
    expect((module.createServerPage as unknown as () => string)()).toBe('2.0.0-b');
  });

  it('forgets the least recently used versions beyond six, which load again when asked for', async () => {
    const containers = new ServerContainers(entryInFolder);
    const versions = ['3.0.0-a', '3.0.0-b', '3.0.0-c', '3.0.0-d', '3.0.0-e', '3.0.0-f', '3.0.0-g'];
    for (const version of versions) await deploy('retreat', version);
    for (const version of versions.slice(0, 6)) await containers.load('retreat', version);
    await containers.load('retreat', '3.0.0-a'); // used again: now the most recent
    await containers.load('retreat', '3.0.0-g'); // pushes out 3.0.0-b, the least recently used
    await containers.load('retreat', '3.0.0-a');
    expect(counts['retreat@3.0.0-a'].module).toBe(1);
    await containers.load('retreat', '3.0.0-b');
    expect(counts['retreat@3.0.0-b'].module).toBe(2);
  });
});
