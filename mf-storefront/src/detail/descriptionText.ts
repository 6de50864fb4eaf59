/**
 * The detail page's description rule (the spec's package detail): the paragraph shows its first 100 words
 * and an ellipsis unless expanded, and the View More / View Less toggle exists only for
 * paragraphs of more than 250 words. (So a paragraph of 101 to 250 words stays shortened:
 * that is the spec's rule, kept as written.)
 */
export const DESCRIPTION_PREVIEW_WORDS = 100;
export const DESCRIPTION_TOGGLE_ABOVE_WORDS = 250;

export interface DescriptionView {
  /** What the paragraph shows now. */
  text: string;
  /** Whether View More / View Less is offered. */
  canToggle: boolean;
}

function wordsOf(paragraph: string): string[] {
  return paragraph
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

export function describeParagraph(paragraph: string, expanded: boolean): DescriptionView {
  const words = wordsOf(paragraph);
  const canToggle = words.length > DESCRIPTION_TOGGLE_ABOVE_WORDS;
  const shortened = words.length > DESCRIPTION_PREVIEW_WORDS && !(expanded && canToggle);
  return {
    text: shortened ? `${words.slice(0, DESCRIPTION_PREVIEW_WORDS).join(' ')}...` : paragraph.trim(),
    canToggle,
  };
}
