/**
 * The staff package form (create, update, clone) with the spec's messages (the staff spec's validation rules), and
 * the mapping between the form and the multipart body it is sent as.
 *
 * The browser validates its form values with `packageForm`; it sends them with
 * `packageFormToWire` (plus the image files as repeated `images` parts); the catalogue
 * service turns the received parts back with `packageFormFromWire` and validates the result
 * with the same `packageForm`, so a 400 names the same fields, in the same words.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { HOLIDAY_TYPES, HOTEL_NIGHTS, INCLUSION_SERVICES, PRICING_TYPES } from '../entities/constants';
import type { Package } from '../entities/package';
import { optionalText, requiredName, requiredText } from './fields';

const MUST_BE_POSITIVE = 'Must be positive';
const STAR_REQUIRED = 'Star rating is required';
const NIGHT_REQUIRED = 'Night is required';
const PRICE_REQUIRED = 'Price is required';
const TYPE_REQUIRED = 'Type is required';
const AT_LEAST_ONE_PRICING = 'At least one pricing option is required';
const DURATION_REQUIRED = 'Duration is required';
const CONTINENT_REQUIRED = 'Continent is required';
const AT_LEAST_ONE_COUNTRY = 'At least one country is required';
const AT_LEAST_ONE_CITY = 'At least one city is required';
const AT_LEAST_ONE_HOTEL = 'At least one hotel is required';
const AT_LEAST_ONE_HOLIDAY_TYPE = 'At least one holiday type is required';
const AT_LEAST_ONE_INCLUSION = 'At least one inclusion is required';
const AT_LEAST_ONE_INCLUSION_TEXT = 'At least one inclusion text is required';
const AT_LEAST_ONE_EXCLUSION_TEXT = 'At least one exclusion text is required';

/** The most stars a hotel row may have. */
export const HOTEL_MAX_STARS = 7;
/** Prices are whole rupees up to ₹10 crore (the database keeps them as unsigned integers). */
export const PACKAGE_MAX_PRICE = 100_000_000;
const PRICE_TOO_HIGH = 'Price must be at most ₹10,00,00,000';
/** The longest package, in days. */
export const PACKAGE_MAX_DURATION = 365;

/**
 * New image files of a package save. The catalogue checks each file by its bytes (JPEG, PNG,
 * WebP or GIF signatures, whatever the name or the browser's type says), so the form can only
 * pre-check size and count with these; `PACKAGE_IMAGE_ACCEPT` is its file input's `accept`.
 */
export const PACKAGE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PACKAGE_IMAGE_ACCEPT = PACKAGE_IMAGE_TYPES.join(',');
export const PACKAGE_IMAGE_LIMITS = {
  /** Bytes per file (5 MB). */
  maxFileBytes: 5 * 1024 * 1024,
  /** New files in one save. */
  maxFilesPerSave: 10,
  /** Images a package may have in all (kept plus new). */
  maxImagesPerPackage: 30,
} as const;
/** What the catalogue answers about images: 413 for `tooLarge` and `tooManyFiles`, 415 for `undecodable`, 400 for the others (field `images` or `existingImages`). */
export const PACKAGE_IMAGE_MESSAGES = {
  notAnImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  /** The bytes start like an image but cannot be decoded (cut short, damaged); the file's name follows. */
  undecodable: 'This image is damaged or incomplete and cannot be read; export it again as JPEG, PNG or WebP and upload that file',
  tooLarge: 'Each image must be at most 5 MB',
  tooManyFiles: `At most ${PACKAGE_IMAGE_LIMITS.maxFilesPerSave} images can be uploaded at a time`,
  tooManyImages: `A package can have at most ${PACKAGE_IMAGE_LIMITS.maxImagesPerPackage} images`,
  /** An update's existingImages must be images the package has. */
  notThisPackages: 'Existing images must be images this package already has',
  /** A create's (a clone's) existingImages must be images of a package in the catalogue. */
  notInCatalogue: 'Existing images must be images of a package in the catalogue',
  /** The body was not multipart/form-data (415). */
  notMultipart: 'Send the package as multipart/form-data',
} as const;

/** The catalogue's answers to a successful save or delete (the staff spec's error catalogue), shown by the form and the list. */
export const PACKAGE_MESSAGES = {
  created: 'Package created successfully!',
  updated: 'Package updated successfully!',
  deleted: 'Package deleted successfully!',
} as const;

const packageName = requiredName('Package Name is required', 200, 'Package Name must be at most 200 characters');
const paragraph = requiredText('Paragraph is required', 20000, 'Paragraph must be at most 20000 characters');
const hotelName = requiredName('Hotel name is required', 160, 'Hotel name must be at most 160 characters');
const cityName = requiredName('City name is required', 100, 'City name must be at most 100 characters');
const countryName = requiredName('Country name is required', 100, 'Country name must be at most 100 characters');
const inclusionText = requiredText('Inclusion text is required', 500, 'Inclusion text must be at most 500 characters');
const exclusionText = requiredText('Exclusion text is required', 500, 'Exclusion text must be at most 500 characters');

/** A hotel row: a new one starts with an empty name, an empty star ('' counts as missing) and 1 night. */
const hotel = {
  type: 'object',
  properties: {
    name: hotelName.schema,
    /** Whole stars up to HOTEL_MAX_STARS (the catalogue stores whole stars). */
    star: {
      type: 'number',
      exclusiveMinimum: 0,
      multipleOf: 1,
      maximum: HOTEL_MAX_STARS,
      errorMessage: {
        type: STAR_REQUIRED,
        exclusiveMinimum: MUST_BE_POSITIVE,
        multipleOf: 'Star rating must be a whole number',
        maximum: `At most ${HOTEL_MAX_STARS} stars`,
      },
    },
    night: {
      type: 'number',
      exclusiveMinimum: 0,
      multipleOf: 1,
      maximum: HOTEL_NIGHTS.max,
      errorMessage: {
        type: NIGHT_REQUIRED,
        exclusiveMinimum: MUST_BE_POSITIVE,
        multipleOf: 'Nights must be a whole number',
        maximum: `At most ${HOTEL_NIGHTS.max} nights`,
      },
    },
  },
  required: ['name', 'star', 'night'],
  additionalProperties: false,
  errorMessage: { required: { name: hotelName.missing, star: STAR_REQUIRED, night: NIGHT_REQUIRED } },
} as const;

const city = {
  type: 'object',
  properties: {
    name: cityName.schema,
    hotels: { type: 'array', minItems: 1, items: hotel, errorMessage: { type: AT_LEAST_ONE_HOTEL, minItems: AT_LEAST_ONE_HOTEL } },
  },
  required: ['name', 'hotels'],
  additionalProperties: false,
  errorMessage: { required: { name: cityName.missing, hotels: AT_LEAST_ONE_HOTEL } },
} as const;

const country = {
  type: 'object',
  properties: {
    name: countryName.schema,
    cities: { type: 'array', minItems: 1, items: city, errorMessage: { type: AT_LEAST_ONE_CITY, minItems: AT_LEAST_ONE_CITY } },
  },
  required: ['name', 'cities'],
  additionalProperties: false,
  errorMessage: { required: { name: countryName.missing, cities: AT_LEAST_ONE_CITY } },
} as const;

const pricingRow = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: PRICING_TYPES, errorMessage: TYPE_REQUIRED },
    price: {
      type: 'number',
      exclusiveMinimum: 0,
      multipleOf: 1,
      maximum: PACKAGE_MAX_PRICE,
      errorMessage: {
        type: PRICE_REQUIRED,
        exclusiveMinimum: 'Price must be positive',
        multipleOf: 'Price must be in whole rupees',
        maximum: PRICE_TOO_HIGH,
      },
    },
    /** The struck-through 'High Price'. */
    valueOfferPrice: {
      type: 'number',
      exclusiveMinimum: 0,
      multipleOf: 1,
      maximum: PACKAGE_MAX_PRICE,
      errorMessage: {
        type: 'Offer price must be a number',
        exclusiveMinimum: 'Offer price must be positive',
        multipleOf: 'Offer price must be in whole rupees',
        maximum: PRICE_TOO_HIGH,
      },
    },
  },
  required: ['type', 'price'],
  additionalProperties: false,
  errorMessage: { required: { type: TYPE_REQUIRED, price: PRICE_REQUIRED } },
} as const;

/** The package form's values, under the form's keys (`holidayTypes`, `inclusionIds`). */
export const packageForm = {
  type: 'object',
  properties: {
    packageName: packageName.schema,
    description: {
      type: 'object',
      properties: {
        title: optionalText(200, 'Title must be at most 200 characters'),
        paragraph: paragraph.schema,
      },
      required: ['paragraph'],
      additionalProperties: false,
      errorMessage: { type: paragraph.missing, required: { paragraph: paragraph.missing } },
    },
    pricing: {
      type: 'array',
      minItems: 1,
      items: pricingRow,
      errorMessage: { type: AT_LEAST_ONE_PRICING, minItems: AT_LEAST_ONE_PRICING },
    },
    /** Days. */
    duration: {
      type: 'integer',
      minimum: 1,
      maximum: PACKAGE_MAX_DURATION,
      errorMessage: {
        type: DURATION_REQUIRED,
        minimum: 'Duration must be at least 1 day',
        maximum: `Duration must be at most ${PACKAGE_MAX_DURATION} days`,
      },
    },
    destinations: {
      type: 'object',
      properties: {
        continent: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S', errorMessage: CONTINENT_REQUIRED },
        countries: {
          type: 'array',
          minItems: 1,
          items: country,
          errorMessage: { type: AT_LEAST_ONE_COUNTRY, minItems: AT_LEAST_ONE_COUNTRY },
        },
      },
      required: ['continent', 'countries'],
      additionalProperties: false,
      errorMessage: { type: CONTINENT_REQUIRED, required: { continent: CONTINENT_REQUIRED, countries: AT_LEAST_ONE_COUNTRY } },
    },
    holidayTypes: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', enum: HOLIDAY_TYPES, errorMessage: 'Unknown holiday type' },
      errorMessage: { type: AT_LEAST_ONE_HOLIDAY_TYPE, minItems: AT_LEAST_ONE_HOLIDAY_TYPE, uniqueItems: 'Each holiday type only once' },
    },
    inclusionIds: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', enum: INCLUSION_SERVICES, errorMessage: 'Unknown inclusion' },
      errorMessage: { type: AT_LEAST_ONE_INCLUSION, minItems: AT_LEAST_ONE_INCLUSION, uniqueItems: 'Each inclusion only once' },
    },
    inclusionTexts: {
      type: 'array',
      minItems: 1,
      items: inclusionText.schema,
      errorMessage: { type: AT_LEAST_ONE_INCLUSION_TEXT, minItems: AT_LEAST_ONE_INCLUSION_TEXT },
    },
    exclusionTexts: {
      type: 'array',
      minItems: 1,
      items: exclusionText.schema,
      errorMessage: { type: AT_LEAST_ONE_EXCLUSION_TEXT, minItems: AT_LEAST_ONE_EXCLUSION_TEXT },
    },
    /** Images the package keeps (URLs it already had); new files travel as `images` parts. */
    existingImages: {
      type: 'array',
      maxItems: PACKAGE_IMAGE_LIMITS.maxImagesPerPackage,
      items: { type: 'string', minLength: 1, maxLength: 500, pattern: '^(/|https?://)' },
      errorMessage: 'Existing images must be a list of image URLs',
    },
  },
  required: [
    'packageName',
    'description',
    'pricing',
    'duration',
    'destinations',
    'holidayTypes',
    'inclusionIds',
    'inclusionTexts',
    'exclusionTexts',
  ],
  additionalProperties: false,
  errorMessage: {
    required: {
      packageName: packageName.missing,
      description: paragraph.missing,
      pricing: AT_LEAST_ONE_PRICING,
      duration: DURATION_REQUIRED,
      destinations: CONTINENT_REQUIRED,
      holidayTypes: AT_LEAST_ONE_HOLIDAY_TYPE,
      inclusionIds: AT_LEAST_ONE_INCLUSION,
      inclusionTexts: AT_LEAST_ONE_INCLUSION_TEXT,
      exclusionTexts: AT_LEAST_ONE_EXCLUSION_TEXT,
    },
  },
} as const;
export type PackageForm = FromSchema<typeof packageForm>;

/** Form keys whose multipart part has another name (the stored package's field names). */
const WIRE_NAMES = { holidayTypes: 'holiday_types', inclusionIds: 'inclusion_ids' } as const satisfies Partial<
  Record<keyof PackageForm, string>
>;
/** Parts whose text is JSON; `packageName` and `duration` are plain text. */
export const PACKAGE_JSON_PARTS = [
  'description',
  'pricing',
  'destinations',
  'holiday_types',
  'inclusion_ids',
  'inclusionTexts',
  'exclusionTexts',
  'existingImages',
] as const;
/** The multipart part that says whether the saved package is published (not a form field). */
export const PACKAGE_PUBLISHED_PART = 'published';
/** The multipart part that carries each new image file (repeated; checked by its bytes, see PACKAGE_IMAGE_TYPES). */
export const PACKAGE_IMAGE_PART = 'images';

const jsonPart = { type: 'string', contentMediaType: 'application/json' } as const;

/**
 * The multipart body of `POST /api/packages` and `PUT /api/packages/:id`, as the route sees
 * it with @fastify/multipart's `attachFieldsToBody: 'keyValues'` (text parts as strings,
 * files as buffers). It only checks that the text parts are text: the rules are
 * `packageForm`'s, applied after `packageFormFromWire`, so their messages name form keys.
 */
export const packageMultipartBody = {
  type: 'object',
  properties: {
    packageName: { type: 'string' },
    /** Days, as text. */
    duration: { type: 'string' },
    /** JSON of {title, paragraph}. */
    description: jsonPart,
    /** JSON of [{type, price, valueOfferPrice?}]. */
    pricing: jsonPart,
    /** JSON of {continent, countries[{name, cities[{name, hotels[{name, star, night}]}]}]}. */
    destinations: jsonPart,
    /** JSON of the holiday type keys (the form's holidayTypes). */
    holiday_types: jsonPart,
    /** JSON of the included services (the form's inclusionIds). */
    inclusion_ids: jsonPart,
    /** JSON of strings. */
    inclusionTexts: jsonPart,
    /** JSON of strings. */
    exclusionTexts: jsonPart,
    /** JSON of the image URLs to keep. */
    existingImages: jsonPart,
    /** 'true' or 'false'. A create without it is published; an update without it keeps the package's state. */
    [PACKAGE_PUBLISHED_PART]: { type: 'string', enum: ['true', 'false'] },
    /**
     * New image files, one part each (JPEG, PNG, WebP or GIF by their bytes; PACKAGE_IMAGE_LIMITS).
     * Files are streamed to storage, not put in the body; the schema documents them (OpenAPI 3.1).
     */
    [PACKAGE_IMAGE_PART]: {
      type: 'array',
      items: { type: 'string', contentMediaType: 'application/octet-stream' },
      description: `image files, repeated: JPEG, PNG, WebP or GIF, at most ${PACKAGE_IMAGE_LIMITS.maxFilesPerSave} of at most 5 MB each`,
    },
  },
} as const;

const formKeyOf: Record<string, string> = Object.fromEntries(Object.entries(WIRE_NAMES).map(([form, wire]) => [wire, form]));
/** The form key a multipart part carries ('holiday_types' → 'holidayTypes'; most parts keep their name). */
export function packageFormKeyOfPart(part: string): string {
  return formKeyOf[part] ?? part;
}
const jsonParts: ReadonlySet<string> = new Set(PACKAGE_JSON_PARTS);

/** The text parts of the multipart body for `form` (the caller appends the image files). */
export function packageFormToWire(form: PackageForm): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined) continue;
    const part = (WIRE_NAMES as Record<string, string>)[key] ?? key;
    parts[part] = jsonParts.has(part) ? JSON.stringify(value) : String(value);
  }
  return parts;
}

/**
 * The form values carried by received multipart text parts, ready for `packageForm`'s
 * validator (which also coerces `duration`). The image part is left to the file handling.
 * A JSON part that does not parse is kept as text, so validation names that field.
 */
export function packageFormFromWire(parts: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const [part, value] of Object.entries(parts)) {
    if (part === PACKAGE_IMAGE_PART) continue;
    form[formKeyOf[part] ?? part] = jsonParts.has(part) && typeof value === 'string' ? parseJson(value) : value;
  }
  return form;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The form's starting values for updating or cloning `pkg`. */
export function packageFormFromPackage(pkg: Package): PackageForm {
  return {
    packageName: pkg.packageName,
    description: { title: pkg.description.title, paragraph: pkg.description.paragraph },
    pricing: pkg.pricing.map(({ type, price, valueOfferPrice }) =>
      valueOfferPrice === undefined ? { type, price } : { type, price, valueOfferPrice },
    ),
    duration: pkg.duration,
    destinations: {
      continent: pkg.destinations.continent,
      countries: pkg.destinations.countries.map((c) => ({
        name: c.name,
        cities: c.cities.map((ci) => ({ name: ci.name, hotels: ci.hotels.map(({ name, star, night }) => ({ name, star, night })) })),
      })),
    },
    holidayTypes: [...pkg.holiday_types],
    inclusionIds: [...pkg.inclusion_ids],
    inclusionTexts: [...pkg.inclusionTexts],
    exclusionTexts: [...pkg.exclusionTexts],
    existingImages: [...pkg.images],
  };
}
