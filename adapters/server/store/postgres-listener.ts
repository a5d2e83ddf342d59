import pg from 'pg';
import type { ListenHandlers } from './db.ts';

/** How long a dropped listening connection waits before it is opened again. */
export const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own, outside the pools: a pooled client goes back to the pool and
 * stops hearing. When the connection drops (a restart, an administrator), it is opened again after
 * a short wait, and `resumed` tells the caller that notifications may have been missed meanwhile.
 * Channel names are the server's own constants, never input, and are quoted as identifiers anyway.
 */
export async function listenOnOwnConnection(connectionString: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const open = async (isResume: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    next.on('error', () => reopen());
    next.on('end', () => reopen());
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) return void (await next.end().catch(() => {}));
    client = next;
    if (isResume) handlers.resumed?.();
  };

  const reopen = () => {
    if (stopped || retry) return;
    const dropped = client;
    client = undefined;
    dropped?.removeAllListeners().on('error', () => {});
    void dropped?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      open(true).catch(() => reopen());
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };

  await open(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    last?.removeAllListeners().on('error', () => {});
    await last?.end().catch(() => {});
  };
}
