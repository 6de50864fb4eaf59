/**
 * The one webpack set-up of the site. The three remotes (module-federation containers
 * exposing `./App`) and the shell (the host page) are built from it, so loaders, file
 * names, CSS handling and minification are written once. `scripts/build.ts` (each
 * workspace's `npm run build`) and the deploy scripts use it directly.
 *
 * Speed on small machines: TypeScript goes through swc (no type check here; `npm run
 * typecheck` does that for the whole tree once), minification through swc and webpack's
 * own CSS minimizer, and the module-federation type generation (dts) is off.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
// webpack 5.111 depends on this minimizer itself (it replaced terser-webpack-plugin).
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration, type PathData } from 'webpack';
import { ChunkFilesPlugin } from './chunk-files-plugin';
import { unicodeRangesOf } from './font-subset-loader';
import { LentExportsPlugin } from './lent-exports-plugin';
import { precompressPlugins } from './precompress';

/** The repository root: scripts/webpack → ../.. */
const ROOT_DIR = path.resolve(__dirname, '../..');

import {
  chunkLoadingGlobalOf,
  EXPOSED_APP,
  EXPOSED_SERVER,
  packageOfSharedKey,
  REMOTES_URL_PREFIX,
  SERVER_ENTRY_SOURCE,
  SHARED_SINGLETONS,
  serverContainerName,
} from '@agency/registry';

export type BuildMode = 'production' | 'development';

const ROOT_MODULES = path.join(ROOT_DIR, 'node_modules');
/** The call contracts' modules, one per group of calls (shared-contracts/src/calls). */
const CALL_CONTRACTS_DIR = path.join(ROOT_DIR, 'shared-contracts', 'src', 'calls');

interface BaseOptions {
  /** The workspace folder (holds package.json and src/). */
  dir: string;
  mode?: BuildMode;
  /** Defaults to `<dir>/dist`. */
  outputPath?: string;
  /** Keeps CSS Module class names of different builds apart. */
  cssHashSalt: string;
  /**
   * `server`: the same modules for Node (server rendering): CSS Modules give their class
   * names only (the browser build's names: same salt and file paths), no CSS or asset file
   * is written, and nothing is minified (readable stacks in the gateway's log).
   */
  side?: 'browser' | 'server';
}

export function buildModeOf(mode: string | undefined): BuildMode {
  return mode === 'development' ? 'development' : 'production';
}

/**
 * What every build shares: swc for TS/TSX, CSS Modules plus plain CSS extracted to files,
 * asset modules for images and fonts, content-hashed names, and module resolution that
 * also works for a copy of a remote's sources outside the repository (tests build one).
 */
function baseConfig({ dir, mode, outputPath, cssHashSalt, side = 'browser' }: BaseOptions): Configuration {
  const buildMode = buildModeOf(mode);
  const production = buildMode === 'production';
  const server = side === 'server';
  // Content-hashed names in production: the files are cached for a year and never change.
  const named = (stem: string, extension: string) => (production ? `${stem}.[contenthash:8]${extension}` : `${stem}${extension}`);
  return {
    mode: buildMode,
    context: dir,
    target: 'web',
    // No eval-based source maps: the gateway's security policy forbids eval.
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: outputPath ?? path.join(dir, 'dist'),
      filename: named('[name]', '.js'),
      chunkFilename: named('[name]', '.js'),
      assetModuleFilename: named('assets/[name]', '[ext]'),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      modules: ['node_modules', ROOT_MODULES],
    },
    resolveLoader: { modules: ['node_modules', ROOT_MODULES] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
        // The browser's call contracts without their JSON Schemas (browser-calls-loader.ts).
        ...(server
          ? []
          : [
              {
                test: /\.ts$/,
                include: CALL_CONTRACTS_DIR,
                exclude: /index\.ts$/,
                enforce: 'pre' as const,
                use: require.resolve('./browser-calls-loader'),
              },
            ]),
        {
          test: /\.css$/,
          use: [
            // Extracted in development too: same CSP-friendly <link> loading in both modes.
            ...(server ? [] : [MiniCssExtractPlugin.loader]),
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: /\.module\.css$/,
                  // Readable in development, short in production; the salt keeps two
                  // builds' `.card` from files of the same relative path apart.
                  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
                  localIdentHashSalt: cssHashSalt,
                  // `import styles from './x.module.css'` (css-loader 7 defaults to named exports).
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  exportOnlyLocals: server,
                },
              },
            },
          ],
        },
        // The server build names the browser build's files (same URLs in both HTMLs) without writing them.
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i,
          type: 'asset/resource',
          generator: { filename: named('images/[name]', '[ext]'), emit: !server },
        },
        {
          test: /\.(woff2?|ttf|otf|eot)$/i,
          oneOf: [
            // A subset of a face (`?unicode=<ranges>`, font-subset-loader.ts), named by its ranges.
            {
              resourceQuery: /unicode=/,
              type: 'asset/resource',
              use: [{ loader: require.resolve('./font-subset-loader') }],
              generator: { filename: (pathData: PathData) => named(`fonts/[name].${subsetLabelOf(pathData)}`, '.woff2'), emit: !server },
            },
            { type: 'asset/resource', generator: { filename: named('fonts/[name]', '[ext]'), emit: !server } },
          ],
        },
      ],
    },
    plugins: server
      ? []
      : [
          new MiniCssExtractPlugin({
            filename: named('[name]', '.css'),
            chunkFilename: named('[name]', '.css'),
          }),
          ...(production ? precompressPlugins() : []),
        ],
    optimization: {
      minimize: production && !server,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimizer: [
        new MinimizerPlugin({
          test: /\.(?:[cm]?js|css)(\?.*)?$/i,
          extractComments: false,
          minify: [{ implementation: MinimizerPlugin.swcMinify }, { implementation: webpack.css.syntax.cssMinify }],
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** `0020-007E,00A0-00FF` → `u0020-007e`: a subset's file name says which characters it holds. */
function subsetLabelOf(pathData: PathData): string {
  const query = (pathData.module as { resourceResolveData?: { query?: string } } | undefined)?.resourceResolveData?.query ?? '';
  const ranges = unicodeRangesOf(query) ?? '';
  return `u${ranges.split(',')[0].toLowerCase()}`;
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The singletons a remote shares, each with the version range its package.json asks for. */
function sharedSingletons(pkg: PackageJson) {
  const dependencies = { ...pkg.dependencies, ...pkg.peerDependencies };
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => {
      const range = dependencies[packageOfSharedKey(key)];
      if (!range) throw new Error(`package.json must depend on ${packageOfSharedKey(key)} (shared singleton "${key}")`);
      return [key, { singleton: true, requiredVersion: range }];
    }),
  );
}

/** A remote's name from its folder: `mf-storefront` → `storefront`. */
export function remoteNameOfDir(dir: string): string {
  return path.basename(dir).replace(/^mf-/, '');
}

/**
 * A remote: a module-federation container exposing `./App` from `src/App.tsx`, with a
 * manifest (`mf-manifest.json`) the shell registers at run time. `output.publicPath:
 * 'auto'` lets the same files work from any versioned folder. The name defaults to the
 * folder's (`mf-storefront` → `storefront`); a build of a copied folder passes it.
 */
export function createRemoteConfig(options: { dir: string; name?: string; mode?: BuildMode; outputPath?: string }): Configuration {
  const { dir, name = remoteNameOfDir(options.dir), mode, outputPath } = options;
  const base = baseConfig({ dir, mode, outputPath, cssHashSalt: name });
  return {
    ...base,
    name,
    // The container entry is the only entry: a remote is never a page of its own.
    entry: {},
    output: {
      ...base.output,
      publicPath: 'auto',
      // The shell clears this global before it loads another version of the same remote.
      uniqueName: name,
      chunkLoadingGlobal: chunkLoadingGlobalOf(name),
    },
    plugins: [
      ...(base.plugins ?? []),
      new LentExportsPlugin(),
      new ChunkFilesPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes: { [EXPOSED_APP]: './src/App.tsx' },
        shared: sharedSingletons(readPackageJson(dir)),
        shareStrategy: 'loaded-first',
        experiments: { externalRuntime: true },
      }),
    ],
    optimization: {
      ...base.optimization,
      splitChunks: {
        cacheGroups: {
          // All of a remote's CSS in one file: a server-rendered page links it in its head
          // (its classes are in the HTML), one request instead of one per lazily loaded page.
          styles: { type: 'css/mini-extract', name: 'styles', chunks: 'all', enforce: true },
        },
      },
    },
  };
}

/** Whether a remote renders on the server: it has a server entry beside its App. */
export function hasServerEntry(dir: string): boolean {
  return existsSync(path.join(dir, SERVER_ENTRY_SOURCE));
}

/**
 * A remote's server build, for the gateway's server rendering: the same App (and the
 * `./server` entry) as a Node container (`async-node`, `commonjs-module`, the node runtime
 * plugin) that loads its chunks from its own folder. Each immutable version gets a
 * container name of its own (`storefront_1_0_0_3f9a2c1b`), or the federation runtime would
 * reuse the first version's instance for the next. `publicPath` is the version's URL, so
 * the image and font URLs in the server's HTML are the browser build's.
 */
export function createRemoteServerConfig(options: {
  dir: string;
  name: string;
  version: string;
  mode?: BuildMode;
  outputPath: string;
}): Configuration {
  const { dir, name, version, mode, outputPath } = options;
  const base = baseConfig({ dir, mode, outputPath, cssHashSalt: name, side: 'server' });
  const container = serverContainerName(name, version);
  return {
    ...base,
    name: `${name}-server`,
    target: 'async-node',
    devtool: false,
    entry: {},
    // Node's own __dirname: the container finds its chunks beside itself.
    node: { __dirname: false, __filename: false },
    output: {
      ...base.output,
      filename: '[name].js',
      chunkFilename: '[name].js',
      publicPath: `${REMOTES_URL_PREFIX}/${name}/${version}/`,
      uniqueName: container,
      library: { type: 'commonjs-module' },
    },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        manifest: false,
        dts: false,
        exposes: { [EXPOSED_APP]: './src/App.tsx', [EXPOSED_SERVER]: `./${SERVER_ENTRY_SOURCE}` },
        shared: sharedSingletons(readPackageJson(dir)),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
    ],
  };
}

/**
 * The shell: a plain page (html-webpack-plugin) with no remote declared at build time;
 * it finds the remotes in /registry.json at run time and lends them its singletons.
 */
export function createShellConfig(options: { dir: string; mode?: BuildMode; outputPath?: string }): Configuration {
  const base = baseConfig({ ...options, cssHashSalt: 'shell' });
  const production = buildModeOf(options.mode) === 'production';
  return {
    ...base,
    name: 'shell',
    entry: { shell: './src/index.ts' },
    output: { ...base.output, publicPath: '/', uniqueName: 'shell' },
    resolve: {
      ...base.resolve,
      // react-router 7's package exports name its development build under every condition;
      // the production build beside it is the same code with its dev warnings switched off
      // (dead code once minified). The shell lends its router to every remote, so this is
      // the router the whole page runs.
      alias: production ? reactRouterProductionBuild() : {},
    },
    plugins: [
      ...(base.plugins ?? []),
      // The federation runtime and its SDK keep Node's script loaders unless told the
      // target; the module-federation plugin defines this for the remotes, the shell is
      // built without that plugin.
      new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
      new HtmlWebpackPlugin({
        // A TypeScript module renders the page, so the brand name and the logo come from
        // the shared site facts instead of being typed twice.
        template: './src/document.ts',
        inject: false,
        minify: false,
      }),
    ],
  };
}

/** Exact-match aliases from react-router's entry points to their production builds. */
function reactRouterProductionBuild(): Record<string, string> {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [ROOT_DIR] })), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/** The libraries the shell's server entry takes from the gateway (one React on the server). */
const GATEWAY_LIBRARIES = /^(react|react-dom|react-router|react-router-dom|react-redux|@reduxjs\/toolkit)(\/.*)?$/;

/**
 * The shell's server entry (`src/server.tsx` → `shell/dist-server/shell-server.js`, CommonJS
 * for the gateway's `require`): the frame the browser hydrates, with the browser build's
 * CSS Module class names. Written beside, not inside, `shell/dist`, which is served to browsers.
 */
export function createShellServerConfig(options: { dir: string; mode?: BuildMode; outputPath?: string }): Configuration {
  const base = baseConfig({
    ...options,
    outputPath: options.outputPath ?? path.join(options.dir, 'dist-server'),
    cssHashSalt: 'shell',
    side: 'server',
  });
  return {
    ...base,
    name: 'shell-server',
    target: 'node',
    devtool: false,
    entry: { 'shell-server': './src/server.tsx' },
    output: { ...base.output, filename: '[name].js', chunkFilename: '[name].js', library: { type: 'commonjs2' }, publicPath: '/' },
    externals: [
      ({ request }, callback) => (request && GATEWAY_LIBRARIES.test(request) ? callback(undefined, `commonjs ${request}`) : callback()),
    ],
    optimization: { ...base.optimization, splitChunks: false },
  };
}
