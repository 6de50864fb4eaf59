/**
 * What the remotes' builds and the shell's run time must agree on. Pure values, no
 * imports: the shell bundles this file, the webpack config factory reads it.
 */

/** Each remote exposes its whole screen tree (`src/App.tsx`, default export) under this name. */
export const EXPOSED_APP = './App';

/** A remote that renders on the server exposes this module from its server build only. */
export const EXPOSED_SERVER = './server';
/** Where that module lives in the remote's folder. */
export const SERVER_ENTRY_SOURCE = 'src/server.tsx';
/** The server build's folder inside a version's folder (`remotes/<name>/<version>/server/`). */
export const SERVER_BUILD_DIR = 'server';
/** The server container's entry file. */
export const SERVER_ENTRY_FILE = 'remoteEntry.js';

/**
 * The server container's name for one immutable version: `storefront` 1.0.0-3f9a2c1b →
 * `storefront_1_0_0_3f9a2c1b`. Distinct per version because the federation runtime keeps
 * one instance per container name (see DESIGN.md, Server rendering).
 */
export function serverContainerName(remote: string, version: string): string {
  return `${remote}_${version}`.replace(/[^A-Za-z0-9_]/g, '_');
}

/** The `loadRemote` id of a server container's `./server` module. */
export function serverModuleId(container: string): string {
  return `${container}/${EXPOSED_SERVER.slice(2)}`;
}

/**
 * The libraries every remote shares with the shell as singletons, in webpack's `shared`
 * key form (a trailing slash shares the package's sub-paths too, e.g.
 * `react/jsx-runtime`). The shell's unit test checks that it provides each of them.
 * `react-router` is listed beside `react-router-dom` because v7's `react-router-dom`
 * re-exports it: a remote with its own copy would lose the shell's router context.
 * `@reduxjs/toolkit/` shares RTK Query (`@reduxjs/toolkit/query`, `…/query/react`): a remote
 * with its own copy would also bundle its own immer, whose drafts are not the shared
 * toolkit's (immer's production build renames their fields: on a server running
 * NODE_ENV=production, every query's reducer threw).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
] as const;

/**
 * The router's exports the shell lends to the remotes, as `react-router` and
 * `react-router-dom` alike (v7's `react-router-dom` re-exports `react-router`).
 */
const LENT_ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'createSearchParams',
  'generatePath',
  'matchPath',
  'useHref',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useSearchParams',
] as const;

/**
 * What the shell lends of each library it shares by name: only these exports, so that its
 * scripts carry the code for them alone (the router lent as its whole module object weighed
 * 66 kB gzipped on every page, Redux Toolkit's unused parts 7 kB). A remote's build fails
 * when it imports anything else from these packages (LentExportsPlugin in scripts/webpack):
 * add it here, deploy the shell, then the remote. React and ReactDOM are lent whole.
 */
export const LENT_EXPORTS = {
  'react-router': LENT_ROUTER_EXPORTS,
  'react-router-dom': LENT_ROUTER_EXPORTS,
  'react-redux': ['Provider', 'shallowEqual', 'useDispatch', 'useSelector', 'useStore'],
  '@reduxjs/toolkit': ['combineReducers', 'configureStore', 'createAction', 'createNextState', 'createSelector', 'createSlice', 'current'],
  '@reduxjs/toolkit/query': ['skipToken'],
  '@reduxjs/toolkit/query/react': ['buildCreateApi', 'coreModule', 'createApi', 'fetchBaseQuery', 'reactHooksModule', 'skipToken'],
} as const satisfies Record<string, readonly string[]>;

/** The npm package a shared key belongs to (`react/` → `react`). */
export function packageOfSharedKey(key: string): string {
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

/**
 * The global through which a remote's webpack runtime loads its chunks: the build sets
 * `output.uniqueName` to the remote's name, so this is `webpackChunk<name>`. Two
 * versions of one remote would share it; the shell clears it before switching versions.
 */
export function chunkLoadingGlobalOf(remoteName: string): string {
  return `webpackChunk${remoteName}`;
}

/** The `loadRemote` id of a remote's exposed app (`storefront/App`). */
export function appModuleId(remoteName: string): string {
  return `${remoteName}/${EXPOSED_APP.slice(2)}`;
}

/**
 * Where the gateway fills the shell's index.html for each page (HTML comments, so the file
 * as built is a valid client-rendered page): the remote's preloads, the page's head (between
 * the two head markers: the site's default title and description), the server-rendered
 * HTML inside the root element (between the body markers: the no-JavaScript notice), and
 * the boot data (registry snapshot, rendering version, store state).
 */
export const DOCUMENT_MARKERS = {
  preload: '<!--agency:preload-->',
  headStart: '<!--agency:head-->',
  headEnd: '<!--/agency:head-->',
  bodyStart: '<!--agency:body-->',
  bodyEnd: '<!--/agency:body-->',
  boot: '<!--agency:boot-->',
} as const;

/** The remote of the staff pages: rendered in the browser only, and kept out of search engines. */
export const STAFF_REMOTE = 'backoffice';
