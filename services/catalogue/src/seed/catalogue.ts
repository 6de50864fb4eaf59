/**
 * The deterministic catalogue: every row of every catalogue table, with explicit ids, for
 * a given number of packages. The seed calls it with about 100; the benchmark with 10,000.
 *
 * Which country and holiday type each package gets is planned greedily: the first package
 * of each country comes first (so every country has a deal), each taking the holiday type
 * used least so far among those that suit it; after that, the least-used holiday type
 * overall goes to the suitable country with the fewest deals for its popularity. Every
 * holiday type therefore has deals once there are a few more packages than countries.
 */

import { HOLIDAY_TYPES, INCLUSION_SERVICES } from '@agency/contracts';
import type { Knex } from 'knex';
import { imageUrl } from '../artwork/names';
import {
  type CityRow,
  type ContinentRow,
  type CountryRow,
  type HolidayTypeRow,
  type PackageCityRow,
  type PackageCountryRow,
  type PackageDeparturePriceRow,
  type PackageExclusionRow,
  type PackageHolidayTypeRow,
  type PackageHotelRow,
  type PackageImageRow,
  type PackageInclusionRow,
  type PackagePricingRow,
  type PackageRow,
  type PackageTextRow,
  type ServiceRow,
  TABLES,
} from '../db/rows';
import { FACET_TABLE, refreshFacets } from '../queries/facets';
import { copyKeysToLinks } from '../queries/link-keys';
import { hasSearchIndex, rebuildSearchText } from '../search/search-text';
import { CONTINENTS, type ContinentSeed } from './continents';
import { type CountrySeed, countryRoute, seedCountries } from './countries';
import { type HolidayTypeKey, holidayTypeName } from './holiday-types';
import { type PackagePlan, writePackage } from './package-writer';
import { createRandom, hashText } from './random';
import { SERVICE_LABELS } from './services';
import { slugify } from './slug';

export interface Catalogue {
  continents: ContinentRow[];
  countries: CountryRow[];
  cities: CityRow[];
  holidayTypes: HolidayTypeRow[];
  inclusions: ServiceRow[];
  exclusions: ServiceRow[];
  packages: PackageRow[];
  pricing: PackagePricingRow[];
  packageCountries: PackageCountryRow[];
  packageCities: PackageCityRow[];
  packageHolidayTypes: PackageHolidayTypeRow[];
  packageInclusions: PackageInclusionRow[];
  packageExclusions: PackageExclusionRow[];
  hotels: PackageHotelRow[];
  texts: PackageTextRow[];
  images: PackageImageRow[];
  departurePrices: PackageDeparturePriceRow[];
}

/** The duration text of cards and the ClassBarData field: '7 Days'. */
export function durationText(days: number): string {
  return `${days} Days`;
}

/** Card_Text: the first 305 characters of the first overview text and an ellipsis (the storefront spec's business constants). */
export function cardText(overview: string): string {
  return overview.length > CARD_TEXT_LENGTH ? `${overview.slice(0, CARD_TEXT_LENGTH)}...` : overview;
}
const CARD_TEXT_LENGTH = 305;

/** Gallery pictures per package; one more picture is its banner (Turner2Data). */
export const GALLERY_PICTURES = 3;

/** How many deals each home section gets, from the first packages that suit it. */
const HOME_SECTION_SIZE = 6;
/** Home sections are chosen among the first packages only, so they stay small at any size. */
const HOME_SECTION_POOL = 100;

/** Content timestamps start here (fixed, so the seed writes the same rows every run). */
const CATALOGUE_EPOCH = Date.UTC(2025, 0, 6, 9, 0, 0);

function referenceRows(): Pick<Catalogue, 'continents' | 'countries' | 'cities' | 'holidayTypes' | 'inclusions' | 'exclusions'> & {
  countryIds: Map<CountrySeed, number>;
  cityIds: Map<CountrySeed, Map<string, number>>;
} {
  const continents: ContinentRow[] = CONTINENTS.map((c, i) => ({
    id: i + 1,
    name: c.name,
    menu_name: c.menuName,
    route: c.route,
    intro: c.intro,
    description: c.description,
    banner_image: imageUrl.continent(c.name),
    sort_order: i + 1,
  }));
  const countries: CountryRow[] = [];
  const cities: CityRow[] = [];
  const countryIds = new Map<CountrySeed, number>();
  const cityIds = new Map<CountrySeed, Map<string, number>>();
  for (const continent of continents) {
    seedCountries()
      .filter((c) => c.continent === continent.name)
      .forEach((country, k) => {
        const id = countries.length + 1;
        countryIds.set(country, id);
        countries.push({
          id,
          continent_id: continent.id,
          name: country.name,
          route: countryRoute(country),
          intro: country.intro,
          further_text: country.further,
          banner_image: imageUrl.country(country.name),
          sort_order: k + 1,
        });
        const ids = new Map<string, number>();
        country.cities.forEach((name, j) => {
          ids.set(name, cities.length + 1);
          cities.push({ id: cities.length + 1, country_id: id, name, sort_order: j + 1 });
        });
        cityIds.set(country, ids);
      });
  }
  return {
    continents,
    countries,
    cities,
    countryIds,
    cityIds,
    holidayTypes: HOLIDAY_TYPES.map((key, i) => ({
      id: i + 1,
      key,
      name: holidayTypeName(key),
      image: imageUrl.holidayType(key),
      sort_order: i + 1,
    })),
    inclusions: INCLUSION_SERVICES.map((service, i) => ({ id: i + 1, service, label: SERVICE_LABELS[service], sort_order: i + 1 })),
    exclusions: INCLUSION_SERVICES.map((service, i) => ({ id: i + 1, service, label: SERVICE_LABELS[service], sort_order: i + 1 })),
  };
}

/** Decides the country and main holiday type of every package (see the file comment). */
function planPackages(count: number): PackagePlan[] {
  const continentOf = new Map<string, ContinentSeed>(CONTINENTS.map((c) => [c.name, c]));
  const themeUse = new Map<HolidayTypeKey, number>(HOLIDAY_TYPES.map((k) => [k, 0]));
  const countryUse = new Map<CountrySeed, number>(seedCountries().map((c) => [c, 0]));
  const leastUsed = <T>(items: readonly T[], use: (item: T) => number): T =>
    items.reduce((best, item) => (use(item) < use(best) ? item : best));
  const plans: PackagePlan[] = [];
  for (let i = 0; i < count; i++) {
    let country: CountrySeed;
    let theme: HolidayTypeKey;
    if (i < seedCountries().length) {
      country = seedCountries()[i];
      theme = leastUsed(country.holidayTypes, (t) => themeUse.get(t)!);
    } else {
      theme = leastUsed(HOLIDAY_TYPES, (t) => themeUse.get(t)!);
      const suitable = seedCountries().filter((c) => c.holidayTypes.includes(theme));
      country = leastUsed(suitable, (c) => countryUse.get(c)! / c.popularity);
    }
    const continent = continentOf.get(country.continent)!;
    let partner: CountrySeed | undefined;
    if (theme === 'Multicentre_Holidays') {
      partner = seedCountries().find((c) => c.name === country.pairsWith && c.continent === country.continent);
      if (!partner) throw new Error(`${country.name} sells multi-centre holidays but pairs with no country of ${country.continent}`);
    }
    themeUse.set(theme, themeUse.get(theme)! + 1);
    countryUse.set(country, countryUse.get(country)! + 1);
    plans.push({ theme, country, partner, continent });
  }
  return plans;
}

/** Home deal sections: trending places, romance and beaches, families and journeys. */
const HOME_SECTIONS: readonly ((plan: PackagePlan) => boolean)[] = [
  (p) => p.country.popularity === 3,
  (p) => ['Honeymoons', 'Beach_Holidays', 'Ultra_Luxury_Holidays', 'Villa_Holidays'].includes(p.theme),
  (p) =>
    ['Family_Holidays', 'Safari', 'Escorted_Tours', 'Escorted_Groups_Tours', 'Rail_Holidays', 'Multicentre_Holidays'].includes(p.theme),
];

function homeSections(plans: PackagePlan[]): number[] {
  const section = plans.map(() => 0);
  HOME_SECTIONS.forEach((fits, s) => {
    let taken = 0;
    for (let i = 0; i < Math.min(plans.length, HOME_SECTION_POOL) && taken < HOME_SECTION_SIZE; i++) {
      if (section[i] === 0 && fits(plans[i])) {
        section[i] = s + 1;
        taken++;
      }
    }
  });
  return section;
}

export function generateCatalogue(options: { packages: number }): Catalogue {
  const reference = referenceRows();
  const { countryIds, cityIds, ...tables } = reference;
  const holidayTypeId = new Map(tables.holidayTypes.map((h) => [h.key, h.id]));
  const inclusionId = new Map(tables.inclusions.map((s) => [s.service, s.id]));
  const exclusionId = new Map(tables.exclusions.map((s) => [s.service, s.id]));
  const continentId = new Map(tables.continents.map((c) => [c.name, c.id]));

  const catalogue: Catalogue = {
    ...tables,
    packages: [],
    pricing: [],
    packageCountries: [],
    packageCities: [],
    packageHolidayTypes: [],
    packageInclusions: [],
    packageExclusions: [],
    hotels: [],
    texts: [],
    images: [],
    departurePrices: [],
  };
  const plans = planPackages(options.packages);
  const sections = homeSections(plans);
  const slugCount = new Map<string, number>();

  plans.forEach((plan, i) => {
    const id = i + 1;
    const written = writePackage(plan, createRandom(hashText(`package-${id}`)));
    const base = slugify(written.name);
    const seen = (slugCount.get(base) ?? 0) + 1;
    slugCount.set(base, seen);
    const slug = seen === 1 ? base : `${base}-${seen}`;
    const createdAt = CATALOGUE_EPOCH + i * 37 * 60 * 1000;
    const first = written.tiers[0];

    catalogue.packages.push({
      id,
      slug,
      package_name: written.name,
      description_title: written.descriptionTitle,
      description_paragraph: written.descriptionParagraph,
      duration: written.days,
      continent_id: continentId.get(plan.continent.name)!,
      price: first.price,
      value_offer_price: first.valueOfferPrice,
      home_deal_section1: sections[i] === 1,
      home_deal_section2: sections[i] === 2,
      home_deal_section3: sections[i] === 3,
      class_bar_data: durationText(written.days),
      card_text: cardText(written.overview[0]),
      created_at: createdAt,
      updated_at: createdAt,
    });
    written.tiers.forEach((tier, position) =>
      catalogue.pricing.push({
        id: catalogue.pricing.length + 1,
        package_id: id,
        position,
        type: tier.type,
        price: tier.price,
        value_offer_price: tier.valueOfferPrice,
      }),
    );
    written.countries.forEach((country, position) =>
      catalogue.packageCountries.push({ package_id: id, country_id: countryIds.get(country)!, position }),
    );
    const cityPositions = new Map<number, number>();
    written.stops.forEach((stop, position) => {
      const cityId = cityIds.get(stop.country)!.get(stop.city)!;
      if (!cityPositions.has(cityId)) {
        cityPositions.set(cityId, cityPositions.size);
        catalogue.packageCities.push({ package_id: id, city_id: cityId, position: cityPositions.get(cityId)! });
      }
      catalogue.hotels.push({
        id: catalogue.hotels.length + 1,
        package_id: id,
        city_id: cityId,
        position,
        name: stop.hotel,
        star: stop.star,
        nights: stop.nights,
      });
    });
    written.holidayTypes.forEach((key, position) =>
      catalogue.packageHolidayTypes.push({ package_id: id, holiday_type_id: holidayTypeId.get(key)!, position }),
    );
    written.inclusions.forEach((service, position) =>
      catalogue.packageInclusions.push({ package_id: id, inclusion_id: inclusionId.get(service)!, position }),
    );
    written.exclusions.forEach((service, position) =>
      catalogue.packageExclusions.push({ package_id: id, exclusion_id: exclusionId.get(service)!, position }),
    );
    const text = (kind: PackageTextRow['kind']) => (value: string, position: number) =>
      catalogue.texts.push({ id: catalogue.texts.length + 1, package_id: id, kind, position, text: value });
    written.inclusionTexts.forEach(text('inclusion'));
    written.exclusionTexts.forEach(text('exclusion'));
    written.overview.forEach(text('overview'));
    for (let n = 1; n <= GALLERY_PICTURES + 1; n++) {
      const kind = n <= GALLERY_PICTURES ? 'gallery' : 'banner';
      catalogue.images.push({
        id: catalogue.images.length + 1,
        package_id: id,
        kind,
        position: kind === 'gallery' ? n - 1 : 0,
        url: imageUrl.package(slug, n),
      });
    }
    for (const { year, prices } of written.departures) {
      prices.forEach((price, position) =>
        catalogue.departurePrices.push({ id: catalogue.departurePrices.length + 1, package_id: id, year, position, price }),
      );
    }
  });
  return catalogue;
}

/** Table → rows, in the order foreign keys need. */
function insertionOrder(c: Catalogue): [string, object[]][] {
  return [
    [TABLES.continents, c.continents],
    [TABLES.countries, c.countries],
    [TABLES.cities, c.cities],
    [TABLES.holidayTypes, c.holidayTypes],
    [TABLES.inclusions, c.inclusions],
    [TABLES.exclusions, c.exclusions],
    [TABLES.packages, c.packages],
    [TABLES.packagePricing, c.pricing],
    [TABLES.packageCountries, c.packageCountries],
    [TABLES.packageCities, c.packageCities],
    [TABLES.packageHolidayTypes, c.packageHolidayTypes],
    [TABLES.packageInclusions, c.packageInclusions],
    [TABLES.packageExclusions, c.packageExclusions],
    [TABLES.packageHotels, c.hotels],
    [TABLES.packageTexts, c.texts],
    [TABLES.packageImages, c.images],
    [TABLES.packageDeparturePrices, c.departurePrices],
  ];
}

/**
 * Rows per INSERT: knex writes a multi-row insert for SQLite as a compound SELECT, which
 * SQLite caps at 500 terms; the parameter budget keeps statements below SQLite's and
 * MySQL's bound-parameter limits and well under MySQL's max_allowed_packet.
 */
const ROWS_PER_STATEMENT = 500;
const PARAMETERS_PER_STATEMENT = 6000;

/** Inserts a generated catalogue into empty tables, in one transaction, in multi-row chunks, then copies the keys into the join tables and rebuilds the filter aggregate. */
export async function insertCatalogue(db: Knex, catalogue: Catalogue): Promise<void> {
  await db.transaction(async (trx) => {
    for (const [table, rows] of insertionOrder(catalogue)) {
      if (rows.length === 0) continue;
      const chunk = Math.min(ROWS_PER_STATEMENT, Math.floor(PARAMETERS_PER_STATEMENT / Object.keys(rows[0]).length));
      for (let start = 0; start < rows.length; start += chunk) await trx(table).insert(rows.slice(start, start + chunk));
    }
  });
  // On a database migrated only part of the way, the migrations that add the copied keys and the aggregate fill them.
  if (await db.schema.hasColumn(TABLES.packageCountries, 'price')) await copyKeysToLinks(db);
  if (await db.schema.hasTable(FACET_TABLE)) await refreshFacets(db);
  if (await hasSearchIndex(db)) await rebuildSearchText(db);
}

/** The packages a fresh site starts with. */
export const SEED_PACKAGES = 100;

/** Fills an empty catalogue; does nothing when continents are already there. */
export async function seedCatalogue(db: Knex, options: { packages: number } = { packages: SEED_PACKAGES }): Promise<boolean> {
  const [{ count }] = await db(TABLES.continents).count({ count: '*' });
  if (Number(count) > 0) return false;
  await insertCatalogue(db, generateCatalogue(options));
  return true;
}
