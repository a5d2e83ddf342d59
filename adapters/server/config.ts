/** Server settings, all from the environment; every one has a default that works on a fresh clone. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; without it the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
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
  seedOnEmpty: boolean;
  /** How often a live stream sends a heartbeat and checks that its session still stands. */
  liveHeartbeatMs: number;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = int(env.PORT, 8080);
  const dataDir = env.DATA_DIR ?? './data';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    filesDir: env.FILES_DIR ?? `${dataDir}/files`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Health Portal <no-reply@portal.example>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    sessionTtlMinutes: int(env.SESSION_TTL_MINUTES, 12 * 60),
    resetLinkTtlMinutes: int(env.RESET_LINK_TTL_MINUTES, 30),
    urlSigningSecret: env.URL_SIGNING_SECRET || undefined,
    staticDir: env.STATIC_DIR ?? './dist',
    logLevel: env.LOG_LEVEL ?? 'info',
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    liveHeartbeatMs: int(env.LIVE_HEARTBEAT_MS, 15_000),
  };
}
