/** The build's compressed copies (scripts/webpack/precompress.ts): which files get them, and that they hold the file. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { precompressPlugins } from '../webpack/precompress';

describe('precompressPlugins', () => {
  let dir: string;
  let files: string[];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    // A script well past the threshold, and a lazily loaded one below it.
    await writeFile(path.join(dir, 'index.js'), `console.log(${JSON.stringify('travel '.repeat(2000))});\nimport('./small.js');`);
    await writeFile(path.join(dir, 'small.js'), 'export const small = 1;');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].chunk.js' },
      optimization: { minimize: false, chunkIds: 'named' },
      plugins: precompressPlugins(),
      infrastructureLogging: { level: 'error' },
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    files = (await readdir(path.join(dir, 'dist'))).sort();
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of a script that holds the script', async () => {
    expect(files).toEqual(expect.arrayContaining(['main.js', 'main.js.br', 'main.js.gz']));
    const script = await readFile(path.join(dir, 'dist/main.js'));
    expect(brotliDecompressSync(await readFile(path.join(dir, 'dist/main.js.br')))).toEqual(script);
    expect(gunzipSync(await readFile(path.join(dir, 'dist/main.js.gz')))).toEqual(script);
    // At the highest settings: far smaller than the script.
    expect((await readFile(path.join(dir, 'dist/main.js.br'))).length).toBeLessThan(script.length / 4);
  });

  it('leaves a file under 1 kB alone', () => {
    const small = files.filter((file) => file.includes('small'));
    expect(small).toHaveLength(1);
    expect(small[0]).toMatch(/\.js$/);
  });
});
