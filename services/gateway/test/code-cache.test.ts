import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TSX = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
const CODE_CACHE = path.resolve(__dirname, '../src/code-cache.ts');

describe('the code cache of the production entry', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'code-cache-'));
    writeFileSync(
      path.join(dir, 'a.js'),
      "'use strict';\nexports.dir = __dirname;\nexports.file = __filename;\nexports.resolved = require.resolve('./b');\nexports.b = require('./b').value;\nexports.main = module.exports === exports;\nexports.answer = () => 42;\n",
    );
    writeFileSync(path.join(dir, 'b.js'), "exports.value = 'b';\n");
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * A process (as the entry is: jest's own module loader would bypass the hook) that installs
   * the cache on `cacheDir`, loads a.js, then saves the cache if `save`.
   */
  function load(cacheDir: string, save = false, installRoot?: string) {
    const script = [
      `const { installCodeCache } = require(${JSON.stringify(CODE_CACHE)});`,
      `const codeCache = installCodeCache(${JSON.stringify(cacheDir)}, ${JSON.stringify(installRoot)});`,
      `const a = require(${JSON.stringify(path.join(dir, 'a.js'))});`,
      `let saved = 'not asked';`,
      save ? `try { codeCache.save(); saved = 'ok'; } catch (error) { saved = String(error); }` : '',
      `console.log(JSON.stringify({ exports: { ...a, answer: a.answer() }, counts: codeCache.counts, saved }));`,
    ].join('\n');
    const file = path.join(dir, `run-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, script);
    const child = spawnSync(TSX, [file], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(child.stderr);
    return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as {
      exports: Record<string, unknown>;
      counts: { cached: number; compiled: number };
      saved: string;
    };
  }

  it('compiles the first time, writes the cache once saved, and runs the modules from it the next time alike', () => {
    const cacheDir = path.join(dir, '.code-cache');
    const first = load(cacheDir, true);
    const expected = { dir, file: path.join(dir, 'a.js'), resolved: path.join(dir, 'b.js'), b: 'b', main: true, answer: 42 };
    expect(first.exports).toEqual(expected);
    expect(first.counts).toEqual({ cached: 0, compiled: 2 });
    expect(first.saved).toBe('ok');
    expect(existsSync(path.join(cacheDir, 'modules.bin'))).toBe(true);

    const second = load(cacheDir);
    expect(second.exports).toEqual(expected);
    expect(second.counts).toEqual({ cached: 2, compiled: 0 });
  });

  it('compiles a module whose source changed since, and keeps using the cache for the others', () => {
    const cacheDir = path.join(dir, '.code-cache');
    load(cacheDir, true);
    writeFileSync(path.join(dir, 'b.js'), "exports.value = 'changed';\n");
    const again = load(cacheDir);
    expect(again.exports.b).toBe('changed');
    expect(again.counts).toEqual({ cached: 1, compiled: 1 });
  });

  it('is no error where it cannot be read or written: the modules compile', () => {
    const unwritable = path.join(dir, 'a.js', 'cache'); // below a file: no folder can be made there
    const run = load(unwritable, true);
    expect(run.exports.b).toBe('b');
    expect(run.saved).toBe('ok');
    expect(load(unwritable).counts).toEqual({ cached: 0, compiled: 2 });
  });

  it('keeps where requires resolved for one install, and resolves a file that is gone since, or after another install, anew', () => {
    const cacheDir = path.join(dir, '.code-cache');
    const marker = path.join(dir, 'node_modules', '.package-lock.json');
    mkdirSync(path.dirname(marker), { recursive: true });
    writeFileSync(marker, '{}');
    expect(load(cacheDir, true, dir).exports.resolved).toBe(path.join(dir, 'b.js'));

    // './b' now names a folder: the kept answer points at a file that is gone.
    rmSync(path.join(dir, 'b.js'));
    mkdirSync(path.join(dir, 'b'));
    writeFileSync(path.join(dir, 'b', 'index.js'), "exports.value = 'folder';\n");
    const moved = load(cacheDir, true, dir);
    expect(moved.exports).toMatchObject({ resolved: path.join(dir, 'b', 'index.js'), b: 'folder' });

    // Another install (npm rewrote its marker): nothing kept is trusted, even a file that exists.
    writeFileSync(path.join(dir, 'b.js'), "exports.value = 'file again';\n");
    expect(load(cacheDir, false, dir).exports.b).toBe('folder');
    writeFileSync(marker, '{ "another": "install" }');
    expect(load(cacheDir, false, dir).exports).toMatchObject({ resolved: path.join(dir, 'b.js'), b: 'file again' });
  });
});
