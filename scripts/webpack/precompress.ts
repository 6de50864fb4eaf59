/**
 * Compressed copies of a production browser build's text files, written beside them
 * (`app.1a2b3c4d.js.br`, `….js.gz`), which the gateway sends as they are to a browser that
 * accepts the encoding (`preCompressed` of @fastify/static in services/gateway/src/frontend.ts).
 *
 * Why at build time: the files are immutable, so they are compressed once, at the highest
 * settings, instead of on every answer at the fast settings a server can afford per request
 * (brotli quality 4: the home page's largest script is 103 kB that way, 88 kB at quality 11),
 * and the gateway spends no CPU on them under load. A file without copies (a version deployed
 * before this) is still compressed per answer, as before.
 */
import { type BrotliOptions, constants as zlib } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

/** Scripts, styles, the remotes' manifests and pictures drawn as SVG; fonts and PNGs are compressed already. */
const TEXT_FILES = /\.(?:js|css|json|svg)$/;
/** Below this a copy saves less than a packet; the same threshold as the gateway's own compression. */
const THRESHOLD_BYTES = 1024;

export function precompressPlugins(): WebpackPluginInstance[] {
  return [
    new CompressionPlugin<BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
      },
      test: TEXT_FILES,
      threshold: THRESHOLD_BYTES,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
      test: TEXT_FILES,
      threshold: THRESHOLD_BYTES,
      minRatio: 0.9,
    }),
  ];
}
