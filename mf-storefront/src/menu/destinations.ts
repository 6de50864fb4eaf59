import { HIDDEN_MENU_COUNTRIES } from '@agency/contracts';
/**
 * What the destination menus show of the catalogue's menu data. The spec hides nine
 * countries from every destination menu (desktop mega-menu and mobile drill-down alike);
 * they are filtered here and nowhere else.
 */
export const HIDDEN_COUNTRIES: ReadonlySet<string> = new Set(HIDDEN_MENU_COUNTRIES);

/** Shown in place of a menu when the menu data call fails (header panels and mobile menu). */
export const DESTINATIONS_ERROR = 'Destinations could not be loaded';
export const HOLIDAY_TYPES_ERROR = 'Holiday types could not be loaded';

export interface ContinentEntry {
  readonly continent: string;
  readonly countries: readonly string[];
}

/**
 * Continents in the catalogue's order with their visible countries; a continent left with
 * no visible country is dropped rather than shown empty. Names are compared without regard
 * to case or surrounding spaces, since menu data is typed in by staff.
 */
export function visibleDestinations(continentCountry: Readonly<Record<string, readonly string[]>>): ContinentEntry[] {
  const hidden = new Set([...HIDDEN_COUNTRIES].map(normalise));
  return Object.entries(continentCountry)
    .map(([continent, countries]) => ({
      continent,
      countries: countries.filter((country) => !hidden.has(normalise(country))),
    }))
    .filter((entry) => entry.countries.length > 0);
}

function normalise(name: string): string {
  return name.trim().toLowerCase();
}

/** Holiday types arrive as catalogue names (e.g. 'Adults_Only_Holidays'); people read spaces. */
export function holidayTypeLabel(type: string): string {
  return type.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
}
