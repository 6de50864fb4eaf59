/**
 * What the package form holds while someone types (the draft), and how it becomes the
 * contract's form values (`PackageForm`) that are checked (`draftProblems`) and sent. Inputs hold text, so
 * numbers stay strings until sent; an empty number is left out, so the server and the
 * browser both read it as missing ('Price is required', not 'Price must be positive').
 */
import {
  DEFAULT_EXCLUSION_TEXTS,
  type FieldErrors,
  HOTEL_NIGHTS,
  type HolidayType,
  hotelNightsProblems,
  type InclusionService,
  type Package,
  type PricingType,
  packageFormFromPackage,
  packageFormValidator,
  validateForm,
} from '@agency/contracts';

/** Rows carry a key of their own, so React keeps each input with its row when rows go. */
export interface HotelDraft {
  key: string;
  name: string;
  /** '' until chosen: an empty star counts as missing (the staff spec's validation rules). */
  star: string;
  night: number;
}
export interface CityDraft {
  name: string;
  hotels: HotelDraft[];
}
export interface CountryDraft {
  name: string;
  cities: CityDraft[];
}
export interface PricingDraft {
  key: string;
  type: PricingType | '';
  price: string;
  valueOfferPrice: string;
}
export interface TextDraft {
  key: string;
  text: string;
}

export interface PackageDraft {
  packageName: string;
  title: string;
  paragraph: string;
  pricing: PricingDraft[];
  duration: string;
  continent: string;
  countries: CountryDraft[];
  holidayTypes: HolidayType[];
  inclusionIds: InclusionService[];
  inclusionTexts: TextDraft[];
  exclusionTexts: TextDraft[];
  /** Image URLs the package keeps; new files are kept beside the draft (they are not text). */
  existingImages: string[];
}

let lastKey = 0;
/** A key for a new row, unique in this page. */
export const rowKey = (): string => `row-${++lastKey}`;

/** A new hotel row: empty name, empty star, 1 night (the staff spec's states and transitions). */
export const newHotel = (): HotelDraft => ({ key: rowKey(), name: '', star: '', night: HOTEL_NIGHTS.default });
export const newPricing = (): PricingDraft => ({ key: rowKey(), type: '', price: '', valueOfferPrice: '' });
export const newText = (text = ''): TextDraft => ({ key: rowKey(), text });
/** A city just chosen starts with one hotel row to fill in. */
export const newCity = (name: string): CityDraft => ({ name, hotels: [newHotel()] });

/** A new package: one empty pricing row, one empty inclusion line and the 8 standard exclusion lines (the staff spec's constants). */
export function emptyDraft(): PackageDraft {
  return {
    packageName: '',
    title: '',
    paragraph: '',
    pricing: [newPricing()],
    duration: '',
    continent: '',
    countries: [],
    holidayTypes: [],
    inclusionIds: [],
    inclusionTexts: [newText()],
    exclusionTexts: DEFAULT_EXCLUSION_TEXTS.map((text) => newText(text)),
    existingImages: [],
  };
}

/** The draft for updating or cloning a stored package. */
export function draftFromPackage(pkg: Package): PackageDraft {
  const form = packageFormFromPackage(pkg);
  return {
    packageName: form.packageName,
    title: form.description.title ?? '',
    paragraph: form.description.paragraph,
    pricing: form.pricing.map((row) => ({
      key: rowKey(),
      type: row.type,
      price: String(row.price),
      valueOfferPrice: row.valueOfferPrice === undefined ? '' : String(row.valueOfferPrice),
    })),
    duration: String(form.duration),
    continent: form.destinations.continent,
    countries: form.destinations.countries.map((country) => ({
      name: country.name,
      cities: country.cities.map((city) => ({
        name: city.name,
        hotels: city.hotels.map((hotel) => ({ key: rowKey(), name: hotel.name, star: String(hotel.star), night: hotel.night })),
      })),
    })),
    holidayTypes: [...form.holidayTypes],
    inclusionIds: [...form.inclusionIds],
    inclusionTexts: form.inclusionTexts.map((text) => newText(text)),
    exclusionTexts: form.exclusionTexts.map((text) => newText(text)),
    existingImages: [...(form.existingImages ?? [])],
  };
}

/** A number typed into an input: left out when empty, kept as text when it is no number (so it reads as 'is required'). */
function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** Leaves out the keys whose value is undefined (JSON would drop them anyway). */
function defined<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The form values the draft stands for, under the contract's keys, as they are checked and
 * sent (`packageFormToWire`). Typed loosely on purpose: a draft may still break the rules.
 */
export interface DraftFormValues {
  packageName: string;
  description: { title: string; paragraph: string };
  pricing: { type?: string; price?: number | string; valueOfferPrice?: number | string }[];
  duration?: number | string;
  destinations: {
    continent: string;
    countries: { name: string; cities: { name: string; hotels: { name: string; star?: number | string; night: number }[] }[] }[];
  };
  holidayTypes: string[];
  inclusionIds: string[];
  inclusionTexts: string[];
  exclusionTexts: string[];
  existingImages: string[];
}

export function formValuesOf(draft: PackageDraft): DraftFormValues {
  return defined({
    packageName: draft.packageName,
    description: { title: draft.title, paragraph: draft.paragraph },
    pricing: draft.pricing.map((row) =>
      defined({ type: row.type === '' ? undefined : row.type, price: numberOf(row.price), valueOfferPrice: numberOf(row.valueOfferPrice) }),
    ),
    duration: numberOf(draft.duration),
    destinations: {
      continent: draft.continent,
      countries: draft.countries.map((country) => ({
        name: country.name,
        cities: country.cities.map((city) => ({
          name: city.name,
          hotels: city.hotels.map((hotel) => defined({ name: hotel.name, star: numberOf(hotel.star), night: hotel.night })),
        })),
      })),
    },
    holidayTypes: draft.holidayTypes,
    inclusionIds: draft.inclusionIds,
    inclusionTexts: draft.inclusionTexts.map((line) => line.text),
    exclusionTexts: draft.exclusionTexts.map((line) => line.text),
    existingImages: draft.existingImages,
  });
}

/**
 * The draft's problems under the field paths the catalogue names in its 400 answer
 * ('pricing.0.price'), in the contract's words: the package form's compiled validator, the
 * same checks the catalogue runs on what it receives.
 */
export function draftProblems(draft: PackageDraft): FieldErrors {
  const values = formValuesOf(draft);
  const problems = validateForm(packageFormValidator, values);
  // The hotels' nights must fit the package's nights, once those are right themselves (the catalogue's rule and words).
  if (Object.keys(problems).some((path) => path === 'duration' || path.endsWith('.night'))) return problems;
  return { ...problems, ...hotelNightsProblems(values) };
}
