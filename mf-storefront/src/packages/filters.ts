/**
 * The deals list's filters (the spec's deals list screen, its states and its constants): what the visitor chose, how the URL query
 * pre-selects it, how it becomes the catalogue query, and how it is written back into the
 * address so Back from a package returns to the same list.
 */
import { HOLIDAY_TYPES, PAGE_SIZES, SEARCH_TEXT_MAX } from '@agency/contracts';
import type { FilterData, PackageFilterQuery, Regions } from '../api';
import { formatRupees } from '../deals/packageText';

export interface PriceRange {
  id: string;
  label: string;
  min?: number;
  max?: number;
}

/** Price bands in whole rupees per person (the catalogue's prices run from about ₹25,000). */
export const PRICE_RANGES: readonly PriceRange[] = [
  { id: 'under-50000', label: `Under ${formatRupees(50_000)}`, max: 49_999 },
  { id: '50000-100000', label: `${formatRupees(50_000)} – ${formatRupees(100_000)}`, min: 50_000, max: 100_000 },
  { id: '100000-200000', label: `${formatRupees(100_000)} – ${formatRupees(200_000)}`, min: 100_000, max: 200_000 },
  { id: '200000-plus', label: `Over ${formatRupees(200_000)}`, min: 200_000 },
];

export interface SortOption {
  id: string;
  label: string;
  sortBy: NonNullable<PackageFilterQuery['sortBy']>;
  sortOrder: NonNullable<PackageFilterQuery['sortOrder']>;
}

/** The spec's four sorts: first price or duration, either way. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'price-asc', label: 'Price: low to high', sortBy: 'pricing.price', sortOrder: 'asc' },
  { id: 'price-desc', label: 'Price: high to low', sortBy: 'pricing.price', sortOrder: 'desc' },
  { id: 'duration-asc', label: 'Duration: shortest first', sortBy: 'duration', sortOrder: 'asc' },
  { id: 'duration-desc', label: 'Duration: longest first', sortBy: 'duration', sortOrder: 'desc' },
];

export interface PackageFilters {
  /** Holiday type keys; a package matches any of them. */
  holidayTypes: string[];
  /** '' for any. Names as the filter data spells them. */
  continent: string;
  /** DESTINATION: country names as the filter data spells them; a package matches any of them. */
  countries: string[];
  city: string;
  /** A PRICE_RANGES id, '' for any. */
  price: string;
  /** Days, null for any. */
  duration: number | null;
  /** A SORT_OPTIONS id, '' for the catalogue's own order (with search text: the best matches first). */
  sort: string;
  /** Search text ('' for none): the header's search box sends it, the filters keep it. */
  q: string;
}

export const NO_FILTERS: PackageFilters = {
  holidayTypes: [],
  continent: '',
  countries: [],
  city: '',
  price: '',
  duration: null,
  sort: '',
  q: '',
};

/** The URL query names: the spec's four, then this list's own. */
const PARAM = {
  continent: 'continent',
  country: 'country',
  city: 'city',
  holidayType: 'holidayType',
  price: 'price',
  duration: 'duration',
  sort: 'sort',
  q: 'q',
} as const;

/** The search text of an address: trimmed, spaces run together, cut to what the catalogue takes. */
export function searchTextOf(params: URLSearchParams): string {
  return (params.get(PARAM.q) ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX).trim();
}

/** Names compare without regard to case, spaces or underscores ('beach holidays' = 'Beach_Holidays'). */
function nameKey(text: string): string {
  return text
    .trim()
    .replace(/[\s_]+/g, ' ')
    .toLowerCase();
}

function matchName(value: string | null, choices: readonly string[] | undefined): string {
  if (!value?.trim()) return '';
  // Without filter data the value is kept as typed: the catalogue matches names case-insensitively.
  if (!choices) return value.trim();
  return choices.find((choice) => nameKey(choice) === nameKey(value)) ?? '';
}

/** Every value of a list parameter (repeated, or comma-separated in one), matched, known ones once each. */
function matchNames(params: URLSearchParams, name: string, choices: readonly string[] | undefined): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => matchName(value, choices))
    .filter((value, index, all) => value !== '' && all.indexOf(value) === index);
}

/**
 * The filters a URL query asks for, matched case-insensitively against the filter data
 * (the spec's deals list: once it has loaded). Unknown values are dropped rather than sent.
 */
export function preselectFilters(params: URLSearchParams, data: FilterData | undefined): PackageFilters {
  const holidayTypes = matchNames(params, PARAM.holidayType, data?.holiday_types ?? HOLIDAY_TYPES);
  const duration = Number(params.get(PARAM.duration));
  const durationKnown = Number.isInteger(duration) && duration > 0 && (!data || data.durations.includes(duration));
  const price = params.get(PARAM.price) ?? '';
  const sort = params.get(PARAM.sort) ?? '';
  return {
    holidayTypes,
    continent: matchName(params.get(PARAM.continent), data?.continents),
    countries: matchNames(params, PARAM.country, data?.countries),
    city: matchName(params.get(PARAM.city), data?.cities),
    price: PRICE_RANGES.some((range) => range.id === price) ? price : '',
    duration: durationKnown ? duration : null,
    sort: SORT_OPTIONS.some((option) => option.id === sort) ? sort : '',
    q: searchTextOf(params),
  };
}

/** The catalogue query of the filters (pages of 7; only the chosen values are sent). */
export function filtersToQuery(filters: PackageFilters): PackageFilterQuery {
  const query: PackageFilterQuery = { limit: PAGE_SIZES.storefrontList };
  if (filters.q) query.q = filters.q;
  if (filters.holidayTypes.length > 0) query.holiday_types = filters.holidayTypes.join(',');
  if (filters.continent) query.continent = filters.continent;
  // The catalogue takes countries as lower-cased names (the spec's calls), any of several comma-separated.
  if (filters.countries.length > 0) query.country = countryList(filters.countries);
  if (filters.city) query.city = filters.city;
  const range = PRICE_RANGES.find((entry) => entry.id === filters.price);
  if (range?.min !== undefined) query.minPrice = range.min;
  if (range?.max !== undefined) query.maxPrice = range.max;
  if (filters.duration !== null) query.duration = filters.duration;
  const sort = SORT_OPTIONS.find((option) => option.id === filters.sort);
  if (sort) {
    query.sortBy = sort.sortBy;
    query.sortOrder = sort.sortOrder;
  }
  return query;
}

/** The filters as the list's URL query, so a reload or Back shows the same list. */
export function filtersToSearch(filters: PackageFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set(PARAM.q, filters.q);
  if (filters.continent) params.set(PARAM.continent, filters.continent);
  if (filters.countries.length > 0) params.set(PARAM.country, countryList(filters.countries));
  if (filters.city) params.set(PARAM.city, filters.city);
  if (filters.holidayTypes.length > 0) params.set(PARAM.holidayType, filters.holidayTypes.join(','));
  if (filters.price) params.set(PARAM.price, filters.price);
  if (filters.duration !== null) params.set(PARAM.duration, String(filters.duration));
  if (filters.sort) params.set(PARAM.sort, filters.sort);
  return params;
}

/** The address's `page`: the list starts there (a server-rendered 'Load More' without scripts leads to the next one). */
export const PAGE_PARAM = 'page';

/** The page the address asks the list to start at: 1 unless it names a later one. */
export function startPageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** 'thailand,sri lanka': the chosen countries as the catalogue and the address take them. */
function countryList(countries: readonly string[]): string {
  return countries.map((country) => country.toLowerCase()).join(',');
}

export function toggleHolidayType(filters: PackageFilters, key: string): PackageFilters {
  const holidayTypes = filters.holidayTypes.includes(key)
    ? filters.holidayTypes.filter((type) => type !== key)
    : [...filters.holidayTypes, key];
  return { ...filters, holidayTypes };
}

/**
 * Whether the filters name a place: then the choices offered depend on where each country
 * lies (countryChoices, cityChoices), and the page needs the region data at once.
 */
export function namesPlace(filters: PackageFilters | null): boolean {
  return filters !== null && (filters.continent !== '' || filters.countries.length > 0 || filters.city !== '');
}

const regionOf = (country: string, regions: Regions) => regions.countries.find((entry) => nameKey(entry.name) === nameKey(country));

/**
 * The chosen city stays only while one of the chosen countries has it, or with no country
 * chosen, one of the chosen continent's countries. A country the regions do not know keeps
 * the city: nothing is dropped on a guess.
 */
function keepCity(filters: PackageFilters, regions: Regions | undefined): PackageFilters {
  if (!filters.city || !regions) return filters;
  let places;
  if (filters.countries.length > 0) places = filters.countries.map((country) => regionOf(country, regions));
  else if (filters.continent) places = regions.countries.filter((entry) => nameKey(entry.continent) === nameKey(filters.continent));
  else return filters;
  if (places.some((entry) => entry === undefined)) return filters;
  const hasCity = places.some((entry) => entry!.cities.some((city) => nameKey(city) === nameKey(filters.city)));
  return hasCity ? filters : { ...filters, city: '' };
}

/**
 * Choosing a continent keeps the chosen countries that lie there (and the city only when one
 * of them has it). Without region data nothing is dropped.
 */
export function chooseContinent(filters: PackageFilters, continent: string, regions: Regions | undefined): PackageFilters {
  const next = { ...filters, continent };
  if (!continent || !regions) return next;
  const countries = filters.countries.filter((country) => {
    const entry = regionOf(country, regions);
    return !entry || nameKey(entry.continent) === nameKey(continent);
  });
  return keepCity({ ...next, countries }, regions);
}

/** Checks or unchecks a DESTINATION country (the spec's states and transitions); the city stays only while a chosen country has it. */
export function toggleCountry(filters: PackageFilters, country: string, regions: Regions | undefined): PackageFilters {
  const countries = filters.countries.includes(country)
    ? filters.countries.filter((chosen) => chosen !== country)
    : [...filters.countries, country];
  return keepCity({ ...filters, countries }, regions);
}

/**
 * The DESTINATION choices: the filter data's countries, narrowed to the chosen continent when
 * regions tell where each lies; a chosen country always stays listed, so it can be unchecked.
 */
export function countryChoices(
  data: FilterData,
  filters: Pick<PackageFilters, 'continent' | 'countries'>,
  regions: Regions | undefined,
): string[] {
  if (!filters.continent || !regions) return data.countries;
  const inContinent = new Set(
    regions.countries.filter((entry) => nameKey(entry.continent) === nameKey(filters.continent)).map((entry) => nameKey(entry.name)),
  );
  return data.countries.filter((country) => inContinent.has(nameKey(country)) || filters.countries.includes(country));
}

/** The city choices: the chosen countries' cities when known, else every city of the filter data. */
export function cityChoices(data: FilterData, countries: readonly string[], regions: Regions | undefined): string[] {
  if (countries.length === 0 || !regions) return data.cities;
  const entries = countries.map((country) => regionOf(country, regions));
  if (entries.some((entry) => entry === undefined)) return data.cities;
  const cities = new Set(entries.flatMap((entry) => entry!.cities.map(nameKey)));
  return data.cities.filter((city) => cities.has(nameKey(city)));
}

/** How many filters are set, for the mobile 'Filters (n)' button. */
export function activeFilterCount(filters: PackageFilters): number {
  return (
    filters.holidayTypes.length +
    filters.countries.length +
    [filters.continent, filters.city, filters.price].filter((value) => value !== '').length +
    (filters.duration === null ? 0 : 1)
  );
}
