/**
 * The shell's index.html, rendered at build time by html-webpack-plugin (this module is
 * its template). Brand name, tagline and logo come from the shared site facts. The gateway
 * fills it per page at the markers (preloads, the page's head, the server-rendered HTML and
 * the boot data); as built, it is the client-rendered page with the site's own head.
 */
import { NO_SCRIPT_CSS } from '@agency/page/protocol/no-script';
import { DOCUMENT_MARKERS as M } from '@agency/registry';
import { logoDataUrl, site } from '@agency/site/facts';
import { ROOT_ELEMENT_ID } from './texts';

interface TemplateParameters {
  htmlWebpackPlugin: { tags: { headTags: { toString(): string }; bodyTags: { toString(): string } } };
  compilation: {
    namedChunkGroups: { get(name: string): { chunks: Iterable<{ files: Iterable<string> }> } | undefined };
    getAssets(): readonly { name: string }[];
  };
}

/**
 * The headings' face (its ASCII subset, fonts.css) at the weight of every page's first
 * heading (base.css: h1–h3 are bold), preloaded: found by the browser only once the styles
 * are in and laid out, it came after them, one round trip later than the HTML could have
 * asked for it.
 */
const PRELOADED_FONT = /^fonts\/playfair-display-latin-700-normal\.u0020-007e(\.[0-9a-f]+)?\.woff2$/;

function fontPreloadOf(compilation: TemplateParameters['compilation']): string {
  const font = compilation.getAssets().find((asset) => PRELOADED_FONT.test(asset.name));
  if (!font) throw new Error("the shell's build has no headings' face to preload");
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeHtml(font.name)}">`;
}

/**
 * The app's own styles (its frame's CSS Modules) style the server's HTML before the app
 * runs: they are linked in the head like the entry's, not left for the app's chunk to add
 * (the page would be drawn unstyled, then again). The chunk loader finds the link and
 * does not add it twice. The app's scripts are not preloaded here: the entry asks for them
 * when it runs (after the document is parsed), behind the stylesheets, font and first picture.
 */
const STYLED_CHUNK_GROUP = 'app';

function headLinksOf(compilation: TemplateParameters['compilation']): string {
  const group = compilation.namedChunkGroups.get(STYLED_CHUNK_GROUP);
  if (!group) throw new Error(`the shell's build has no chunk "${STYLED_CHUNK_GROUP}"`);
  const styles = [...new Set([...group.chunks].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.css')))];
  return [...styles.map((file) => `<link href="/${escapeHtml(file)}" rel="stylesheet">`), fontPreloadOf(compilation)].join('');
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
    ${htmlWebpackPlugin.tags.headTags}${headLinksOf(compilation)}
    ${M.preload}
    ${M.headStart}<title>${escapeHtml(site.brandName)}</title>
    <meta name="description" content="${escapeHtml(site.tagline)}">${M.headEnd}
    <noscript><style>${NO_SCRIPT_CSS}</style></noscript>
  </head>
  <body>
    <div id="${ROOT_ELEMENT_ID}">${M.bodyStart}<noscript>${escapeHtml(site.brandName)} needs JavaScript to show its holidays.</noscript>${M.bodyEnd}</div>
    ${M.boot}
    ${htmlWebpackPlugin.tags.bodyTags}
  </body>
</html>
`;
}
