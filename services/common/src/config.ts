/**
 * Configuration from the environment, read once. Development gets working defaults
 * (a SQLite file and a generated JWT secret under data/); NODE_ENV=production refuses them.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHECKOUT_RATE_LIMIT, ENQUIRY_RATE_LIMITS, HOLDS_PER_CLIENT, site } from '@agency/contracts';

/** The repository root: services/common/src → ../../.. */
export const ROOT_DIR = path.resolve(__dirname, '../../..');

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string;
  jwtSecret: string;
  /** Access-token lifetime in seconds (JWT_EXPIRES_IN, 15 minutes): the session's refresh token renews it. */
  jwtExpiresIn: number;
  /** How long a staff sign-in lasts, renewing its access tokens, before the next sign-in (STAFF_SESSION_SECONDS, 8 hours). */
  sessionLifetimeSeconds: number;
  adminUsername: string;
  adminPassword: string;
  /** True when the admin password is the development default (printed at start). */
  adminPasswordIsDefault: boolean;
  payu: { key?: string; salt?: string; url?: string };
  /**
   * Serve the built-in sandbox payment provider when PayU is not configured: it confirms
   * bookings nobody paid for, so only with an explicit PAYMENT_SANDBOX=on (npm start turns it
   * on in development; production refuses it). Off otherwise.
   */
  paymentSandbox: boolean;
  publicUrl: string;
  /**
   * True when PUBLIC_URL is unset and `publicUrl` is the local default: what names the site's
   * address for others (the sitemap, robots.txt) then uses the address the request came to.
   * Left out (a configuration built by hand), `publicUrl` is meant.
   */
  publicUrlIsDefault?: boolean;
  deployDir: string;
  uploadDir: string;
  dataDir: string;
  redisUrl?: string;
  /**
   * How long an instance may serve the registry it last checked before it checks the release
   * rows again (RELEASES_POLL_MS, 1000, at most 2000): the bound on how late an activation
   * shows without Redis (with REDIS_URL it shows at once). 0 under NODE_ENV=test: tests see
   * every activation on the next read.
   */
  releasesPollMs: number;
  /**
   * This instance's disk cache of the shared file store (STORE_CACHE_DIR, `<DATA_DIR>/store-cache`)
   * and its bound in megabytes (STORE_CACHE_MB, 512): the least recently served files leave first.
   */
  storeCache: { dir: string; maxBytes: number };
  /**
   * Serve the catalogue's public reads from its in-process cache (README "Caching").
   * On by default, off under NODE_ENV=test (tests see every write at once); READ_CACHE=off|on overrides.
   */
  readCache: boolean;
  /**
   * scrypt's cost for new password hashes, as log2 N (services/auth/src/passwords.ts): 17 in
   * development and production (production refuses less); 10 under NODE_ENV=test, where every
   * test service seeds an administrator and a production hash costs about 0.75 s of CPU.
   * PASSWORD_HASH_COST overrides. Stored hashes name their own cost, so any of them verifies.
   */
  passwordHashCost: number;
  /** Enquiries one client may send (POST /api/requests/submit); ENQUIRY_LIMIT_PER_MINUTE / _PER_DAY override the defaults. */
  enquiryLimits: { perMinute: number; perDay: number };
  /** Checkouts one client may start per 15 minutes (POST /api/payment/v1/initiate); CHECKOUT_LIMIT_PER_15_MIN overrides. */
  checkoutLimitPerQuarterHour: number;
  /** Retreat holds one client address may have open at once; CHECKOUT_HOLDS_PER_CLIENT overrides. */
  checkoutHoldsPerClient: number;
  /**
   * Milliseconds a remote version may take to render a page on the server, data included
   * (RENDER_BUDGET_MS, 1500): past it the previous version, then client rendering, answers.
   */
  renderBudgetMs: number;
  /** E-mail through each service's outbox (./mail): see MailConfig. */
  mail: MailConfig;
}

/**
 * Mail settings. With no SMTP_URL nothing is sent: mails stay in the outbox as 'held' (the
 * Outbox screen shows them), which is what development and the tests run with.
 */
export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://…:465 (SMTP_URL); unset, mails are kept, not sent. */
  smtpUrl?: string;
  /** The sender, e.g. 'Escape Vacation <bookings@escapevacation.in>' (MAIL_FROM; the site's address by default). */
  from: string;
  /** Where new-lead alerts go (STAFF_ALERT_TO, comma-separated; the site's address by default). */
  staffAlertTo: string;
  /** How often each instance's worker looks for due mails (MAIL_POLL_MS, 2000). */
  pollIntervalMs: number;
  /** The first retry's wait; each later one doubles it, at most an hour (MAIL_RETRY_BASE_MS, 30000). */
  retryBaseMs: number;
  /** Attempts before a mail is 'failed' with its last error (MAIL_MAX_ATTEMPTS, 8). */
  maxAttempts: number;
}

/** Development only (production requires ADMIN_PASSWORD); long enough for the password policy. */
const DEV_ADMIN_PASSWORD = 'Vacation-Desk-2026';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 8080);
  const require = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`${name} must be set when NODE_ENV=production`);
    return value;
  };
  return {
    production,
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: production ? require('DATABASE_URL') : databaseUrlFrom(env),
    jwtSecret: env.JWT_SECRET ?? (production ? require('JWT_SECRET') : developmentSecret(dataDir)),
    jwtExpiresIn: Number(env.JWT_EXPIRES_IN ?? 15 * 60),
    sessionLifetimeSeconds: Number(env.STAFF_SESSION_SECONDS ?? 8 * 3600),
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD ?? (production ? require('ADMIN_PASSWORD') : DEV_ADMIN_PASSWORD),
    adminPasswordIsDefault: !env.ADMIN_PASSWORD,
    payu: { key: env.PAYU_KEY, salt: env.PAYU_SALT, url: env.PAYU_URL },
    paymentSandbox: paymentSandbox(env, production),
    publicUrl: env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    publicUrlIsDefault: env.PUBLIC_URL === undefined,
    deployDir: deployDirFrom(env),
    uploadDir: path.resolve(ROOT_DIR, env.UPLOAD_DIR ?? 'data/uploads'),
    dataDir,
    redisUrl: redisUrlFrom(env),
    releasesPollMs: releasesPollMs(env),
    storeCache: { dir: path.resolve(ROOT_DIR, env.STORE_CACHE_DIR ?? path.join(dataDir, 'store-cache')), maxBytes: positiveInteger(env, 'STORE_CACHE_MB', 512) * 1024 * 1024 },
    readCache: env.READ_CACHE ? env.READ_CACHE !== 'off' : env.NODE_ENV !== 'test',
    passwordHashCost: passwordHashCost(env, production),
    enquiryLimits: {
      perMinute: positiveInteger(env, 'ENQUIRY_LIMIT_PER_MINUTE', ENQUIRY_RATE_LIMITS.perMinute),
      perDay: positiveInteger(env, 'ENQUIRY_LIMIT_PER_DAY', ENQUIRY_RATE_LIMITS.perDay),
    },
    checkoutLimitPerQuarterHour: positiveInteger(env, 'CHECKOUT_LIMIT_PER_15_MIN', CHECKOUT_RATE_LIMIT.perQuarterHour),
    checkoutHoldsPerClient: positiveInteger(env, 'CHECKOUT_HOLDS_PER_CLIENT', HOLDS_PER_CLIENT),
    renderBudgetMs: positiveInteger(env, 'RENDER_BUDGET_MS', 1500),
    mail: mailConfig(env),
  };
}

function mailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return {
    smtpUrl,
    from: env.MAIL_FROM || `${site.brandName} <${site.email}>`,
    staffAlertTo: env.STAFF_ALERT_TO || site.email,
    pollIntervalMs: positiveInteger(env, 'MAIL_POLL_MS', 2000),
    retryBaseMs: positiveInteger(env, 'MAIL_RETRY_BASE_MS', 30_000),
    maxAttempts: positiveInteger(env, 'MAIL_MAX_ATTEMPTS', 8),
  };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`${name} must be a whole number of at least 1 (got ${value})`);
  return Number(value);
}

function paymentSandbox(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const value = env.PAYMENT_SANDBOX ?? 'off';
  if (value !== 'on' && value !== 'off') throw new Error(`PAYMENT_SANDBOX must be on or off (got ${value})`);
  if (value === 'on' && production) throw new Error('PAYMENT_SANDBOX=on is refused when NODE_ENV=production: the sandbox confirms bookings nobody paid for');
  return value === 'on';
}

/** The production cost; the lowest and highest a stored hash may name are in passwords.ts. */
export const PASSWORD_HASH_COST = { production: 17, test: 10, min: 10, max: 20 } as const;

function passwordHashCost(env: NodeJS.ProcessEnv, production: boolean): number {
  const fallback = env.NODE_ENV === 'test' ? PASSWORD_HASH_COST.test : PASSWORD_HASH_COST.production;
  const value = env.PASSWORD_HASH_COST ? Number(env.PASSWORD_HASH_COST) : fallback;
  const lowest = production ? PASSWORD_HASH_COST.production : PASSWORD_HASH_COST.min;
  if (!Number.isInteger(value) || value < lowest || value > PASSWORD_HASH_COST.max) {
    throw new Error(`PASSWORD_HASH_COST must be a whole number from ${lowest} to ${PASSWORD_HASH_COST.max} (got ${env.PASSWORD_HASH_COST})`);
  }
  return value;
}

/** The database (DATABASE_URL), or the development SQLite file under DATA_DIR. */
export function databaseUrlFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL ?? `sqlite:${path.join(path.resolve(ROOT_DIR, env.DATA_DIR ?? 'data'), 'agency.sqlite')}`;
}

/** Redis (REDIS_URL), when the instances share one. */
export function redisUrlFrom(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.REDIS_URL || undefined;
}

/** See Config.releasesPollMs. */
export const RELEASES_POLL_MS = { default: 1000, max: 2000 } as const;

function releasesPollMs(env: NodeJS.ProcessEnv): number {
  const value = env.RELEASES_POLL_MS;
  if (value === undefined || value === '') return env.NODE_ENV === 'test' ? 0 : RELEASES_POLL_MS.default;
  if (!/^\d+$/.test(value) || Number(value) > RELEASES_POLL_MS.max) {
    throw new Error(`RELEASES_POLL_MS must be a whole number of milliseconds from 0 to ${RELEASES_POLL_MS.max} (got ${value})`);
  }
  return Number(value);
}

/** The deploy folder (remote versions and their registry): DEPLOY_DIR, or deploy/ at the root. */
export function deployDirFrom(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(ROOT_DIR, env.DEPLOY_DIR ?? 'deploy');
}

/** A random secret kept under data/ so tokens survive a development restart. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
