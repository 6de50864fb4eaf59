/** Which database a URL or a knex instance speaks: the few places where MySQL and SQLite differ ask here. */
import type { Knex } from 'knex';

export type DatabaseKind = 'mysql' | 'sqlite';

export function databaseKind(url: string): DatabaseKind {
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) return 'mysql';
  if (url.startsWith('sqlite:')) return 'sqlite';
  throw new Error(`DATABASE_URL must start with mysql:// or sqlite: (got ${url.split(':')[0]}:)`);
}

export function kindOf(db: Knex): DatabaseKind {
  const client = String(db.client.config.client);
  return client === 'mysql2' ? 'mysql' : 'sqlite';
}
