/**
 * Under NODE_ENV=production the gateway's router is the production build, with its exports as
 * plain properties (no getter to run on each access) and the same values the package gives.
 * Run in a child process: jest's own module registry has no `require.cache` to fill.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const PROBE = `
require('./page/server/router-production-build');
const names = ['Link', 'useLocation', 'StaticRouter', 'Routes', 'createRoutesFromChildren'];
const report = {};
for (const specifier of ['react-router', 'react-router-dom']) {
  const loaded = require(specifier);
  report[specifier] = {
    file: Object.keys(require.cache).find((file) => require.cache[file].exports === loaded),
    getters: names.filter((name) => name in loaded && Object.getOwnPropertyDescriptor(loaded, name).get),
    esModule: loaded.__esModule === true,
  };
}
report.sameLink = require('react-router').Link === require('react-router-dom').Link && typeof require('react-router').Link === 'object';
process.stdout.write(JSON.stringify(report));
`;

describe('the router on the production server', () => {
  it('is the production build, with plain exports shared by react-router-dom', () => {
    const output = execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', PROBE], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    const report = JSON.parse(output);
    expect(report['react-router'].file).toMatch(/react-router[/\\]dist[/\\]production[/\\]index\.js$/);
    expect(report['react-router'].getters).toEqual([]);
    expect(report['react-router-dom'].getters).toEqual([]);
    expect(report['react-router'].esModule).toBe(true);
    expect(report['react-router-dom'].esModule).toBe(true);
    expect(report.sameLink).toBe(true);
  });
});
