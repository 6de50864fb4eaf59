/** The search box's words (one place: the header, its suggestions, the results page and the tests read them). */

export const SEARCH_LABEL = 'Where do you want to go?';
export const SEARCH_BUTTON_LABEL = 'Search';
export const SUGGESTIONS_LABEL = 'Suggestions';

/** Fewer characters than this ask for no suggestions (the catalogue ignores single letters). */
export const SUGGESTIONS_MIN_LENGTH = 2;

export function suggestionCountText(count: number): string {
  return count === 1 ? '1 suggestion: use the arrow keys to choose it' : `${count} suggestions: use the arrow keys to choose one`;
}

export function noSuggestionsText(text: string): string {
  return `No destinations or holidays match “${text}”. Press Enter to search every holiday.`;
}

/** What each kind of suggestion is called beside its name. */
export const SUGGESTION_KIND_LABELS = {
  country: 'Country',
  continent: 'Region',
  city: 'City',
  holiday_type: 'Holiday type',
  package: 'Holiday',
} as const;

/** The results page's empty state. */
export function noSearchMatchText(text: string): string {
  return `No holidays match “${text}”`;
}

export function searchResultsTitle(text: string): string {
  return `Holidays matching “${text}”`;
}
