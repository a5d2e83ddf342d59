import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../deps.ts';
import { authenticate } from '../http/authenticate.ts';
import { changesAfter, prunedTo, REPLAY_LIMIT } from './change-log.ts';
import { LiveHub } from './live-hub.ts';
import { liveFilter } from './live-scope.ts';
import { LiveStream } from './live-stream.ts';
import { LIVE_COOKIE, liveCookieOptions } from './live-cookie.ts';

/** The id of the last event a reconnecting EventSource saw, if it sent a usable one. */
function lastEventId(request: FastifyRequest): number | undefined {
  const value = request.headers['last-event-id'];
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * Live lists (issue 16): GET /api/live streams, as server-sent events, the changes of the requests
 * its user may see; POST /api/live/session hands the browser the cookie that stream is opened with.
 * Both sit beside /readyz, outside openapi/: the contract describes JSON calls of the spec, and
 * a stream of events is none (docs/decisions.md). Their /api/ paths get the API's security headers.
 */
export async function registerLive(app: FastifyInstance, deps: ServerDeps): Promise<() => number> {
  await app.register(cookie);
  const hub = new LiveHub(deps.db);
  await hub.start();
  const streams = new Set<LiveStream>();
  // Open streams never end by themselves; closing the server ends them first.
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.end();
  });
  app.addHook('onClose', async () => hub.stop());

  app.post('/api/live/session', async (request, reply) => {
    const token = request.headers.accesstoken as string | undefined;
    await authenticate(deps.db, token, deps.clock.now());
    const secure = deps.config.publicUrl.startsWith('https:');
    reply.setCookie(LIVE_COOKIE, token!, liveCookieOptions(deps.config.sessionTtlMinutes * 60, secure));
    return reply.status(204).send();
  });

  app.get('/api/live', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[LIVE_COOKIE];
    const auth = await authenticate(deps.db, token, deps.clock.now());
    const filter = await liveFilter(deps.db, auth);
    const resumeAfter = lastEventId(request);

    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      connection: 'keep-alive',
      // A proxy that buffers answers (nginx) would hold the events back.
      'x-accel-buffering': 'no',
    });
    let unsubscribe = () => {};
    let unhear = () => {};
    let timer: NodeJS.Timeout | undefined;
    const stream = new LiveStream(reply.raw, filter, () => {
      unsubscribe();
      unhear();
      clearInterval(timer);
      streams.delete(stream);
    });
    streams.add(stream);
    // Heard from now on; during a replay held back until it is sent.
    unsubscribe = hub.subscribe((change) => stream.offer(change));
    request.raw.on('close', () => stream.end());

    // Signed out, expired or deactivated ends the stream; a change of the user's providers or
    // features changes what it carries from then on.
    const checkSession = () =>
      authenticate(deps.db, token, deps.clock.now())
        .then((current) => liveFilter(deps.db, current))
        .then((next) => stream.rescope(next))
        .then(
          () => true,
          () => (stream.end('ended'), false),
        );
    // At once when a session of the user ended on any instance (another of theirs may go on)...
    unhear = hub.onSessionEnd((userId) => {
      if (userId === undefined || userId === auth.userId) void checkSession();
    });
    // ...and at each heartbeat, for expiry and anything a notice did not carry.
    timer = setInterval(() => void checkSession().then((live) => live && stream.heartbeat()), deps.config.liveHeartbeatMs);
    timer.unref();

    if (resumeAfter === undefined) return stream.replay([]);
    try {
      const missed = await changesAfter(deps.db, resumeAfter, REPLAY_LIMIT + 1);
      const complete = resumeAfter >= (await prunedTo(deps.db)) && missed.length <= REPLAY_LIMIT;
      if (!complete) stream.gap();
      stream.replay(complete ? missed : []);
    } catch {
      stream.end();
    }
  });
  return () => streams.size;
}
