/**
 * What the generated catalogue says: the spec's destinations and routes, itineraries that
 * add up, prices in range, and the texts the detail page's rules need.
 */
import { DEFAULT_EXCLUSION_TEXTS, HOLIDAY_TYPES, INCLUSION_SERVICES, PRICING_TYPES } from '@agency/contracts';
import { generateCatalogue, SEED_PACKAGES } from '../src/seed/catalogue';
import { CONTINENTS } from '../src/seed/continents';
import { highlightsOf, seedCountries } from '../src/seed/countries';
import { PRICE_CEILING, PRICE_FLOOR } from '../src/seed/package-writer';

const catalogue = generateCatalogue({ packages: SEED_PACKAGES });
const byPackage = <T extends { package_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.package_id, [...(map.get(row.package_id) ?? []), row]);
  return map;
};
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('destinations', () => {
  it('has the seven regions with their routes', () => {
    expect(catalogue.continents.map((c) => [c.name, c.route])).toEqual([
      ['Asia', 'Asia'],
      ['Middle East', 'Middleeast'],
      ['Africa', 'Africa'],
      ['Europe', 'Europe'],
      ['USA & Canada', 'Usacanada'],
      ['Caribbean', 'Caribbean'],
      ['Indian Ocean', 'Indianocean'],
    ]);
    expect(catalogue.continents.find((c) => c.name === 'Caribbean')?.menu_name).toBe('Caribbean Island');
  });

  it('has every country page of the spec with its route', () => {
    const routes = Object.fromEntries(catalogue.countries.map((c) => [c.name, c.route]));
    const spec: Record<string, string> = {
      Bali: 'Bali',
      India: 'India',
      Malaysia: 'Malaysia',
      Singapore: 'Singapore',
      Thailand: 'Thailand',
      Vietnam: 'Vietnam',
      Bhutan: 'Bhutan',
      Japan: 'Japan',
      Nepal: 'Nepal',
      Egypt: 'Egypt',
      Kenya: 'Kenya',
      Morocco: 'Morocco',
      'South Africa': 'SouthAfrica',
      Tanzania: 'Tanzania',
      Tunisia: 'Tunisia',
      Turkey: 'Turkey',
      Spain: 'Spain',
      Portugal: 'Portugal',
      Greece: 'Greece',
      Cyprus: 'Cyprus',
      France: 'France',
      Switzerland: 'Switzerland',
      'United Kingdom': 'UnitedKingdom',
      Austria: 'Austria',
      Norway: 'Norway',
      Croatia: 'Croatia',
      Italy: 'Italy',
      Hungary: 'Hungary',
      'Czech Republic': 'CzechRepublic',
      Netherlands: 'Netherlands',
      Denmark: 'Denmark',
      Germany: 'Germany',
      Sweden: 'Sweden',
      Belgium: 'Belgium',
      Corsica: 'Corsica',
      'Abu Dhabi': 'AbuDhabi',
      Dubai: 'Dubai',
      Qatar: 'Qatar',
      'Ras Al Khaimah': 'RasAlKhaimah',
      USA: 'USA',
      Canada: 'Canada',
      'Dominican Republic': 'DominicanRepublic',
      Antigua: 'Antigua',
      Bahamas: 'Bahamas',
      Barbados: 'Barbados',
      Bermuda: 'Bermuda',
      Grenada: 'Grenada',
      Jamaica: 'Jamaica',
      'Puerto Rico': 'PuertoRico',
      'Sri Lanka': 'SriLanka',
      Seychelles: 'Seychelles',
      Mauritius: 'Mauritius',
      Maldives: 'Maldives',
    };
    expect(routes).toEqual(spec);
  });

  it('writes a real intro and further text for every continent and country', () => {
    for (const c of CONTINENTS) expect(words(c.intro)).toBeGreaterThanOrEqual(20);
    for (const c of seedCountries()) {
      const sentences = c.intro.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
      expect({ country: c.name, sentences: sentences >= 2 && sentences <= 3 }).toEqual({ country: c.name, sentences: true });
      expect(words(c.further)).toBeGreaterThanOrEqual(45);
      expect(c.cities.length).toBeGreaterThanOrEqual(3);
      expect(c.cities.length).toBeLessThanOrEqual(6);
    }
    expect(new Set(seedCountries().map((c) => c.intro)).size).toBe(seedCountries().length);
  });

  it('ties sights only to cities of their own country', () => {
    for (const country of seedCountries()) {
      for (const entry of country.highlights) {
        const colon = entry.indexOf(': ');
        if (colon > 0)
          expect({ country: country.name, city: entry.slice(0, colon) }).toEqual({
            country: country.name,
            city: expect.stringMatching(new RegExp(`^(${country.cities.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`)),
          });
      }
      expect(highlightsOf(country).length).toBe(country.highlights.length);
    }
  });

  it('pairs every multi-centre country with a neighbour on its own continent', () => {
    for (const country of seedCountries().filter((c) => c.holidayTypes.includes('Multicentre_Holidays'))) {
      const partner = seedCountries().find((c) => c.name === country.pairsWith);
      expect({ country: country.name, partnerContinent: partner?.continent }).toEqual({
        country: country.name,
        partnerContinent: country.continent,
      });
    }
  });
});

describe('packages', () => {
  const hotels = byPackage(catalogue.hotels);
  const pricing = byPackage(catalogue.pricing);
  const texts = byPackage(catalogue.texts);

  it('have unique slugs and names that name their destination', () => {
    expect(new Set(catalogue.packages.map((p) => p.slug)).size).toBe(catalogue.packages.length);
    const countryName = new Map(catalogue.countries.map((c) => [c.id, c.name]));
    for (const link of catalogue.packageCountries.filter((l) => l.position === 0)) {
      const pkg = catalogue.packages[link.package_id - 1];
      expect(pkg.package_name).toContain(countryName.get(link.country_id)!);
    }
  });

  it('spend duration − 1 nights in their hotels, with 3 to 5 stars', () => {
    for (const pkg of catalogue.packages) {
      const stays = hotels.get(pkg.id)!;
      expect(stays.reduce((sum, h) => sum + h.nights, 0)).toBe(pkg.duration - 1);
      for (const h of stays) expect(h.star).toBeGreaterThanOrEqual(3);
      for (const h of stays) expect(h.star).toBeLessThanOrEqual(5);
      expect(pkg.class_bar_data).toBe(`${pkg.duration} Days`);
    }
  });

  it('price 2 to 4 rising tiers between ₹25,000 and ₹4,50,000, some with a higher offer price', () => {
    for (const pkg of catalogue.packages) {
      const rows = pricing.get(pkg.id)!;
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.length).toBeLessThanOrEqual(4);
      rows.forEach((row, i) => {
        expect(PRICING_TYPES).toContain(row.type);
        expect(row.price).toBeGreaterThanOrEqual(PRICE_FLOOR);
        expect(row.price).toBeLessThanOrEqual(PRICE_CEILING);
        if (i > 0) expect(row.price).toBeGreaterThan(rows[i - 1].price);
        if (row.value_offer_price !== null) expect(row.value_offer_price).toBeGreaterThan(row.price);
      });
      expect(pkg.price).toBe(rows[0].price);
    }
    const withOffer = catalogue.packages.filter((p) => p.value_offer_price !== null).length;
    expect(withOffer).toBeGreaterThan(10);
    expect(withOffer).toBeLessThan(catalogue.packages.length);
  });

  it('include some descriptions over 250 words and overviews over 305 characters', () => {
    expect(catalogue.packages.filter((p) => words(p.description_paragraph) > 250).length).toBeGreaterThan(0);
    for (const pkg of catalogue.packages) {
      const overview = texts.get(pkg.id)!.filter((t) => t.kind === 'overview');
      expect(overview.length).toBeGreaterThan(0);
      expect(overview[0].text.length).toBeGreaterThan(305);
      expect(pkg.card_text).toBe(`${overview[0].text.slice(0, 305)}...`);
    }
  });

  it('list what is included and the eight standard exclusions', () => {
    const serviceOf = new Map(catalogue.inclusions.map((s) => [s.id, s.service]));
    for (const pkg of catalogue.packages) {
      const lines = texts.get(pkg.id)!;
      expect(lines.filter((t) => t.kind === 'inclusion').length).toBeGreaterThanOrEqual(3);
      const exclusions = lines.filter((t) => t.kind === 'exclusion').map((t) => t.text);
      expect(exclusions).toEqual(expect.arrayContaining([...DEFAULT_EXCLUSION_TEXTS]));
      const included = catalogue.packageInclusions.filter((l) => l.package_id === pkg.id).map((l) => serviceOf.get(l.inclusion_id));
      const excluded = catalogue.packageExclusions.filter((l) => l.package_id === pkg.id).map((l) => serviceOf.get(l.exclusion_id));
      expect([...included, ...excluded].sort()).toEqual([...INCLUSION_SERVICES].sort());
    }
  });

  it('reference generated artwork for their gallery and banner', () => {
    for (const pkg of catalogue.packages) {
      const images = catalogue.images.filter((i) => i.package_id === pkg.id);
      expect(images.filter((i) => i.kind === 'gallery').map((i) => i.url)).toEqual(
        [1, 2, 3].map((n) => `/api/images/package-${pkg.slug}-${n}.svg`),
      );
      expect(images.filter((i) => i.kind === 'banner').map((i) => i.url)).toEqual([`/api/images/package-${pkg.slug}-4.svg`]);
    }
  });

  it('carry departure prices for 2025, 2026 and 2027', () => {
    for (const year of [2025, 2026, 2027])
      expect(new Set(catalogue.departurePrices.filter((d) => d.year === year).map((d) => d.package_id)).size).toBe(SEED_PACKAGES);
  });
});

describe('the benchmark catalogue', () => {
  it('keeps coverage and small home sections at 10,000 packages, and starts with the seed', () => {
    const large = generateCatalogue({ packages: 10000 });
    expect(large.packages).toHaveLength(10000);
    expect(new Set(large.packages.map((p) => p.slug)).size).toBe(10000);
    expect(new Set(large.packageCountries.map((l) => l.country_id)).size).toBe(seedCountries().length);
    expect(new Set(large.packageHolidayTypes.map((l) => l.holiday_type_id)).size).toBe(HOLIDAY_TYPES.length);
    for (const flag of ['home_deal_section1', 'home_deal_section2', 'home_deal_section3'] as const) {
      expect(large.packages.filter((p) => p[flag]).length).toBe(catalogue.packages.filter((p) => p[flag]).length);
    }
    expect(large.packages.slice(0, SEED_PACKAGES)).toEqual(catalogue.packages);
  });
});
