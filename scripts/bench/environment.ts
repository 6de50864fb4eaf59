/**
 * The environment of a benchmarked gateway: production mode with throw-away secrets, its
 * data and deploy folders inside the benchmark's temporary folder, warnings-only logging.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Config, loadConfig } from '@agency/service-common';

export function gatewayEnvironment(workDir: string, databaseUrl: string, deployDir = path.join(workDir, 'deploy')): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
    DATA_DIR: path.join(workDir, 'data'),
    UPLOAD_DIR: path.join(workDir, 'data', 'uploads'),
    DEPLOY_DIR: deployDir,
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    // An inherited READ_CACHE or REDIS_URL would change what is measured.
    READ_CACHE: 'on',
    REDIS_URL: '',
    // The bench measures what a request costs; shedding it under load (503 past an event-loop
    // delay, as a live instance does) would hide that. The overload scenario turns it back on.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Likewise the bound on renders at once: past it pages go to the browser, which would
    // measure the client-rendered document instead of the render. The overload scenario turns it back on.
    RENDER_CONCURRENCY: '0',
  };
}

export function configOf(env: NodeJS.ProcessEnv): Config {
  return loadConfig({ ...env, REDIS_URL: undefined });
}
