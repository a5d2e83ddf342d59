import type { FastifyInstance } from 'fastify';

/** Bodies of signed uploads (files PUT /upload/{id}) reach the handler as a stream, never buffered whole. */
export function registerBinaryBodies(app: FastifyInstance): void {
  app.addContentTypeParser(['image/png', 'image/jpeg', 'application/pdf', 'application/octet-stream'], (_request, payload, done) => done(null, payload));
}
