import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './api-error.ts';
import { cspNonce, NONCE_PLACEHOLDER } from './security-headers.ts';

/**
 * Serves the built portal. Any other GET that asks for a page gets index.html so the portal's own
 * router shows the screen (or its not-found page); everything else unknown is a JSON 404.
 */
export async function registerPortal(app: FastifyInstance, staticDir: string, options: { demoData: boolean }): Promise<void> {
  const root = resolve(staticDir);
  const hasPortal = existsSync(resolve(root, 'index.html'));
  // The page is read once; each answer gets its own CSP nonce written in. A database with demo
  // users marks the page, so the portal shows it before anyone signs in (ui/app/demo-marker.tsx).
  const built = hasPortal ? readFileSync(resolve(root, 'index.html'), 'utf8') : undefined;
  const page = options.demoData ? built?.replace(/<html\b/, '<html data-demo-data="true"') : built;
  if (hasPortal) {
    // index.html itself only leaves through the handler below, which writes its nonce in.
    // preCompressed: the build wrote a .br and .gz beside each script and style; a client that
    // accepts one gets it as it is (Content-Encoding, Vary: Accept-Encoding), others the plain file.
    // The compressed copies have no route of their own.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      allowedPath: (path) => path !== '/index.html',
    });
    app.addHook('onSend', async (request, reply, payload) => {
      // Hashed assets never change; the page itself must always be fresh.
      if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      return payload;
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && hasPortal) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page!.replaceAll(NONCE_PLACEHOLDER, cspNonce(reply.raw)));
    }
    return reply.status(404).send(errorBody(`No such route: ${request.method} ${request.url.split('?')[0]}`));
  });
}
