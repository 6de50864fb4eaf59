/** Fills an empty catalogue database with the deterministic catalogue (see ./seed/catalogue.ts). */
import type { Knex } from 'knex';
import type { Config } from '@agency/service-common';
import { seedCatalogue, SEED_PACKAGES } from './seed/catalogue';

export async function seed(db: Knex, _config: Config): Promise<void> {
  await seedCatalogue(db, { packages: SEED_PACKAGES });
}
