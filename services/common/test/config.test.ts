import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, ConfigError, configurationDocument, loadConfig, ROOT_DIR } from '../src/config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'mysql://agency@db/agency',
  JWT_SECRET: 'a-production-secret-of-at-least-32-bytes',
  ADMIN_PASSWORD: 'Harbour-Lantern-Monsoon',
};

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('the configuration schema', () => {
  it('refuses every wrong value at once, in one message, before anything starts', () => {
    const error = refusal({ ...production, JWT_SECRET: 'x', JWT_EXPIRES_IN: '-5', READ_CACHE: 'banana', PORT: 'abc' });
    expect(error.problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got abc)',
      'JWT_SECRET must be at least 32 characters long when NODE_ENV=production (got 1 character)',
      'JWT_EXPIRES_IN must be a whole number of at least 1 (got -5)',
      'READ_CACHE must be on or off (got banana)',
    ]);
    expect(error.message).toMatch(/^Configuration refused, 4 problems:\n {2}- PORT must be/);
  });

  it('names a secret by its length, never by its value', () => {
    const error = refusal({ ...production, ADMIN_PASSWORD: 'hunter2', SMTP_URL: 'ftp://user:topsecret@mail' });
    expect(error.message).toContain('ADMIN_PASSWORD must be at least 12 characters long when NODE_ENV=production (got 7 characters)');
    expect(error.message).toContain('SMTP_URL must be a URL starting with smtp:// or smtps:// (got 25 characters)');
    expect(error.message).not.toMatch(/hunter2|topsecret/);
  });

  it('requires the database and the secrets in production, and lists all that are missing', () => {
    expect(refusal({ NODE_ENV: 'production' }).problems).toEqual([
      'DATABASE_URL must be set when NODE_ENV=production',
      'JWT_SECRET must be set when NODE_ENV=production',
      'ADMIN_PASSWORD must be set when NODE_ENV=production',
    ]);
  });

  it('accepts only on/off for switches and a known NODE_ENV and LOG_LEVEL', () => {
    expect(loadConfig({ READ_CACHE: 'off' }).readCache).toBe(false);
    expect(loadConfig({ READ_CACHE: 'on', NODE_ENV: 'test' }).readCache).toBe(true);
    expect(refusal({ READ_CACHE: 'true' }).problems).toEqual(['READ_CACHE must be on or off (got true)']);
    expect(refusal({ NODE_ENV: 'staging', LOG_LEVEL: 'loud' }).problems).toEqual([
      'NODE_ENV must be one of development, production, test (got staging)',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got loud)',
    ]);
  });

  it('types every value: whole numbers as numbers, empty as unset, addresses checked', () => {
    const config = loadConfig({
      ...production,
      PORT: '0',
      JWT_EXPIRES_IN: '600',
      MAIL_POLL_MS: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({ port: 0, jwtExpiresIn: 600, logLevel: 'warn', trustProxy: '10.0.0.0/8, 127.0.0.1' });
    expect(config.mail.pollIntervalMs).toBe(2000);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(refusal({ DATABASE_URL: 'postgres://x@h/db', REDIS_URL: '127.0.0.1:6379' }).problems).toEqual([
      'DATABASE_URL must be a URL starting with mysql://, mariadb:// or sqlite: (got postgres://x@h/db)',
      'REDIS_URL must be a URL starting with redis:// or rediss:// (got 127.0.0.1:6379)',
    ]);
  });

  it('places the split-mode services at their default ports unless told otherwise', () => {
    const config = loadConfig({ LEADS_PORT: '9182', AUTH_URL: 'http://auth.internal:9000' });
    expect(config.split.ports).toEqual({ catalogue: 8081, leads: 9182, auth: 8083, payment: 8084 });
    expect(config.split.urls.auth).toBe('http://auth.internal:9000');
    expect(config.split.urls.catalogue).toBe('http://127.0.0.1:8081');
  });

  it('takes the upload limits of a publish from RELEASE_UPLOAD_MAX_MB and RELEASE_UPLOAD_MAX_FILES', () => {
    expect(loadConfig({}).releaseUploadLimits).toEqual({ maxTotalBytes: 100 * 1024 * 1024, maxFiles: 4000 });
    expect(loadConfig({ RELEASE_UPLOAD_MAX_MB: '20', RELEASE_UPLOAD_MAX_FILES: '500' }).releaseUploadLimits).toEqual({
      maxTotalBytes: 20 * 1024 * 1024,
      maxFiles: 500,
    });
    expect(refusal({ RELEASE_UPLOAD_MAX_MB: '0' }).problems).toEqual([
      'RELEASE_UPLOAD_MAX_MB must be a whole number from 1 to 10000 (got 0)',
    ]);
  });

  it('gives every variable a type, a default and a meaning', () => {
    for (const variable of CONFIG_VARIABLES) {
      expect([variable.name, typeof variable.schema.type]).toEqual([variable.name, 'string']);
      expect(variable.default.length).toBeGreaterThan(0);
      expect(variable.description.length).toBeGreaterThan(0);
    }
    expect(new Set(CONFIG_VARIABLES.map((variable) => variable.name)).size).toBe(CONFIG_VARIABLES.length);
  });

  it('documents exactly the schema in docs/configuration.md (npm run docs:config writes it)', () => {
    expect(readFileSync(path.join(ROOT_DIR, 'docs/configuration.md'), 'utf8')).toBe(configurationDocument());
  });
});

/**
 * The site reads its environment in one place. Test tooling (the test runners, the test
 * harness, the bench's own switches) may read theirs; they are listed with the reason.
 */
const MAY_READ_THE_ENVIRONMENT: Record<string, string> = {
  'services/common/src/config.ts': 'the one owner of the configuration',
  'services/common/src/testing.ts': "the test harness: which MySQL jest's global set-up found",
  'scripts/test.ts': 'the test runner hands its environment to jest',
  'scripts/e2e.ts': 'the browser-test runner hands its environment to jest',
  'scripts/bench/chromium.ts': "the bench's own switch: CHROMIUM_PATH",
  'scripts/bench/service-server.ts': "the bench's own switch: which service this child runs",
  'scripts/bench/static-server.ts': "the bench's own switch: which folder this child serves",
  'scripts/bench/scale.ts': "the bench's own switch: BENCH_SCALE_SIZES for a lighter trial run",
  'scripts/bench/cluster.ts': "the bench's own switch: BENCH_CLUSTER_STEPS runs some of its scenarios",
  'scripts/bench/render-cost.ts': 'the measuring tool sets the environment its in-process gateway then reads through the config module',
};
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'dist-server', 'deploy', 'data', 'test', 'coverage', '.git']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return SKIPPED_DIRECTORIES.has(name) ? [] : sourceFiles(file);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('process.env', () => {
  it('is read by the configuration module only', () => {
    const roots = ['services', 'shell', 'mf-storefront', 'mf-retreat', 'mf-backoffice', 'shared-contracts', 'scripts'];
    const readers = roots
      .flatMap((root) => sourceFiles(path.join(ROOT_DIR, root)))
      .filter((file) => readFileSync(file, 'utf8').includes('process.env'))
      .map((file) => path.relative(ROOT_DIR, file));
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((file) => !(file in MAY_READ_THE_ENVIRONMENT))).toEqual([]);
  });
});
