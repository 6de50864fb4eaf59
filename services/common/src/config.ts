/**
 * Configuration from the environment, read once, before anything else, and checked against
 * one schema (config-schema.ts): every problem is refused at once, in one message. Development
 * gets working defaults (a SQLite file and a generated JWT secret under data/); NODE_ENV=production
 * refuses them. Nothing else in the site reads process.env: what a process hands its children
 * comes from childEnvironment() here.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CHECKOUT_RATE_LIMIT,
  createPlainAjv,
  ENQUIRY_RATE_LIMITS,
  HOLDS_PER_CLIENT,
  RETREAT_HOLD_PERCENT,
  SERVICES,
  type ServiceName,
} from '@agency/contracts';
import { site } from '@agency/site';
import { CONFIG_VARIABLES, type ConfigVariable, RELEASE_UPLOAD_LIMITS, SPLIT_PORTS } from './config-schema';

export { CONFIG_VARIABLES, configurationDocument, MIN_JWT_SECRET_LENGTH, RELEASE_UPLOAD_LIMITS, SPLIT_PORTS } from './config-schema';

/** The root package.json's name, which marks the repository's root. */
const SITE_PACKAGE = 'agency-site';

/**
 * The repository root: the nearest folder above this module whose package.json is the site's,
 * whether it runs from services/common/src (tsx) or from its compiled copy in dist/server/.
 */
export const ROOT_DIR = siteRoot(__dirname);

function siteRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === SITE_PACKAGE) return dir;
  }
  throw new Error(`No ${SITE_PACKAGE} package.json above ${from}`);
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** The lowest level logged (LOG_LEVEL: warn in production, info otherwise). */
  logLevel: string;
  /** The share of requests the access log records, in percent (ACCESS_LOG_PERCENT). */
  accessLogPercent: number;
  /** What /metrics asks of a scraper on another machine (METRICS_TOKEN); unset, only this machine reads it. */
  metricsToken?: string;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY); undefined when unset: nobody's, or loopback for a split-mode service. */
  trustProxy?: TrustProxy;
  /** How long a stopping instance lets requests in flight finish (SHUTDOWN_TIMEOUT_MS, 10 s). */
  shutdownTimeoutMs: number;
  /** The load shedding of lifecycle.ts: the event-loop delay past which requests get 503 (0: off) and their Retry-After. */
  pressure: { maxEventLoopDelayMs: number; retryAfterSeconds: number };
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
   * Retention of remote versions (RELEASES_KEEP, 10; RELEASES_GRACE_HOURS, 24): versions older
   * than the last `keep` that are neither active nor previous are removed with their files,
   * never within `graceMs` after they were last active.
   */
  releaseRetention: { keep: number; graceMs: number };
  /**
   * What one publish of a remote may hold (RELEASE_UPLOAD_MAX_MB, 100; RELEASE_UPLOAD_MAX_FILES,
   * 4000): bytes of all its files together and their number; more is refused with 413.
   */
  releaseUploadLimits: { maxTotalBytes: number; maxFiles: number };
  /**
   * Serve the catalogue's public reads from its in-process cache (docs/performance.md).
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
   * The most of a retreat room's unsold places that unpaid holds may cover, in percent (the
   * rest is sold to whoever pays first); RETREAT_HOLD_PERCENT overrides (1 to 100).
   */
  retreatHoldPercent: number;
  /**
   * Milliseconds a remote version may take to render a page on the server, data included
   * (RENDER_BUDGET_MS, 1500): past it the previous version, then client rendering, answers.
   */
  renderBudgetMs: number;
  /**
   * Server renders under way at once in one process (RENDER_CONCURRENCY, 4; 0 under
   * NODE_ENV=test, and 0 means no bound): a page finding every slot busy for a moment is
   * rendered by the browser instead, so a rush of uncached pages cannot fill the event loop.
   */
  renderConcurrency: number;
  /** E-mail through each service's outbox (./mail): see MailConfig. */
  mail: MailConfig;
  /** Split mode: each service's own port (<SERVICE>_PORT) and the address others reach it at (<SERVICE>_URL). */
  split: { ports: Record<ServiceName, number>; urls: Record<ServiceName, string> };
}

/** Fastify's trustProxy: all, none, a hop count, or addresses/CIDRs. */
export type TrustProxy = boolean | number | string;

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

/** A start refused for a reason the operator can fix (a missing build, a wrong setting): its message says how. */
export class StartError extends Error {}

/** A start refused: every problem of the environment, one per line. */
export class ConfigError extends StartError {
  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1
        ? `Configuration refused: ${problems[0]}`
        : `Configuration refused, ${problems.length} problems:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

type Environment = Record<string, string | undefined>;
/** The environment's values once checked: whole numbers as numbers, empty ones left out. */
type Checked = Record<string, string | number | undefined>;

export function loadConfig(env: Environment = process.env): Config {
  const values = checkEnvironment(env);
  const production = values.NODE_ENV === 'production';
  const text = (name: string): string | undefined => values[name] as string | undefined;
  const integer = (name: string, fallback: number): number => (values[name] as number | undefined) ?? fallback;
  const dataDir = path.resolve(ROOT_DIR, text('DATA_DIR') ?? 'data');
  const port = integer('PORT', 8080);
  const smtpUrl = text('SMTP_URL');
  return {
    production,
    port,
    host: text('HOST') ?? '127.0.0.1',
    logLevel: text('LOG_LEVEL') ?? (production ? 'warn' : 'info'),
    accessLogPercent: integer('ACCESS_LOG_PERCENT', production ? 10 : 100),
    metricsToken: text('METRICS_TOKEN'),
    trustProxy: trustProxyFrom(text('TRUST_PROXY')),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000),
    pressure: {
      // Tests share a busy machine: a guard there would shed their requests at random.
      maxEventLoopDelayMs: integer('PRESSURE_MAX_EVENT_LOOP_DELAY_MS', values.NODE_ENV === 'test' ? 0 : 200),
      retryAfterSeconds: integer('PRESSURE_RETRY_AFTER_SECONDS', 5),
    },
    databaseUrl: text('DATABASE_URL') ?? `sqlite:${path.join(dataDir, 'agency.sqlite')}`,
    jwtSecret: text('JWT_SECRET') ?? developmentSecret(dataDir),
    jwtExpiresIn: integer('JWT_EXPIRES_IN', 15 * 60),
    sessionLifetimeSeconds: integer('STAFF_SESSION_SECONDS', 8 * 3600),
    adminUsername: text('ADMIN_USERNAME') ?? 'admin',
    adminPassword: text('ADMIN_PASSWORD') ?? DEV_ADMIN_PASSWORD,
    adminPasswordIsDefault: text('ADMIN_PASSWORD') === undefined,
    payu: { key: text('PAYU_KEY'), salt: text('PAYU_SALT'), url: text('PAYU_URL') },
    paymentSandbox: text('PAYMENT_SANDBOX') === 'on',
    publicUrl: text('PUBLIC_URL') ?? `http://127.0.0.1:${port}`,
    publicUrlIsDefault: text('PUBLIC_URL') === undefined,
    deployDir: path.resolve(ROOT_DIR, text('DEPLOY_DIR') ?? 'deploy'),
    uploadDir: path.resolve(ROOT_DIR, text('UPLOAD_DIR') ?? 'data/uploads'),
    dataDir,
    redisUrl: text('REDIS_URL'),
    releasesPollMs: integer('RELEASES_POLL_MS', values.NODE_ENV === 'test' ? 0 : RELEASES_POLL_MS.default),
    storeCache: {
      dir: path.resolve(ROOT_DIR, text('STORE_CACHE_DIR') ?? path.join(dataDir, 'store-cache')),
      maxBytes: integer('STORE_CACHE_MB', 512) * 1024 * 1024,
    },
    releaseRetention: {
      keep: integer('RELEASES_KEEP', RELEASE_RETENTION.keep),
      graceMs: integer('RELEASES_GRACE_HOURS', RELEASE_RETENTION.graceHours) * 3600 * 1000,
    },
    releaseUploadLimits: {
      maxTotalBytes: integer('RELEASE_UPLOAD_MAX_MB', RELEASE_UPLOAD_LIMITS.maxMegabytes) * 1024 * 1024,
      maxFiles: integer('RELEASE_UPLOAD_MAX_FILES', RELEASE_UPLOAD_LIMITS.maxFiles),
    },
    readCache: text('READ_CACHE') ? text('READ_CACHE') === 'on' : values.NODE_ENV !== 'test',
    passwordHashCost: integer('PASSWORD_HASH_COST', values.NODE_ENV === 'test' ? PASSWORD_HASH_COST.test : PASSWORD_HASH_COST.production),
    enquiryLimits: {
      perMinute: integer('ENQUIRY_LIMIT_PER_MINUTE', ENQUIRY_RATE_LIMITS.perMinute),
      perDay: integer('ENQUIRY_LIMIT_PER_DAY', ENQUIRY_RATE_LIMITS.perDay),
    },
    checkoutLimitPerQuarterHour: integer('CHECKOUT_LIMIT_PER_15_MIN', CHECKOUT_RATE_LIMIT.perQuarterHour),
    checkoutHoldsPerClient: integer('CHECKOUT_HOLDS_PER_CLIENT', HOLDS_PER_CLIENT),
    retreatHoldPercent: integer('RETREAT_HOLD_PERCENT', RETREAT_HOLD_PERCENT),
    renderBudgetMs: integer('RENDER_BUDGET_MS', 1500),
    // Tests share a busy machine and render pages side by side: a bound there would send some to the browser at random.
    renderConcurrency: integer('RENDER_CONCURRENCY', values.NODE_ENV === 'test' ? 0 : 4),
    mail: {
      smtpUrl,
      from: text('MAIL_FROM') ?? `${site.brandName} <${site.email}>`,
      staffAlertTo: text('STAFF_ALERT_TO') ?? site.email,
      pollIntervalMs: integer('MAIL_POLL_MS', 2000),
      retryBaseMs: integer('MAIL_RETRY_BASE_MS', 30_000),
      maxAttempts: integer('MAIL_MAX_ATTEMPTS', 8),
    },
    split: {
      ports: Object.fromEntries(SERVICES.map((name) => [name, integer(`${name.toUpperCase()}_PORT`, SPLIT_PORTS[name])])) as Record<
        ServiceName,
        number
      >,
      urls: Object.fromEntries(
        SERVICES.map((name) => [name, text(`${name.toUpperCase()}_URL`) ?? `http://127.0.0.1:${SPLIT_PORTS[name]}`]),
      ) as Record<ServiceName, string>,
    },
  };
}

/**
 * The environment checked against the schema: each known variable that is set and not empty,
 * whole numbers coerced. Throws ConfigError naming every problem.
 */
export function checkEnvironment(env: Environment): Checked {
  const values: Checked = {};
  for (const variable of CONFIG_VARIABLES) {
    const raw = env[variable.name];
    if (raw !== undefined && raw !== '') values[variable.name] = raw;
  }
  const production = values.NODE_ENV === 'production';
  const validate = validator(production);
  if (validate(values)) return values;
  const problems = new Map<string, string>();
  for (const error of validate.errors ?? []) {
    const missing = error.keyword === 'required';
    const name = missing ? String(error.params.missingProperty) : error.instancePath.split('/')[1];
    const variable = CONFIG_VARIABLES.find((candidate) => candidate.name === name);
    if (!variable || problems.has(name)) continue;
    // allOf/1 is the production schema: the value is fine elsewhere, not in production.
    const productionOnly = /\/allOf\/1\//.test(error.schemaPath);
    problems.set(name, missing ? `${name} must be set when NODE_ENV=production` : refusal(variable, env[name] ?? '', productionOnly));
  }
  throw new ConfigError([...problems.values()]);
}

function refusal(variable: ConfigVariable, raw: string, productionOnly: boolean): string {
  if (productionOnly && variable.production?.refusal) return variable.production.refusal;
  const must = productionOnly ? variable.production?.must : variable.must;
  const got = variable.secret ? `${[...raw].length} character${[...raw].length === 1 ? '' : 's'}` : raw;
  return `${variable.name} must be ${must}${productionOnly ? ' when NODE_ENV=production' : ''} (got ${got})`;
}

type Validate = ReturnType<ReturnType<typeof createPlainAjv>['compile']>;

/** How the configuration is checked: text coerced to the schema's types, every problem reported. */
export const CONFIG_AJV_OPTIONS = { coerceTypes: true, allErrors: true } as const;

/** The configuration's schema: every variable's, with the production rules under NODE_ENV=production. */
export function configSchema(production: boolean): object {
  const properties = Object.fromEntries(
    CONFIG_VARIABLES.map((variable) => [
      variable.name,
      production && variable.production?.schema ? { allOf: [variable.schema, variable.production.schema] } : variable.schema,
    ]),
  );
  const required = production ? CONFIG_VARIABLES.filter((variable) => variable.production?.required).map((variable) => variable.name) : [];
  return { type: 'object', properties, required };
}

/**
 * The validators `npm run build:server` compiles ahead of time (Ajv standalone, from
 * configSchema) beside the compiled config module: compiling them at start was about a tenth
 * of the gateway's cold start. Run from source (tsx, jest) there is no such file: compiled then.
 */
export const PRECOMPILED_CONFIG_VALIDATORS = 'config-validators.js';

function precompiled(production: boolean): Validate | undefined {
  const file = path.join(__dirname, PRECOMPILED_CONFIG_VALIDATORS);
  if (!existsSync(file)) return undefined;
  const validators = require(file) as Record<'production' | 'development', Validate>;
  return validators[production ? 'production' : 'development'];
}

const validators = new Map<boolean, Validate>();
function validator(production: boolean): Validate {
  let validate = validators.get(production);
  if (!validate) {
    validate = precompiled(production) ?? createPlainAjv(CONFIG_AJV_OPTIONS).compile(configSchema(production));
    validators.set(production, validate);
  }
  return validate;
}

/** How an entry point reports a failed start: a refused configuration as its message alone, anything else with its stack. */
export function reportStartFailure(error: unknown): never {
  console.error(error instanceof StartError ? error.message : error);
  process.exit(1);
}

/** The environment a child process of this one starts with: this one's, plus `overrides`. */
export function childEnvironment(overrides: Environment = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

/** Whose X-Forwarded-For to believe; undefined when TRUST_PROXY is unset (each process picks its default). */
function trustProxyFrom(value: string | undefined): TrustProxy | undefined {
  if (value === undefined) return undefined;
  if (value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The production cost; the lowest and highest a stored hash may name are in passwords.ts. */
export const PASSWORD_HASH_COST = { production: 17, test: 10, min: 10, max: 20 } as const;

/** The database (DATABASE_URL), or the development SQLite file under DATA_DIR. */
export function databaseUrlFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL ?? `sqlite:${path.join(path.resolve(ROOT_DIR, env.DATA_DIR ?? 'data'), 'agency.sqlite')}`;
}

/** Who a command signs its calls to a site with (`--to-site`): a deploy token (DEPLOY_TOKEN), or an administrator's account and current code. */
export interface SiteCredentials {
  deployToken?: string;
  username?: string;
  password?: string;
  totpCode?: string;
}

export function siteCredentialsFrom(env: Environment = process.env): SiteCredentials {
  return {
    deployToken: env.DEPLOY_TOKEN || undefined,
    username: env.ADMIN_USERNAME || undefined,
    password: env.ADMIN_PASSWORD || undefined,
    totpCode: env.TOTP_CODE || undefined,
  };
}

/** Redis (REDIS_URL), when the instances share one. */
export function redisUrlFrom(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.REDIS_URL || undefined;
}

/** See Config.releaseRetention. */
export const RELEASE_RETENTION = { keep: 10, graceHours: 24 } as const;

/** See Config.releasesPollMs. */
export const RELEASES_POLL_MS = { default: 1000, max: 2000 } as const;

/** The deploy folder (remote versions and their registry): DEPLOY_DIR, or deploy/ at the root. */
export function deployDirFrom(env: Environment = process.env): string {
  return path.resolve(ROOT_DIR, env.DEPLOY_DIR || 'deploy');
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
