// better-sqlite3 gives its native addon the SqliteError class once per process
// (`addon.isInitialized`), but jest loads every test file's modules in a realm of its own
// while the addon stays shared. From the second test file of a worker on, a failing query
// would throw an error of the first file's realm, which is no `instanceof Error` here, and
// Fastify would send it as a 200 answer. Each test file hands the addon its own class.
function handSqliteErrorToThisRealm() {
  if (typeof window !== 'undefined') return; // the remotes' browser-like tests use no database
  const Database = require('better-sqlite3');
  const addon = require('better-sqlite3/build/Release/better_sqlite3.node');
  addon.setErrorConstructor(Database.SqliteError);
}

handSqliteErrorToThisRealm();
