import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerMetrics } from './server-metrics.ts';

/**
 * /metrics without a token on a port of its own, bound to the loopback address: for a Prometheus
 * agent on the same host (or a sidecar), never reachable through the balancer.
 */
export async function serveMetricsPort(metrics: ServerMetrics, port: number): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
