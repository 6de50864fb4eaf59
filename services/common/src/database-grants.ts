/**
 * The privileges the site's own database account needs on its database (MySQL/MariaDB), and
 * no more: what the migrations and the services' normal work use. There is no DROP: on MySQL
 * and MariaDB, TRUNCATE TABLE needs DROP, and it empties a table without firing its DELETE
 * triggers, so an account with DROP could empty the audit log that the triggers otherwise keep
 * append-only (./audit-log.ts). Rolling migrations back (their `down` steps drop tables) is an
 * operator's job, done with an account that has DROP.
 */
export const APP_DATABASE_PRIVILEGES = [
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'CREATE',
  'ALTER',
  'INDEX',
  'REFERENCES',
  'TRIGGER',
] as const;

/** The GRANT statement for `account` (`'agency'@'%'`, quoted as MySQL wants it) on `database`. */
export function appDatabaseGrant(database: string, account: string): string {
  return `GRANT ${APP_DATABASE_PRIVILEGES.join(', ')} ON \`${database}\`.* TO ${account}`;
}
