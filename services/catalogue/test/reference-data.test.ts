/**
 * The reference data on every test database, with the read cache on (as in
 * production): only administrators change countries, cities and hotels; names are unique
 * within their parent; nothing a package uses can be deleted; renames keep the packages
 * consistent; and the storefront's reads (destinations, regions, menu, filters, package
 * details, the hotel suggestions) show every change on the very next read.
 */

import { REFERENCE_DATA_MESSAGES as M, type ManagedReferenceData, type Role } from '@agency/contracts';
import { staffTokens, uploadFolder } from '@agency/test-kit/package-writes';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';

describe.each(testDatabaseKinds())('reference data on %s', (kind) => {
  let service: TestService;
  let folder: Awaited<ReturnType<typeof uploadFolder>>;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;

  beforeAll(async () => {
    folder = await uploadFolder();
    service = await buildTestService(catalogueService, kind, { config: { uploadDir: folder.dir, readCache: true } });
    tokens = await staffTokens(service.config.jwtSecret, service.db);
  });
  afterAll(async () => {
    await tokens.close();
    await service.close();
    await folder.remove();
  });

  /** A read asked twice, so the second answer would come from the cache if a write had not cleared it. */
  const read = async <T>(url: string): Promise<T> => {
    await service.app.inject({ method: 'GET', url });
    const res = await service.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, role: Role | null = 'admin') =>
    service.app.inject({ method, url, ...(payload ? { payload } : {}), headers: role ? tokens.bearer(role) : {} });
  const managed = async () => {
    const res = await service.app.inject({ method: 'GET', url: '/api/destinations/manage', headers: tokens.bearer('admin') });
    expect(res.statusCode).toBe(200);
    return res.json() as ManagedReferenceData;
  };
  const countryNamed = async (name: string) => (await managed()).countries.find((c) => c.name === name)!;
  const destinationsOf = async (country: string) =>
    (await read<{ name: string; cities: string[] }[]>('/api/destinations')).find((d) => d.name === country)?.cities;
  /** A city of `country` that some package visits, with those packages. */
  async function cityInUse(country: string) {
    const row = await service
      .db('package_cities')
      .join('cities', 'cities.id', 'package_cities.city_id')
      .join('countries', 'countries.id', 'cities.country_id')
      .where('countries.name', country)
      .first('cities.id', 'cities.name', 'package_cities.package_id');
    const packages: number = (await service.db('package_cities').where({ city_id: row.id }).pluck('package_id')).length;
    return { id: Number(row.id), name: row.name as string, packageId: Number(row.package_id), packages };
  }

  it('lets only administrators read the screen data and change reference data', async () => {
    const india = await countryNamed('India');
    const body = { countryId: india.id, name: 'Varkala' };
    expect((await send('POST', '/api/destinations/cities', body, null)).statusCode).toBe(401);
    for (const role of ['manager', 'employee', 'user'] as const) {
      expect((await send('POST', '/api/destinations/cities', body, role)).statusCode).toBe(403);
      expect((await send('DELETE', `/api/destinations/countries/${india.id}`, undefined, role)).statusCode).toBe(403);
      expect((await send('POST', '/api/destinations/hotels', { cityId: 1, name: 'Any', star: 3 }, role)).statusCode).toBe(403);
      const screen = await service.app.inject({ method: 'GET', url: '/api/destinations/manage', headers: tokens.bearer(role) });
      expect(screen.statusCode).toBe(403);
    }
    expect(await destinationsOf('India')).not.toContain('Varkala');
  });

  it('adds a city to India that the pickers and the region page list at once, unique within its country', async () => {
    const india = await countryNamed('India');
    const before = await destinationsOf('India');
    expect(before).toHaveLength(6);
    const created = await send('POST', '/api/destinations/cities', { countryId: india.id, name: '  Varkala  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: M.created('Varkala'), data: { name: 'Varkala', countryId: india.id, packages: 0 } });
    expect(await destinationsOf('India')).toEqual([...before!, 'Varkala']);
    const regions = await read<{ countries: { name: string; cities: string[] }[] }>('/api/regions');
    expect(regions.countries.find((c) => c.name === 'India')!.cities).toContain('Varkala');

    const again = await send('POST', '/api/destinations/cities', { countryId: india.id, name: 'VARKALA' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.cityExists('Varkala', 'India'));
    // Another country may have a city of that name.
    const thailand = await countryNamed('Thailand');
    expect((await send('POST', '/api/destinations/cities', { countryId: thailand.id, name: 'Varkala' })).statusCode).toBe(201);

    const blank = await send('POST', '/api/destinations/cities', { countryId: india.id, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ name: M.cityName });
    const nowhere = await send('POST', '/api/destinations/cities', { countryId: 999999, name: 'Atlantis' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().fields).toEqual({ countryId: M.countryId });
  });

  it('refuses to delete a city packages visit, naming them, and deletes an unused one', async () => {
    const used = await cityInUse('India');
    const refused = await send('DELETE', `/api/destinations/cities/${used.id}`);
    expect(refused.statusCode).toBe(409);
    const message: string = refused.json().message;
    expect(message).toContain(`${used.name} is used by ${used.packages === 1 ? '1 package' : `${used.packages} packages`} (`);
    expect(message).toContain('cannot be deleted');
    expect(await destinationsOf('India')).toContain(used.name);

    const india = await countryNamed('India');
    const spare = (await send('POST', '/api/destinations/cities', { countryId: india.id, name: 'Spare Town' })).json().data;
    expect((await send('POST', '/api/destinations/hotels', { cityId: spare.id, name: 'Spare Inn', star: 3 })).statusCode).toBe(201);
    const deleted = await send('DELETE', `/api/destinations/cities/${spare.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(M.deleted('Spare Town'));
    expect(await destinationsOf('India')).not.toContain('Spare Town');
    expect((await managed()).hotels.some((h) => h.name === 'Spare Inn')).toBe(false);
    expect((await send('DELETE', `/api/destinations/cities/${spare.id}`)).statusCode).toBe(404);
  });

  it('renames a city in place: its packages and the storefront filters show the new name at once', async () => {
    const used = await cityInUse('India');
    const filtersBefore = await read<{ cities: string[] }>('/api/packages/filterData');
    expect(filtersBefore.cities).toContain(used.name);
    await read(`/api/packages/${used.packageId}`);
    const renamed = await send('PUT', `/api/destinations/cities/${used.id}`, { name: `${used.name} City` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: used.id, name: `${used.name} City`, packages: used.packages });

    const detail = await read<{ data: { destinations: { countries: { name: string; cities: { name: string }[] }[] } } }>(
      `/api/packages/${used.packageId}`,
    );
    const cities = detail.data.destinations.countries.flatMap((c) => c.cities.map((city) => city.name));
    expect(cities).toContain(`${used.name} City`);
    expect(cities).not.toContain(used.name);
    const filtersAfter = await read<{ cities: string[] }>('/api/packages/filterData');
    expect(filtersAfter.cities).toContain(`${used.name} City`);
    expect(filtersAfter.cities).not.toContain(used.name);
    expect((await send('PUT', `/api/destinations/cities/${used.id}`, { name: used.name })).statusCode).toBe(200);
  });

  it('adds a country to a continent that the menu lists at once when asked, with a unique name and page address', async () => {
    const { continents } = await managed();
    const asia = continents.find((c) => c.name === 'Asia')!;
    const menuBefore = await read<{ continentCountry: Record<string, string[]> }>('/api/packages/menu');
    expect(menuBefore.continentCountry.Asia).not.toContain('Laos');

    const body = {
      continentId: asia.id,
      name: 'Laos',
      intro: 'Slow river days and golden temples.',
      more: 'Luang Prabang at dawn.',
      inMenu: true,
    };
    const created = await send('POST', '/api/destinations/countries', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Laos', route: 'Laos', continentId: asia.id, inMenu: true, packages: 0 });
    const laos = created.json().data;

    const menu = await read<{ continentCountry: Record<string, string[]> }>('/api/packages/menu');
    expect(menu.continentCountry.Asia).toEqual([...menuBefore.continentCountry.Asia, 'Laos']);
    const regions = await read<{
      continents: { name: string; countries: string[] }[];
      countries: { name: string; intro: string; inMenu: boolean }[];
    }>('/api/regions');
    expect(regions.countries.find((c) => c.name === 'Laos')).toMatchObject({ intro: body.intro, inMenu: true });
    expect(regions.continents.find((c) => c.name === 'Asia')!.countries).toContain('Laos');
    expect((await read<{ name: string }[]>('/api/destinations')).map((d) => d.name)).toContain('Laos');

    const clash = await send('POST', '/api/destinations/countries', { ...body, name: 'india' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(M.countryExists('India', 'Asia'));
    const route = await send('POST', '/api/destinations/countries', { ...body, name: 'Sri  Lanka' });
    expect(route.statusCode).toBe(409);
    const continentRoute = await send('POST', '/api/destinations/countries', { ...body, name: 'Middle east' });
    expect(continentRoute.statusCode).toBe(409);
    expect(continentRoute.json().message).toBe(M.routeTaken('Middleeast'));
    const bad = await send('POST', '/api/destinations/countries', { ...body, name: '<script>', intro: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ name: M.countryName, intro: M.intro });

    // Out of the menu, then deleted with its unused city.
    expect((await send('PUT', `/api/destinations/countries/${laos.id}`, { ...body, inMenu: false })).statusCode).toBe(200);
    expect((await read<{ continentCountry: Record<string, string[]> }>('/api/packages/menu')).continentCountry.Asia).not.toContain('Laos');
    expect((await send('POST', '/api/destinations/cities', { countryId: laos.id, name: 'Luang Prabang' })).statusCode).toBe(201);
    const deleted = await send('DELETE', `/api/destinations/countries/${laos.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await read<{ name: string }[]>('/api/destinations')).map((d) => d.name)).not.toContain('Laos');
    expect((await managed()).cities.some((c) => c.name === 'Luang Prabang')).toBe(false);
  });

  it('keeps a country packages visit: no delete, no move to another continent; a rename keeps its menu entry', async () => {
    const india = await countryNamed('India');
    expect(india.packages).toBeGreaterThan(0);
    const refused = await send('DELETE', `/api/destinations/countries/${india.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^India is used by \d+ packages \(.+\) and cannot be deleted; remove it from them first\.$/);
    const { continents } = await managed();
    const europe = continents.find((c) => c.name === 'Europe')!;
    const body = { continentId: india.continentId, name: 'India', intro: india.intro, more: india.more, inMenu: true };
    const moved = await send('PUT', `/api/destinations/countries/${india.id}`, { ...body, continentId: europe.id });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(M.movedInUse('India', india.packages));

    const renamed = await send('PUT', `/api/destinations/countries/${india.id}`, { ...body, name: 'Bharat', intro: 'A new intro.' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Bharat', route: 'Bharat', inMenu: true, packages: india.packages });
    expect((await read<{ continentCountry: Record<string, string[]> }>('/api/packages/menu')).continentCountry.Asia).toContain('Bharat');
    const deals = await read<unknown[]>('/api/deals/Bharat');
    expect(deals).toHaveLength(Math.min(india.packages, 50));
    expect((await read<{ countries: string[] }>('/api/packages/filterData')).countries).toContain('Bharat');
    expect((await send('PUT', `/api/destinations/countries/${india.id}`, body)).statusCode).toBe(200);
  });

  it("keeps each city's hotel list: suggestions for the package form, renames reach the packages, used hotels stay", async () => {
    const lists = await read<{ country: string; city: string; hotels: { name: string; star: number }[] }[]>('/api/destinations/hotels');
    expect(lists.length).toBeGreaterThan(0);
    // The list was filled from the seeded packages' hotel rows.
    const row = await service
      .db('package_hotels')
      .join('cities', 'cities.id', 'package_hotels.city_id')
      .first('package_hotels.package_id', 'package_hotels.city_id', 'package_hotels.name', { city: 'cities.name' });
    const list = lists.find((l) => l.city === row.city)!;
    expect(list.hotels.map((h) => h.name)).toContain(row.name);

    const hotel = (await managed()).hotels.find((h) => h.cityId === Number(row.city_id) && h.name === row.name)!;
    expect(hotel.packages).toBeGreaterThan(0);
    const refused = await send('DELETE', `/api/destinations/hotels/${hotel.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${hotel.name} is used by`);

    const renamed = await send('PUT', `/api/destinations/hotels/${hotel.id}`, { name: `${hotel.name} Palace`, star: 5 });
    expect(renamed.statusCode).toBe(200);
    const detail = await read<{
      data: { destinations: { countries: { cities: { name: string; hotels: { name: string; star: number }[] }[] }[] } };
    }>(`/api/packages/${row.package_id}`);
    const hotels = detail.data.destinations.countries.flatMap((c) => c.cities.flatMap((city) => city.hotels));
    expect(hotels).toContainEqual(expect.objectContaining({ name: `${hotel.name} Palace`, star: 5 }));
    expect(hotels.map((h) => h.name)).not.toContain(hotel.name);

    const duplicate = await send('POST', '/api/destinations/hotels', {
      cityId: hotel.cityId,
      name: `${hotel.name.toUpperCase()} PALACE`,
      star: 4,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(M.hotelExists(`${hotel.name} Palace`, row.city));
    const added = await send('POST', '/api/destinations/hotels', { cityId: hotel.cityId, name: 'Quiet Garden Stay', star: 3 });
    expect(added.statusCode).toBe(201);
    const suggested = (await read<{ city: string; hotels: { name: string }[] }[]>('/api/destinations/hotels')).find(
      (l) => l.city === row.city,
    )!;
    expect(suggested.hotels.map((h) => h.name)).toContain('Quiet Garden Stay');
    expect((await send('DELETE', `/api/destinations/hotels/${added.json().data.id}`)).statusCode).toBe(200);
    const badStar = await send('POST', '/api/destinations/hotels', { cityId: hotel.cityId, name: 'Star Less', star: 0 });
    expect(badStar.statusCode).toBe(400);
    expect(badStar.json().fields).toEqual({ star: M.star });
  });

  it('records reference data writes in the audit log', async () => {
    const india = await countryNamed('India');
    const created = await send('POST', '/api/destinations/cities', { countryId: india.id, name: 'Audit Town' });
    const id = created.json().data.id;
    await send('PUT', `/api/destinations/cities/${id}`, { name: 'Audit Village' });
    await send('DELETE', `/api/destinations/cities/${id}`);
    const entries = await service
      .db('audit_log')
      .whereIn('action', ['city.create', 'city.update', 'city.delete'])
      .where('target', String(id))
      .orderBy('id');
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['city.create', 'city.update', 'city.delete']);
  });
});
