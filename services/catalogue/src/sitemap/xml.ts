/**
 * The sitemap protocol's two documents (sitemaps.org 0.9): a `<urlset>` of pages and, when
 * there are more than one file may hold, a `<sitemapindex>` of its parts. Every URL is
 * XML-escaped ('&' in '/Terms%20&%20conditions' becomes '&amp;').
 */
import { absoluteUrl } from '@agency/site';
import { escapeXml } from '../artwork/shapes';
import type { SitemapPage } from './pages';

/** The protocol's limit of URLs in one file (and of parts in an index). */
export const SITEMAP_MAX_URLS = 50_000;

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(origin: string, pages: readonly SitemapPage[]): string {
  let xml = `${HEADER}<urlset xmlns="${NAMESPACE}">\n`;
  for (const page of pages) {
    xml += `<url><loc>${escapeXml(absoluteUrl(origin, page.path))}</loc>`;
    if (page.lastModified !== undefined) xml += `<lastmod>${w3cDateTime(page.lastModified)}</lastmod>`;
    xml += '</url>\n';
  }
  return `${xml}</urlset>\n`;
}

export function sitemapIndexXml(origin: string, partPaths: readonly string[]): string {
  let xml = `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n`;
  for (const path of partPaths) xml += `<sitemap><loc>${escapeXml(absoluteUrl(origin, path))}</loc></sitemap>\n`;
  return `${xml}</sitemapindex>\n`;
}

/** W3C Datetime to the second, in UTC: '2026-11-25T16:55:27Z'. */
export function w3cDateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
