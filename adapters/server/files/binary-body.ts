import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * The body of a signed upload: the request's byte stream, held privately so the generic input
 * checks (which walk a body's fields) see no fields and never wander into the stream's internals.
 */
export class BinaryBody {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}

/** Bodies of signed uploads (files PUT /upload/{id}) reach the handler as a stream, never buffered whole. */
export function registerBinaryBodies(app: FastifyInstance): void {
  app.addContentTypeParser(['image/png', 'image/jpeg', 'application/pdf', 'application/octet-stream'], (_request, payload, done) => done(null, new BinaryBody(payload)));
}
