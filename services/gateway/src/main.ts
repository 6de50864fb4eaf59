/**
 * The production entry (`node dist/server/services/gateway/src/main.js`): the configuration
 * is checked first, from the config module alone, so that a wrong setting is refused in a
 * moment, before the rest of the site loads.
 */
import { loadConfig, reportStartFailure } from '@agency/service-common/config';

function main(): Promise<unknown> {
  const config = loadConfig();
  // Loaded only once the configuration passed.
  const { startGateway } = require('./server') as typeof import('./server');
  return startGateway({ split: process.argv.includes('--split'), config });
}

try {
  main().catch(reportStartFailure);
} catch (error) {
  reportStartFailure(error);
}
