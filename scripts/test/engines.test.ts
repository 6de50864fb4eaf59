/**
 * The README promises both commands on the Node.js that package.json's `engines` states:
 * every installed package (optional platform builds aside) must declare it supports the
 * oldest Node that range allows, or `npm install` warns and a newcomer's run may break.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

interface LockEntry {
  engines?: { node?: string } | string[];
  optional?: boolean;
}

describe('engines', () => {
  const stated: string = read('package.json').engines.node;
  const oldest = semver.minVersion(stated)!.version;
  const packages = Object.entries(read('package-lock.json').packages as Record<string, LockEntry>).filter(([name]) =>
    name.startsWith('node_modules/'),
  );

  it('states a Node range with an oldest version', () => {
    expect(oldest).toMatch(/^20\./);
    expect(packages.length).toBeGreaterThan(500);
  });

  it('installs no package that refuses the oldest stated Node', () => {
    const refusing = packages
      .filter(([, entry]) => !entry.optional && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node))
      .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')} wants node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
