/** The catalogue service's calls: packages, deals, reference lists, menus, filters, artwork. */
import type { FromSchema } from 'json-schema-to-ts';
import { errorResponse, idParam, messageResponse } from '../common';
import { defineCall } from '../define';
import { HOLIDAY_TYPES, INCLUSION_SERVICES, MAX_PAGE_SIZE, PACKAGE_SORT_FIELDS, PAGE_SIZES, SORT_ORDERS } from '../entities/constants';
import {
  packageCardList,
  packageListResponse,
  packageResponse,
  packageSavedResponse,
  SIMILAR_PACKAGES_LIMIT,
  similarPackagesResponse,
} from '../entities/package';
import {
  homePlacementsBody,
  homePlacementsResponse,
  publicationBody,
  publicationResponse,
  staffPackageListResponse,
  staffPackageResponse,
} from '../entities/publishing';
import { destinationRef, exclusionRef, filterData, holidayTypeRef, inclusionRef, menuData, regionsResponse } from '../entities/references';
import { SEARCH_TEXT_MAX, SUGGESTIONS_LIMIT, searchText, suggestionsQuery, suggestionsResponse } from '../entities/search';
import { packageMultipartBody } from '../forms/package-form';
import { PHOTO_FILE_PATTERN } from '../photos';
import { binaryResponse, documentResponse } from './non-json';

/** Who may change the catalogue. */
const PACKAGE_EDITORS = ['admin', 'manager'] as const;

const name = (what: string) =>
  ({ type: 'string', minLength: 1, maxLength: 100, errorMessage: `${what} must be a name of 1 to 100 characters` }) as const;
/** A comma-separated list of keys from `keys` (exact spelling), e.g. 'Beach_Holidays,Honeymoons'. */
const commaList = (what: string, keys: readonly string[], kind: string) => {
  const key = `(?:${keys.join('|')})`;
  return {
    type: 'string',
    maxLength: 1000,
    pattern: `^${key}(?:,${key})*$`,
    errorMessage: `${what} must be a comma-separated list of ${kind}`,
  } as const;
};

/**
 * One name or a comma-separated list of names ('thailand' or 'thailand,sri lanka'), each of 1
 * to 100 characters and not blank; spaces around a name are ignored.
 */
const nameList = (what: string) =>
  ({
    type: 'string',
    maxLength: 1000,
    pattern: '^(?=[^,]*[^,\\s])[^,]{1,100}(?:,(?=[^,]*[^,\\s])[^,]{1,100})*$',
    errorMessage: `${what} must be a name or a comma-separated list of names, each of 1 to 100 characters`,
  }) as const;

/** The most deals GET /api/deals/data answers (the home page shows a few per section). */
export const HOME_DEALS_LIMIT = 60;
/** The most deals GET /api/deals/:country answers (the country page's row; "View All" pages through the rest). */
export const COUNTRY_DEALS_LIMIT = 50;

const packageListParameters = {
  page: { type: 'integer', minimum: 1, default: 1, errorMessage: 'page must be a whole number from 1' },
  limit: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: PAGE_SIZES.staffList,
    errorMessage: `limit must be between 1 and ${MAX_PAGE_SIZE}`,
  },
  continent: name('continent'),
  /** Country names or routes; a package matches when it visits any of them. */
  country: nameList('country'),
  city: name('city'),
  /** Holiday type keys; a package matches when it has any of them. */
  holiday_types: commaList('holiday_types', HOLIDAY_TYPES, 'holiday type keys (e.g. Beach_Holidays)'),
  /** Services; a package matches when it includes all of them. */
  inclusion_ids: commaList('inclusion_ids', INCLUSION_SERVICES, `services (${INCLUSION_SERVICES.join(', ')})`),
  /** Services; a package matches when it excludes all of them. */
  exclusion_ids: commaList('exclusion_ids', INCLUSION_SERVICES, `services (${INCLUSION_SERVICES.join(', ')})`),
  /** Bounds on the package's first price, INR. */
  minPrice: { type: 'number', minimum: 0, errorMessage: 'minPrice must be a number from 0' },
  maxPrice: { type: 'number', minimum: 0, errorMessage: 'maxPrice must be a number from 0' },
  /** Days, exactly. */
  duration: { type: 'integer', minimum: 1, errorMessage: 'duration must be a whole number of days' },
  /** Without sortBy the newest packages come first; ties are broken by id either way. */
  sortBy: { type: 'string', enum: PACKAGE_SORT_FIELDS, errorMessage: `sortBy must be ${PACKAGE_SORT_FIELDS.join(' or ')}` },
  sortOrder: { type: 'string', enum: SORT_ORDERS, default: 'asc', errorMessage: `sortOrder must be ${SORT_ORDERS.join(' or ')}` },
} as const;

/**
 * Query of GET /api/packages. Names match case-insensitively (the storefront sends the
 * country lower-cased). Unknown parameters answer 400, so a misspelt filter is not ignored.
 */
export const packageListQuery = {
  type: 'object',
  properties: {
    ...packageListParameters,
    /**
     * Search text: packages whose name, destinations or description hold every word (best
     * first when there is no sortBy: name, then destinations, then description); a
     * destination's name may be mistyped ('Thailnd').
     */
    q: searchText,
  },
  additionalProperties: false,
  errorMessage: {
    additionalProperties: `Unknown parameter: the package list takes ${[...Object.keys(packageListParameters), 'q'].join(', ')}`,
  },
} as const;
/** The query as a client writes it (page, limit and sortOrder have defaults). */
export type PackageListQuery = FromSchema<typeof packageListQuery, { keepDefaultedPropertiesOptional: true }>;

/** Query of GET /api/packages/staff: the list's filters, a search and the publishing state. */
export const staffPackageListQuery = {
  type: 'object',
  properties: {
    ...packageListParameters,
    /** A package id ('42' or '#42') or words of its name (any case). */
    q: { type: 'string', maxLength: 200, errorMessage: 'q must be at most 200 characters' },
    status: { type: 'string', enum: ['draft', 'published'], errorMessage: 'status must be draft or published' },
  },
  additionalProperties: false,
  errorMessage: {
    additionalProperties: `Unknown parameter: the staff package list takes ${[...Object.keys(packageListParameters), 'q', 'status'].join(', ')}`,
  },
} as const;
export type StaffPackageListQuery = FromSchema<typeof staffPackageListQuery, { keepDefaultedPropertiesOptional: true }>;

/** A continent or country page's path segment ('Thailand', 'SRI LANKA'): matched case- and space-insensitively. */
const regionSegmentParam = {
  type: 'object',
  properties: { segment: name('segment') },
  required: ['segment'],
  additionalProperties: false,
} as const;

const countryParam = {
  type: 'object',
  properties: { country: name('country') },
  required: ['country'],
  additionalProperties: false,
} as const;

/**
 * An uploaded package image's file name: 'upload-', 32 random hex digits and the extension of
 * the type its bytes showed (never the name it was uploaded with).
 */
export const UPLOADED_IMAGE_FILE_PATTERN = 'upload-[0-9a-f]{32}\\.(?:jpg|png|webp|gif)';

/** Image file names: generated artwork (lower-case words joined by '-', '.svg'), an image uploaded before photos were re-encoded, or a photo or its variant (../photos.ts). */
const IMAGE_FILE_PATTERN = `(?:[a-z0-9-]+\\.svg|${UPLOADED_IMAGE_FILE_PATTERN}|${PHOTO_FILE_PATTERN})`;

const imageParam = {
  type: 'object',
  properties: { file: { type: 'string', pattern: `^${IMAGE_FILE_PATTERN}$`, errorMessage: 'No such image' } },
  required: ['file'],
  additionalProperties: false,
} as const;

/** A preview image's name: the name of an image the catalogue serves, then '.png' ('goa-beach.svg.png'). */
const ogImageParam = {
  type: 'object',
  properties: {
    file: {
      type: 'string',
      maxLength: 200,
      pattern: `^${IMAGE_FILE_PATTERN}\\.png$`,
      errorMessage: 'A preview image is named after an image, followed by .png',
    },
  },
  required: ['file'],
  additionalProperties: false,
} as const;

/** `v` marks a versioned preview URL (cached for a year); any short token the page chose. */
const ogImageQuery = {
  type: 'object',
  properties: {
    v: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9._-]+$',
      errorMessage: 'v must be 1 to 64 letters, digits, dots, dashes or underscores',
    },
  },
  additionalProperties: false,
  errorMessage: { additionalProperties: 'Unknown parameter: a preview image takes only v' },
} as const;

/** A part of a split sitemap: '/sitemaps/1.xml', numbered from 1. */
const sitemapPartParam = {
  type: 'object',
  properties: {
    file: {
      type: 'string',
      maxLength: 12,
      pattern: '^[1-9][0-9]{0,6}\\.xml$',
      errorMessage: 'A sitemap part is a number from 1 followed by .xml',
    },
  },
  required: ['file'],
  additionalProperties: false,
} as const;

const writeErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;
/** A package save that is not multipart/form-data. */
const saveErrors = { ...writeErrors, 413: errorResponse, 415: errorResponse } as const;

export const catalogueCalls = {
  listPackages: defineCall({
    id: 'catalogue.listPackages',
    method: 'GET',
    path: '/api/packages',
    service: 'catalogue',
    access: 'public',
    summary:
      'A page of package summaries (the fields the list cards show; GET /api/packages/:id has the rest), filtered and sorted (newest first without sortBy; home: 4, storefront list: 7, staff list: 10 per page)',
    schema: { querystring: packageListQuery, response: { 200: packageListResponse, 400: errorResponse } },
  }),
  filterData: defineCall({
    id: 'catalogue.filterData',
    method: 'GET',
    path: '/api/packages/filterData',
    service: 'catalogue',
    access: 'public',
    summary: 'The choices of the deals list filters: continents, countries, cities, holiday types, durations',
    schema: { response: { 200: filterData } },
  }),
  packageSuggestions: defineCall({
    id: 'catalogue.packageSuggestions',
    method: 'GET',
    path: '/api/packages/suggestions',
    service: 'catalogue',
    access: 'public',
    summary: `What the header's search box offers as a visitor types (q: 1 to ${SEARCH_TEXT_MAX} characters): at most ${SUGGESTIONS_LIMIT} destinations, countries, cities, holiday types and package names with their links; a mistyped destination is matched; rate limited per client`,
    schema: { querystring: suggestionsQuery, response: { 200: suggestionsResponse, 400: errorResponse, 429: errorResponse } },
  }),
  menu: defineCall({
    id: 'catalogue.menu',
    method: 'GET',
    path: '/api/packages/menu',
    service: 'catalogue',
    access: 'public',
    summary: "The header's menu data: countries per continent (hidden countries left out) and holiday types",
    schema: { response: { 200: menuData } },
  }),
  getPackage: defineCall({
    id: 'catalogue.getPackage',
    method: 'GET',
    path: '/api/packages/:id',
    service: 'catalogue',
    access: 'public',
    summary: 'One package, under data',
    schema: { params: idParam, response: { 200: packageResponse, 400: errorResponse, 404: errorResponse } },
  }),
  similarPackages: defineCall({
    id: 'catalogue.similarPackages',
    method: 'GET',
    path: '/api/packages/:id/similar',
    service: 'catalogue',
    access: 'public',
    summary: `For a package that is not available (a draft, deleted, or never there): at most ${SIMILAR_PACKAGES_LIMIT} published holidays of its country or holiday type, else the newest`,
    schema: { params: idParam, response: { 200: similarPackagesResponse, 400: errorResponse } },
  }),
  createPackage: defineCall({
    id: 'catalogue.createPackage',
    audit: { action: 'package.create', targetInAnswer: 'data._id' },
    method: 'POST',
    path: '/api/packages',
    service: 'catalogue',
    access: PACKAGE_EDITORS,
    summary: 'Create a package (also how a clone is saved) from the package form, with new image files',
    consumes: 'multipart/form-data',
    schema: { body: packageMultipartBody, response: { 201: packageSavedResponse, ...saveErrors } },
  }),
  updatePackage: defineCall({
    id: 'catalogue.updatePackage',
    audit: 'package.update',
    method: 'PUT',
    path: '/api/packages/:id',
    service: 'catalogue',
    access: PACKAGE_EDITORS,
    summary: 'Replace a package with the package form, keeping existingImages and adding new image files',
    consumes: 'multipart/form-data',
    schema: {
      params: idParam,
      body: packageMultipartBody,
      response: { 200: packageSavedResponse, ...saveErrors, 404: errorResponse },
    },
  }),
  deletePackage: defineCall({
    id: 'catalogue.deletePackage',
    audit: 'package.delete',
    method: 'DELETE',
    path: '/api/packages/:id',
    service: 'catalogue',
    access: PACKAGE_EDITORS,
    summary: 'Delete a package',
    schema: { params: idParam, response: { 200: messageResponse, ...writeErrors, 404: errorResponse } },
  }),
  deals: defineCall({
    id: 'catalogue.deals',
    method: 'GET',
    path: '/api/deals/data',
    service: 'catalogue',
    access: 'public',
    summary: `The home page's deals: the packages with a HomeDealSection flag, newest first, at most ${HOME_DEALS_LIMIT}, as cards with their flags and Turner2Data`,
    schema: { response: { 200: packageCardList } },
  }),
  dealsByCountry: defineCall({
    id: 'catalogue.dealsByCountry',
    method: 'GET',
    path: '/api/deals/:country',
    service: 'catalogue',
    access: 'public',
    summary: `A country's deals as cards, newest first, at most ${COUNTRY_DEALS_LIMIT} (name matched case-insensitively, spaces optional); an unknown country has none`,
    schema: { params: countryParam, response: { 200: packageCardList, 400: errorResponse } },
  }),
  destinations: defineCall({
    id: 'catalogue.destinations',
    method: 'GET',
    path: '/api/destinations',
    service: 'catalogue',
    access: 'public',
    summary: 'Every destination country with its continent and cities (the package form pickers)',
    schema: { response: { 200: { type: 'array', items: destinationRef } } },
  }),
  holidayTypes: defineCall({
    id: 'catalogue.holidayTypes',
    method: 'GET',
    path: '/api/holiday_types',
    service: 'catalogue',
    access: 'public',
    summary: 'The 18 holiday types',
    schema: { response: { 200: { type: 'array', items: holidayTypeRef } } },
  }),
  inclusions: defineCall({
    id: 'catalogue.inclusions',
    method: 'GET',
    path: '/api/inclusions',
    service: 'catalogue',
    access: 'public',
    summary: 'The 7 services a package may include',
    schema: { response: { 200: { type: 'array', items: inclusionRef } } },
  }),
  exclusions: defineCall({
    id: 'catalogue.exclusions',
    method: 'GET',
    path: '/api/exclusions',
    service: 'catalogue',
    access: 'public',
    summary: 'The services a package may list as not included',
    schema: { response: { 200: { type: 'array', items: exclusionRef } } },
  }),
  regions: defineCall({
    id: 'catalogue.regions',
    method: 'GET',
    path: '/api/regions',
    service: 'catalogue',
    access: 'public',
    summary: 'The region overview, continent pages and country pages: texts, banners, country lists and cities',
    schema: { response: { 200: regionsResponse } },
  }),
  regionPage: defineCall({
    id: 'catalogue.regionPage',
    method: 'GET',
    path: '/api/regions/:segment',
    service: 'catalogue',
    access: 'public',
    summary:
      "One continent or country page's regions, in the shape of GET /api/regions: a continent with its countries, or a country with its continent (the segment matched case-insensitively, spaces optional); 404 when it names neither",
    schema: { params: regionSegmentParam, response: { 200: regionsResponse, 400: errorResponse, 404: errorResponse } },
  }),
  image: defineCall({
    id: 'catalogue.image',
    method: 'GET',
    path: '/api/images/:file',
    service: 'catalogue',
    access: 'public',
    summary:
      'Generated travel-poster artwork (SVG) for destinations, packages, holiday types and banners, and the photos staff upload with packages, re-encoded in widths as AVIF, WebP and their own format (photo-… names, immutable, with an ETag)',
    produces: 'image/svg+xml',
    schema: { params: imageParam, response: { 200: documentResponse, 400: errorResponse, 404: errorResponse } },
  }),
  ogImage: defineCall({
    id: 'catalogue.ogImage',
    method: 'GET',
    path: '/api/og/:file',
    service: 'catalogue',
    access: 'public',
    summary:
      'A link preview for WhatsApp and Facebook (og:image): the image of /api/images/<name> as a 1200×630 PNG, cropped to cover; cached for a year with ?v=, else a day',
    produces: 'image/png',
    schema: { params: ogImageParam, querystring: ogImageQuery, response: { 200: binaryResponse, 400: errorResponse, 404: errorResponse } },
  }),
  sitemap: defineCall({
    id: 'catalogue.sitemap',
    method: 'GET',
    path: '/sitemap.xml',
    service: 'catalogue',
    access: 'public',
    summary:
      'The sitemap: every public page as an absolute URL (packages with their update time); past the per-file limit, a sitemap index of /sitemaps/<n>.xml',
    produces: 'application/xml',
    schema: { response: { 200: documentResponse } },
  }),
  sitemapPart: defineCall({
    id: 'catalogue.sitemapPart',
    method: 'GET',
    path: '/sitemaps/:file',
    service: 'catalogue',
    access: 'public',
    summary: 'One part of a sitemap split by its index (/sitemaps/1.xml onwards)',
    produces: 'application/xml',
    schema: { params: sitemapPartParam, response: { 200: documentResponse, 400: errorResponse, 404: errorResponse } },
  }),
  /** The staff list, drafts included, searchable, never cached (Cache-Control: private, no-store). */
  listStaffPackages: defineCall({
    id: 'catalogue.listStaffPackages',
    method: 'GET',
    path: '/api/packages/staff',
    service: 'catalogue',
    access: PACKAGE_EDITORS,
    summary:
      'The staff package list: drafts and published packages, newest first, with the same filters as GET /api/packages, a search by name or id (q) and the publishing state (status); never served from a cache',
    schema: {
      querystring: staffPackageListQuery,
      response: { 200: staffPackageListResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
  }),
  /** One package as staff edit it (a draft too), never cached. */
  getStaffPackage: defineCall({
    id: 'catalogue.getStaffPackage',
    method: 'GET',
    path: '/api/packages/staff/:id',
    service: 'catalogue',
    access: PACKAGE_EDITORS,
    summary: 'One package for update or clone, drafts included, with whether it is published; never served from a cache',
    schema: {
      params: idParam,
      response: { 200: staffPackageResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
    },
  }),
  /** Publish or unpublish a package. */
  setPublication: defineCall({
    id: 'catalogue.setPublication',
    audit: 'package.publication',
    method: 'PUT',
    path: '/api/packages/:id/publication',
    service: 'catalogue',
    access: PACKAGE_EDITORS,
    summary:
      'Publish a package (it reaches the storefront, sitemap and search) or make it a draft again (hidden everywhere public; it leaves the home page)',
    schema: { params: idParam, body: publicationBody, response: { 200: publicationResponse, ...writeErrors, 404: errorResponse } },
  }),
  /** What the home page's top deals and deal sections show. */
  homePlacements: defineCall({
    id: 'catalogue.homePlacements',
    method: 'GET',
    path: '/api/packages/home-placements',
    service: 'catalogue',
    access: PACKAGE_EDITORS,
    summary: 'The packages staff chose for the home page: the top deals and the three deal sections, in order; never served from a cache',
    schema: { response: { 200: homePlacementsResponse, 401: errorResponse, 403: errorResponse } },
  }),
  saveHomePlacements: defineCall({
    id: 'catalogue.saveHomePlacements',
    audit: 'home.placements',
    method: 'PUT',
    path: '/api/packages/home-placements',
    service: 'catalogue',
    access: PACKAGE_EDITORS,
    summary:
      'Choose the home page: at most 4 published top deals and the published packages of each deal section, in order (an empty top deals list shows the 4 newest published packages; a section left empty is not shown)',
    schema: { body: homePlacementsBody, response: { 200: homePlacementsResponse, ...writeErrors } },
  }),
  /** The home page's 'Our Exclusive Top Deals'. */
  topDeals: defineCall({
    id: 'catalogue.topDeals',
    method: 'GET',
    path: '/api/deals/top',
    service: 'catalogue',
    access: 'public',
    summary:
      "The home page's top deals as cards: the published packages staff chose, in their order; none chosen, the 4 newest published packages",
    schema: { response: { 200: packageCardList } },
  }),
} as const;
