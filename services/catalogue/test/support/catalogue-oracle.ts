/**
 * What the catalogue calls must answer, worked out in plain JavaScript from the rows the
 * seed inserts (`generateCatalogue`), independently of the service's SQL and assembly code.
 * The service tests compare the real answers with these.
 */
import {
  HOLIDAY_TYPES,
  HOME_DEAL_SECTIONS,
  type HolidayType,
  type InclusionService,
  PACKAGE_CARD_FIELDS,
  type Package,
  type PackageCard,
  type PackageSummary,
} from '@agency/contracts';
import type { PackageRow } from '../../src/db/rows';
import type { Catalogue } from '../../src/seed/catalogue';

export interface OracleFilters {
  continent?: string;
  /** Any of these. */
  countries?: string[];
  city?: string;
  holidayTypes?: HolidayType[];
  inclusions?: InclusionService[];
  exclusions?: InclusionService[];
  minPrice?: number;
  maxPrice?: number;
  duration?: number;
}

export type OracleSort = { by: 'pricing.price' | 'duration'; order: 'asc' | 'desc' } | { by: 'newest' };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const noSpaces = (s: string) => s.replace(/\s+/g, '');

export function catalogueOracle(c: Catalogue) {
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const continents = byId(c.continents);
  const countries = byId(c.countries);
  const cities = byId(c.cities);
  const holidayTypes = byId(c.holidayTypes);
  const inclusions = byId(c.inclusions);
  const exclusions = byId(c.exclusions);
  const ofPackage = <T extends { package_id: number; position: number }>(rows: T[], id: number) =>
    rows.filter((r) => r.package_id === id).sort((a, b) => a.position - b.position);

  const countryNamesOf = (id: number) => ofPackage(c.packageCountries, id).map((l) => countries.get(l.country_id)!);
  const cityNamesOf = (id: number) => ofPackage(c.packageCities, id).map((l) => cities.get(l.city_id)!.name);
  const typesOf = (id: number) => ofPackage(c.packageHolidayTypes, id).map((l) => holidayTypes.get(l.holiday_type_id)!.key as HolidayType);
  const inclusionsOf = (id: number) =>
    ofPackage(c.packageInclusions, id).map((l) => inclusions.get(l.inclusion_id)!.service as InclusionService);
  const exclusionsOf = (id: number) =>
    ofPackage(c.packageExclusions, id).map((l) => exclusions.get(l.exclusion_id)!.service as InclusionService);

  function matches(p: PackageRow, f: OracleFilters): boolean {
    const continent = continents.get(p.continent_id)!;
    if (
      f.continent &&
      ![continent.name, continent.menu_name].some((n) => same(n, f.continent!)) &&
      !same(continent.route, noSpaces(f.continent))
    )
      return false;
    if (f.countries && !countryNamesOf(p.id).some((k) => f.countries!.some((name) => same(k.name, name) || same(k.route, noSpaces(name)))))
      return false;
    if (f.city && !cityNamesOf(p.id).some((name) => same(name, f.city!))) return false;
    if (f.holidayTypes?.length && !typesOf(p.id).some((t) => f.holidayTypes!.includes(t))) return false;
    if (f.inclusions && !f.inclusions.every((s) => inclusionsOf(p.id).includes(s))) return false;
    if (f.exclusions && !f.exclusions.every((s) => exclusionsOf(p.id).includes(s))) return false;
    if (f.minPrice !== undefined && p.price < f.minPrice) return false;
    if (f.maxPrice !== undefined && p.price > f.maxPrice) return false;
    if (f.duration !== undefined && p.duration !== f.duration) return false;
    return true;
  }

  function compare(sort: OracleSort) {
    return (a: PackageRow, b: PackageRow): number => {
      if (sort.by === 'newest') return b.created_at - a.created_at || b.id - a.id;
      const key = sort.by === 'pricing.price' ? 'price' : 'duration';
      const direction = sort.order === 'asc' ? 1 : -1;
      return (a[key] - b[key]) * direction || a.id - b.id;
    };
  }

  /** The ids of every matching package, in the answer's order. */
  function ids(filters: OracleFilters = {}, sort: OracleSort = { by: 'newest' }): number[] {
    return c.packages
      .filter((p) => matches(p, filters))
      .sort(compare(sort))
      .map((p) => p.id);
  }

  function expectedPackage(id: number): Package {
    const p = c.packages.find((row) => row.id === id)!;
    const pricing = c.pricing.filter((r) => r.package_id === id).sort((a, b) => a.position - b.position);
    const images = c.images.filter((r) => r.package_id === id).sort((a, b) => a.position - b.position);
    const hotels = c.hotels.filter((h) => h.package_id === id).sort((a, b) => a.position - b.position);
    const texts = (kind: string) =>
      c.texts
        .filter((t) => t.package_id === id && t.kind === kind)
        .sort((a, b) => a.position - b.position)
        .map((t) => t.text);
    const types = typesOf(id);
    const nights: { cityName: string; totalNights: number }[] = [];
    for (const h of hotels) {
      const name = cities.get(h.city_id)!.name;
      const entry = nights.find((n) => n.cityName === name);
      if (entry) entry.totalNights += h.nights;
      else nights.push({ cityName: name, totalNights: h.nights });
    }
    const overview = texts('overview');
    const flag = (on: boolean) => (on ? 'True' : 'False');
    const expected: Record<string, unknown> = {
      _id: id,
      Name: p.package_name,
      packageName: p.package_name,
      images: images.filter((i) => i.kind === 'gallery').map((i) => i.url),
      Turner2Data: images.filter((i) => i.kind === 'banner').map((i) => i.url),
      description: { title: p.description_title, paragraph: p.description_paragraph },
      destinations: {
        continent: continents.get(p.continent_id)!.name,
        countries: countryNamesOf(id).map((country) => ({
          name: country.name,
          cities: ofPackage(c.packageCities, id)
            .map((l) => cities.get(l.city_id)!)
            .filter((city) => city.country_id === country.id)
            .map((city) => ({
              name: city.name,
              hotels: hotels.filter((h) => h.city_id === city.id).map((h) => ({ name: h.name, star: h.star, night: h.nights })),
            })),
        })),
      },
      duration: p.duration,
      holiday_types: types,
      inclusionTexts: texts('inclusion'),
      exclusionTexts: texts('exclusion'),
      inclusion_ids: inclusionsOf(id),
      exclusion_ids: exclusionsOf(id),
      pricing: pricing.map((r) => ({
        _id: r.id,
        type: r.type,
        price: r.price,
        ...(r.value_offer_price === null ? {} : { valueOfferPrice: r.value_offer_price }),
      })),
      overview: overview.map((Description) => ({ Description })),
      date2025: c.departurePrices
        .filter((d) => d.package_id === id && d.year === 2025)
        .sort((a, b) => a.position - b.position)
        .map((d) => ({ price: d.price })),
      date2026: c.departurePrices
        .filter((d) => d.package_id === id && d.year === 2026)
        .sort((a, b) => a.position - b.position)
        .map((d) => ({ price: d.price })),
      date2027: c.departurePrices
        .filter((d) => d.package_id === id && d.year === 2027)
        .sort((a, b) => a.position - b.position)
        .map((d) => ({ price: d.price })),
      // The storefront spec's business constants, written out here rather than read from the stored columns.
      ClassBarData: `${p.duration} Days`,
      Card_Text: overview[0].length > 305 ? `${overview[0].slice(0, 305)}...` : overview[0],
      cityNight: nights,
      ...(pricing[0].value_offer_price === null ? {} : { valueOfferPrice: pricing[0].value_offer_price }),
      HomeDealSection1: flag(Boolean(p.home_deal_section1)),
      HomeDealSection2: flag(Boolean(p.home_deal_section2)),
      HomeDealSection3: flag(Boolean(p.home_deal_section3)),
      ...Object.fromEntries(HOLIDAY_TYPES.map((key) => [key, flag(types.includes(key))])),
    };
    return expected as Package;
  }

  function expectedCard(id: number): PackageCard {
    const full = expectedPackage(id) as unknown as Record<string, unknown>;
    return Object.fromEntries(PACKAGE_CARD_FIELDS.filter((f) => f in full).map((f) => [f, full[f]])) as PackageCard;
  }

  /** The list's summary: the card fields, the description's first 200 characters (trimmed) and '...'. */
  function expectedSummary(id: number): PackageSummary {
    const full = expectedPackage(id);
    const paragraph = full.description.paragraph;
    return {
      _id: full._id,
      packageName: full.packageName,
      images: full.images,
      duration: full.duration,
      pricing: full.pricing,
      ...(full.valueOfferPrice === undefined ? {} : { valueOfferPrice: full.valueOfferPrice }),
      cityNight: full.cityNight,
      inclusion_ids: full.inclusion_ids,
      descriptionExcerpt: paragraph.length > 200 ? `${paragraph.slice(0, 200).trimEnd()}...` : paragraph,
    };
  }

  const homeDealIds = () =>
    c.packages
      .filter((p) => HOME_DEAL_SECTIONS.some((_, k) => Boolean(p[`home_deal_section${k + 1}` as 'home_deal_section1'])))
      .sort(compare({ by: 'newest' }))
      .map((p) => p.id);

  return { ids, expectedPackage, expectedCard, expectedSummary, homeDealIds, countryNamesOf, typesOf, continents, countries, cities };
}

export type CatalogueOracle = ReturnType<typeof catalogueOracle>;
