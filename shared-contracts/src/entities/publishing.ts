/**
 * Publishing control: a package is a draft or published, staff read the catalogue
 * as it is stored (drafts included, never from a cache), and staff choose what the home
 * page's top deals and its three deal sections show.
 * Response schemas: no `additionalProperties: false` and no messages (see ../types.ts `Closed`).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Closed } from '../types';
import { HOME_DEAL_SECTIONS, MAX_ROW_ID } from './constants';
import { packageSchema, packageSummarySchema } from './package';

/** The home page's places staff fill: the top deals, then the three flagged sections. */
export const HOME_PLACES = ['topDeals', ...HOME_DEAL_SECTIONS] as const;
export type HomePlace = (typeof HOME_PLACES)[number];

/** The deal sections' titles on the home page, which staff choose for by name (the storefront shows them). */
export const HOME_SECTION_TITLES: Record<(typeof HOME_DEAL_SECTIONS)[number], string> = {
  HomeDealSection1: 'Trending Holidays',
  HomeDealSection2: 'Romance & Beach Escapes',
  HomeDealSection3: 'Family Holidays & Grand Journeys',
};

/** How many packages each home place may hold ('Our Exclusive Top Deals' shows 4 cards). */
export const HOME_PLACE_LIMITS: Record<HomePlace, number> = {
  topDeals: 4,
  HomeDealSection1: 12,
  HomeDealSection2: 12,
  HomeDealSection3: 12,
};

/** What the catalogue answers about publishing and the home page's choice. */
export const PUBLISHING_MESSAGES = {
  published: 'Package published: it is on the storefront now',
  unpublished: 'Package unpublished: it is a draft, hidden from the storefront',
  homeSaved: 'Home page choice saved',
  notPublished: 'Only published packages can be shown on the home page',
  noSuchPackages: 'Some of the chosen packages no longer exist',
  twice: 'Each package only once per section',
  tooMany: (limit: number) => `At most ${limit} packages`,
} as const;

/** A row of the staff package list: the list summary, whether it is published, and where the home page shows it. */
export const staffPackageRow = {
  type: 'object',
  properties: {
    ...packageSummarySchema.properties,
    published: { type: 'boolean' },
    homePlaces: { type: 'array', items: { type: 'string', enum: HOME_PLACES } },
    /** Milliseconds since the epoch. */
    updatedAt: { type: 'integer' },
  },
  required: [...packageSummarySchema.required, 'published', 'homePlaces', 'updatedAt'],
} as const;
export type StaffPackageRow = Closed<FromSchema<typeof staffPackageRow>>;

export const staffPackageListResponse = {
  type: 'object',
  properties: {
    data: { type: 'array', items: staffPackageRow },
    pagination: {
      type: 'object',
      properties: {
        currentPage: { type: 'integer' },
        totalPages: { type: 'integer' },
        totalPackages: { type: 'integer' },
      },
      required: ['currentPage', 'totalPages', 'totalPackages'],
    },
  },
  required: ['data', 'pagination'],
} as const;

/** One package as staff edit it: drafts too, with its publishing state. */
export const staffPackageResponse = {
  type: 'object',
  properties: { data: packageSchema, published: { type: 'boolean' } },
  required: ['data', 'published'],
} as const;

export const publicationBody = {
  type: 'object',
  properties: { published: { type: 'boolean', errorMessage: 'published must be true or false' } },
  required: ['published'],
  additionalProperties: false,
  errorMessage: { required: { published: 'published must be true or false' } },
} as const;

export const publicationResponse = {
  type: 'object',
  properties: { message: { type: 'string' }, published: { type: 'boolean' } },
  required: ['message', 'published'],
} as const;

const placedPackage = {
  type: 'object',
  properties: { _id: { type: 'integer' }, packageName: { type: 'string' }, published: { type: 'boolean' } },
  required: ['_id', 'packageName', 'published'],
} as const;

/** The home page's choice: per place, the packages in the order shown. */
export const homePlacementsResponse = {
  type: 'object',
  properties: Object.fromEntries(HOME_PLACES.map((place) => [place, { type: 'array', items: placedPackage }])) as {
    readonly [P in HomePlace]: { readonly type: 'array'; readonly items: typeof placedPackage };
  },
  required: [...HOME_PLACES],
} as const;
export type HomePlacements = Closed<FromSchema<typeof homePlacementsResponse>>;

const placeIds = (place: HomePlace) =>
  ({
    type: 'array',
    maxItems: HOME_PLACE_LIMITS[place],
    uniqueItems: true,
    items: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID, errorMessage: 'Package ids are positive whole numbers' },
    errorMessage: {
      type: 'A list of package ids',
      maxItems: PUBLISHING_MESSAGES.tooMany(HOME_PLACE_LIMITS[place]),
      uniqueItems: PUBLISHING_MESSAGES.twice,
    },
  }) as const;

/** The whole choice, every place given (an empty list: that place shows what docs/back-office.md, "Publishing", says). */
export const homePlacementsBody = {
  type: 'object',
  properties: {
    topDeals: placeIds('topDeals'),
    HomeDealSection1: placeIds('HomeDealSection1'),
    HomeDealSection2: placeIds('HomeDealSection2'),
    HomeDealSection3: placeIds('HomeDealSection3'),
  },
  required: [...HOME_PLACES],
  additionalProperties: false,
  errorMessage: { required: 'Give the packages of every home page place (topDeals, HomeDealSection1, HomeDealSection2, HomeDealSection3)' },
} as const;
export type HomePlacementsBody = FromSchema<typeof homePlacementsBody>;
