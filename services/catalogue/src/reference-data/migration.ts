/**
 * Migration 005: each city's hotel list, filled from the hotel rows the packages
 * already have, and a country's menu choice. The spec's destination groups (MENU_GROUPS in the
 * contracts) still decide for the countries nobody has edited (menu_choice null); an
 * administrator's choice, stored when a country is created or edited, decides after that.
 */
import type { Migration } from '@agency/service-common';
import { TABLES as T } from '../db/rows';
import { fillHotelList } from './hotel-list';

export const hotelListAndMenuChoice: Migration = {
  name: '005_hotel_list_and_menu_choice',
  async up(db) {
    await db.schema.createTable(T.hotels, (t) => {
      t.increments('id');
      t.integer('city_id').unsigned().notNullable().references('id').inTable(T.cities);
      t.string('name', 120).notNullable();
      t.integer('star').unsigned().notNullable();
      t.unique(['city_id', 'name'], { indexName: 'hotels_city_name_unique' });
    });
    await db.schema.alterTable(T.countries, (t) => {
      /** 1 or 0 once an administrator chose; null: the contracts' destination groups decide. */
      t.boolean('menu_choice').nullable();
    });
    await fillHotelList(db);
  },
  async down(db) {
    // Dropped in place: SQLite's table rebuild (knex's dropColumn) would trip on the cities' foreign keys.
    await db.raw('ALTER TABLE ?? DROP COLUMN ??', [T.countries, 'menu_choice']);
    await db.schema.dropTable(T.hotels);
  },
};
