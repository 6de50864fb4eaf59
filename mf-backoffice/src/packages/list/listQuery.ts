/**
 * The staff list's filters and page, and the query they make (the staff spec's calls: continent, country,
 * city, holiday_types, minPrice, maxPrice, duration — each only when filled — page, limit 10).
 */
import { type HolidayType, PAGE_SIZES, type StaffPackageListQuery } from '@agency/contracts';

export interface ListFilters {
  continent: string;
  country: string;
  city: string;
  holidayType: HolidayType | '';
  /** Typed text: a filter counts only when it is a number. */
  minPrice: string;
  maxPrice: string;
  duration: string;
  /** A package id or words of its name (shown above the table, not among the filters). */
  search: string;
  /** Every package, only the published ones, or only drafts. */
  status: '' | 'draft' | 'published';
}

/** What the list shows: its filters, its page, and whether the filters are open. */
export interface ListState {
  filters: ListFilters;
  page: number;
  filtersShown: boolean;
}

export const NO_FILTERS: ListFilters = {
  continent: '',
  country: '',
  city: '',
  holidayType: '',
  minPrice: '',
  maxPrice: '',
  duration: '',
  search: '',
  status: '',
};

function wholeNumber(text: string, min: number): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min ? value : undefined;
}

export function listQueryOf(filters: ListFilters, page: number): StaffPackageListQuery {
  const query: StaffPackageListQuery = { page, limit: PAGE_SIZES.staffList };
  if (filters.continent) query.continent = filters.continent;
  if (filters.country) query.country = filters.country;
  if (filters.city) query.city = filters.city;
  if (filters.holidayType) query.holiday_types = filters.holidayType;
  const minPrice = wholeNumber(filters.minPrice, 0);
  const maxPrice = wholeNumber(filters.maxPrice, 0);
  const duration = wholeNumber(filters.duration, 1);
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  if (duration !== undefined) query.duration = duration;
  if (filters.search.trim()) query.q = filters.search.trim();
  if (filters.status) query.status = filters.status;
  return query;
}

/** How many filters are in use, for the Show Filters button. */
export function activeFilterCount(filters: ListFilters): number {
  const { q: _search, status: _status, ...query } = listQueryOf(filters, 1);
  return Object.keys(query).length - 2;
}
