/**
 * Fails a remote's build that imports from the router an export the shell does not lend
 * (LENT_ROUTER_EXPORTS): in the browser it would be undefined at run time, since every
 * remote gets the shell's router. Checked on webpack's own reading of the imports, so
 * `import { x }`, `import * as Router` then `Router.x`, and re-exports all count; a use of
 * the whole module object (which could reach any export) fails too.
 */
import webpack, { type Compiler } from 'webpack';
import { LENT_ROUTER_EXPORTS, LENT_ROUTER_PACKAGES } from '@agency/registry';

const IMPORT_TYPES = new Set(['harmony import specifier', 'harmony export imported specifier']);
/** The router's own files (a remote's fallback copy of it): `react-router-dom` re-exports all of `react-router`. */
const ROUTER_FILES = /[\\/]node_modules[\\/]react-router(-dom)?[\\/]/;
const PLUGIN = 'LentRouterPlugin';

interface ImportDependency {
  type: string;
  request?: string;
  ids?: string[];
}

export class LentRouterPlugin {
  apply(compiler: Compiler): void {
    const lent = new Set<string>(LENT_ROUTER_EXPORTS);
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        const outside = new Map<string, Set<string>>();
        for (const module of modules) {
          if (ROUTER_FILES.test((module as { resource?: string }).resource ?? '')) continue;
          for (const dependency of module.dependencies as unknown as ImportDependency[]) {
            if (!IMPORT_TYPES.has(dependency.type) || !LENT_ROUTER_PACKAGES.includes(dependency.request ?? '')) continue;
            const name = dependency.ids?.[0] ?? '* (the whole module)';
            if (lent.has(name)) continue;
            const where = module.readableIdentifier(compilation.requestShortener);
            outside.set(name, (outside.get(name) ?? new Set()).add(where));
          }
        }
        for (const [name, modulesUsing] of outside) {
          compilation.errors.push(
            new webpack.WebpackError(
              `${name} from the router is not lent by the shell (LENT_ROUTER_EXPORTS in shared-contracts/registry), used in ${[...modulesUsing].join(', ')}: add it there and deploy the shell first`,
            ),
          );
        }
      });
    });
  }
}
