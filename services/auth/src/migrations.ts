/** The auth service's tables (see ./db/schema.ts); bookkeeping in knex_migrations_auth. */
export { migrations } from './db/schema';
