import { describeParagraph } from './descriptionText';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ');

describe("the detail page's description rule", () => {
  it('shows a paragraph of up to 100 words whole, with no toggle', () => {
    expect(describeParagraph(words(100), false)).toEqual({ text: words(100), canToggle: false });
  });

  it('cuts a longer paragraph to its first 100 words and an ellipsis', () => {
    const view = describeParagraph(words(180), false);
    expect(view.text).toBe(`${words(100)}...`);
    expect(view.text.split(' ')).toHaveLength(100);
  });

  it('offers View More only above 250 words: at 250 the paragraph stays shortened', () => {
    expect(describeParagraph(words(250), false)).toEqual({ text: `${words(100)}...`, canToggle: false });
    expect(describeParagraph(words(250), true)).toEqual({ text: `${words(100)}...`, canToggle: false });
    expect(describeParagraph(words(251), false)).toEqual({ text: `${words(100)}...`, canToggle: true });
  });

  it('shows everything once expanded', () => {
    expect(describeParagraph(words(300), true)).toEqual({ text: words(300), canToggle: true });
  });

  it('counts words across any spacing', () => {
    expect(describeParagraph(`  ${words(101).replace(/ /g, ' \n\t ')}  `, false).text).toBe(`${words(100)}...`);
  });
});
