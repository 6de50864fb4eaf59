/** The leads service's tables (see ./db/schema.ts); bookkeeping in knex_migrations_leads. */
export { migrations } from './db/schema';
