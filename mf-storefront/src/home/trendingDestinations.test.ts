import { TRENDING_DESTINATIONS, trendingDestinationPath } from './trendingDestinations';

describe("the home page's trending destinations", () => {
  it('are the nine of the spec, with its routes', () => {
    expect(TRENDING_DESTINATIONS.map(({ name }) => trendingDestinationPath(name))).toEqual([
      '/Thailand',
      '/Dubai',
      '/Vietnam',
      '/AbuDhabi',
      '/Maldives',
      '/Malaysia',
      '/Singapore',
      '/TURKEY',
      '/SRI LANKA',
    ]);
  });

  it('know no route for any other name', () => {
    expect(trendingDestinationPath('Atlantis')).toBeNull();
    expect(trendingDestinationPath('toString')).toBeNull();
  });
});
