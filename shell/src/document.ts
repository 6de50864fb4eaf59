/**
 * The shell's index.html, rendered at build time by html-webpack-plugin (this module is
 * its template). Brand name, tagline and logo come from the shared site facts. The gateway
 * fills it per page at the markers (preloads, the page's head, the server-rendered HTML and
 * the boot data); as built, it is the client-rendered page with the site's own head.
 */
import { logoDataUrl, site } from '@agency/contracts/src/site';
import { DOCUMENT_MARKERS as M } from '@agency/registry';
import { ROOT_ELEMENT_ID } from './texts';

interface TemplateParameters {
  htmlWebpackPlugin: { tags: { headTags: { toString(): string }; bodyTags: { toString(): string } } };
  compilation: { namedChunkGroups: { get(name: string): { chunks: Iterable<{ files: Iterable<string> }> } | undefined } };
}

/**
 * Chunks every page needs and would otherwise find late, preloaded at low priority (after
 * the page's own pictures):
 * - "app", the shell's React app: the entry script only decides when it starts
 *   (startWhenShown.ts), so its download must not wait for that;
 * - "shared-redux", the libraries the shell lends on request (federation/sharedSingletons.ts):
 *   every remote asks for them as soon as it starts.
 */
const PRELOADED_CHUNK_GROUPS = ['app', 'shared-redux'];
/**
 * The app's own styles (its frame's CSS Modules) style the server's HTML before the app
 * runs: they are linked in the head like the entry's, not left for the app's chunk to add
 * (the page would be drawn unstyled, then again). The chunk loader finds the link and
 * does not add it twice.
 */
const STYLED_CHUNK_GROUP = 'app';

function filesOf(compilation: TemplateParameters['compilation'], groupNames: string[], extension: string): string[] {
  const files = groupNames.flatMap((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`the shell's build has no chunk "${name}"`);
    return [...group.chunks].flatMap((chunk) => [...chunk.files]);
  });
  return [...new Set(files.filter((file) => file.endsWith(extension)))];
}

function preloadsOf(compilation: TemplateParameters['compilation']): string {
  const styles = filesOf(compilation, [STYLED_CHUNK_GROUP], '.css').map((file) => `<link href="/${escapeHtml(file)}" rel="stylesheet">`);
  const scripts = filesOf(compilation, PRELOADED_CHUNK_GROUPS, '.js').map((file) => `<link rel="preload" as="script" fetchpriority="low" href="/${escapeHtml(file)}">`);
  return [...styles, ...scripts].join('');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export default function renderDocument({ htmlWebpackPlugin, compilation }: TemplateParameters): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" type="image/svg+xml" href="${escapeHtml(logoDataUrl)}">
    ${htmlWebpackPlugin.tags.headTags}${preloadsOf(compilation)}
    ${M.preload}
    ${M.headStart}<title>${escapeHtml(site.brandName)}</title>
    <meta name="description" content="${escapeHtml(site.tagline)}">${M.headEnd}
  </head>
  <body>
    <div id="${ROOT_ELEMENT_ID}">${M.bodyStart}<noscript>${escapeHtml(site.brandName)} needs JavaScript to show its holidays.</noscript>${M.bodyEnd}</div>
    ${M.boot}
    ${htmlWebpackPlugin.tags.bodyTags}
  </body>
</html>
`;
}
