/**
 * The server side: the public pages answer (PublicPages), the one render of a page with the
 * active remote's server container (PageRenderer, ServerContainers), the document around it,
 * the HTML cache and what empties it, and the forms posted without scripts. The gateway
 * mounts these; it owns only how the API is reached (in process or upstream).
 */
export { PageDocument, documentParts, splitDocument, type DocumentParts, type PageContent } from './document-template';
export { HtmlCache, encodedBody, COMPRESS_FROM_BYTES, HTML_CACHE_SECONDS, type CachedPage, type PageEncoding } from './html-cache';
export { changesPublicPages } from './page-changing-writes';
export { injectedLeadSubmitter, upstreamLeadSubmitter, registerPageFormPosts, isOwnSitePost, type LeadSubmitter, type PostedPageRenderer, type PageFormPostsOptions } from './page-form-posts';
export { PageRenderer, type Attempt, type RenderedPage, type RendererOptions, type FallbackCounts } from './page-renderer';
export { PublicPages, hoistResourceHints, EARLY_FLUSH_MS, RENDERED_BY_HEADER, RENDER_MODE_HEADER, CACHE_STATUS_HEADER, type PublicPagesOptions } from './public-pages';
export { RemoteAssets, NO_ASSETS, type VersionAssets } from './remote-assets';
export { renderToHtml } from './render-html';
export { ServerContainers } from './server-containers';
export { sharedLibraries } from './shared-libraries';
export { loadShellServer, SHELL_SERVER_FILE, type ShellServer } from './shell-server';
export { VersionFiles, type LocalFile } from './version-files';
