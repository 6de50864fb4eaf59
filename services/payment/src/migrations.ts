/** The payment service's tables (see ./db/schema.ts); bookkeeping in knex_migrations_payment. */
export { migrations } from './db/schema';
