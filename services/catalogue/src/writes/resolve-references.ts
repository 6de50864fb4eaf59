/**
 * The form names places, holiday types and services; the tables link them by id. This turns
 * the names into ids inside the save's transaction, and refuses (400, naming each field) a
 * continent, country or city the catalogue does not have, a country of another continent, a
 * city of another country, and the same country or city twice in one package.
 */

import { INCLUSION_SERVICES, type PackageForm } from '@agency/contracts';
import type { Knex } from 'knex';
import { type CityRow, type ContinentRow, type CountryRow, type HolidayTypeRow, type ServiceRow, TABLES as T } from '../db/rows';
import { invalidFields } from './package-input';

export interface ResolvedHotel {
  cityId: number;
  name: string;
  star: number;
  nights: number;
}

export interface ResolvedPackage {
  continentId: number;
  /** In form order. */
  countryIds: number[];
  /** In form order, across countries. */
  cityIds: number[];
  /** Every hotel row, in itinerary order (country, city, row). */
  hotels: ResolvedHotel[];
  holidayTypeIds: number[];
  inclusionIds: number[];
  /** The services not included: every service the form did not tick (as the seed stores them). */
  exclusionIds: number[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function resolveReferences(trx: Knex.Transaction, form: PackageForm): Promise<ResolvedPackage> {
  const problems: Record<string, string> = {};
  const { destinations } = form;

  const continents: ContinentRow[] = await trx(T.continents).select('id', 'name');
  const continent = continents.find((c) => same(c.name, destinations.continent));
  const countries: CountryRow[] = continent ? await trx(T.countries).where({ continent_id: continent.id }).select('id', 'name') : [];
  const cities: CityRow[] = countries.length
    ? await trx(T.cities)
        .whereIn(
          'country_id',
          countries.map((c) => c.id),
        )
        .select('id', 'country_id', 'name')
    : [];
  if (!continent) problems['destinations.continent'] = `${destinations.continent} is not a continent of the catalogue`;

  const countryIds: number[] = [];
  const cityIds: number[] = [];
  const hotels: ResolvedHotel[] = [];
  destinations.countries.forEach((country, i) => {
    const at = `destinations.countries.${i}`;
    const row = countries.find((c) => same(c.name, country.name));
    if (!row) {
      if (continent) problems[`${at}.name`] = `${country.name} is not a country of ${continent.name}`;
      return;
    }
    if (countryIds.includes(Number(row.id))) {
      problems[`${at}.name`] = `${row.name} is listed more than once`;
      return;
    }
    countryIds.push(Number(row.id));
    country.cities.forEach((city, j) => {
      const cityRow = cities.find((c) => Number(c.country_id) === Number(row.id) && same(c.name, city.name));
      if (!cityRow) {
        problems[`${at}.cities.${j}.name`] = `${city.name} is not a city of ${row.name}`;
        return;
      }
      if (cityIds.includes(Number(cityRow.id))) {
        problems[`${at}.cities.${j}.name`] = `${cityRow.name} is listed more than once`;
        return;
      }
      cityIds.push(Number(cityRow.id));
      for (const hotel of city.hotels)
        hotels.push({ cityId: Number(cityRow.id), name: hotel.name.trim(), star: hotel.star, nights: hotel.night });
    });
  });

  const holidayTypes: HolidayTypeRow[] = await trx(T.holidayTypes).select('id', 'key');
  const holidayTypeIds = idsOf(
    form.holidayTypes,
    holidayTypes.map((h) => ({ id: h.id, key: h.key })),
  );
  if (!holidayTypeIds) problems.holidayTypes = 'Unknown holiday type';

  const [inclusions, exclusions]: ServiceRow[][] = await Promise.all([
    trx(T.inclusions).select('id', 'service'),
    trx(T.exclusions).select('id', 'service'),
  ]);
  const inclusionIds = idsOf(
    form.inclusionIds,
    inclusions.map((s) => ({ id: s.id, key: s.service })),
  );
  if (!inclusionIds) problems.inclusionIds = 'Unknown inclusion';
  const notIncluded = INCLUSION_SERVICES.filter((service) => !form.inclusionIds.includes(service));
  const exclusionIds =
    idsOf(
      notIncluded,
      exclusions.map((s) => ({ id: s.id, key: s.service })),
    ) ?? [];

  if (Object.keys(problems).length > 0 || !continent || !holidayTypeIds || !inclusionIds) throw invalidFields(problems);
  return { continentId: Number(continent.id), countryIds, cityIds, hotels, holidayTypeIds, inclusionIds, exclusionIds };
}

/** The ids of `keys` in `rows`, in the order of `keys`; null when one is missing. */
function idsOf(keys: readonly string[], rows: readonly { id: number; key: string }[]): number[] | null {
  const ids: number[] = [];
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    if (!row) return null;
    ids.push(Number(row.id));
  }
  return ids;
}
