import type { Migration } from '@agency/service-common';

/** The auth service's tables; bookkeeping in knex_migrations_auth. */
export const migrations: Migration[] = [];
