/**
 * The catalogue's tables. Every fact the storefront filters on (continent, countries,
 * cities, holiday types, inclusions, exclusions, card price, duration) is a column or a
 * join table with an index, so `GET /api/packages` over 10,000 packages stays plain,
 * indexed SQL on MySQL and SQLite alike. Money is integer rupees; times are milliseconds
 * since the epoch in BIGINT columns (one representation on both databases, sortable).
 *
 * Index names are given explicitly: MySQL limits identifiers to 64 characters and knex's
 * generated names for the join tables would exceed it.
 */

import { PRICING_TYPES } from '@agency/contracts';
import type { Migration } from '@agency/service-common';
import type { Knex } from 'knex';
import { hotelListAndMenuChoice } from '../reference-data/migration';
import { searchMigration } from '../search/search-schema';
import { searchWordsMigration } from '../search/search-words-schema';
import { searchWordBitsMigration } from '../search/word-bits-schema';
import { packageImagesMigration } from './photo-schema';
import { publishingMigration } from './publishing-schema';
import { retiredPackagesMigration } from './retired-schema';
import { IMAGE_KINDS, PACKAGE_TEXT_KINDS, TABLES as T } from './rows';
import { scaleKeysMigration } from './scale-keys-schema';
import { scaleMigration } from './scale-schema';

const destinations: Migration = {
  name: '001_destinations',
  async up(db) {
    await db.schema.createTable(T.continents, (t) => {
      t.increments('id');
      t.string('name', 60).notNullable().unique('continents_name_unique');
      /** The name the menu data uses ('Caribbean Island' for 'Caribbean'). */
      t.string('menu_name', 60).notNullable();
      /** The route segment without the slash: 'Middleeast' for /Middleeast. */
      t.string('route', 60).notNullable().unique('continents_route_unique');
      t.text('intro').notNullable();
      t.text('description').notNullable();
      t.string('banner_image', 500).notNullable();
      t.integer('sort_order').notNullable();
    });
    await db.schema.createTable(T.countries, (t) => {
      t.increments('id');
      t.integer('continent_id').unsigned().notNullable().references('id').inTable(T.continents);
      t.string('name', 80).notNullable().unique('countries_name_unique');
      /** The route segment: the name without spaces ('SouthAfrica'). */
      t.string('route', 80).notNullable().unique('countries_route_unique');
      t.text('intro').notNullable();
      /** The further text behind Show More. */
      t.text('further_text').notNullable();
      t.string('banner_image', 500).notNullable();
      /** False for the nine countries the spec never shows in the destination menu. */
      t.boolean('in_menu').notNullable().defaultTo(true);
      t.integer('sort_order').notNullable();
      t.index(['continent_id', 'sort_order'], 'countries_continent_idx');
    });
    await db.schema.createTable(T.cities, (t) => {
      t.increments('id');
      t.integer('country_id').unsigned().notNullable().references('id').inTable(T.countries);
      t.string('name', 80).notNullable();
      t.integer('sort_order').notNullable();
      t.unique(['country_id', 'name'], { indexName: 'cities_country_name_unique' });
      t.index(['name'], 'cities_name_idx');
    });
  },
  async down(db) {
    await db.schema.dropTable(T.cities);
    await db.schema.dropTable(T.countries);
    await db.schema.dropTable(T.continents);
  },
};

const referenceLists: Migration = {
  name: '002_reference_lists',
  async up(db) {
    await db.schema.createTable(T.holidayTypes, (t) => {
      t.increments('id');
      /** The key the spec uses as a package flag name, e.g. 'Beach_Holidays'. */
      t.string('key', 60).notNullable().unique('holiday_types_key_unique');
      /** The ShowName, e.g. 'Beach Holidays'. */
      t.string('name', 80).notNullable();
      t.string('image', 500).notNullable();
      t.integer('sort_order').notNullable();
    });
    await db.schema.createTable(T.inclusions, (t) => {
      t.increments('id');
      /** One of the contracts' INCLUSION_SERVICES. */
      t.string('service', 40).notNullable().unique('inclusions_service_unique');
      t.string('label', 60).notNullable();
      t.integer('sort_order').notNullable();
    });
    await db.schema.createTable(T.exclusions, (t) => {
      t.increments('id');
      /** The services a package may leave out: the same keys as inclusions. */
      t.string('service', 40).notNullable().unique('exclusions_service_unique');
      t.string('label', 60).notNullable();
      t.integer('sort_order').notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable(T.exclusions);
    await db.schema.dropTable(T.inclusions);
    await db.schema.dropTable(T.holidayTypes);
  },
};

/** A join table package ↔ reference row, indexed both ways (the filter reads (ref, package)). */
function joinTable(t: Knex.CreateTableBuilder, column: string, refTable: string, short: string): void {
  t.integer('package_id').unsigned().notNullable().references('id').inTable(T.packages).onDelete('CASCADE');
  t.integer(column).unsigned().notNullable().references('id').inTable(refTable);
  t.integer('position').notNullable();
  t.primary(['package_id', column], `${short}_pk`);
  t.index([column, 'package_id'], `${short}_by_ref_idx`);
}

const packages: Migration = {
  name: '003_packages',
  async up(db) {
    await db.schema.createTable(T.packages, (t) => {
      t.increments('id');
      /** A unique URL-safe form of the name; the package's artwork file names are built from it. */
      t.string('slug', 160).notNullable().unique('packages_slug_unique');
      t.string('package_name', 200).notNullable();
      t.string('description_title', 200).notNullable().defaultTo('');
      t.text('description_paragraph').notNullable();
      /** Days; nights are duration − 1. */
      t.integer('duration').unsigned().notNullable();
      t.integer('continent_id').unsigned().notNullable().references('id').inTable(T.continents);
      /** The card price: the first pricing row's price, kept here so filters and sorts use an index. */
      t.integer('price').unsigned().notNullable();
      /** The first pricing row's value offer price (struck through on cards), if any. */
      t.integer('value_offer_price').unsigned().nullable();
      t.boolean('home_deal_section1').notNullable().defaultTo(false);
      t.boolean('home_deal_section2').notNullable().defaultTo(false);
      t.boolean('home_deal_section3').notNullable().defaultTo(false);
      /** ClassBarData: the duration text, e.g. '7 Days'. */
      t.string('class_bar_data', 60).notNullable();
      /** Card_Text: the start of the first overview text, as deal cards show it. */
      t.string('card_text', 320).notNullable().defaultTo('');
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.index(['price'], 'packages_price_idx');
      t.index(['duration', 'price'], 'packages_duration_price_idx');
      t.index(['continent_id', 'price'], 'packages_continent_price_idx');
      t.index(['home_deal_section1'], 'packages_home1_idx');
      t.index(['home_deal_section2'], 'packages_home2_idx');
      t.index(['home_deal_section3'], 'packages_home3_idx');
      t.index(['created_at'], 'packages_created_idx');
    });
    await db.schema.createTable(T.packagePricing, (t) => {
      t.increments('id');
      t.integer('package_id').unsigned().notNullable().references('id').inTable(T.packages).onDelete('CASCADE');
      t.integer('position').notNullable();
      t.enu('type', [...PRICING_TYPES]).notNullable();
      t.integer('price').unsigned().notNullable();
      t.integer('value_offer_price').unsigned().nullable();
      t.unique(['package_id', 'position'], { indexName: 'package_pricing_pos_unique' });
    });
    await db.schema.createTable(T.packageCountries, (t) => joinTable(t, 'country_id', T.countries, 'package_countries'));
    await db.schema.createTable(T.packageCities, (t) => joinTable(t, 'city_id', T.cities, 'package_cities'));
    await db.schema.createTable(T.packageHolidayTypes, (t) => joinTable(t, 'holiday_type_id', T.holidayTypes, 'package_holiday_types'));
    await db.schema.createTable(T.packageInclusions, (t) => joinTable(t, 'inclusion_id', T.inclusions, 'package_inclusions'));
    await db.schema.createTable(T.packageExclusions, (t) => joinTable(t, 'exclusion_id', T.exclusions, 'package_exclusions'));
    await db.schema.createTable(T.packageHotels, (t) => {
      t.increments('id');
      t.integer('package_id').unsigned().notNullable().references('id').inTable(T.packages).onDelete('CASCADE');
      t.integer('city_id').unsigned().notNullable().references('id').inTable(T.cities);
      t.integer('position').notNullable();
      t.string('name', 160).notNullable();
      t.integer('star').unsigned().notNullable();
      t.integer('nights').unsigned().notNullable();
      t.index(['package_id', 'position'], 'package_hotels_pkg_idx');
    });
    await db.schema.createTable(T.packageTexts, (t) => {
      t.increments('id');
      t.integer('package_id').unsigned().notNullable().references('id').inTable(T.packages).onDelete('CASCADE');
      t.enu('kind', [...PACKAGE_TEXT_KINDS]).notNullable();
      t.integer('position').notNullable();
      t.text('text').notNullable();
      t.index(['package_id', 'kind', 'position'], 'package_texts_pkg_idx');
    });
    await db.schema.createTable(T.packageImages, (t) => {
      t.increments('id');
      t.integer('package_id').unsigned().notNullable().references('id').inTable(T.packages).onDelete('CASCADE');
      t.enu('kind', [...IMAGE_KINDS]).notNullable();
      t.integer('position').notNullable();
      t.string('url', 500).notNullable();
      t.index(['package_id', 'kind', 'position'], 'package_images_pkg_idx');
    });
    await db.schema.createTable(T.packageDeparturePrices, (t) => {
      t.increments('id');
      t.integer('package_id').unsigned().notNullable().references('id').inTable(T.packages).onDelete('CASCADE');
      t.integer('year').unsigned().notNullable();
      t.integer('position').notNullable();
      t.integer('price').unsigned().notNullable();
      t.index(['package_id', 'year', 'position'], 'package_departures_pkg_idx');
    });
  },
  async down(db) {
    for (const table of [
      T.packageDeparturePrices,
      T.packageImages,
      T.packageTexts,
      T.packageHotels,
      T.packageExclusions,
      T.packageInclusions,
      T.packageHolidayTypes,
      T.packageCities,
      T.packageCountries,
      T.packagePricing,
      T.packages,
    ]) {
      await db.schema.dropTable(table);
    }
  },
};

/**
 * Who is listed in the destination menu is one fact of the contracts (MENU_GROUPS, minus
 * HIDDEN_MENU_COUNTRIES), read by the menu and regions calls; a column that said it again
 * could only disagree.
 */
const menuMembershipFromContracts: Migration = {
  name: '004_menu_membership_from_contracts',
  async up(db) {
    await db.schema.alterTable(T.countries, (t) => t.dropColumn('in_menu'));
  },
  async down(db) {
    await db.schema.alterTable(T.countries, (t) => t.boolean('in_menu').notNullable().defaultTo(true));
  },
};

export const migrations: Migration[] = [
  destinations,
  referenceLists,
  packages,
  menuMembershipFromContracts,
  hotelListAndMenuChoice,
  publishingMigration,
  retiredPackagesMigration,
  scaleMigration,
  scaleKeysMigration,
  searchMigration,
  packageImagesMigration,
  searchWordsMigration,
  searchWordBitsMigration,
];
