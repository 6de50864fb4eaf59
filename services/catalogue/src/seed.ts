/** Fills an empty catalogue database with the deterministic catalogue (see ./seed/catalogue.ts). */

import type { Config } from '@agency/service-common';
import type { Knex } from 'knex';
import { fillHotelList } from './reference-data/hotel-list';
import { SEED_PACKAGES, seedCatalogue } from './seed/catalogue';

export async function seed(db: Knex, _config: Config): Promise<void> {
  // A fresh catalogue's hotel lists come from its packages' hotel rows.
  if (await seedCatalogue(db, { packages: SEED_PACKAGES })) await fillHotelList(db);
}
