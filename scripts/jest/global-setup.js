// Looks for a MySQL/MariaDB server once per jest run, so service tests can run on it too.
// DATABASE_URL (mysql://…) wins; otherwise root@127.0.0.1:3306 with no password is tried.
const net = require('node:net');

module.exports = async function globalSetup() {
  if (process.env.AGENCY_TEST_MYSQL_URL !== undefined) return;
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv && fromEnv.startsWith('mysql://')) {
    process.env.AGENCY_TEST_MYSQL_URL = fromEnv;
    return;
  }
  const open = await new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 3306 });
    socket.setTimeout(1000);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
  process.env.AGENCY_TEST_MYSQL_URL = open ? 'mysql://root@127.0.0.1:3306/mysql' : '';
  if (!open) console.warn('[jest] no MySQL on 127.0.0.1:3306: service tests run on SQLite only');
};
