/**
 * Every environment variable the site reads, with its type, bounds, default and meaning: the
 * one table that config.ts validates against (through the contracts' Ajv) and that
 * docs/configuration.md is generated from (`npm run docs:config`; a test keeps them equal).
 * A new variable is one entry here plus the field of Config that carries it.
 */
import {
  CHECKOUT_RATE_LIMIT,
  ENQUIRY_RATE_LIMITS,
  HOLDS_PER_CLIENT,
  PASSWORD_LENGTH,
  RETREAT_HOLD_PERCENT,
  type ServiceName,
} from '@agency/contracts';

export type ConfigGroup =
  | 'Server'
  | 'Database and secrets'
  | 'Site'
  | 'Limits'
  | 'Rendering and caching'
  | 'Mail'
  | 'Payments'
  | 'Split mode';

export interface ConfigVariable {
  name: string;
  group: ConfigGroup;
  /** JSON Schema of the value once read from text (whole numbers are coerced). */
  schema: Record<string, unknown>;
  /** What an acceptable value is, in words: the refusal reads "<NAME> must be <must>". */
  must: string;
  /** The value used when the variable is unset or empty, in words. */
  default: string;
  description: string;
  /** A password or key: a refusal names its length, never the value. */
  secret?: boolean;
  /** Stricter rules when NODE_ENV=production. */
  production?: {
    required?: boolean;
    schema?: Record<string, unknown>;
    must?: string;
    /** The whole refusal, when "<NAME> must be <must>" would not say why. */
    refusal?: string;
  };
}

function wholeNumber(min: number, max?: number): Pick<ConfigVariable, 'schema' | 'must'> {
  return {
    schema: { type: 'integer', minimum: min, ...(max === undefined ? {} : { maximum: max }) },
    must: max === undefined ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`,
  };
}

const onOff: Pick<ConfigVariable, 'schema' | 'must'> = { schema: { type: 'string', enum: ['on', 'off'] }, must: 'on or off' };

function oneOf(...values: string[]): Pick<ConfigVariable, 'schema' | 'must'> {
  return { schema: { type: 'string', enum: values }, must: `one of ${values.join(', ')}` };
}

function url(schemes: string[]): Pick<ConfigVariable, 'schema' | 'must'> {
  return {
    schema: { type: 'string', pattern: `^(${schemes.join('|')})://[^\\s/]+` },
    must: `a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
  };
}

const text: Pick<ConfigVariable, 'schema' | 'must'> = { schema: { type: 'string' }, must: 'text' };

/** The least a production JWT secret may hold: HS256 is as strong as its key, 256 bits. */
export const MIN_JWT_SECRET_LENGTH = 32;

/** Each service's own port in split mode (`npm run start:split`); <SERVICE>_PORT overrides. */
/** What one publish of a remote may hold at most, unless RELEASE_UPLOAD_MAX_MB / RELEASE_UPLOAD_MAX_FILES say otherwise. */
export const RELEASE_UPLOAD_LIMITS = { maxMegabytes: 100, maxFiles: 4000 } as const;

export const SPLIT_PORTS: Readonly<Record<ServiceName, number>> = { catalogue: 8081, leads: 8082, auth: 8083, payment: 8084 };

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'NODE_ENV',
    group: 'Server',
    ...oneOf('development', 'production', 'test'),
    default: 'development',
    description: 'production refuses the development defaults below and requires the secrets.',
  },
  {
    name: 'PORT',
    group: 'Server',
    ...wholeNumber(0, 65535),
    default: '8080',
    description: 'The port the site (the gateway) listens on; 0 picks a free one.',
  },
  { name: 'HOST', group: 'Server', ...text, default: '127.0.0.1', description: 'The address to listen on (0.0.0.0 for every interface).' },
  {
    name: 'LOG_LEVEL',
    group: 'Server',
    ...oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
    default: 'warn in production, info otherwise',
    description: 'The lowest level of the JSON log lines written to standard output (the access log is apart: ACCESS_LOG_PERCENT).',
  },
  {
    name: 'ACCESS_LOG_PERCENT',
    group: 'Server',
    ...wholeNumber(0, 100),
    default: '10 in production, 100 otherwise',
    description:
      'The share of requests logged, one line each (method, route, status, time, request id); answers with 5xx are always logged.',
  },
  {
    name: 'METRICS_TOKEN',
    group: 'Server',
    schema: { type: 'string', minLength: 16 },
    must: 'at least 16 characters long',
    default: 'none: /metrics answers this machine only',
    description: 'The bearer token /metrics asks of a scraper on another machine.',
    secret: true,
  },
  {
    name: 'TRUST_PROXY',
    group: 'Server',
    schema: { type: 'string', pattern: '^(true|false|\\d+|[0-9A-Za-z.:/,\\s-]+)$' },
    must: 'true, false, a hop count, or addresses/CIDRs separated by commas',
    default: 'nobody (services in split mode: loopback)',
    description: "Whose X-Forwarded-For to believe: the load balancer's address(es). Rate limits key on the client address it yields.",
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    group: 'Server',
    ...wholeNumber(1),
    default: '10000',
    description: 'On SIGTERM or SIGINT: how long requests in flight may take to finish before the process exits anyway (with 1).',
  },
  {
    name: 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS',
    group: 'Server',
    ...wholeNumber(0),
    default: '200 (0 under NODE_ENV=test)',
    description:
      'Past this mean event-loop delay new requests get 503 with Retry-After, so overload sheds work instead of slowing every answer; /livez and /readyz still answer. 0 turns the guard off.',
  },
  {
    name: 'PRESSURE_RETRY_AFTER_SECONDS',
    group: 'Server',
    ...wholeNumber(1),
    default: '5',
    description: 'The Retry-After of those 503 answers.',
  },
  {
    name: 'DATA_DIR',
    group: 'Server',
    ...text,
    default: 'data',
    description: 'Where the development database and secret live (relative to the repository).',
  },
  {
    name: 'DATABASE_URL',
    group: 'Database and secrets',
    schema: { type: 'string', pattern: '^(mysql://|mariadb://|sqlite:)' },
    must: 'a URL starting with mysql://, mariadb:// or sqlite:',
    default: 'sqlite:data/agency.sqlite (required in production)',
    description: 'The database: mysql://user:pass@host:3306/agency, or a SQLite file.',
    production: { required: true },
  },
  {
    name: 'JWT_SECRET',
    group: 'Database and secrets',
    ...text,
    default: 'generated into data/jwt-secret (required in production)',
    description: 'Signs the staff access tokens; every instance needs the same one.',
    secret: true,
    production: {
      required: true,
      schema: { type: 'string', minLength: MIN_JWT_SECRET_LENGTH },
      must: `at least ${MIN_JWT_SECRET_LENGTH} characters long`,
    },
  },
  {
    name: 'JWT_EXPIRES_IN',
    group: 'Database and secrets',
    ...wholeNumber(1),
    default: '900',
    description: "An access token's lifetime in seconds; the session's refresh token renews it.",
  },
  {
    name: 'STAFF_SESSION_SECONDS',
    group: 'Database and secrets',
    ...wholeNumber(60),
    default: '28800',
    description: 'How long a staff sign-in lasts before the next sign-in.',
  },
  {
    name: 'ADMIN_USERNAME',
    group: 'Database and secrets',
    schema: { type: 'string', minLength: 3 },
    must: 'at least 3 characters long',
    default: 'admin',
    description: 'The bootstrap administrator created in an empty database.',
  },
  {
    name: 'ADMIN_PASSWORD',
    group: 'Database and secrets',
    ...text,
    default: 'Vacation-Desk-2026, printed at start (required in production)',
    description: "The bootstrap administrator's password; production also refuses a common one.",
    secret: true,
    production: {
      required: true,
      schema: { type: 'string', minLength: PASSWORD_LENGTH.min },
      must: `at least ${PASSWORD_LENGTH.min} characters long`,
    },
  },
  {
    name: 'PASSWORD_HASH_COST',
    group: 'Database and secrets',
    ...wholeNumber(10, 20),
    default: '17 (10 under NODE_ENV=test)',
    description: "scrypt's cost for new password hashes, as log2 N; production refuses less than 17.",
    production: wholeNumber(17, 20),
  },
  {
    name: 'PUBLIC_URL',
    group: 'Site',
    ...url(['http', 'https']),
    default: 'the address a request came to',
    description: 'The public address, for the sitemap, robots.txt and links in mails.',
  },
  {
    name: 'DEPLOY_DIR',
    group: 'Site',
    ...text,
    default: 'deploy',
    description: "Where the remotes' versions and their registry are kept.",
  },
  {
    name: 'UPLOAD_DIR',
    group: 'Site',
    ...text,
    default: 'data/uploads',
    description:
      'Where uploads are staged while they are checked and encoded; images left here from before photos were re-encoded are imported into the shared store on start ([photos.md](photos.md)).',
  },
  {
    name: 'REDIS_URL',
    group: 'Site',
    ...url(['redis', 'rediss']),
    default: 'none (each instance alone)',
    description: 'Shares rate limits, sign-in counters and cache invalidation between instances.',
  },
  {
    name: 'RELEASES_POLL_MS',
    group: 'Site',
    ...wholeNumber(0, 2000),
    default: '1000 (0 under NODE_ENV=test)',
    description:
      'How long an instance serves the registry it last read before it reads the release rows again: the bound on how late an activation shows without Redis.',
  },
  {
    name: 'RELEASES_KEEP',
    group: 'Site',
    ...wholeNumber(2),
    default: '10',
    description:
      'Versions of each remote kept whatever their age; an older one that is neither active nor the one a rollback returns to is removed with its files.',
  },
  {
    name: 'RELEASES_GRACE_HOURS',
    group: 'Site',
    ...wholeNumber(0),
    default: '24',
    description:
      'How long after a version was last active (or published) retention leaves it and its files alone: pages loaded before may still ask for them.',
  },
  {
    name: 'STORE_CACHE_DIR',
    group: 'Site',
    ...text,
    default: '<DATA_DIR>/store-cache',
    description: "This instance's disk cache of the shared file store.",
  },
  {
    name: 'STORE_CACHE_MB',
    group: 'Site',
    ...wholeNumber(1),
    default: '512',
    description: 'The bound of the disk cache in megabytes; the least recently served files leave first.',
  },
  {
    name: 'ENQUIRY_LIMIT_PER_MINUTE',
    group: 'Limits',
    ...wholeNumber(1),
    default: String(ENQUIRY_RATE_LIMITS.perMinute),
    description: 'Enquiries one client may send per minute.',
  },
  {
    name: 'ENQUIRY_LIMIT_PER_DAY',
    group: 'Limits',
    ...wholeNumber(1),
    default: String(ENQUIRY_RATE_LIMITS.perDay),
    description: 'Enquiries one client may send per day.',
  },
  {
    name: 'CHECKOUT_LIMIT_PER_15_MIN',
    group: 'Limits',
    ...wholeNumber(1),
    default: String(CHECKOUT_RATE_LIMIT.perQuarterHour),
    description: 'Checkouts one client may start per 15 minutes.',
  },
  {
    name: 'CHECKOUT_HOLDS_PER_CLIENT',
    group: 'Limits',
    ...wholeNumber(1),
    default: String(HOLDS_PER_CLIENT),
    description: 'Retreat holds one client address may have open at once.',
  },
  {
    name: 'RETREAT_HOLD_PERCENT',
    group: 'Limits',
    ...wholeNumber(1, 100),
    default: String(RETREAT_HOLD_PERCENT),
    description: "The share of a retreat room's unsold places that unpaid holds may cover; the rest goes to whoever pays first.",
  },
  {
    name: 'RELEASE_UPLOAD_MAX_MB',
    group: 'Limits',
    ...wholeNumber(1, 10_000),
    default: String(RELEASE_UPLOAD_LIMITS.maxMegabytes),
    description:
      "The most a remote's published build (browser and server files together) may weigh, in MiB; a larger publish is refused (413) before anything is stored ([releases.md](releases.md)).",
  },
  {
    name: 'RELEASE_UPLOAD_MAX_FILES',
    group: 'Limits',
    ...wholeNumber(1, 100_000),
    default: String(RELEASE_UPLOAD_LIMITS.maxFiles),
    description: "The most files a remote's published build may have; more is refused (413).",
  },
  {
    name: 'READ_CACHE',
    group: 'Rendering and caching',
    ...onOff,
    default: 'on (off under NODE_ENV=test)',
    description: "Serve the catalogue's public reads from its in-process cache.",
  },
  {
    name: 'RENDER_BUDGET_MS',
    group: 'Rendering and caching',
    ...wholeNumber(1),
    default: '1500',
    description: 'How long a page may take to render on the server before the previous version, then the browser, renders it.',
  },
  {
    name: 'RENDER_CONCURRENCY',
    group: 'Rendering and caching',
    ...wholeNumber(0),
    default: '4 (0 under NODE_ENV=test)',
    description:
      'Server renders under way at once in one process. A page that finds them all busy waits up to half a second (four waiting pages per slot at most), then is sent to be rendered by the browser: a rush of uncached pages cannot queue more CPU work than the instance can do, so it keeps answering its probes and the cached pages. 0: no bound.',
  },
  {
    name: 'SMTP_URL',
    group: 'Mail',
    ...url(['smtp', 'smtps']),
    default: 'none: mails are kept in the outbox as held',
    description: 'smtp://user:pass@host:587 or smtps://…:465.',
    secret: true,
  },
  { name: 'MAIL_FROM', group: 'Mail', ...text, default: "the site's address", description: 'The sender of every mail.' },
  {
    name: 'STAFF_ALERT_TO',
    group: 'Mail',
    ...text,
    default: "the site's address",
    description: 'Where new-lead alerts go (comma-separated).',
  },
  {
    name: 'MAIL_POLL_MS',
    group: 'Mail',
    ...wholeNumber(1),
    default: '2000',
    description: "How often each instance's worker looks for due mails.",
  },
  {
    name: 'MAIL_RETRY_BASE_MS',
    group: 'Mail',
    ...wholeNumber(1),
    default: '30000',
    description: "The first retry's wait; each later one doubles it, at most an hour.",
  },
  { name: 'MAIL_MAX_ATTEMPTS', group: 'Mail', ...wholeNumber(1), default: '8', description: "Attempts before a mail is 'failed'." },
  { name: 'PAYU_KEY', group: 'Payments', ...text, default: 'none', description: "PayU's merchant key.", secret: true },
  { name: 'PAYU_SALT', group: 'Payments', ...text, default: 'none', description: "PayU's salt, which signs its callbacks.", secret: true },
  { name: 'PAYU_URL', group: 'Payments', ...url(['https', 'http']), default: "PayU's test address", description: "PayU's payment page." },
  {
    name: 'PAYMENT_SANDBOX',
    group: 'Payments',
    ...onOff,
    default: 'off (npm start turns it on in development)',
    description: 'The built-in sandbox provider, which confirms bookings nobody paid for; production refuses on.',
    production: {
      schema: { type: 'string', enum: ['off'] },
      must: 'off',
      refusal: 'PAYMENT_SANDBOX=on is refused when NODE_ENV=production: the sandbox confirms bookings nobody paid for',
    },
  },
  ...Object.entries(SPLIT_PORTS).flatMap(([service, port]): ConfigVariable[] => [
    {
      name: `${service.toUpperCase()}_PORT`,
      group: 'Split mode',
      ...wholeNumber(0, 65535),
      default: String(port),
      description: `The ${service} service's own port (npm run start:split).`,
    },
    {
      name: `${service.toUpperCase()}_URL`,
      group: 'Split mode',
      ...url(['http', 'https']),
      default: `http://127.0.0.1:${port}`,
      description: `Where the gateway and the other services reach the ${service} service.`,
    },
  ]),
];

/** docs/configuration.md, generated from the table above. */
export function configurationDocument(): string {
  const lines = [
    '# Configuration',
    '',
    'Every setting is an environment variable, read once at start and checked against one schema',
    '(`services/common/src/config-schema.ts`): a start with any wrong value is refused with one',
    'message listing every problem, before anything else happens. Empty counts as unset.',
    'This file is generated from that schema: `npm run docs:config`.',
  ];
  const groups = [...new Set(CONFIG_VARIABLES.map((variable) => variable.group))];
  for (const group of groups) {
    lines.push('', `## ${group}`, '', '| Variable | Accepts | Default | Meaning |', '|---|---|---|---|');
    for (const variable of CONFIG_VARIABLES.filter((v) => v.group === group)) {
      const production = variable.production;
      const accepts = production?.must ? `${variable.must}; in production ${production.must}` : variable.must;
      const cells = [`\`${variable.name}\``, accepts, variable.default, variable.description].map((cell) => cell.replace(/\|/g, '\\|'));
      lines.push(`| ${cells.join(' | ')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
