/**
 * Writes CHUNK_FILES_FILE into a remote's browser build: for each chunk its code names when it
 * loads a page on demand (`import(/* webpackChunkName: "package-detail" *\/ …)`), the script
 * files that chunk needs, its own and the split chunks it shares with others. The gateway
 * preloads the ones of the page it rendered with the rest of the app, so hydration does not
 * wait a round trip more for the page's own code (ServerPageOutcome.chunks).
 */
import { CHUNK_FILES_FILE } from '@agency/registry';
import webpack, { type Compiler } from 'webpack';

const PLUGIN = 'ChunkFilesPlugin';

export class ChunkFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          // Entry points load themselves (the federation runtime's entry, the exposes' sync chunks).
          if (group.isInitial()) continue;
          const scripts = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          if (scripts.length > 0) files[name] = [...new Set(scripts)].sort();
        }
        compilation.emitAsset(CHUNK_FILES_FILE, new webpack.sources.RawSource(`${JSON.stringify(files, null, 2)}\n`));
      });
    });
  }
}
