import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a balancer or client may hand in: short, and only characters that are safe in a log line and a header. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request: the incoming X-Request-Id when it is acceptable (so one id follows a call
 * through the balancer and this server's log), otherwise a new one. It is echoed in the answer.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
}
