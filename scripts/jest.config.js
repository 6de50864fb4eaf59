// Unit tests of the operation scripts (registry, deploy, rollback) in scripts/test/.
module.exports = { ...require('../jest.preset.js')(__dirname), displayName: 'scripts' };
