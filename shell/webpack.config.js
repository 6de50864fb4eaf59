// The shell's build: the site's one webpack set-up, written in TypeScript (loaded through tsx).
require('tsx/cjs/api').register();
const { createShellConfig, buildModeOf } = require('../scripts/webpack/config-factory.ts');

module.exports = (_env, argv) => createShellConfig({ dir: __dirname, mode: buildModeOf(argv.mode) });
