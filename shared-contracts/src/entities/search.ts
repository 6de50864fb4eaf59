/**
 * Catalogue search: the text a visitor types (GET /api/packages?q=, GET
 * /api/packages/suggestions?q=) and the suggestions the header's search box lists.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Closed } from '../types';

/** The most characters a search may have (after its surrounding spaces are dropped). */
export const SEARCH_TEXT_MAX = 100;
/** The most suggestions one answer lists. */
export const SUGGESTIONS_LIMIT = 8;

export const SEARCH_TEXT_MESSAGE = `q must be search text of 1 to ${SEARCH_TEXT_MAX} characters`;

/** The search text: 1 to SEARCH_TEXT_MAX characters, not only spaces (the service trims it). */
export const searchText = {
  type: 'string',
  minLength: 1,
  maxLength: SEARCH_TEXT_MAX,
  pattern: '\\S',
  errorMessage: SEARCH_TEXT_MESSAGE,
} as const;

/** The text as it is searched: spaces around it dropped, runs of spaces made one. */
export function normaliseSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export const SUGGESTION_KINDS = ['country', 'continent', 'city', 'holiday_type', 'package'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** One suggestion: what it is, what to show and where it leads (a site path). */
export const suggestion = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: SUGGESTION_KINDS },
    label: { type: 'string' },
    /** Where the country or holiday type is, for a city ('Ubud' → 'Bali'); else absent. */
    context: { type: 'string' },
    href: { type: 'string' },
  },
  required: ['kind', 'label', 'href'],
} as const;
export type Suggestion = Closed<FromSchema<typeof suggestion>>;

export const suggestionsResponse = {
  type: 'object',
  properties: {
    data: { type: 'array', items: suggestion, maxItems: SUGGESTIONS_LIMIT },
    /** The destination name a mistyped text was taken for ('Thailnd' → 'Thailand'), when it was. */
    correctedTo: { type: 'string' },
  },
  required: ['data'],
} as const;
export type SuggestionsResponse = Closed<FromSchema<typeof suggestionsResponse>>;

export const suggestionsQuery = {
  type: 'object',
  properties: { q: searchText },
  required: ['q'],
  additionalProperties: false,
  errorMessage: { required: SEARCH_TEXT_MESSAGE, additionalProperties: 'Unknown parameter: suggestions take q' },
} as const;
