/** The catalogue service's tables (see ./db/schema.ts); bookkeeping in knex_migrations_catalogue. */
export { migrations } from './db/schema';
