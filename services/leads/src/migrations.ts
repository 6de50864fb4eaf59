import type { Migration } from '@agency/service-common';

/** The leads service's tables; bookkeeping in knex_migrations_leads. */
export const migrations: Migration[] = [];
