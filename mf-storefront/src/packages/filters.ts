/**
 * The deals list's filters (spec §2.6, §4, §9): what the visitor chose, how the URL query
 * pre-selects it, how it becomes the catalogue query, and how it is written back into the
 * address so Back from a package returns to the same list.
 */
import { HOLIDAY_TYPES, PAGE_SIZES } from '@agency/contracts';
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
  country: string;
  city: string;
  /** A PRICE_RANGES id, '' for any. */
  price: string;
  /** Days, null for any. */
  duration: number | null;
  /** A SORT_OPTIONS id, '' for the catalogue's own order. */
  sort: string;
}

export const NO_FILTERS: PackageFilters = { holidayTypes: [], continent: '', country: '', city: '', price: '', duration: null, sort: '' };

/** The URL query names: the spec's four, then this list's own. */
const PARAM = {
  continent: 'continent',
  country: 'country',
  city: 'city',
  holidayType: 'holidayType',
  price: 'price',
  duration: 'duration',
  sort: 'sort',
} as const;

/** Names compare without regard to case, spaces or underscores ('beach holidays' = 'Beach_Holidays'). */
function nameKey(text: string): string {
  return text.trim().replace(/[\s_]+/g, ' ').toLowerCase();
}

function matchName(value: string | null, choices: readonly string[] | undefined): string {
  if (!value || !value.trim()) return '';
  // Without filter data the value is kept as typed: the catalogue matches names case-insensitively.
  if (!choices) return value.trim();
  return choices.find((choice) => nameKey(choice) === nameKey(value)) ?? '';
}

/**
 * The filters a URL query asks for, matched case-insensitively against the filter data
 * (spec §2.6: once it has loaded). Unknown values are dropped rather than sent.
 */
export function preselectFilters(params: URLSearchParams, data: FilterData | undefined): PackageFilters {
  const holidayTypeChoices: readonly string[] = data?.holiday_types ?? HOLIDAY_TYPES;
  const holidayTypes = params
    .getAll(PARAM.holidayType)
    .flatMap((value) => value.split(','))
    .map((value) => matchName(value, holidayTypeChoices))
    .filter((value, index, all) => value !== '' && all.indexOf(value) === index);
  const duration = Number(params.get(PARAM.duration));
  const durationKnown = Number.isInteger(duration) && duration > 0 && (!data || data.durations.includes(duration));
  const price = params.get(PARAM.price) ?? '';
  const sort = params.get(PARAM.sort) ?? '';
  return {
    holidayTypes,
    continent: matchName(params.get(PARAM.continent), data?.continents),
    country: matchName(params.get(PARAM.country), data?.countries),
    city: matchName(params.get(PARAM.city), data?.cities),
    price: PRICE_RANGES.some((range) => range.id === price) ? price : '',
    duration: durationKnown ? duration : null,
    sort: SORT_OPTIONS.some((option) => option.id === sort) ? sort : '',
  };
}

/** The catalogue query of the filters (pages of 7; only the chosen values are sent). */
export function filtersToQuery(filters: PackageFilters): PackageFilterQuery {
  const query: PackageFilterQuery = { limit: PAGE_SIZES.storefrontList };
  if (filters.holidayTypes.length > 0) query.holiday_types = filters.holidayTypes.join(',');
  if (filters.continent) query.continent = filters.continent;
  // The catalogue takes the country as its lower-cased name (spec §7).
  if (filters.country) query.country = filters.country.toLowerCase();
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
  if (filters.continent) params.set(PARAM.continent, filters.continent);
  if (filters.country) params.set(PARAM.country, filters.country.toLowerCase());
  if (filters.city) params.set(PARAM.city, filters.city);
  if (filters.holidayTypes.length > 0) params.set(PARAM.holidayType, filters.holidayTypes.join(','));
  if (filters.price) params.set(PARAM.price, filters.price);
  if (filters.duration !== null) params.set(PARAM.duration, String(filters.duration));
  if (filters.sort) params.set(PARAM.sort, filters.sort);
  return params;
}

export function toggleHolidayType(filters: PackageFilters, key: string): PackageFilters {
  const holidayTypes = filters.holidayTypes.includes(key) ? filters.holidayTypes.filter((type) => type !== key) : [...filters.holidayTypes, key];
  return { ...filters, holidayTypes };
}

/**
 * Choosing a continent keeps the country (and its city) only when it lies there; choosing
 * a country keeps the city only when it lies there. Without region data nothing is dropped.
 */
export function chooseContinent(filters: PackageFilters, continent: string, regions: Regions | undefined): PackageFilters {
  const next = { ...filters, continent };
  if (continent && filters.country && regions) {
    const country = regions.countries.find((entry) => nameKey(entry.name) === nameKey(filters.country));
    if (country && nameKey(country.continent) !== nameKey(continent)) return { ...next, country: '', city: '' };
  }
  return next;
}

export function chooseCountry(filters: PackageFilters, country: string, regions: Regions | undefined): PackageFilters {
  const next = { ...filters, country };
  if (filters.city && country && regions) {
    const entry = regions.countries.find((candidate) => nameKey(candidate.name) === nameKey(country));
    if (entry && !entry.cities.some((city) => nameKey(city) === nameKey(filters.city))) return { ...next, city: '' };
  }
  return next;
}

/** The DESTINATION choices: the filter data's countries, narrowed to the chosen continent when regions tell where each lies. */
export function countryChoices(data: FilterData, continent: string, regions: Regions | undefined): string[] {
  if (!continent || !regions) return data.countries;
  const inContinent = new Set(regions.countries.filter((entry) => nameKey(entry.continent) === nameKey(continent)).map((entry) => nameKey(entry.name)));
  return data.countries.filter((country) => inContinent.has(nameKey(country)));
}

/** The city choices: the chosen country's cities when known, else every city of the filter data. */
export function cityChoices(data: FilterData, country: string, regions: Regions | undefined): string[] {
  if (!country || !regions) return data.cities;
  const entry = regions.countries.find((candidate) => nameKey(candidate.name) === nameKey(country));
  if (!entry) return data.cities;
  const cities = new Set(entry.cities.map(nameKey));
  return data.cities.filter((city) => cities.has(nameKey(city)));
}

/** How many filters are set, for the mobile 'Filters (n)' button. */
export function activeFilterCount(filters: PackageFilters): number {
  return (
    filters.holidayTypes.length +
    [filters.continent, filters.country, filters.city, filters.price].filter((value) => value !== '').length +
    (filters.duration === null ? 0 : 1)
  );
}
