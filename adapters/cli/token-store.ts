import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { SessionStorePort } from '../../core/session/session-store.port.ts';
import type { Session } from '../../core/session/session.ts';

/** Where the CLI keeps its session: $HSP_HOME, else ~/.config/hsp. */
export function hspHome(env: NodeJS.ProcessEnv = process.env): string {
  return env.HSP_HOME && env.HSP_HOME !== '' ? env.HSP_HOME : join(homedir(), '.config', 'hsp');
}

/**
 * SessionStorePort on one JSON file (the token and the user it belongs to, as the portal keeps
 * them in local storage). The token is a password for 12 hours, so the file is readable by its
 * owner only (0600, in a 0700 folder) and is deleted on logout or when the server calls it invalid.
 */
export class FileSessionStore implements SessionStorePort {
  readonly path: string;
  private expired = false;

  constructor(private readonly dir: string) {
    this.path = join(dir, 'token');
  }

  load(): Session | undefined {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch {
      return undefined;
    }
    try {
      const session = JSON.parse(text) as Session;
      return typeof session?.accessToken === 'string' && session.user ? session : undefined;
    } catch {
      return undefined;
    }
  }

  save(session: Session): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    writeFileSync(this.path, JSON.stringify(session), { mode: 0o600 });
    // writeFileSync's mode applies only to a new file; an older file keeps whatever it had.
    chmodSync(this.path, 0o600);
  }

  clear(): void {
    rmSync(this.path, { force: true });
  }

  markExpired(): void {
    this.expired = true;
  }

  takeExpired(): boolean {
    const was = this.expired;
    this.expired = false;
    return was;
  }

  storedRoleName(): string | undefined {
    return this.load()?.user.role;
  }
}
