/**
 * react-router 7's package exports name its development build under every condition, Node's
 * too (remix-run/react-router#14102): a production gateway would otherwise render every page
 * with the router's dev warnings and checks. React and React DOM pick their production builds
 * from NODE_ENV themselves; this does the same for the router. Node's require cache may be
 * filled by hand (a documented use of `require.cache`): under NODE_ENV=production each of the
 * router's entry points is loaded from `dist/production` and stored under the path its
 * package exports resolve to, so that every `require('react-router')` in the process (the
 * gateway's, react-router-dom's, the shell's server entry's) gets the one production copy.
 * The browser builds get the same by a webpack alias (scripts/webpack/config-factory.ts).
 *
 * Must run before anything loads the router: it is the server index's first import.
 */
import path from 'node:path';

/**
 * The router's entry points the site loads, each with the file to load instead. Node 20.19+
 * resolves a `require` of these packages to their ES modules (the `module-sync` condition), whose
 * own imports bypass the require cache: react-router-dom is therefore swapped for its CommonJS
 * build too, which requires the router through the cache.
 */
const ENTRY_POINTS: ReadonlyArray<readonly [specifier: string, packageName: string, file: string]> = [
  ['react-router', 'react-router', 'dist/production/index.js'],
  ['react-router/dom', 'react-router', 'dist/production/dom-export.js'],
  ['react-router-dom', 'react-router-dom', 'dist/index.js'],
];

export function loadRouterProductionBuild(): void {
  if (process.env.NODE_ENV !== 'production') return;
  for (const [specifier, packageName, file] of ENTRY_POINTS) {
    const exported = require.resolve(specifier);
    const replacement = path.join(path.dirname(require.resolve(`${packageName}/package.json`)), file);
    if (exported === replacement || require.cache[exported]) continue;
    require(replacement);
    const loaded = require.cache[replacement];
    if (loaded) loaded.exports = plainExports(loaded.exports);
    require.cache[exported] = loaded;
  }
}

/**
 * The module's exports as plain properties. The router's CommonJS builds re-export through
 * getters (react-router-dom's through react-router's, which go through its chunks'): every
 * `Link` or `useLocation` a render touched ran two or three of them, 2.4 % of an uncached home
 * page's CPU. The router's exports are functions and constants that never change after load.
 */
function plainExports(exports: Record<string, unknown>): Record<string, unknown> {
  const plain: Record<string, unknown> = { ...exports };
  Object.defineProperty(plain, '__esModule', { value: true });
  return plain;
}

loadRouterProductionBuild();
