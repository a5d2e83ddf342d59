import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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

/**
 * Security headers on every answer (helmet): a strict Content-Security-Policy (scripts and styles
 * only from this origin or carrying this answer's nonce, so no injected inline script or style
 * runs; no framing), nosniff, no referrer, and `no-store` on every API answer, since most carry
 * personal data.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${cspNonce(res as ServerResponse)}'`;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        scriptSrc: ["'self'", nonce],
        styleSrc: ["'self'", nonce],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
