/**
 * The catalogue's reference lists (what the package form's pickers offer), the menu data
 * of the header and the filter data of the deals list.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Closed } from '../types';
import { HOLIDAY_TYPES, INCLUSION_SERVICES } from './constants';

/** A holiday type; `name` is its key (e.g. 'Beach_Holidays'); `image` is its artwork. */
export const holidayTypeRef = {
  type: 'object',
  properties: {
    _id: { type: 'integer' },
    name: { type: 'string', enum: HOLIDAY_TYPES },
    /** What pages call it ('Adults Only Holidays'): the catalogue's reference data. */
    ShowName: { type: 'string' },
    image: { type: 'string' },
  },
  required: ['_id', 'name', 'ShowName'],
} as const;
export type HolidayTypeRef = Closed<FromSchema<typeof holidayTypeRef>>;

/** An included service. */
export const inclusionRef = {
  type: 'object',
  properties: { _id: { type: 'integer' }, service: { type: 'string', enum: INCLUSION_SERVICES } },
  required: ['_id', 'service'],
} as const;
export type InclusionRef = Closed<FromSchema<typeof inclusionRef>>;

/** A service a package may list as not included (packages' `exclusion_ids`); the spec's screens fetch but do not use it. */
export const exclusionRef = {
  type: 'object',
  properties: { _id: { type: 'integer' }, service: { type: 'string', enum: INCLUSION_SERVICES } },
  required: ['_id', 'service'],
} as const;
export type ExclusionRef = Closed<FromSchema<typeof exclusionRef>>;

/** A destination country with its continent and the city names the package form offers. */
export const destinationRef = {
  type: 'object',
  properties: {
    continent: { type: 'string' },
    name: { type: 'string' },
    cities: { type: 'array', items: { type: 'string' } },
  },
  required: ['continent', 'name', 'cities'],
} as const;
export type DestinationRef = Closed<FromSchema<typeof destinationRef>>;

/** The header's menus: continent → country names, and the holiday type keys. */
export const menuData = {
  type: 'object',
  properties: {
    continentCountry: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    holidayTypes: { type: 'array', items: { type: 'string', enum: HOLIDAY_TYPES } },
  },
  required: ['continentCountry', 'holidayTypes'],
} as const;
export type MenuData = Closed<FromSchema<typeof menuData>>;

/** The filter choices of the deals list (the wide reading of the spec: all five lists). */
export const filterData = {
  type: 'object',
  properties: {
    continents: { type: 'array', items: { type: 'string' } },
    countries: { type: 'array', items: { type: 'string' } },
    cities: { type: 'array', items: { type: 'string' } },
    holiday_types: { type: 'array', items: { type: 'string', enum: HOLIDAY_TYPES } },
    /** Package durations in days, ascending. */
    durations: { type: 'array', items: { type: 'integer' } },
  },
  required: ['continents', 'countries', 'cities', 'holiday_types', 'durations'],
} as const;
export type FilterData = Closed<FromSchema<typeof filterData>>;

/**
 * The region overview, the 7 continent pages and every country page (GET /api/regions):
 * continents in the overview's order, each with its country routes in menu order, and
 * every country page of the spec, including the ones the menu does not list (`inMenu` false).
 */
export const regionContinent = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    /** Route segment without the slash ('Middleeast'). */
    route: { type: 'string' },
    intro: { type: 'string' },
    /** The further text behind Show More. */
    more: { type: 'string' },
    /** Banner image URL. */
    image: { type: 'string' },
    /** The routes of the continent's countries, in menu order. */
    countries: { type: 'array', items: { type: 'string' } },
  },
  required: ['name', 'route', 'intro', 'more', 'image', 'countries'],
} as const;
export type RegionContinent = Closed<FromSchema<typeof regionContinent>>;

export const regionCountry = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    /** Route segment without the slash ('SouthAfrica'). */
    route: { type: 'string' },
    /** The continent's name, as in `regionContinent.name`. */
    continent: { type: 'string' },
    intro: { type: 'string' },
    /** The further text behind Show More. */
    more: { type: 'string' },
    /** Banner image URL. */
    image: { type: 'string' },
    /** Whether the destination menu lists it (MENU_GROUPS without the hidden countries; the menu data says the same). */
    inMenu: { type: 'boolean' },
    cities: { type: 'array', items: { type: 'string' } },
  },
  required: ['name', 'route', 'continent', 'intro', 'more', 'image', 'inMenu', 'cities'],
} as const;
export type RegionCountry = Closed<FromSchema<typeof regionCountry>>;

export const regionsResponse = {
  type: 'object',
  properties: {
    continents: { type: 'array', items: regionContinent },
    countries: { type: 'array', items: regionCountry },
  },
  required: ['continents', 'countries'],
} as const;
export type RegionsResponse = Closed<FromSchema<typeof regionsResponse>>;
