/**
 * `npm run test:e2e`: the browser tests. Their global set-up builds what is missing (the
 * shell when stale, each remote once into a temporary deploy folder); extra arguments
 * go to jest (e.g. `npm run test:e2e -- -t fallback`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT_DIR = path.resolve(__dirname, '..');

const jest = require.resolve('jest/bin/jest');
const result = spawnSync(process.execPath, [jest, '-c', path.join(ROOT_DIR, 'e2e/jest.config.js'), ...process.argv.slice(2)], {
  cwd: ROOT_DIR,
  stdio: 'inherit',
  // The site as production runs it: the server renders with React's and Redux Toolkit's
  // production builds (under jest's default NODE_ENV=test it rendered with their development
  // builds, slower, and hid a server-rendering failure that only production builds showed).
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(result.status ?? 1);
