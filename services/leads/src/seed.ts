import type { Knex } from 'knex';
import type { Config } from '@agency/service-common';

/** A fresh site has no enquiries: the leads service seeds nothing (its table stays empty). */
export async function seed(_db: Knex, _config: Config): Promise<void> {}
