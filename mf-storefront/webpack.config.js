// The remote's build: the site's one webpack set-up, written in TypeScript (loaded through tsx).
require('tsx/cjs/api').register();
const { createRemoteConfig, buildModeOf } = require('../scripts/webpack/config-factory.ts');

module.exports = (_env, argv) => createRemoteConfig({ dir: __dirname, mode: buildModeOf(argv.mode) });
