/**
 * The reference data's part of the audit log: how to read a country, city or hotel, so each
 * create, edit and delete entry shows its fields before and after.
 */

import { referenceDataCalls as calls } from '@agency/contracts';
import type { SnapshotReader } from '@agency/service-common/audit';
import type { FastifyInstance } from 'fastify';
import { type CityRow, type CountryRow, type HotelRow, TABLES as T } from '../db/rows';
import { listedInMenu } from './menu';

export function auditReferenceWrites(app: FastifyInstance): void {
  const country: SnapshotReader = async (id) => {
    const row: (CountryRow & { continent: string }) | undefined = await app
      .db(T.countries)
      .join(T.continents, `${T.continents}.id`, `${T.countries}.continent_id`)
      .where(`${T.countries}.id`, Number(id))
      .first(`${T.countries}.*`, { continent: `${T.continents}.name` });
    return row && { name: row.name, continent: row.continent, intro: row.intro, more: row.further_text, inMenu: listedInMenu(row) };
  };
  const city: SnapshotReader = async (id) => {
    const row: (CityRow & { country: string }) | undefined = await app
      .db(T.cities)
      .join(T.countries, `${T.countries}.id`, `${T.cities}.country_id`)
      .where(`${T.cities}.id`, Number(id))
      .first(`${T.cities}.name`, { country: `${T.countries}.name` });
    return row && { name: row.name, country: row.country };
  };
  const hotel: SnapshotReader = async (id) => {
    const row: (HotelRow & { city: string }) | undefined = await app
      .db(T.hotels)
      .join(T.cities, `${T.cities}.id`, `${T.hotels}.city_id`)
      .where(`${T.hotels}.id`, Number(id))
      .first(`${T.hotels}.name`, `${T.hotels}.star`, { city: `${T.cities}.name` });
    return row && { name: row.name, star: Number(row.star), city: row.city };
  };
  for (const call of [calls.createCountry, calls.updateCountry, calls.deleteCountry]) app.audit.snapshot(call, country);
  for (const call of [calls.createCity, calls.updateCity, calls.deleteCity]) app.audit.snapshot(call, city);
  for (const call of [calls.createHotel, calls.updateHotel, calls.deleteHotel]) app.audit.snapshot(call, hotel);
}
