/**
 * The server side: the public pages answer (PublicPages), the one render of a page with the
 * active remote's server container (PageRenderer, ServerContainers), the document around it,
 * the HTML cache and what empties it, and the forms posted without scripts. The gateway
 * mounts these; it owns only how the API is reached (in process or upstream).
 */
// First: the router's production build must be in place before anything loads the router.
import './router-production-build';

export { type DocumentParts, documentParts, type PageContent, PageDocument, splitDocument } from './document-template';
export { type CachedPage, COMPRESS_FROM_BYTES, encodedBody, HTML_CACHE_SECONDS, HtmlCache, type PageEncoding } from './html-cache';
export { changesPublicPages } from './page-changing-writes';
export {
  injectedLeadSubmitter,
  isOwnSitePost,
  type LeadSubmitter,
  type PageFormPostsOptions,
  type PostedPageRenderer,
  registerPageFormPosts,
  upstreamLeadSubmitter,
} from './page-form-posts';
export {
  type Attempt,
  callThroughFetch,
  type FallbackCounts,
  PageRenderer,
  RENDER_SLOT_WAIT_MS,
  type RenderedPage,
  type RendererOptions,
} from './page-renderer';
export {
  CACHE_STATUS_HEADER,
  EARLY_FLUSH_MS,
  hoistResourceHints,
  PublicPages,
  type PublicPagesOptions,
  RENDER_MODE_HEADER,
  RENDERED_BY_HEADER,
} from './public-pages';
export { NO_ASSETS, RemoteAssets, type VersionAssets } from './remote-assets';
export { renderToHtml } from './render-html';
export { type ReleaseSlot, RenderSlots, type RenderSlotsOptions } from './render-slots';
export { ServerContainers } from './server-containers';
export { sharedLibraries } from './shared-libraries';
export { loadShellServer, SHELL_SERVER_FILE, type ShellServer } from './shell-server';
export { type LocalFile, VersionFiles } from './version-files';
