import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What the built page carries where the server writes each answer's nonce (vite's html.cspNonce). */
export const NONCE_PLACEHOLDER = 'CSP_NONCE';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The CSP nonce of one answer: made on first use, the same for its header and its page. The page
 * hands it on (meta csp-nonce) to what adds styles at run time: emotion, notistack, vite's preloads.
 */
export function cspNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(18).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** Helmet's settings for every answer; only the Content-Security-Policy differs between pages and the API. */
const COMMON: HelmetOptions = {
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
};

const PAGE_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: Error) => void) => void;

/** The headers a helmet middleware sets, read once from a response that only records them. */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)), removeHeader: () => {} };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every answer (helmet): a strict Content-Security-Policy (scripts and styles
 * only from this origin or carrying this answer's nonce, so no injected inline script or style
 * runs; no framing), nosniff, no referrer, and `no-store` on every API answer, since most carry
 * personal data. An API answer is data, never a page, so its policy allows nothing at all and is
 * the same on every answer: its headers are computed once at start, not per call (issue 9).
 * The page policy carries a new nonce per answer, from one helmet middleware built at start.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res)}'`;
  const pagePolicy: HelmetOptions['contentSecurityPolicy'] = { useDefaults: false, directives: { ...PAGE_DIRECTIVES, scriptSrc: ["'self'", nonce], styleSrc: ["'self'", nonce] } };
  const apiPolicy: HelmetOptions['contentSecurityPolicy'] = { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } };
  const pageHeaders = helmet({ ...COMMON, contentSecurityPolicy: pagePolicy }) as Middleware;
  const apiHeaders = {
    ...headersOf(helmet({ ...COMMON, contentSecurityPolicy: apiPolicy }) as Middleware),
    'cache-control': 'no-store',
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      reply.headers(apiHeaders);
      done();
    } else {
      pageHeaders(request.raw, reply.raw, done);
    }
  });
}
