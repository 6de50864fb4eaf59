import type { Knex } from 'knex';
import type { Config } from '@agency/service-common';

export async function seed(_db: Knex, _config: Config): Promise<void> {}
