import type { Migration } from '@agency/service-common';

/** The catalogue service's tables; bookkeeping in knex_migrations_catalogue. */
export const migrations: Migration[] = [];
