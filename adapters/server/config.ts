import { envSchema } from 'env-schema';

/** Server settings, all from the environment; every one has a default that works on a fresh clone. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string of the server's role; without it the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  /**
   * The schema owner's connection to the same database, for migrations, the seed, setup, backup and
   * restore; unset, DATABASE_URL does all of it (as before). Set, the server's own role owns
   * nothing and is granted only what it needs, so it cannot rewrite the audit trail.
   */
  databaseOwnerUrl: string | undefined;
  dataDir: string;
  filesDir: string;
  /** smtp://user:pass@host:port; without it mail is recorded in the outbox and printed to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where people open the portal; used only in e-mailed links (file links the page loads are relative, issues 29, 32). */
  publicUrl: string;
  sessionTtlMinutes: number;
  resetLinkTtlMinutes: number;
  /** Secret for signing file URLs (32+ characters); unset, the server makes one and keeps it in the database. */
  urlSigningSecret: string | undefined;
  /** The built portal to serve; absent folder means API only. */
  staticDir: string;
  logLevel: string;
  /** Load demo data into an empty database: on by default for the embedded database only. */
  seedOnEmpty: boolean;
  /** Apply pending migrations at start; off when `npm run db:migrate` runs before the instances start. */
  migrateOnStart: boolean;
  /** How often a live stream sends a heartbeat and checks that its session still stands. */
  liveHeartbeatMs: number;
  /** After SIGTERM, how long requests in flight may take before the process ends anyway. */
  shutdownTimeoutMs: number;
  /** How often the heads of the audit trail's chains are sealed (also once at shutdown): the most a cut tail can hide. */
  auditSealMs: number;
  /** Which proxies' X-Forwarded-For is believed: false, true (any), a hop count, or addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** Bearer token that opens /metrics on the main port; unset, /metrics is not served there. */
  metricsToken: string | undefined;
  /** A second port, on 127.0.0.1, that serves /metrics without a token; unset, none. */
  metricsPort: number | undefined;
  /**
   * Calls of /api allowed per minute, shared by every instance (http/rate-limits.ts); null counts
   * nothing (server tests only: the environment always sets figures).
   */
  rateLimits: RateLimits | null;
}

/** Calls allowed per minute: per signed-in user, per client address, and the heavy ones per user. */
export interface RateLimits {
  perUser: number;
  perAddress: number;
  exports: number;
  uploads: number;
}

/** A setting the operator gave that the server cannot run with; its message names the setting, never its value. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Every setting the server reads, with its type, bounds and default: the one place they are checked. */
const SCHEMA = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 8080 },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATABASE_OWNER_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    FILES_DIR: { type: 'string', minLength: 1 },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    MAIL_FROM: { type: 'string', minLength: 3, default: 'Health Portal <no-reply@portal.example>' },
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^\\s/]+(/\\S*)?$' },
    SESSION_TTL_MINUTES: { type: 'integer', minimum: 1, maximum: 10_080, default: 720 },
    RESET_LINK_TTL_MINUTES: { type: 'integer', minimum: 1, maximum: 1_440, default: 30 },
    URL_SIGNING_SECRET: { type: 'string', minLength: 32 },
    STATIC_DIR: { type: 'string', minLength: 1, default: './dist' },
    LOG_LEVEL: { type: 'string', enum: LOG_LEVELS, default: 'info' },
    SEED_ON_EMPTY: { type: 'boolean' },
    MIGRATE_ON_START: { type: 'boolean', default: true },
    LIVE_HEARTBEAT_MS: { type: 'integer', minimum: 1_000, maximum: 300_000, default: 15_000 },
    SHUTDOWN_TIMEOUT_MS: { type: 'integer', minimum: 1_000, maximum: 600_000, default: 10_000 },
    AUDIT_SEAL_MS: { type: 'integer', minimum: 1_000, maximum: 3_600_000, default: 60_000 },
    TRUST_PROXY: { type: 'string', pattern: '^(true|false|\\d{1,2}|[0-9a-fA-F.:/, ]+)$', default: 'false' },
    METRICS_TOKEN: { type: 'string', minLength: 16 },
    METRICS_PORT: { type: 'integer', minimum: 1, maximum: 65535 },
    // Figures in docs/decisions.md; the benches raise them (bench/bench-limits.ts).
    RATE_LIMIT_PER_USER: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 600 },
    RATE_LIMIT_PER_ADDRESS: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 3_000 },
    RATE_LIMIT_EXPORTS: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 10 },
    RATE_LIMIT_UPLOADS: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 60 },
  },
} as const;

interface Settings {
  PORT: number;
  HOST: string;
  DATABASE_URL?: string;
  DATABASE_OWNER_URL?: string;
  DATA_DIR: string;
  FILES_DIR?: string;
  SMTP_URL?: string;
  MAIL_FROM: string;
  PUBLIC_URL?: string;
  SESSION_TTL_MINUTES: number;
  RESET_LINK_TTL_MINUTES: number;
  URL_SIGNING_SECRET?: string;
  STATIC_DIR: string;
  LOG_LEVEL: string;
  SEED_ON_EMPTY?: boolean;
  MIGRATE_ON_START: boolean;
  LIVE_HEARTBEAT_MS: number;
  SHUTDOWN_TIMEOUT_MS: number;
  AUDIT_SEAL_MS: number;
  TRUST_PROXY: string;
  METRICS_TOKEN?: string;
  METRICS_PORT?: number;
  RATE_LIMIT_PER_USER: number;
  RATE_LIMIT_PER_ADDRESS: number;
  RATE_LIMIT_EXPORTS: number;
  RATE_LIMIT_UPLOADS: number;
}

function trustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The owner's URL, checked against the server's: the same database under another, named user (the
 * grants name the server's role by its URL's user). Messages name settings, never their values.
 */
function ownerUrlBeside(serverUrl: string | undefined, ownerUrl: string | undefined): string | undefined {
  if (ownerUrl === undefined) return undefined;
  if (serverUrl === undefined) throw new ConfigError('invalid settings: DATABASE_OWNER_URL needs DATABASE_URL (the server\'s own connection)');
  const server = URL.parse(serverUrl);
  const owner = URL.parse(ownerUrl);
  if (!server || !owner) throw new ConfigError(`invalid settings: ${server ? 'DATABASE_OWNER_URL' : 'DATABASE_URL'} is not a valid URL`);
  const where = (url: URL) => `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  if (where(server) !== where(owner)) throw new ConfigError('invalid settings: DATABASE_OWNER_URL must name the same host, port and database as DATABASE_URL');
  if (!server.username) throw new ConfigError('invalid settings: DATABASE_URL must name its user when DATABASE_OWNER_URL is set');
  if (server.username === owner.username) throw new ConfigError('invalid settings: DATABASE_OWNER_URL must name another user than DATABASE_URL');
  return ownerUrl;
}

/** Reads and checks every setting; throws a ConfigError naming each wrong one. An empty variable counts as unset. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const given = Object.fromEntries(Object.entries(env).filter(([name, value]) => name in SCHEMA.properties && value !== undefined && value !== ''));
  let s: Settings;
  try {
    s = envSchema<Settings>({ schema: structuredClone(SCHEMA) as object, data: given, env: false });
  } catch (error) {
    const errors = (error as { errors?: { instancePath: string; message?: string }[] }).errors ?? [];
    throw new ConfigError(`invalid settings: ${errors.map((e) => `${e.instancePath.replace(/^\//, '')} ${e.message ?? 'is not valid'}`).join('; ')}`);
  }
  return {
    port: s.PORT,
    host: s.HOST,
    databaseUrl: s.DATABASE_URL,
    databaseOwnerUrl: ownerUrlBeside(s.DATABASE_URL, s.DATABASE_OWNER_URL),
    dataDir: s.DATA_DIR,
    filesDir: s.FILES_DIR ?? `${s.DATA_DIR}/files`,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    publicUrl: s.PUBLIC_URL ?? `http://localhost:${s.PORT}`,
    sessionTtlMinutes: s.SESSION_TTL_MINUTES,
    resetLinkTtlMinutes: s.RESET_LINK_TTL_MINUTES,
    urlSigningSecret: s.URL_SIGNING_SECRET,
    staticDir: s.STATIC_DIR,
    logLevel: s.LOG_LEVEL,
    // A PostgreSQL database is someone's real one: demo users with a published password only when asked.
    seedOnEmpty: s.SEED_ON_EMPTY ?? s.DATABASE_URL === undefined,
    migrateOnStart: s.MIGRATE_ON_START,
    liveHeartbeatMs: s.LIVE_HEARTBEAT_MS,
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT_MS,
    auditSealMs: s.AUDIT_SEAL_MS,
    trustProxy: trustProxy(s.TRUST_PROXY),
    metricsToken: s.METRICS_TOKEN,
    metricsPort: s.METRICS_PORT,
    rateLimits: { perUser: s.RATE_LIMIT_PER_USER, perAddress: s.RATE_LIMIT_PER_ADDRESS, exports: s.RATE_LIMIT_EXPORTS, uploads: s.RATE_LIMIT_UPLOADS },
  };
}
