import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig, parseAccessLog, type Served, type Upstream } from './nginx-config.ts';

const NGINX = [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((p) => p && existsSync(p)) ?? 'nginx';

export interface NginxBalancer {
  url: string;
  /** Rewrites the upstreams and reloads: streams already open stay on the old workers until they end. */
  reroute(upstreams: readonly Upstream[]): Promise<void>;
  /** Every call logged so far. */
  served(): Served[];
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Debian's nginx (`.ci/run` installs it) with deploy/nginx.conf, in the foreground, with its own
 * prefix, pid file and logs in a temporary folder, on a free port of 127.0.0.1.
 */
export async function startNginx(upstreams: readonly Upstream[]): Promise<NginxBalancer> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  // Run as root, nginx's workers drop to `nobody`, who must reach the temporary folders inside.
  chmodSync(dir, 0o755);
  const listenPort = await freePort();
  const conf = join(dir, 'nginx.conf');
  const write = (u: readonly Upstream[]) => writeFileSync(conf, nginxConfig({ upstreams: u, listenPort, dir }));
  write(upstreams);
  const nginx: ChildProcess = spawn(NGINX, ['-p', `${dir}/`, '-e', `${dir}/error.log`, '-c', conf, '-g', `daemon off; pid ${dir}/nginx.pid;`], { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  const ended = new Promise<void>((resolve) => nginx.once('exit', () => ((exited = true), resolve())));
  const errors = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');

  for (let i = 0; ; i++) {
    if (exited) throw new Error(`nginx did not start: ${errors()}`);
    const open = await new Promise<boolean>((resolve) => connect(listenPort, '127.0.0.1').once('connect', function (this: import('node:net').Socket) { this.destroy(); resolve(true); }).once('error', () => resolve(false)));
    if (open) break;
    if (i > 200) throw new Error(`nginx is not listening after 20 s: ${errors()}`);
    await pause(100);
  }
  const url = `http://127.0.0.1:${listenPort}`;
  const served = () => (existsSync(join(dir, 'access.log')) ? parseAccessLog(readFileSync(join(dir, 'access.log'), 'utf8')) : []);

  return {
    url,
    served,
    async reroute(next) {
      write(next);
      nginx.kill('SIGHUP');
      // The reload is done when a probe lands where the new configuration sends it.
      const ports = new Set(next.filter((u) => !u.down).map((u) => u.port));
      for (let i = 0; ; i++) {
        const id = `reload-probe-${i}-${Date.now()}`;
        await fetch(`${url}/livez`, { headers: { 'x-request-id': id } });
        const line = served().find((s) => s.requestId === id);
        if (line && ports.has(line.port)) return;
        if (i > 100) throw new Error(`nginx did not take the new configuration: ${errors()}`);
        await pause(100);
      }
    },
    async close() {
      if (!exited) nginx.kill('SIGTERM');
      await ended;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
