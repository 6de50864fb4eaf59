/**
 * Table names and row shapes of the catalogue database, as the migrations create them.
 * Booleans come back as 0/1 from both drivers; times are milliseconds since the epoch.
 */
import type { PricingType } from '@agency/contracts';

export const TABLES = {
  continents: 'continents',
  countries: 'countries',
  cities: 'cities',
  holidayTypes: 'holiday_types',
  inclusions: 'inclusions',
  exclusions: 'exclusions',
  packages: 'packages',
  packagePricing: 'package_pricing',
  packageCountries: 'package_countries',
  packageCities: 'package_cities',
  packageHolidayTypes: 'package_holiday_types',
  packageInclusions: 'package_inclusions',
  packageExclusions: 'package_exclusions',
  packageHotels: 'package_hotels',
  packageTexts: 'package_texts',
  packageImages: 'package_images',
  packageDeparturePrices: 'package_departure_prices',
  /** Each city's hotel list, which the package form suggests. */
  hotels: 'hotels',
} as const;

/** inclusionTexts, exclusionTexts and overview[].Description live in one table. */
export const PACKAGE_TEXT_KINDS = ['inclusion', 'exclusion', 'overview'] as const;
export type PackageTextKind = (typeof PACKAGE_TEXT_KINDS)[number];

/** `images` (gallery) and `Turner2Data` (banner) of the package entity. */
export const IMAGE_KINDS = ['gallery', 'banner'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The years with departure prices (date2025, date2026, date2027). */
export const DEPARTURE_YEARS = [2025, 2026, 2027] as const;

export type Flag = 0 | 1 | boolean;

export interface ContinentRow {
  id: number;
  name: string;
  menu_name: string;
  route: string;
  intro: string;
  description: string;
  banner_image: string;
  sort_order: number;
}

export interface CountryRow {
  id: number;
  continent_id: number;
  name: string;
  route: string;
  intro: string;
  further_text: string;
  banner_image: string;
  sort_order: number;
  /** An administrator's menu choice (1/0); null: the contracts' destination groups decide. */
  menu_choice?: Flag | null;
}

export interface CityRow {
  id: number;
  country_id: number;
  name: string;
  sort_order: number;
}

export interface HolidayTypeRow {
  id: number;
  key: string;
  name: string;
  image: string;
  sort_order: number;
}

/** Inclusions and exclusions share a shape: a service key and its label. */
export interface ServiceRow {
  id: number;
  service: string;
  label: string;
  sort_order: number;
}

export interface PackageRow {
  id: number;
  slug: string;
  package_name: string;
  description_title: string;
  description_paragraph: string;
  duration: number;
  continent_id: number;
  price: number;
  value_offer_price: number | null;
  home_deal_section1: Flag;
  home_deal_section2: Flag;
  home_deal_section3: Flag;
  class_bar_data: string;
  card_text: string;
  created_at: number;
  updated_at: number;
}

export interface PackagePricingRow {
  id: number;
  package_id: number;
  position: number;
  type: PricingType;
  price: number;
  value_offer_price: number | null;
}

export interface PackageLinkRow {
  package_id: number;
  position: number;
}
export interface PackageCountryRow extends PackageLinkRow {
  country_id: number;
}
export interface PackageCityRow extends PackageLinkRow {
  city_id: number;
}
export interface PackageHolidayTypeRow extends PackageLinkRow {
  holiday_type_id: number;
}
export interface PackageInclusionRow extends PackageLinkRow {
  inclusion_id: number;
}
export interface PackageExclusionRow extends PackageLinkRow {
  exclusion_id: number;
}

export interface PackageHotelRow {
  id: number;
  package_id: number;
  city_id: number;
  position: number;
  name: string;
  star: number;
  nights: number;
}

export interface PackageTextRow {
  id: number;
  package_id: number;
  kind: PackageTextKind;
  position: number;
  text: string;
}

export interface PackageImageRow {
  id: number;
  package_id: number;
  kind: ImageKind;
  position: number;
  url: string;
}

export interface PackageDeparturePriceRow {
  id: number;
  package_id: number;
  year: number;
  position: number;
  price: number;
}

/** A hotel of a city's list. Package hotel rows stay free text; this list is what the form suggests. */
export interface HotelRow {
  id: number;
  city_id: number;
  name: string;
  star: number;
}
