import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { emptyRegistry, withDeployed } from '../src/format';
import { readRegistry, registryPath, updateRegistry, writeRegistry } from '../src/store';

let deployDir: string;

beforeEach(async () => {
  deployDir = await mkdtemp(path.join(os.tmpdir(), 'registry-store-'));
});

afterEach(async () => {
  await rm(deployDir, { recursive: true, force: true });
});

const record = (version: string) => ({ version, deployedAt: '2025-01-01T00:00:00.000Z', routes: ['/'] });

describe('the registry file', () => {
  it('reads as empty before the first deploy', async () => {
    await expect(readRegistry(deployDir)).resolves.toEqual(emptyRegistry());
  });

  it('is replaced whole: no temporary file is left behind', async () => {
    const registry = withDeployed(emptyRegistry(), 'storefront', record('1.0.0-aaaaaaa1'));
    await writeRegistry(deployDir, registry);
    expect(await readdir(deployDir)).toEqual(['registry.json']);
    expect(JSON.parse(await readFile(registryPath(deployDir), 'utf8'))).toEqual(registry);
    await expect(readRegistry(deployDir)).resolves.toEqual(registry);
  });

  it('refuses a file that is not a registry instead of overwriting it', async () => {
    await writeFile(registryPath(deployDir), JSON.stringify({ remotes: [] }));
    await expect(readRegistry(deployDir)).rejects.toThrow('schemaVersion');
    await expect(updateRegistry(deployDir, (r) => r)).rejects.toThrow('schemaVersion');
    expect(JSON.parse(await readFile(registryPath(deployDir), 'utf8'))).toEqual({ remotes: [] });
  });

  it('applies concurrent changes one after the other, losing none', async () => {
    const names = ['storefront', 'retreat', 'backoffice', 'extra1', 'extra2'];
    await Promise.all(
      names.map((name, i) =>
        updateRegistry(deployDir, async (current) => {
          // Widen the window between read and write: without the lock, writes would be lost.
          await new Promise((resolve) => setTimeout(resolve, 20 - i * 3));
          return withDeployed(current, name, record(`1.0.0-0000000${i}`));
        }),
      ),
    );
    expect(Object.keys((await readRegistry(deployDir)).remotes).sort()).toEqual([...names].sort());
    expect((await readdir(deployDir)).sort()).toEqual(['registry.json']);
  });

  it('releases the lock when a change fails', async () => {
    await expect(updateRegistry(deployDir, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(updateRegistry(deployDir, (r) => withDeployed(r, 'storefront', record('1.0.0-aaaaaaa1')))).resolves.toBeDefined();
  });
});
