/** The one Accept-Encoding negotiation of the catalogue's answers and the gateway's pages. */
import { negotiateContentCoding } from '../src/encoding-negotiation';

describe('negotiateContentCoding', () => {
  it("follows the client's q-values, br first among equals", () => {
    expect(negotiateContentCoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateContentCoding('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(negotiateContentCoding('gzip, br')).toBe('br');
    expect(negotiateContentCoding('GZIP, BR')).toBe('br');
  });

  it('gives gzip to a wildcard or x-gzip, br only to clients that name it, and nothing that is refused', () => {
    expect(negotiateContentCoding('*')).toBe('gzip');
    expect(negotiateContentCoding('x-gzip;q=0.5, deflate')).toBe('gzip');
    expect(negotiateContentCoding('br, *;q=0')).toBe('br');
    expect(negotiateContentCoding('*;q=0')).toBeUndefined();
    expect(negotiateContentCoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(negotiateContentCoding('')).toBeUndefined();
  });

  it('answers a header seen before the same way', () => {
    for (let i = 0; i < 3; i += 1) expect(negotiateContentCoding('br;q=0, gzip')).toBe('gzip');
  });
});
