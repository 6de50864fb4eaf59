import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allCalls, catalogueCalls, HOLIDAY_TYPES } from '@agency/contracts';
import {
  absoluteUrl,
  countryPath,
  holidayPagePaths,
  imageFileOfUrl,
  ogImagePath,
  packageDetailPath,
  retreatPaths,
  storefrontPaths,
} from '../src';

describe('public URLs', () => {
  it('builds the canonical package page, country pages and holiday pages', () => {
    expect(packageDetailPath(42)).toBe('/package-detail/42');
    expect(countryPath('South Africa')).toBe('/SouthAfrica');
    const holidays = holidayPagePaths();
    expect(holidays).toHaveLength(HOLIDAY_TYPES.length + 3);
    expect(holidays).toContain('/Holidays/Beach_Holidays');
    expect(holidays).toContain('/Exclusive/HomeDealSection1');
  });

  it('keeps the retreat page where the retreat remote claims it in the registry', () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../../mf-retreat/package.json'), 'utf8')) as {
      agency: { routes: string[] };
    };
    expect(manifest.agency.routes).toEqual(Object.values(retreatPaths));
  });

  it('makes absolute URLs, percent-encoding what a URL cannot hold and keeping escapes', () => {
    expect(absoluteUrl('https://escapevacation.in', '/')).toBe('https://escapevacation.in/');
    expect(absoluteUrl('https://escapevacation.in/', storefrontPaths.terms)).toBe('https://escapevacation.in/Terms%20&%20conditions');
    expect(absoluteUrl('https://example.com/site', '/packages/?country=sri%20lanka')).toBe(
      'https://example.com/site/packages/?country=sri%20lanka',
    );
  });

  it('names the preview image of an image after its contract, with an optional version', () => {
    expect(ogImagePath('goa-beach.svg')).toBe('/api/og/goa-beach.svg.png');
    expect(ogImagePath('upload-0123456789abcdef0123456789abcdef.jpg', 1732500000000)).toBe(
      '/api/og/upload-0123456789abcdef0123456789abcdef.jpg.png?v=1732500000000',
    );
    expect(catalogueCalls.ogImage.path).toBe('/api/og/:file');
    expect(imageFileOfUrl('/api/images/goa-beach.svg')).toBe('goa-beach.svg');
    expect(imageFileOfUrl('https://elsewhere.example/a.svg')).toBeNull();
  });

  it('keeps every call under /api but the sitemap files', () => {
    expect(allCalls.filter((c) => !c.path.startsWith('/api/')).map((c) => c.path)).toEqual(['/sitemap.xml', '/sitemaps/:file']);
  });
});
