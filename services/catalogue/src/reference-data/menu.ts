/**
 * Who the destination menu lists. The spec's groups (MENU_GROUPS without the hidden
 * countries) decide for every country nobody has edited; a country an administrator created
 * or edited carries its own choice (countries.menu_choice), so a new country can be listed
 * under its continent, and a renamed one keeps its entry. Listed countries of a group come in
 * the spec's order, then the others in their continent's order.
 */

import { type HolidayType, isMenuCountry, MENU_GROUPS, type MenuData } from '@agency/contracts';
import type { Knex } from 'knex';
import { type CountryRow, type Flag, TABLES as T } from '../db/rows';

export interface MenuChoice {
  name: string;
  menu_choice?: Flag | null;
}

/** Whether the destination menu lists the country. */
export function listedInMenu(country: MenuChoice): boolean {
  return country.menu_choice === null || country.menu_choice === undefined
    ? isMenuCountry(country.name)
    : Boolean(Number(country.menu_choice));
}

type MenuCountryRow = Pick<CountryRow, 'name'> & { menu_choice: Flag | null; menu_name: string };

/** The menu data: continent (menu name) → listed countries, and the holiday types. */
export async function menuOfCatalogue(db: Knex, holidayTypes: readonly HolidayType[]): Promise<MenuData> {
  const rows: MenuCountryRow[] = await db(T.countries)
    .join(T.continents, `${T.continents}.id`, `${T.countries}.continent_id`)
    .select(`${T.countries}.name`, `${T.countries}.menu_choice`, `${T.continents}.menu_name`)
    .orderBy([{ column: `${T.continents}.sort_order` }, { column: `${T.countries}.sort_order` }, { column: `${T.countries}.id` }]);
  const continentCountry: Record<string, string[]> = {};
  for (const group of Object.keys(MENU_GROUPS) as (keyof typeof MENU_GROUPS)[]) {
    const spec: readonly string[] = MENU_GROUPS[group];
    const listed = rows.filter(listedInMenu);
    const inSpecOrder = spec.flatMap((name) => listed.filter((row) => row.name === name).map((row) => row.name));
    const others = listed.filter((row) => row.menu_name === group && !spec.includes(row.name)).map((row) => row.name);
    continentCountry[group] = [...inSpecOrder, ...others];
  }
  return { continentCountry, holidayTypes: [...holidayTypes] };
}
