// Drops the run's migrated database templates (MySQL databases, SQLite images) that the service
// tests copied their databases from (src/database-templates.ts), and the run's stores' disk caches.
module.exports = async function globalTeardown() {
  const runId = process.env.AGENCY_TEST_RUN_ID;
  if (!runId) return;
  const { dropTemplates } = require('../src/database-templates');
  await dropTemplates(process.env.AGENCY_TEST_MYSQL_URL || undefined, runId);
};
