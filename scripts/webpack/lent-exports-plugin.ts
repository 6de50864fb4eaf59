/**
 * Fails a remote's build that imports, from a library the shell lends by name
 * (LENT_EXPORTS: the router, react-redux, Redux Toolkit and RTK Query), an export the shell
 * does not lend: in the browser it would be undefined at run time, since every remote gets
 * the shell's copy. Checked on webpack's own reading of the imports, so `import { x }`,
 * `import * as Lib` then `Lib.x`, and re-exports all count; a use of the whole module object
 * (which could reach any export) fails too. The libraries' own files are not checked (a
 * remote bundles its fallback copy of them; `react-router-dom` re-exports `react-router`).
 */

import { LENT_EXPORTS } from '@agency/registry';
import webpack, { type Compiler } from 'webpack';

const IMPORT_TYPES = new Set(['harmony import specifier', 'harmony export imported specifier']);
const LIBRARY_FILES = /[\\/]node_modules[\\/](react-router|react-router-dom|react-redux|@reduxjs[\\/]toolkit)[\\/]/;
const PLUGIN = 'LentExportsPlugin';

interface ImportDependency {
  type: string;
  request?: string;
  ids?: string[];
}

const lent = new Map<string, ReadonlySet<string>>(
  Object.entries(LENT_EXPORTS).map(([library, names]) => [library, new Set<string>(names)]),
);

export class LentExportsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        const outside = new Map<string, Set<string>>();
        for (const module of modules) {
          if (LIBRARY_FILES.test((module as { resource?: string }).resource ?? '')) continue;
          for (const dependency of module.dependencies as unknown as ImportDependency[]) {
            const names = lent.get(dependency.request ?? '');
            if (!names || !IMPORT_TYPES.has(dependency.type)) continue;
            const name = dependency.ids?.[0] ?? '* (the whole module)';
            if (names.has(name)) continue;
            const key = `${name} from ${dependency.request}`;
            outside.set(key, (outside.get(key) ?? new Set()).add(module.readableIdentifier(compilation.requestShortener)));
          }
        }
        for (const [what, modulesUsing] of outside) {
          compilation.errors.push(
            new webpack.WebpackError(
              `${what} is not lent by the shell (LENT_EXPORTS in shared-contracts/registry), used in ${[...modulesUsing].join(', ')}: add it there and deploy the shell first`,
            ),
          );
        }
      });
    });
  }
}
