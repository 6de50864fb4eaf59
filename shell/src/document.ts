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
  compilation: { namedChunks: { get(name: string): { files: Iterable<string> } | undefined } };
}

/**
 * The chunk of the libraries the shell lends on request (federation/sharedSingletons.ts):
 * every remote asks for it as soon as it starts, so every page preloads it, at low priority,
 * instead of finding it only once the shell's script and the remote's manifest are in.
 */
const SHARED_ON_REQUEST_CHUNK = 'shared-redux';

function preloadsOf(compilation: TemplateParameters['compilation']): string {
  const files = [...(compilation.namedChunks.get(SHARED_ON_REQUEST_CHUNK)?.files ?? [])].filter((file) => file.endsWith('.js'));
  return files.map((file) => `<link rel="preload" as="script" fetchpriority="low" href="/${escapeHtml(file)}">`).join('');
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
