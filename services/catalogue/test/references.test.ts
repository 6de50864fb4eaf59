/**
 * The reference lists, the menu data, the filter data and the region pages' content on
 * every test database, compared with the seeded rows and the spec's fixed facts.
 */

import { type FilterData, HOLIDAY_TYPES, INCLUSION_SERVICES, type MenuData, type RegionsResponse } from '@agency/contracts';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { generateCatalogue, SEED_PACKAGES } from '../src/seed/catalogue';
import { HIDDEN_FROM_MENU } from '../src/seed/countries';

const catalogue = generateCatalogue({ packages: SEED_PACKAGES });
const continentName = (id: number) => catalogue.continents.find((c) => c.id === id)!.name;
const citiesOf = (countryId: number) =>
  catalogue.cities
    .filter((c) => c.country_id === countryId)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((c) => c.name);
/** Countries in continent order, then their own order. */
const countriesInOrder = [...catalogue.countries].sort((a, b) => a.continent_id - b.continent_id || a.sort_order - b.sort_order);

/**
 * The storefront spec's "Menu data" (among its entities), written out from the spec's text: the destination groups in
 * order, each with its countries in order, less the nine hidden countries of the spec's layout and header (Portugal is
 * in Europe's group and hidden: hidden wins).
 */
const SPEC_MENU: Record<string, string[]> = {
  Asia: ['Bali', 'India', 'Malaysia', 'Singapore', 'Thailand', 'Vietnam'],
  'Middle East': ['Abu Dhabi', 'Dubai', 'Qatar', 'Ras Al Khaimah'],
  Africa: ['Egypt', 'Kenya', 'Morocco', 'South Africa', 'Tanzania', 'Tunisia'],
  Europe: ['Turkey', 'Spain', 'Cyprus', 'Greece'],
  'USA & Canada': ['USA', 'Canada'],
  'Caribbean Island': ['Dominican Republic', 'Barbados', 'Bermuda', 'Grenada', 'Antigua', 'Jamaica', 'Puerto Rico'],
  'Indian Ocean': ['Sri Lanka', 'Seychelles', 'Mauritius', 'Maldives'],
};
const SPEC_MENU_COUNTRIES = new Set(Object.values(SPEC_MENU).flat());
/** The storefront spec's region and continent pages: the continent pages' routes, in the region overview's order. */
const CONTINENT_ROUTES = ['Asia', 'Middleeast', 'Africa', 'Europe', 'Usacanada', 'Caribbean', 'Indianocean'];

describe.each(testDatabaseKinds())('reference lists, menu, filters and regions on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, kind);
  });
  afterAll(() => service.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await service.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };

  it('lists every destination country with its continent and cities', async () => {
    expect(await get('/api/destinations')).toEqual(
      countriesInOrder.map((c) => ({ continent: continentName(c.continent_id), name: c.name, cities: citiesOf(c.id) })),
    );
  });

  it('lists the 18 holiday types with their names and artwork', async () => {
    const types = await get<{ _id: number; name: string; ShowName: string; image: string }[]>('/api/holiday_types');
    expect(types.map((t) => t.name)).toEqual([...HOLIDAY_TYPES]);
    expect(types).toEqual(catalogue.holidayTypes.map((h) => ({ _id: h.id, name: h.key, ShowName: h.name, image: h.image })));
    expect(types.find((t) => t.name === 'Adults_Only_Holidays')?.ShowName).toBe('Adults Only Holidays');
  });

  it('lists the 7 services as inclusions and as exclusions', async () => {
    const expected = INCLUSION_SERVICES.map((service, i) => ({ _id: i + 1, service }));
    expect(await get('/api/inclusions')).toEqual(expected);
    expect(await get('/api/exclusions')).toEqual(expected);
  });

  it("answers the menu data: exactly the spec's destination groups in order, without the hidden countries, and the holiday types", async () => {
    const menu = await get<MenuData>('/api/packages/menu');
    expect(menu.continentCountry).toEqual(SPEC_MENU);
    expect(Object.keys(menu.continentCountry)).toEqual(Object.keys(SPEC_MENU));
    expect(menu.holidayTypes).toEqual([...HOLIDAY_TYPES]);
    const listed = Object.values(menu.continentCountry).flat();
    for (const hidden of HIDDEN_FROM_MENU) expect(listed).not.toContain(hidden);
    // Countries with pages and deals but outside the groups have no menu entry.
    for (const unlisted of ['Bhutan', 'Japan', 'Nepal', 'France', 'Italy', 'Bahamas']) {
      expect(catalogue.countries.map((c) => c.name)).toContain(unlisted);
      expect(listed).not.toContain(unlisted);
    }
  });

  it('answers the filter data: the values some package has', async () => {
    const data = await get<FilterData>('/api/packages/filterData');
    const usedCountries = new Set(catalogue.packageCountries.map((l) => l.country_id));
    const usedCities = new Set(catalogue.packageCities.map((l) => l.city_id));
    const usedTypes = new Set(catalogue.packageHolidayTypes.map((l) => l.holiday_type_id));
    const alphabetical = (names: string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));
    expect(data).toEqual({
      continents: catalogue.continents.filter((c) => catalogue.packages.some((p) => p.continent_id === c.id)).map((c) => c.name),
      countries: alphabetical(catalogue.countries.filter((c) => usedCountries.has(c.id)).map((c) => c.name)),
      cities: alphabetical(catalogue.cities.filter((c) => usedCities.has(c.id)).map((c) => c.name)),
      holiday_types: catalogue.holidayTypes.filter((h) => usedTypes.has(h.id)).map((h) => h.key),
      durations: [...new Set(catalogue.packages.map((p) => p.duration))].sort((a, b) => a - b),
    });
    expect(data.continents).toHaveLength(7);
    expect(data.countries).toHaveLength(catalogue.countries.length);
  });

  it('answers the region overview, the continent pages and every country page', async () => {
    const regions = await get<RegionsResponse>('/api/regions');
    expect(regions.continents.map((c) => c.route)).toEqual(CONTINENT_ROUTES);
    for (const continent of regions.continents) {
      const row = catalogue.continents.find((c) => c.route === continent.route)!;
      expect(continent).toEqual({
        name: row.name,
        route: row.route,
        intro: row.intro,
        more: row.description,
        image: row.banner_image,
        countries: countriesInOrder.filter((c) => c.continent_id === row.id).map((c) => c.route),
      });
    }
    expect(regions.countries).toEqual(
      countriesInOrder.map((c) => ({
        name: c.name,
        route: c.route,
        continent: continentName(c.continent_id),
        intro: c.intro,
        more: c.further_text,
        image: c.banner_image,
        inMenu: SPEC_MENU_COUNTRIES.has(c.name),
        cities: citiesOf(c.id),
      })),
    );
    const routes = regions.countries.map((c) => c.route);
    for (const route of ['SouthAfrica', 'AbuDhabi', 'RasAlKhaimah', 'DominicanRepublic', 'PuertoRico', 'SriLanka', 'USA', 'UnitedKingdom'])
      expect(routes).toContain(route);
  });

  it("answers one region page's part of the regions: a continent with its countries, a country with its continent, whatever the case and spaces", async () => {
    const regions = await get<RegionsResponse>('/api/regions');
    const middleEast = regions.continents.find((c) => c.route === 'Middleeast')!;
    for (const segment of ['Middleeast', 'MIDDLEEAST']) {
      expect(await get<RegionsResponse>(`/api/regions/${segment}`)).toEqual({
        continents: [middleEast],
        countries: regions.countries.filter((c) => c.continent === middleEast.name),
      });
    }
    const sriLanka = regions.countries.find((c) => c.route === 'SriLanka')!;
    for (const segment of ['SriLanka', 'SRI%20LANKA', 'sri%20lanka']) {
      expect(await get<RegionsResponse>(`/api/regions/${segment}`)).toEqual({
        continents: regions.continents.filter((c) => c.name === sriLanka.continent),
        countries: [sriLanka],
      });
    }
  });

  it('answers 404 for a segment that names no continent or country, and 414 for one past 100 characters (the router refuses longer path parameters)', async () => {
    const missing = await service.app.inject({ method: 'GET', url: '/api/regions/Atlantis' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No continent or country page is called Atlantis');
    expect((await service.app.inject({ method: 'GET', url: `/api/regions/${'x'.repeat(101)}` })).statusCode).toBe(414);
  });
});
