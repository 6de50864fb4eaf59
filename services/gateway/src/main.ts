/**
 * The production entry (`node dist/server/services/gateway/src/main.js`): the configuration
 * is checked first, from the config module alone, so that a wrong setting is refused in a
 * moment, before the rest of the site loads. Every module is compiled with V8's code cache
 * (code-cache.ts), kept beside the compiled server.
 */
import path from 'node:path';
import { installCodeCache } from './code-cache';

const SERVER_DIST = path.resolve(__dirname, '..', '..', '..');
const codeCache = installCodeCache(path.join(SERVER_DIST, '.code-cache'), path.resolve(SERVER_DIST, '..', '..'));
const { loadConfig, reportStartFailure } = require('@agency/service-common/config') as typeof import('@agency/service-common/config');

async function main(): Promise<void> {
  const config = loadConfig();
  // Loaded only once the configuration passed.
  const { startGateway } = require('./server') as typeof import('./server');
  await startGateway({ split: process.argv.includes('--split'), config });
  // Once listening: what this start compiled is there for the next one.
  codeCache.save();
}

try {
  main().catch(reportStartFailure);
} catch (error) {
  reportStartFailure(error);
}
