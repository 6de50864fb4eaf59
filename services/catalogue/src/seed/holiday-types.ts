/**
 * The 18 holiday types the storefront spec's entities list, with what the package generator needs to
 * write a believable deal of that kind and the scene its artwork shows. The data is
 * data/holiday-types.json.
 */
import type { HolidayType } from '@agency/contracts';
import { loadSeedData } from './data/load';
import { type HolidayTheme, holidayTypesFileSchema } from './data/schemas';

/** The keys are the contracts' HOLIDAY_TYPES; this module adds what a deal of each kind is like. */
export type HolidayTypeKey = HolidayType;

/** The ShowName of a key: 'Beach_Holidays' → 'Beach Holidays'. */
export function holidayTypeName(key: HolidayTypeKey): string {
  return key.replace(/_/g, ' ');
}

export type { HolidayTheme } from './data/schemas';

let themes: Readonly<Record<HolidayTypeKey, HolidayTheme>> | undefined;

/** Read and checked when first asked for (an artwork, the seed), not while the server starts. */
export function holidayThemes(): Readonly<Record<HolidayTypeKey, HolidayTheme>> {
  themes ??= loadSeedData<Record<HolidayTypeKey, HolidayTheme>>('holiday-types.json', holidayTypesFileSchema);
  return themes;
}
