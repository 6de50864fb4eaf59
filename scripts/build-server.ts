/**
 * Compiles the server side (the contracts, the registry, the four services, the gateway and the
 * shell modules the gateway imports) to JavaScript with swc, into dist/server/, keeping the
 * repository's layout. Each workspace gets a package.json whose entry points name the .js files,
 * linked under dist/server/node_modules/@agency/, so that `node dist/server/services/gateway/src/main.js`
 * runs without tsx; the other packages resolve from the root node_modules as usual.
 */
import { copyFile, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createPlainAjv } from '@agency/contracts';
import { CONFIG_AJV_OPTIONS, configSchema, PRECOMPILED_CONFIG_VALIDATORS } from '@agency/service-common/config';
import { type Options, transformFile } from '@swc/core';
import standaloneCode from 'ajv/dist/standalone';

const ROOT = path.resolve(__dirname, '..');
export const SERVER_DIST = path.join(ROOT, 'dist', 'server');
/** The gateway's entry once compiled: what production runs with node. */
export const GATEWAY_ENTRY = path.join(SERVER_DIST, 'services', 'gateway', 'src', 'main.js');

const WORKSPACES = [
  'shared-contracts',
  'shared-contracts/registry',
  'shared-contracts/site',
  'page',
  'services/common',
  'services/catalogue',
  'services/leads',
  'services/auth',
  'services/payment',
  'services/gateway',
  'shell',
];

function swcOptions(file: string): Options {
  return {
    filename: file,
    swcrc: false,
    configFile: false,
    jsc: {
      parser: file.endsWith('.js') ? { syntax: 'ecmascript' } : { syntax: 'typescript', tsx: file.endsWith('.tsx') },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
    // Beside the module, not inline: inlined, the maps tripled what every start reads, hashes
    // (the code cache's key) and scans, for stack traces that only --enable-source-maps reads.
    sourceMaps: true,
  };
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'node_modules' ? [] : files(file);
      return [file];
    }),
  );
  return nested.flat();
}

const toJs = (file: string) => file.replace(/\.tsx?$/, '.js');

async function compileWorkspace(workspace: string, outDir: string): Promise<{ name: string; count: number }> {
  const source = path.join(ROOT, workspace);
  const target = path.join(outDir, workspace);
  let count = 0;
  // The folders the workspace's entry points lie in: src/ for most, protocol/, server/… for @agency/page.
  const manifest = JSON.parse(await readFile(path.join(source, 'package.json'), 'utf8')) as { exports?: Record<string, string> };
  const roots = new Set(['src', ...Object.values(manifest.exports ?? {}).map((entry) => entry.replace(/^\.\//, '').split('/')[0])]);
  const sources = (
    await Promise.all([...roots].filter((root) => !root.includes('.')).map((root) => files(path.join(source, root))))
  ).flat();
  for (const file of sources) {
    const out = path.join(target, path.relative(source, file));
    await mkdir(path.dirname(out), { recursive: true });
    // .js too: a generated module may mix export with require, which tsx accepts and node does not.
    if (/\.(tsx?|js)$/.test(file) && !file.endsWith('.d.ts')) {
      const { code, map } = await transformFile(file, swcOptions(file));
      const mapFile = `${path.basename(toJs(out))}.map`;
      await writeFile(toJs(out), map ? `${code}\n//# sourceMappingURL=${mapFile}\n` : code);
      if (map) await writeFile(path.join(path.dirname(out), mapFile), map);
      count += 1;
    } else if (!file.endsWith('.d.ts')) {
      await copyFile(file, out);
    }
  }
  // A workspace's own node_modules (a version other than the root's) stays within its reach.
  const ownModules = path.join(source, 'node_modules');
  if (
    await readdir(ownModules).then(
      () => true,
      () => false,
    )
  ) {
    await mkdir(target, { recursive: true });
    await symlink(path.relative(target, ownModules), path.join(target, 'node_modules'), 'dir');
  }
  const pkg = JSON.parse(await readFile(path.join(source, 'package.json'), 'utf8'));
  const exportsMap =
    pkg.exports && Object.fromEntries(Object.entries(pkg.exports as Record<string, string>).map(([key, value]) => [key, toJs(value)]));
  await writeFile(
    path.join(target, 'package.json'),
    `${JSON.stringify({ name: pkg.name, version: pkg.version, private: true, main: toJs(pkg.main ?? 'src/index.ts'), ...(exportsMap ? { exports: exportsMap } : {}), dependencies: pkg.dependencies }, null, 2)}\n`,
  );
  return { name: pkg.name, count };
}

/**
 * The configuration's validators compiled ahead of time (Ajv standalone), beside the compiled
 * config module, which uses them instead of compiling its schema at every start.
 */
async function writeConfigValidators(outDir: string): Promise<void> {
  const ajv = createPlainAjv({ ...CONFIG_AJV_OPTIONS, code: { source: true } });
  ajv.addSchema(configSchema(true), 'production');
  ajv.addSchema(configSchema(false), 'development');
  const code = standaloneCode(ajv, { production: 'production', development: 'development' });
  await writeFile(path.join(outDir, 'services', 'common', 'src', PRECOMPILED_CONFIG_VALIDATORS), code);
}

/** `outDir` must lie inside the repository: the compiled code finds the site's root above itself. */
export async function buildServer(outDir = SERVER_DIST, log: (line: string) => void = console.log): Promise<void> {
  const started = Date.now();
  await rm(outDir, { recursive: true, force: true });
  let total = 0;
  for (const workspace of WORKSPACES) {
    const { name, count } = await compileWorkspace(workspace, outDir);
    const link = path.join(outDir, 'node_modules', name);
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(path.relative(path.dirname(link), path.join(outDir, workspace)), link, 'dir');
    total += count;
  }
  await writeConfigValidators(outDir);
  const entry = path.join(outDir, path.relative(SERVER_DIST, GATEWAY_ENTRY));
  log(
    `Compiled ${total} server modules with swc into ${path.relative(ROOT, outDir)} in ${Date.now() - started} ms; start with: node ${path.relative(ROOT, entry)}`,
  );
}

if (require.main === module) {
  buildServer().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
