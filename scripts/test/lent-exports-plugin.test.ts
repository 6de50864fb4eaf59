import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { LentExportsPlugin } from '../webpack/lent-exports-plugin';

/** Builds one module with the plugin (the router external: only the imports matter) and returns the errors. */
async function errorsOf(source: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lent-exports-'));
  try {
    await writeFile(path.join(dir, 'index.js'), source);
    const compiler = webpack({
      mode: 'development',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
      externals: {
        'react-router': 'commonjs react-router',
        'react-router-dom': 'commonjs react-router-dom',
        '@reduxjs/toolkit': 'commonjs @reduxjs/toolkit',
      },
      plugins: [new LentExportsPlugin()],
      infrastructureLogging: { level: 'error' },
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    return stats.toJson({ errors: true }).errors?.map((error) => error.message) ?? [];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('LentExportsPlugin', () => {
  it('lets a remote import what the shell lends', async () => {
    expect(
      await errorsOf(
        "import { Link, useParams } from 'react-router-dom';\nimport * as R from 'react-router';\nimport { configureStore } from '@reduxjs/toolkit';\nconsole.log(Link, useParams, R.useLocation, configureStore);",
      ),
    ).toEqual([]);
  });

  it('fails a build that imports another export of the router, naming it and where', async () => {
    const errors = await errorsOf("import { Link, useMatches } from 'react-router-dom';\nconsole.log(Link, useMatches);");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/useMatches from react-router-dom is not lent by the shell .*index\.js/);
    expect((await errorsOf("import { createAsyncThunk } from '@reduxjs/toolkit';\nconsole.log(createAsyncThunk);")).join('\n')).toMatch(
      /createAsyncThunk from @reduxjs\/toolkit is not lent/,
    );
  });

  it('fails a build that uses the router as a whole module object', async () => {
    const errors = await errorsOf("import * as Router from 'react-router';\nconsole.log(Object.keys(Router));");
    expect(errors.join('\n')).toMatch(/the whole module/);
  });
});
