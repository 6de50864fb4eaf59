import { countryPath, holidayTypeDealsPath } from '../paths';
import { menu } from '../testing/fixtures';
import { HIDDEN_COUNTRIES, holidayTypeLabel, visibleDestinations } from './destinations';

describe('destination menu data', () => {
  it('hides the nine countries the spec never shows', () => {
    expect([...HIDDEN_COUNTRIES].sort()).toEqual([
      'Belgium',
      'Corsica',
      'Czech Republic',
      'Denmark',
      'Germany',
      'Hungary',
      'Netherlands',
      'Portugal',
      'Sweden',
    ]);
    const shown = visibleDestinations(menu.continentCountry);
    expect(shown.find((entry) => entry.continent === 'Europe')?.countries).toEqual(['Turkey', 'Spain', 'Greece', 'Cyprus']);
  });

  it('drops a continent whose countries are all hidden and keeps the catalogue order', () => {
    expect(visibleDestinations(menu.continentCountry).map((entry) => entry.continent)).toEqual([
      'Asia',
      'Europe',
      'Indian Ocean',
      'Africa',
    ]);
  });

  it('matches hidden names whatever their case or spacing', () => {
    expect(visibleDestinations({ Europe: [' portugal', 'GERMANY ', 'Czech republic', 'Italy'] })).toEqual([
      { continent: 'Europe', countries: ['Italy'] },
    ]);
  });

  it('builds country and holiday-type addresses the spec way', () => {
    expect(countryPath('South Africa')).toBe('/SouthAfrica');
    expect(countryPath('Ras Al Khaimah')).toBe('/RasAlKhaimah');
    expect(holidayTypeDealsPath('Beach_Holidays', 'desktop')).toBe('/packages/?holidayType=Beach_Holidays');
    expect(holidayTypeDealsPath('Short Breaks', 'mobile')).toBe('/packages?holidayType=Short+Breaks');
    expect(holidayTypeLabel('Adults_Only_Holidays')).toBe('Adults Only Holidays');
  });
});
