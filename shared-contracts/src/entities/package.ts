/**
 * A holiday package (a "deal") as every catalogue call returns it (both specs' entities).
 * The old site's field names are kept, since every screen of the spec reads them.
 * Response schema: no `additionalProperties: false` and no messages (see ../types.ts `Closed`).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Closed } from '../types';
import { FLAG_VALUES, HOLIDAY_TYPES, HOME_DEAL_SECTIONS, INCLUSION_SERVICES, PRICING_TYPES } from './constants';

const flag = { type: 'string', enum: FLAG_VALUES } as const;
type FlagProperties<K extends readonly string[]> = { readonly [P in K[number]]: typeof flag };

/** One text flag per key, all with the same schema (the key list is the one owner). */
function flagProperties<const K extends readonly string[]>(keys: K): FlagProperties<K> {
  return Object.fromEntries(keys.map((key) => [key, flag])) as FlagProperties<K>;
}

const hotel = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    star: { type: 'number' },
    night: { type: 'integer' },
  },
  required: ['name', 'star', 'night'],
} as const;

/** Where a package goes: one continent, its countries, their cities, the hotels per city. */
export const packageDestinations = {
  type: 'object',
  properties: {
    continent: { type: 'string' },
    countries: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          cities: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, hotels: { type: 'array', items: hotel } },
              required: ['name', 'hotels'],
            },
          },
        },
        required: ['name', 'cities'],
      },
    },
  },
  required: ['continent', 'countries'],
} as const;

export const pricingOption = {
  type: 'object',
  properties: {
    _id: { type: 'integer' },
    type: { type: 'string', enum: PRICING_TYPES },
    /** Per person, whole rupees. */
    price: { type: 'integer' },
    /** The struck-through 'High Price', when the package has one. */
    valueOfferPrice: { type: 'integer' },
  },
  required: ['_id', 'type', 'price'],
} as const;

const datedPrice = {
  type: 'array',
  items: { type: 'object', properties: { price: { type: 'integer' } }, required: ['price'] },
} as const;

export const packageSchema = {
  type: 'object',
  properties: {
    _id: { type: 'integer' },
    /** The deal's name (the old data kept it beside packageName; both are the same text). */
    Name: { type: 'string' },
    packageName: { type: 'string' },
    /** Image URLs, the first is the card image. */
    images: { type: 'array', items: { type: 'string' } },
    /** Banner image URLs of the detail page. */
    Turner2Data: { type: 'array', items: { type: 'string' } },
    description: {
      type: 'object',
      properties: { title: { type: 'string' }, paragraph: { type: 'string' } },
      required: ['title', 'paragraph'],
    },
    destinations: packageDestinations,
    /** Days. */
    duration: { type: 'integer' },
    holiday_types: { type: 'array', items: { type: 'string', enum: HOLIDAY_TYPES } },
    inclusionTexts: { type: 'array', items: { type: 'string' } },
    exclusionTexts: { type: 'array', items: { type: 'string' } },
    /** The included services (highlighted icons). */
    inclusion_ids: { type: 'array', items: { type: 'string', enum: INCLUSION_SERVICES } },
    /** The services not included. */
    exclusion_ids: { type: 'array', items: { type: 'string', enum: INCLUSION_SERVICES } },
    pricing: { type: 'array', items: pricingOption },
    overview: {
      type: 'array',
      items: { type: 'object', properties: { Description: { type: 'string' } }, required: ['Description'] },
    },
    date2025: datedPrice,
    date2026: datedPrice,
    date2027: datedPrice,
    /** Duration text, '{n} Days'. */
    ClassBarData: { type: 'string' },
    /** Card text: the start of the first overview description. */
    Card_Text: { type: 'string' },
    cityNight: {
      type: 'array',
      items: {
        type: 'object',
        properties: { cityName: { type: 'string' }, totalNights: { type: 'integer' } },
        required: ['cityName', 'totalNights'],
      },
    },
    /** The package's struck-through price, when it has one (the first pricing row's). */
    valueOfferPrice: { type: 'integer' },
    ...flagProperties(HOME_DEAL_SECTIONS),
    ...flagProperties(HOLIDAY_TYPES),
  },
  required: [
    '_id',
    'Name',
    'packageName',
    'images',
    'Turner2Data',
    'description',
    'destinations',
    'duration',
    'holiday_types',
    'inclusionTexts',
    'exclusionTexts',
    'inclusion_ids',
    'exclusion_ids',
    'pricing',
    'overview',
    'ClassBarData',
    'Card_Text',
    'cityNight',
    ...HOME_DEAL_SECTIONS,
    ...HOLIDAY_TYPES,
  ],
} as const;
export type Package = Closed<FromSchema<typeof packageSchema>>;
export type PackageDestinations = Package['destinations'];
export type PricingOption = Package['pricing'][number];

/**
 * The fields a deal card shows (image, title, duration text, 'from' price, offer price),
 * the home sections' and holiday types' flags and the banner images (the storefront spec's calls: what
 * GET /api/deals/data answers). The deals calls answer cards: a screen that needs the rest
 * (destinations, description, Card_Text, city nights, overview, inclusion and exclusion
 * texts and services, dated prices) fetches GET /api/packages/:id. Card_Text alone was 40%
 * of the home deals' compressed answer, and no card shows it.
 */
export const PACKAGE_CARD_FIELDS = [
  '_id',
  'Name',
  'packageName',
  'images',
  'Turner2Data',
  'duration',
  'holiday_types',
  'pricing',
  'ClassBarData',
  'valueOfferPrice',
  ...HOME_DEAL_SECTIONS,
  ...HOLIDAY_TYPES,
] as const;
type CardField = (typeof PACKAGE_CARD_FIELDS)[number];
type PackageProperties = typeof packageSchema.properties;

function cardProperties(): { readonly [K in CardField]: PackageProperties[K] } {
  const all: PackageProperties = packageSchema.properties;
  return Object.fromEntries(PACKAGE_CARD_FIELDS.map((field) => [field, all[field]])) as { readonly [K in CardField]: PackageProperties[K] };
}

/** Every card field is required except valueOfferPrice (only packages with an offer have one). */
const CARD_REQUIRED = PACKAGE_CARD_FIELDS.filter((field): field is Exclude<CardField, 'valueOfferPrice'> => field !== 'valueOfferPrice');

export const packageCardSchema = {
  type: 'object',
  properties: cardProperties(),
  required: CARD_REQUIRED as readonly Exclude<CardField, 'valueOfferPrice'>[],
} as const;
export type PackageCard = Closed<FromSchema<typeof packageCardSchema>>;

export const packageCardList = { type: 'array', items: packageCardSchema } as const;

/** Characters of the description a card of the paged deals list shows (the storefront spec's business constants). */
export const LIST_CARD_EXCERPT_CHARS = 200;

/** The first `limit` characters and an ellipsis; shorter texts are left whole. */
export function excerpt(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

/**
 * The fields of a package that the lists' cards show, and nothing more: the wide result card
 * of /packages (image, name, city-night chips, the description's start, included services,
 * price, offer price, duration), the home page's top deals and the holiday-type tiles (image,
 * name, duration, price), and the staff list's rows (name, first price, duration). A page of
 * seven summaries is a fifth of the size of seven whole packages; a screen that needs the
 * rest (the detail page, the package form) fetches GET /api/packages/:id.
 */
export const PACKAGE_SUMMARY_FIELDS = [
  '_id',
  'packageName',
  'images',
  'duration',
  'pricing',
  'valueOfferPrice',
  'cityNight',
  'inclusion_ids',
] as const;
type SummaryField = (typeof PACKAGE_SUMMARY_FIELDS)[number];

function summaryProperties(): { readonly [K in SummaryField]: PackageProperties[K] } {
  const all: PackageProperties = packageSchema.properties;
  return Object.fromEntries(PACKAGE_SUMMARY_FIELDS.map((field) => [field, all[field]])) as {
    readonly [K in SummaryField]: PackageProperties[K];
  };
}

export const packageSummarySchema = {
  type: 'object',
  properties: {
    ...summaryProperties(),
    /** `excerpt(description.paragraph, LIST_CARD_EXCERPT_CHARS)`: what the card shows of the description. */
    descriptionExcerpt: { type: 'string' },
  },
  /** Every field but valueOfferPrice (only packages with an offer have one). */
  required: ['_id', 'packageName', 'images', 'duration', 'pricing', 'cityNight', 'inclusion_ids', 'descriptionExcerpt'],
} as const;
export type PackageSummary = Closed<FromSchema<typeof packageSummarySchema>>;

/** A page of packages (GET /api/packages), as summaries. */
export const packageListResponse = {
  type: 'object',
  properties: {
    data: { type: 'array', items: packageSummarySchema },
    pagination: {
      type: 'object',
      properties: {
        currentPage: { type: 'integer' },
        totalPages: { type: 'integer' },
        totalPackages: { type: 'integer' },
      },
      required: ['currentPage', 'totalPages', 'totalPackages'],
    },
    /** With q: the text searched, and the destination name a mistyped word was taken for (q 'Thailnd' → 'Thailand'). */
    search: {
      type: 'object',
      properties: { text: { type: 'string' }, correctedTo: { type: 'string' } },
      required: ['text'],
    },
  },
  required: ['data', 'pagination'],
} as const;
export type PackageListResponse = Closed<FromSchema<typeof packageListResponse>>;

/** Similar holidays shown at most when a package is no longer available. */
export const SIMILAR_PACKAGES_LIMIT = 4;

/**
 * The holidays a visitor is offered where a package is no longer available: published
 * packages of the same country or holiday type when the catalogue knows what the package
 * was (a draft, or one deleted), else its newest ones.
 */
export const similarPackagesResponse = {
  type: 'object',
  properties: {
    data: packageCardList,
    /** 'package': like the missing package; 'catalogue': the newest holidays (nothing is known of it). */
    basedOn: { type: 'string', enum: ['package', 'catalogue'] },
  },
  required: ['data', 'basedOn'],
} as const;
export type SimilarPackagesResponse = Closed<FromSchema<typeof similarPackagesResponse>>;

/** One package (GET /api/packages/:id): always under `data`. */
export const packageResponse = {
  type: 'object',
  properties: { data: packageSchema },
  required: ['data'],
} as const;

/** Answer to a package create or update: what the service stored, and a confirmation. */
export const packageSavedResponse = {
  type: 'object',
  properties: { message: { type: 'string' }, data: packageSchema },
  required: ['message', 'data'],
} as const;
