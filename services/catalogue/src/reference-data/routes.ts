/**
 * The reference data calls administrators manage places with (contracts: shared-contracts/src/calls/catalogue-reference-data.ts).
 * Writes are for administrators (the contract's access; registerCall puts the guard first).
 *
 * - Names are unique within their parent, compared without case and surrounding spaces (409);
 *   a country's page address (its name without spaces) must be free too.
 * - Renames are made in place by id: packages link countries and cities by id, so they follow
 *   at once; a hotel's new name and star rating are written into the hotel rows of that city's
 *   packages that named it, in the same transaction.
 * - Nothing a package uses is deleted (409 naming up to IN_USE_NAMED of the packages); a country
 *   packages visit keeps its continent (its packages belong to that continent).
 * - Every write clears the read cache after it commits (and the catalogue's onSend hook clears it
 *   again as the answer leaves), so the storefront's menus, filters and pickers follow at once;
 *   the gateway empties its rendered pages on every successful API write.
 */

import { referenceDataCalls as calls, IN_USE_NAMED, REFERENCE_DATA_MESSAGES as M } from '@agency/contracts';
import { badRequest, conflict, notFound, registerCall } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { ReadCacheSetup } from '../cache/http-cache';
import { type CityRow, type ContinentRow, type CountryRow, type HotelRow, TABLES as T } from '../db/rows';
import { reindexPackagesText } from '../search/search-text';
import { auditReferenceWrites } from './audit';
import { hotelKey } from './hotel-list';
import { cityHotelLists, cityOf, countryOf, hotelOf, managedReferenceData } from './read';

/** Spaces trimmed and runs of spaces made one, as a name is stored. */
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');
/** A country page's path segment: its name without spaces (as the seed makes them). */
const routeOf = (name: string) => name.replace(/\s+/g, '');

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
function isReferenceViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ER_ROW_IS_REFERENCED_2' || code === 'ER_ROW_IS_REFERENCED' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Rows of `table` in `scope` whose name equals `name` without case (the row `except` left out). */
function sameName(trx: Knex.Transaction, table: string, name: string, scope: Record<string, number>, except?: number) {
  const query = trx(table).where(scope).whereRaw('lower(name) = ?', [name.toLowerCase()]);
  return (except === undefined ? query : query.whereNot('id', except)).first();
}

/** 409 when packages use it: how many, and the names of the first few. */
async function refuseInUse(name: string, packages: Knex.QueryBuilder, trx: Knex.Transaction): Promise<void> {
  const ids: number[] = (await packages.clone().distinct('package_id').pluck('package_id')).map(Number);
  if (ids.length === 0) return;
  const named: string[] = await trx(T.packages).whereIn('id', ids).orderBy('package_name').limit(IN_USE_NAMED).pluck('package_name');
  throw conflict(M.inUse(name, ids.length, named));
}

const countryUses = (trx: Knex.Transaction, id: number) => trx(T.packageCountries).where({ country_id: id });
const cityUses = (trx: Knex.Transaction, id: number) => trx(T.packageCities).where({ city_id: id });
const hotelUses = (trx: Knex.Transaction, hotel: HotelRow) =>
  trx(T.packageHotels)
    .where({ city_id: hotel.city_id })
    .whereRaw('lower(trim(name)) = ?', [hotelKey(hotel.name)]);
const count = async (query: Knex.QueryBuilder) => (await query.clone().distinct('package_id').pluck('package_id')).length;

async function nextSortOrder(trx: Knex.Transaction, table: string, scope: Record<string, number>): Promise<number> {
  const [{ top }] = await trx(table).where(scope).max({ top: 'sort_order' });
  return Number(top ?? 0) + 1;
}

export async function referenceDataRoutes(app: FastifyInstance, { registerCachedRead }: ReadCacheSetup): Promise<void> {
  auditReferenceWrites(app);

  /** Runs a write in one transaction; a clash the checks could not see (two admins at once) is still a clear 409. */
  async function write<R>(work: (trx: Knex.Transaction) => Promise<R>, clash: string): Promise<R> {
    try {
      const result = await app.db.transaction(work);
      app.catalogueCache.invalidate();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(clash);
      if (isReferenceViolation(error)) throw conflict(clash);
      throw error;
    }
  }

  registerCall(app, calls.referenceData, async () => managedReferenceData(app.db));
  registerCachedRead(app, calls.cityHotels, async () => cityHotelLists(app.db));

  // Countries.
  async function checkCountry(trx: Knex.Transaction, body: { continentId: number; name: string }, except?: number) {
    const continent: ContinentRow | undefined = await trx(T.continents).where({ id: body.continentId }).first();
    if (!continent) throw badRequest(M.noSuchContinent(body.continentId), { continentId: M.continentId });
    const name = tidy(body.name);
    const clash: CountryRow | undefined = await sameName(trx, T.countries, name, {}, except);
    if (clash) {
      const home: ContinentRow | undefined = await trx(T.continents).where({ id: clash.continent_id }).first();
      throw conflict(M.countryExists(clash.name, home?.name ?? continent.name));
    }
    const route = routeOf(name);
    const routeClash = await trx(T.countries)
      .whereRaw('lower(route) = ?', [route.toLowerCase()])
      .modify((q) => (except === undefined ? q : q.whereNot('id', except)))
      .first();
    const continentRoute = await trx(T.continents).whereRaw('lower(route) = ?', [route.toLowerCase()]).first();
    if (routeClash || continentRoute) throw conflict(M.routeTaken(route));
    return { continent, name, route };
  }

  registerCall(app, calls.createCountry, async (request, reply) => {
    const { body } = request;
    const saved = await write(
      async (trx) => {
        const { continent, name, route } = await checkCountry(trx, body);
        const [id] = await trx(T.countries).insert({
          continent_id: continent.id,
          name,
          route,
          intro: body.intro.trim(),
          further_text: body.more.trim(),
          // A new country shows its continent's banner until it has artwork of its own.
          banner_image: continent.banner_image,
          sort_order: await nextSortOrder(trx, T.countries, { continent_id: Number(continent.id) }),
          menu_choice: body.inMenu,
        });
        return countryOf(await trx(T.countries).where({ id }).first(), 0);
      },
      M.nameTaken(tidy(body.name)),
    );
    return reply.status(201).send({ message: M.created(saved.name), data: saved });
  });

  registerCall(app, calls.updateCountry, async (request) => {
    const { body, params } = request;
    const saved = await write(
      async (trx) => {
        const current: CountryRow | undefined = await trx(T.countries).where({ id: params.id }).first();
        if (!current) throw notFound(M.noSuchCountry(params.id));
        const { continent, name, route } = await checkCountry(trx, body, params.id);
        const uses = await count(countryUses(trx, params.id));
        const moved = Number(current.continent_id) !== Number(continent.id);
        if (moved && uses > 0) throw conflict(M.movedInUse(current.name, uses));
        await trx(T.countries)
          .where({ id: params.id })
          .update({
            continent_id: continent.id,
            name,
            route,
            intro: body.intro.trim(),
            further_text: body.more.trim(),
            menu_choice: body.inMenu,
            ...(moved ? { sort_order: await nextSortOrder(trx, T.countries, { continent_id: Number(continent.id) }) } : {}),
          });
        if (name !== current.name) await reindexPackagesText(trx, (await countryUses(trx, params.id).pluck('package_id')).map(Number));
        return countryOf(await trx(T.countries).where({ id: params.id }).first(), uses);
      },
      M.nameTaken(tidy(body.name)),
    );
    return { message: M.updated(saved.name), data: saved };
  });

  registerCall(app, calls.deleteCountry, async (request) => {
    const { id } = request.params;
    const name = await write(async (trx) => {
      const current: CountryRow | undefined = await trx(T.countries).where({ id }).first();
      if (!current) throw notFound(M.noSuchCountry(id));
      await refuseInUse(current.name, countryUses(trx, id), trx);
      const cityIds = trx(T.cities).where({ country_id: id }).select('id');
      await trx(T.hotels).whereIn('city_id', cityIds).delete();
      await trx(T.cities).where({ country_id: id }).delete();
      await trx(T.countries).where({ id }).delete();
      return current.name;
    }, `The country with the id ${id} is in use`);
    return { message: M.deleted(name) };
  });

  // Cities.
  async function checkCity(trx: Knex.Transaction, countryId: number, rawName: string, except?: number) {
    const country: CountryRow | undefined = await trx(T.countries).where({ id: countryId }).first();
    if (!country) throw badRequest(M.noSuchCountry(countryId), { countryId: M.countryId });
    const name = tidy(rawName);
    const clash: CityRow | undefined = await sameName(trx, T.cities, name, { country_id: countryId }, except);
    if (clash) throw conflict(M.cityExists(clash.name, country.name));
    return { country, name };
  }

  registerCall(app, calls.createCity, async (request, reply) => {
    const { body } = request;
    const saved = await write(
      async (trx) => {
        const { country, name } = await checkCity(trx, body.countryId, body.name);
        const [id] = await trx(T.cities).insert({
          country_id: country.id,
          name,
          sort_order: await nextSortOrder(trx, T.cities, { country_id: Number(country.id) }),
        });
        return cityOf(await trx(T.cities).where({ id }).first(), 0);
      },
      M.nameTaken(tidy(body.name)),
    );
    return reply.status(201).send({ message: M.created(saved.name), data: saved });
  });

  registerCall(app, calls.updateCity, async (request) => {
    const { body, params } = request;
    const saved = await write(
      async (trx) => {
        const current: CityRow | undefined = await trx(T.cities).where({ id: params.id }).first();
        if (!current) throw notFound(M.noSuchCity(params.id));
        const { name } = await checkCity(trx, Number(current.country_id), body.name, params.id);
        await trx(T.cities).where({ id: params.id }).update({ name });
        await reindexPackagesText(trx, (await cityUses(trx, params.id).pluck('package_id')).map(Number));
        return cityOf(await trx(T.cities).where({ id: params.id }).first(), await count(cityUses(trx, params.id)));
      },
      M.nameTaken(tidy(body.name)),
    );
    return { message: M.updated(saved.name), data: saved };
  });

  registerCall(app, calls.deleteCity, async (request) => {
    const { id } = request.params;
    const name = await write(async (trx) => {
      const current: CityRow | undefined = await trx(T.cities).where({ id }).first();
      if (!current) throw notFound(M.noSuchCity(id));
      await refuseInUse(current.name, cityUses(trx, id), trx);
      await trx(T.hotels).where({ city_id: id }).delete();
      await trx(T.cities).where({ id }).delete();
      return current.name;
    }, `The city with the id ${id} is in use`);
    return { message: M.deleted(name) };
  });

  // Hotels.
  async function checkHotel(trx: Knex.Transaction, cityId: number, rawName: string, except?: number) {
    const city: CityRow | undefined = await trx(T.cities).where({ id: cityId }).first();
    if (!city) throw badRequest(M.noSuchCity(cityId), { cityId: M.cityId });
    const name = tidy(rawName);
    const clash: HotelRow | undefined = await sameName(trx, T.hotels, name, { city_id: cityId }, except);
    if (clash) throw conflict(M.hotelExists(clash.name, city.name));
    return { city, name };
  }

  registerCall(app, calls.createHotel, async (request, reply) => {
    const { body } = request;
    const saved = await write(
      async (trx) => {
        const { city, name } = await checkHotel(trx, body.cityId, body.name);
        const [id] = await trx(T.hotels).insert({ city_id: city.id, name, star: body.star });
        const hotel: HotelRow = await trx(T.hotels).where({ id }).first();
        return hotelOf(hotel, await count(hotelUses(trx, hotel)));
      },
      M.nameTaken(tidy(body.name)),
    );
    return reply.status(201).send({ message: M.created(saved.name), data: saved });
  });

  registerCall(app, calls.updateHotel, async (request) => {
    const { body, params } = request;
    const saved = await write(
      async (trx) => {
        const current: HotelRow | undefined = await trx(T.hotels).where({ id: params.id }).first();
        if (!current) throw notFound(M.noSuchHotel(params.id));
        const { name } = await checkHotel(trx, Number(current.city_id), body.name, params.id);
        // The packages that named the hotel take its new name and rating, and count as updated.
        const packageIds: number[] = (await hotelUses(trx, current).distinct('package_id').pluck('package_id')).map(Number);
        await hotelUses(trx, current).update({ name, star: body.star });
        if (packageIds.length > 0) await trx(T.packages).whereIn('id', packageIds).update({ updated_at: Date.now() });
        await trx(T.hotels).where({ id: params.id }).update({ name, star: body.star });
        return hotelOf(await trx(T.hotels).where({ id: params.id }).first(), packageIds.length);
      },
      M.nameTaken(tidy(body.name)),
    );
    return { message: M.updated(saved.name), data: saved };
  });

  registerCall(app, calls.deleteHotel, async (request) => {
    const { id } = request.params;
    const name = await write(async (trx) => {
      const current: HotelRow | undefined = await trx(T.hotels).where({ id }).first();
      if (!current) throw notFound(M.noSuchHotel(id));
      await refuseInUse(current.name, hotelUses(trx, current), trx);
      await trx(T.hotels).where({ id }).delete();
      return current.name;
    }, `The hotel with the id ${id} is in use`);
    return { message: M.deleted(name) };
  });
}
