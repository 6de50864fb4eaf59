import type { Config } from '@agency/service-common';
import type { Knex } from 'knex';

/** A fresh site has no enquiries: the leads service seeds nothing (its table stays empty). */
export async function seed(_db: Knex, _config: Config): Promise<void> {}
