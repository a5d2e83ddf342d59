import { readFileSync } from 'node:fs';

/** The shipped configuration (deploy/nginx.conf), which the test runs as operators would, not a copy of it. */
export const NGINX_TEMPLATE = new URL('../../../deploy/nginx.conf', import.meta.url);

export interface Upstream {
  port: number;
  /** Out of rotation (`down`), as an operator takes an instance out before stopping it. */
  down?: boolean;
}

/**
 * The template with this machine's ports and a folder of its own for the logs. Each substitution
 * must find its line: a template that changed shape fails here, not in a puzzling journey.
 */
export function nginxConfig(options: { upstreams: readonly Upstream[]; listenPort: number; dir: string }): string {
  let text = readFileSync(NGINX_TEMPLATE, 'utf8');
  const replace = (pattern: RegExp, by: (...groups: string[]) => string, times = 1) => {
    const found = text.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
    if (found !== times) throw new Error(`deploy/nginx.conf: expected ${times} line(s) matching ${pattern}, found ${found}`);
    let i = 0;
    text = text.replace(new RegExp(pattern.source, 'gm'), (_m, ...groups: string[]) => by(String(i++), ...groups));
  };
  replace(/^(\s*)server 127\.0\.0\.1:\d+ ([^;]*);$/, (i, indent, rest) => {
    const u = options.upstreams[Number(i)];
    return `${indent}server 127.0.0.1:${u.port} ${rest}${u.down ? ' down' : ''};`;
  }, options.upstreams.length);
  replace(/^(\s*)listen \d+;$/, (_i, indent) => `${indent}listen 127.0.0.1:${options.listenPort};`);
  replace(/^error_log \S+/, () => `error_log ${options.dir}/error.log`);
  replace(/^(\s*)access_log \S+/, (_i, indent) => `${indent}access_log ${options.dir}/access.log`);
  return text;
}

/** One line of the access log, in the template's `portal` format. */
export interface Served {
  method: string;
  path: string;
  status: number;
  /** The upstream port that answered last (a retried call names every one it tried). */
  port: number;
  requestId: string;
}

const LINE = /"(\S+) (\S+) HTTP\/[\d.]+" (\d+) \d+ upstream=(\S+(?:, \S+)*) request_id=(\S+)/;

export function parseAccessLog(text: string): Served[] {
  return text.split('\n').flatMap((line) => {
    const m = LINE.exec(line);
    if (!m) return [];
    const port = Number(m[4].split(', ').at(-1)!.split(':').at(-1));
    return [{ method: m[1], path: m[2].split('?')[0], status: Number(m[3]), port, requestId: m[5] }];
  });
}
