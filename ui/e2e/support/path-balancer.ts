import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which instance a call went to, as the balancer saw it. */
export interface Routed {
  method: string;
  path: string;
  instance: number;
}

/**
 * A load balancer in front of several instances on one address, so the browser sees one portal.
 * It routes by path (the first rule that matches, else instance 0) and streams both ways, server-
 * sent events included; every call is logged so a test can say which instance served what.
 */
export async function startPathBalancer(targets: readonly string[], route: (method: string, path: string) => number): Promise<{ url: string; log: Routed[]; close(): Promise<void> }> {
  const log: Routed[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const instance = route(incoming.method ?? 'GET', path);
    log.push({ method: incoming.method ?? 'GET', path, instance });
    const target = new URL(path, targets[instance]);
    const forward = request(target, { method: incoming.method, headers: { ...incoming.headers, host: target.host } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', () => outgoing.destroy());
    outgoing.on('close', () => forward.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
