/**
 * The JSON Schemas of the seed data files, and the types read from them: the schema is the
 * one owner of what a country or a holiday theme holds. The vocabularies (continents,
 * holiday types, the artwork's scene words) come from the modules that own them.
 */
import { HOLIDAY_TYPES } from '@agency/contracts';
import type { FromSchema } from 'json-schema-to-ts';
import { LANDMARKS, LANDSCAPES, TIMES_OF_DAY } from '../../artwork/scene';
import { CONTINENT_NAMES } from '../continents';

const text = { type: 'string', minLength: 1 } as const;
const texts = { type: 'array', items: text, minItems: 1 } as const;

const sceneSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['landscape'],
  properties: {
    landscape: { enum: LANDSCAPES },
    landmark: { enum: LANDMARKS },
    /** The preferred light; variants of the same place move through the day from here. */
    time: { enum: TIMES_OF_DAY },
  },
} as const;

export const countrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'continent', 'intro', 'further', 'cities', 'highlights', 'holidayTypes', 'nightlyRate', 'popularity', 'scene'],
  properties: {
    name: text,
    continent: { enum: CONTINENT_NAMES },
    /** Route segment when it is not simply the name without spaces. */
    route: text,
    /** 2–3 sentences under the banner. */
    intro: text,
    /** The further text behind Show More. */
    further: text,
    cities: texts,
    /**
     * Sights and experiences, written to follow "time for …" or "enjoy …". 'City: text' ties
     * one to a city of `cities` (itineraries stay there to see it); plain text is anywhere.
     */
    highlights: texts,
    /** The holiday types this country's deals are made of. */
    holidayTypes: { type: 'array', items: { enum: HOLIDAY_TYPES }, minItems: 1, uniqueItems: true },
    /** The neighbour a multi-centre holiday pairs it with (same continent). */
    pairsWith: text,
    /** Land cost per person per night in a standard hotel, rupees. */
    nightlyRate: { type: 'integer', minimum: 1 },
    /** How many deals it gets relative to others once every country has one. */
    popularity: { enum: [1, 2, 3] },
    scene: sceneSchema,
  },
} as const;

export const countriesFileSchema = { type: 'array', items: countrySchema, minItems: 1 } as const;

export const holidayThemeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nouns', 'openings', 'closing', 'days', 'priceFactor', 'minStar', 'countries', 'scene'],
  properties: {
    /** Endings of a package name: 'Enchanting Bali' + ' Honeymoon Escape'. */
    nouns: texts,
    /** Opening sentences of a description; {place} is the destination. */
    openings: texts,
    /** The closing sentence of a description. */
    closing: text,
    /** Inclusive range of days. */
    days: {
      type: 'array',
      items: [
        { type: 'integer', minimum: 1 },
        { type: 'integer', minimum: 1 },
      ],
      minItems: 2,
      maxItems: 2,
    },
    /** Multiplier on the destination's nightly rate. */
    priceFactor: { type: 'number', exclusiveMinimum: 0 },
    /** Lowest star rating of the hotels. */
    minStar: { type: 'integer', minimum: 1, maximum: 5 },
    /** How many countries a trip of this kind visits. */
    countries: { enum: [1, 2] },
    scene: sceneSchema,
  },
} as const;

/** One theme per holiday type of the contracts, and no other key. */
export const holidayTypesFileSchema = {
  type: 'object',
  propertyNames: { enum: HOLIDAY_TYPES },
  required: HOLIDAY_TYPES,
  additionalProperties: holidayThemeSchema,
} as const;

export type CountrySeed = FromSchema<typeof countrySchema>;
export type HolidayTheme = FromSchema<typeof holidayThemeSchema>;
