import { regions } from '../testing/fixtures';
import { countriesOf, resolveRegion, singleSegment } from './resolveRegion';

describe('region pages by path', () => {
  it('reads the one segment of a path, decoded', () => {
    expect(singleSegment('/SRI%20LANKA')).toBe('SRI LANKA');
    expect(singleSegment('/Thailand/')).toBe('Thailand');
    expect(singleSegment('/')).toBeNull();
    expect(singleSegment('/a/b')).toBeNull();
    expect(singleSegment('/%E0%A4')).toBeNull();
  });

  it.each(['SriLanka', 'Sri Lanka', 'SRI LANKA', 'srilanka'])("finds Sri Lanka's page at '/%s'", (segment) => {
    expect(resolveRegion(segment, regions)).toMatchObject({ kind: 'country', country: { name: 'Sri Lanka' } });
  });

  it('finds continents by their route, whatever the case', () => {
    expect(resolveRegion('Indianocean', regions)).toMatchObject({ kind: 'continent', continent: { name: 'Indian Ocean' } });
    expect(resolveRegion('ASIA', regions)).toMatchObject({ kind: 'continent', continent: { name: 'Asia' } });
    expect(resolveRegion('TURKEY', regions)).toMatchObject({ kind: 'country', country: { name: 'Turkey' } });
  });

  it('finds nothing for other names', () => {
    expect(resolveRegion('Atlantis', regions)).toBeNull();
    expect(resolveRegion('  ', regions)).toBeNull();
  });

  it("lists a continent's menu countries first, then its other country pages", () => {
    const asia = regions.continents[0];
    const { featured, more } = countriesOf(asia, regions);
    expect(featured.map((country) => country.name)).toEqual(['Bali', 'Thailand']);
    expect(more.map((country) => country.name)).toEqual(['Japan']);
  });
});
