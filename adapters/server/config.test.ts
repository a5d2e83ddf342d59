import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from './config.ts';

describe('settings', () => {
  it('works with nothing set, on the embedded database with demo data, on the loopback address', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: undefined, seedOnEmpty: true, migrateOnStart: true, trustProxy: false, shutdownTimeoutMs: 10_000 });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('seeds a PostgreSQL database only when the operator asks', () => {
    expect(configFromEnv({ DATABASE_URL: 'postgres://db.example/portal' }).seedOnEmpty).toBe(false);
    expect(configFromEnv({ DATABASE_URL: 'postgres://db.example/portal', SEED_ON_EMPTY: 'true' }).seedOnEmpty).toBe(true);
    expect(configFromEnv({ SEED_ON_EMPTY: 'false' }).seedOnEmpty).toBe(false);
  });

  it('refuses a port that is not a number, naming the setting', () => {
    expect(() => configFromEnv({ PORT: 'notaport' })).toThrow(new ConfigError('invalid settings: PORT must be integer'));
  });

  it('names every wrong setting at once and never quotes a value', () => {
    const secret = 'short-secret';
    try {
      configFromEnv({ URL_SIGNING_SECRET: secret, LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', SESSION_TTL_MINUTES: '0' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['URL_SIGNING_SECRET', 'LOG_LEVEL', 'DATABASE_URL', 'SESSION_TTL_MINUTES']) expect(message).toContain(name);
      expect(message).not.toContain(secret);
      expect(message).not.toContain('mysql');
    }
  });

  it('takes the balancer settings', () => {
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => configFromEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('takes an owner connection beside the server\'s: the same database under another named user', () => {
    const server = 'postgres://portal_server:secret@db.example:5432/portal';
    const owner = 'postgres://portal_owner:other@db.example/portal';
    expect(configFromEnv({ DATABASE_URL: server, DATABASE_OWNER_URL: owner })).toMatchObject({ databaseUrl: server, databaseOwnerUrl: owner });
    expect(configFromEnv({ DATABASE_URL: server })).toMatchObject({ databaseUrl: server, databaseOwnerUrl: undefined });
    const refusals: [Record<string, string>, string][] = [
      [{ DATABASE_OWNER_URL: owner }, 'DATABASE_OWNER_URL needs DATABASE_URL'],
      [{ DATABASE_URL: server, DATABASE_OWNER_URL: 'postgres://portal_owner@db.example/other' }, 'DATABASE_OWNER_URL must name the same host, port and database as DATABASE_URL'],
      [{ DATABASE_URL: server, DATABASE_OWNER_URL: 'postgres://portal_owner@db.example:6432/portal' }, 'DATABASE_OWNER_URL must name the same host, port and database as DATABASE_URL'],
      [{ DATABASE_URL: 'postgres://db.example/portal', DATABASE_OWNER_URL: owner }, 'DATABASE_URL must name its user when DATABASE_OWNER_URL is set'],
      [{ DATABASE_URL: server, DATABASE_OWNER_URL: 'postgres://portal_server:x@db.example/portal' }, 'DATABASE_OWNER_URL must name another user than DATABASE_URL'],
      [{ DATABASE_URL: server, DATABASE_OWNER_URL: 'mysql://portal_owner@db.example/portal' }, 'DATABASE_OWNER_URL must match pattern'],
    ];
    for (const [env, message] of refusals) expect(() => configFromEnv(env), message).toThrow(message);
  });

  it('limits calls per minute, generously by default, and refuses a limit of nothing', () => {
    expect(configFromEnv({}).rateLimits).toEqual({ perUser: 600, perAddress: 3_000, exports: 10, uploads: 60 });
    expect(configFromEnv({ RATE_LIMIT_PER_USER: '1200', RATE_LIMIT_EXPORTS: '2' }).rateLimits).toMatchObject({ perUser: 1200, exports: 2 });
    expect(() => configFromEnv({ RATE_LIMIT_PER_ADDRESS: '0', RATE_LIMIT_UPLOADS: 'many' })).toThrow(/RATE_LIMIT_PER_ADDRESS.*RATE_LIMIT_UPLOADS/);
  });

  it('treats an empty variable as unset', () => {
    expect(configFromEnv({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({ databaseUrl: undefined, smtpUrl: undefined });
  });
});
