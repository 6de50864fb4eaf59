// Finds the MySQL/MariaDB server the service tests also run on, once per jest run.
//   TEST_MYSQL_URL=mysql://user:pass@host:port/db   use that server (any database: tests make their own)
//   TEST_MYSQL_URL=off                              SQLite only
//   unset                                           DATABASE_URL when it is mysql://, else root@127.0.0.1:3306
//                                                   with no password, when it answers
// A server that answers but refuses the login is reported with what to set, and the tests
// run on SQLite only; under CI (CI=true) a missing MySQL fails the run instead, so CI never
// silently tests one database.
// It also names the run (AGENCY_TEST_RUN_ID): the migrated database templates the service tests
// copy (src/database-templates.ts) are the run's own, and global-teardown.js drops them.
const { randomBytes } = require('node:crypto');
const net = require('node:net');

const ENV = 'AGENCY_TEST_MYSQL_URL';
const RUN_ENV = 'AGENCY_TEST_RUN_ID';

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function canLogIn(url) {
  const mysql = require('mysql2/promise');
  let connection;
  try {
    connection = await mysql.createConnection({ uri: url, connectTimeout: 3000 });
    await connection.query('SELECT 1');
    return undefined;
  } catch (error) {
    return error.message;
  } finally {
    await connection?.end().catch(() => {});
  }
}

module.exports = async function globalSetup() {
  process.env[RUN_ENV] = randomBytes(4).toString('hex');
  if (process.env[ENV] !== undefined) return;
  const configured = process.env.TEST_MYSQL_URL;
  const found = (url) => {
    process.env[ENV] = url;
  };
  const sqliteOnly = (why) => {
    if (process.env.CI) throw new Error(`[jest] ${why}: CI tests both databases (set TEST_MYSQL_URL=mysql://user:pass@host:port/mysql)`);
    console.warn(`[jest] ${why}: service tests run on SQLite only`);
    process.env[ENV] = '';
  };
  if (configured === 'off') return sqliteOnly('TEST_MYSQL_URL=off');
  const url = configured || (process.env.DATABASE_URL?.startsWith('mysql://') ? process.env.DATABASE_URL : undefined);
  if (url) {
    const refused = await canLogIn(url);
    if (refused) throw new Error(`[jest] the MySQL server of TEST_MYSQL_URL/DATABASE_URL refused the tests: ${refused}`);
    return found(url);
  }
  if (!(await portOpen('127.0.0.1', 3306))) return sqliteOnly('no MySQL on 127.0.0.1:3306');
  const local = 'mysql://root@127.0.0.1:3306/mysql';
  const refused = await canLogIn(local);
  if (refused) return sqliteOnly(`127.0.0.1:3306 refused root with no password (${refused}); set TEST_MYSQL_URL to test on it`);
  return found(local);
};
