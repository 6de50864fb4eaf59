/**
 * The password-hashing pool's worker (see hashing-pool.ts). Plain JavaScript so that a worker
 * thread runs it as it is under tsx, jest and node alike. scryptSync here runs on this worker's
 * own thread, not on libuv's four threads that also read files for every page and image.
 */

const { scryptSync } = require('node:crypto');

module.exports = function derive({ plain, salt, keyLength, options }) {
  return scryptSync(plain, Buffer.from(salt), keyLength, options);
};
