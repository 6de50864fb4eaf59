/**
 * Reference data as administrators manage it: the countries of each continent, the
 * cities of each country and the hotel list of each city, each with how many packages use it,
 * and the texts the calls and the back office's screen share.
 *
 * Renames are made in place by id: packages link countries and cities by id, so a renamed city
 * is the same city in every package at once; a renamed hotel is renamed in the hotel rows of
 * that city's packages in the same transaction. Nothing a package uses can be deleted (409).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INVISIBLE_CHARACTERS, INVISIBLE_CHARACTERS_MESSAGE } from '../forms/fields';
import type { Closed } from '../types';
import { MAX_ROW_ID } from './constants';

/** Lengths the columns hold (countries.name and cities.name are 80; hotel names are stored in rows of 160). */
export const REFERENCE_LIMITS = { placeName: 80, hotelName: 120, intro: 2000, more: 6000, stars: 7 } as const;
/** How many of the packages that use something an in-use refusal names. */
export const IN_USE_NAMED = 3;

export const REFERENCE_DATA_MESSAGES = {
  countryName: `Country name must be 1 to ${REFERENCE_LIMITS.placeName} letters, spaces, dots, apostrophes or dashes`,
  cityName: `City name must be 1 to ${REFERENCE_LIMITS.placeName} characters`,
  hotelName: `Hotel name must be 1 to ${REFERENCE_LIMITS.hotelName} characters`,
  intro: `Intro is required (at most ${REFERENCE_LIMITS.intro} characters)`,
  more: `The further text must be at most ${REFERENCE_LIMITS.more} characters`,
  star: `Star rating must be a whole number from 1 to ${REFERENCE_LIMITS.stars}`,
  inMenu: 'inMenu must be true or false',
  continentId: 'Choose a continent',
  countryId: 'Choose a country',
  cityId: 'Choose a city',
  invisible: INVISIBLE_CHARACTERS_MESSAGE,
  created: (what: string) => `${what} added`,
  updated: (what: string) => `${what} saved`,
  deleted: (what: string) => `${what} deleted`,
  noSuchContinent: (id: number) => `No continent has the id ${id}`,
  noSuchCountry: (id: number) => `No country has the id ${id}`,
  noSuchCity: (id: number) => `No city has the id ${id}`,
  noSuchHotel: (id: number) => `No hotel has the id ${id}`,
  countryExists: (name: string, continent: string) => `A country named ${name} already exists (in ${continent})`,
  routeTaken: (route: string) => `The page address /${route} is already used by another country or a continent`,
  movedInUse: (name: string, count: number) =>
    `${name} is visited by ${count === 1 ? '1 package' : `${count} packages`} and stays in its continent; change those packages first.`,
  nameTaken: (name: string) => `${name} already exists`,
  cityExists: (name: string, country: string) => `${country} already has a city named ${name}`,
  hotelExists: (name: string, city: string) => `${city} already has a hotel named ${name}`,
  /** '{name} is used by 3 packages (A, B, C) and cannot be deleted; remove it from them first.' */
  inUse: (name: string, count: number, named: readonly string[]) => {
    const more = count > named.length ? ` and ${count - named.length} more` : '';
    const packages = count === 1 ? '1 package' : `${count} packages`;
    return `${name} is used by ${packages} (${named.join(', ')}${more}) and cannot be deleted; remove it from them first.`;
  },
} as const;

const visible = { not: { pattern: INVISIBLE_CHARACTERS } } as const;
const id = (message: string) => ({ type: 'integer', minimum: 1, maximum: MAX_ROW_ID, errorMessage: message }) as const;

/** A place name: starts with a letter, then letters, spaces, dots, apostrophes, ampersands or dashes. */
const countryName = {
  type: 'string',
  minLength: 1,
  maxLength: REFERENCE_LIMITS.placeName,
  pattern: "^\\p{L}[\\p{L}\\p{M} .'&-]*$",
  errorMessage: REFERENCE_DATA_MESSAGES.countryName,
} as const;
const text = (maxLength: number, message: string, required: boolean) =>
  ({
    type: 'string',
    minLength: required ? 1 : 0,
    maxLength,
    ...(required ? { pattern: '\\S' } : {}),
    ...visible,
    errorMessage: {
      type: message,
      minLength: message,
      maxLength: message,
      ...(required ? { pattern: message } : {}),
      not: REFERENCE_DATA_MESSAGES.invisible,
    },
  }) as const;
const cityName = text(REFERENCE_LIMITS.placeName, REFERENCE_DATA_MESSAGES.cityName, true);
const hotelName = text(REFERENCE_LIMITS.hotelName, REFERENCE_DATA_MESSAGES.hotelName, true);
const star = { type: 'integer', minimum: 1, maximum: REFERENCE_LIMITS.stars, errorMessage: REFERENCE_DATA_MESSAGES.star } as const;

export const countryBody = {
  type: 'object',
  properties: {
    continentId: id(REFERENCE_DATA_MESSAGES.continentId),
    name: countryName,
    intro: text(REFERENCE_LIMITS.intro, REFERENCE_DATA_MESSAGES.intro, true),
    more: text(REFERENCE_LIMITS.more, REFERENCE_DATA_MESSAGES.more, false),
    /** Whether the header's destination menu lists it under its continent. */
    inMenu: { type: 'boolean', errorMessage: REFERENCE_DATA_MESSAGES.inMenu },
  },
  required: ['continentId', 'name', 'intro', 'more', 'inMenu'],
  additionalProperties: false,
  errorMessage: {
    required: {
      continentId: REFERENCE_DATA_MESSAGES.continentId,
      name: REFERENCE_DATA_MESSAGES.countryName,
      intro: REFERENCE_DATA_MESSAGES.intro,
      more: REFERENCE_DATA_MESSAGES.more,
      inMenu: REFERENCE_DATA_MESSAGES.inMenu,
    },
  },
} as const;
export type CountryBody = FromSchema<typeof countryBody>;

export const newCityBody = {
  type: 'object',
  properties: { countryId: id(REFERENCE_DATA_MESSAGES.countryId), name: cityName },
  required: ['countryId', 'name'],
  additionalProperties: false,
  errorMessage: { required: { countryId: REFERENCE_DATA_MESSAGES.countryId, name: REFERENCE_DATA_MESSAGES.cityName } },
} as const;
export type NewCityBody = FromSchema<typeof newCityBody>;

/** A city keeps its country: packages list it under that country. */
export const cityBody = {
  type: 'object',
  properties: { name: cityName },
  required: ['name'],
  additionalProperties: false,
  errorMessage: { required: { name: REFERENCE_DATA_MESSAGES.cityName } },
} as const;
export type CityBody = FromSchema<typeof cityBody>;

export const newHotelBody = {
  type: 'object',
  properties: { cityId: id(REFERENCE_DATA_MESSAGES.cityId), name: hotelName, star },
  required: ['cityId', 'name', 'star'],
  additionalProperties: false,
  errorMessage: {
    required: { cityId: REFERENCE_DATA_MESSAGES.cityId, name: REFERENCE_DATA_MESSAGES.hotelName, star: REFERENCE_DATA_MESSAGES.star },
  },
} as const;
export type NewHotelBody = FromSchema<typeof newHotelBody>;

export const hotelBody = {
  type: 'object',
  properties: { name: hotelName, star },
  required: ['name', 'star'],
  additionalProperties: false,
  errorMessage: { required: { name: REFERENCE_DATA_MESSAGES.hotelName, star: REFERENCE_DATA_MESSAGES.star } },
} as const;
export type HotelBody = FromSchema<typeof hotelBody>;

const uses = { type: 'integer', minimum: 0 } as const;

export const managedContinent = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;
export type ManagedContinent = Closed<FromSchema<typeof managedContinent>>;

export const managedCountry = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    continentId: { type: 'integer' },
    name: { type: 'string' },
    /** The country page's path segment (the name without spaces). */
    route: { type: 'string' },
    intro: { type: 'string' },
    more: { type: 'string' },
    inMenu: { type: 'boolean' },
    /** How many packages visit it. */
    packages: uses,
  },
  required: ['id', 'continentId', 'name', 'route', 'intro', 'more', 'inMenu', 'packages'],
} as const;
export type ManagedCountry = Closed<FromSchema<typeof managedCountry>>;

export const managedCity = {
  type: 'object',
  properties: { id: { type: 'integer' }, countryId: { type: 'integer' }, name: { type: 'string' }, packages: uses },
  required: ['id', 'countryId', 'name', 'packages'],
} as const;
export type ManagedCity = Closed<FromSchema<typeof managedCity>>;

export const managedHotel = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    cityId: { type: 'integer' },
    name: { type: 'string' },
    star: { type: 'integer' },
    /** How many packages have a hotel row of this name in this city. */
    packages: uses,
  },
  required: ['id', 'cityId', 'name', 'star', 'packages'],
} as const;
export type ManagedHotel = Closed<FromSchema<typeof managedHotel>>;

/** Everything the reference data screen shows, in display order. */
export const managedReferenceData = {
  type: 'object',
  properties: {
    continents: { type: 'array', items: managedContinent },
    countries: { type: 'array', items: managedCountry },
    cities: { type: 'array', items: managedCity },
    hotels: { type: 'array', items: managedHotel },
  },
  required: ['continents', 'countries', 'cities', 'hotels'],
} as const;
export type ManagedReferenceData = Closed<FromSchema<typeof managedReferenceData>>;

const saved = <const S>(data: S) =>
  ({ type: 'object', properties: { message: { type: 'string' }, data }, required: ['message', 'data'] }) as const;
export const countrySavedResponse = saved(managedCountry);
export const citySavedResponse = saved(managedCity);
export const hotelSavedResponse = saved(managedHotel);

/** The hotel list the package form suggests for a city's hotel rows (GET /api/destinations/hotels). */
export const cityHotels = {
  type: 'object',
  properties: {
    country: { type: 'string' },
    city: { type: 'string' },
    hotels: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, star: { type: 'integer' } }, required: ['name', 'star'] },
    },
  },
  required: ['country', 'city', 'hotels'],
} as const;
export type CityHotels = Closed<FromSchema<typeof cityHotels>>;
