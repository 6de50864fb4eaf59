/**
 * The head of a public page: what the remote that renders the page knows about it (title,
 * description, canonical path, preview image, structured data) and what the gateway writes
 * into the document's <head>. One shape for both sides, and one writer of the tags, so a
 * page's head looks the same whether the page came from the server or changed in the browser.
 */
import { absoluteUrl, site } from '@agency/site';

export interface PageHead {
  /** Shown in the tab and as the search result's heading; the brand is appended once. */
  title: string;
  /** The search result's snippet and the link preview's text (kept to ~160 characters). */
  description: string;
  /** The page's one address, a path (`/package-detail/12`); the gateway makes it absolute. */
  canonicalPath?: string;
  /** A PNG or JPEG path of at least 1200×630 for link previews; the site's default when absent. */
  imagePath?: string;
  imageAlt?: string;
  /** Open Graph type: `website` for lists and landing pages, `product` for a package. */
  kind?: 'website' | 'product';
  /** schema.org objects, each written as its own JSON-LD script. */
  structuredData?: readonly object[];
  /** `noindex` for pages that must not appear in search (states, forms, payment results). */
  noindex?: boolean;
}

/** Descriptions longer than this are cut at a word (search engines show about 155–160 characters). */
export const DESCRIPTION_MAX_LENGTH = 160;

/** The site's own head, for pages that say nothing of themselves (and client rendering). */
export const DEFAULT_PAGE_HEAD: PageHead = {
  title: site.brandName,
  description: site.tagline,
  kind: 'website',
};

/** `Packages to Thailand` → `Packages to Thailand | Escape Vacation`; the brand alone stays alone. */
export function documentTitle(title: string): string {
  return title === site.brandName || title.endsWith(`| ${site.brandName}`) ? title : `${title} | ${site.brandName}`;
}

export function shortDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON inside <script>: `<` escaped so no `</script>` or `<!--` can end or confuse the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The tags of a page head, as HTML: title, description, canonical, robots, Open Graph,
 * Twitter card and JSON-LD. `defaultImagePath` is the site's preview image (a page without
 * its own picture still previews with the brand).
 */
export function renderHeadTags(head: PageHead, origin: string, defaultImagePath: string): string {
  const title = documentTitle(head.title);
  const description = shortDescription(head.description);
  const image = absoluteUrl(origin, head.imagePath ?? defaultImagePath);
  const tags = [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${escapeHtml(description)}">`];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonicalPath) tags.push(`<link rel="canonical" href="${escapeHtml(absoluteUrl(origin, head.canonicalPath))}">`);
  const og: Array<[string, string]> = [
    ['og:site_name', site.brandName],
    ['og:type', head.kind ?? 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:image', image],
    ['og:image:alt', head.imageAlt ?? title],
    ['og:locale', 'en_IN'],
  ];
  if (head.canonicalPath) og.push(['og:url', absoluteUrl(origin, head.canonicalPath)]);
  for (const [property, content] of og) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  const twitter: Array<[string, string]> = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', image],
  ];
  for (const [name, content] of twitter) tags.push(`<meta name="${name}" content="${escapeHtml(content)}">`);
  for (const data of head.structuredData ?? []) tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.join('\n    ');
}
