import { readFileSync } from 'node:fs';
import path from 'node:path';
import { charactersOf, unicodeRangesOf } from '../webpack/font-subset-loader';

describe('font subsets', () => {
  it('reads code point ranges and single code points', () => {
    expect(charactersOf('0041-0043,20AC')).toBe('ABC€');
    expect(unicodeRangesOf('?unicode=0020-007E,00A0-00FF')).toBe('0020-007E,00A0-00FF');
    expect(unicodeRangesOf('?v=1')).toBeUndefined();
    expect(() => charactersOf('U+0041')).toThrow(/not a code point range/);
  });

  it('each @font-face cut at build time keeps the characters its unicode-range promises', () => {
    const css = readFileSync(path.join(__dirname, '../../shell/src/styles/fonts.css'), 'utf8');
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1]).filter((body) => body.includes('?unicode='));
    expect(faces.length).toBeGreaterThan(0);
    for (const body of faces) {
      const query = /\?unicode=([^')]+)/.exec(body)?.[1] ?? '';
      const declared = /unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '';
      expect(
        declared
          .split(',')
          .map((range) => range.trim().replace(/^U\+/, ''))
          .join(','),
      ).toBe(query);
    }
  });
});
