import type { Migration } from '@agency/service-common';

/** The payment service's tables; bookkeeping in knex_migrations_payment. */
export const migrations: Migration[] = [];
