/**
 * The shell's index.html, rendered at build time by html-webpack-plugin (this module is
 * its template). Brand name, tagline and logo come from the shared site facts.
 */
import { logoDataUrl, site } from '@agency/contracts/src/site';
import { ROOT_ELEMENT_ID } from './texts';

interface TemplateParameters {
  htmlWebpackPlugin: { tags: { headTags: { toString(): string }; bodyTags: { toString(): string } } };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export default function renderDocument({ htmlWebpackPlugin }: TemplateParameters): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(site.brandName)}</title>
    <meta name="description" content="${escapeHtml(site.tagline)}">
    <link rel="icon" type="image/svg+xml" href="${escapeHtml(logoDataUrl)}">
    ${htmlWebpackPlugin.tags.headTags}
  </head>
  <body>
    <div id="${ROOT_ELEMENT_ID}"></div>
    <noscript>${escapeHtml(site.brandName)} needs JavaScript to show its holidays.</noscript>
    ${htmlWebpackPlugin.tags.bodyTags}
  </body>
</html>
`;
}
