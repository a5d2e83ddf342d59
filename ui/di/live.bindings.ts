import type { Container } from 'inversify';
import { browserLive, EventSourceLiveFeed } from '../../adapters/browser/live-feed.event-source.ts';
import type { HttpConfig } from '../../adapters/http/http-config.ts';
import type { LiveFeedPort } from '../../core/live/live-change.ts';
import type { CurrentSession } from '../session/current-session.ts';
import { AppTokens } from './app.di-tokens.ts';
import type { ContainerOptions } from './container-options.ts';
import { LiveTokens } from './live.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

/**
 * Where the live stream is: beside the services on the reference server (/api/live when the
 * provider service is /api/provider). A backend that has no stream refuses it, and lists stay as
 * they are until reloaded.
 */
export function liveUrlOf(config: HttpConfig): string {
  return `${config.baseUrls.provider.replace(/\/[^/]+\/?$/, '')}/live`;
}

/** One live feed for the whole portal: one stream, however many lists listen. */
export function bindLive(c: Container, options: ContainerOptions): void {
  c.bind<LiveFeedPort>(LiveTokens.feed)
    .toDynamicValue(
      (ctx) =>
        new EventSourceLiveFeed(liveUrlOf(ctx.get<HttpConfig>(AppTokens.httpConfig)), ctx.get<CurrentSession>(SessionTokens.currentSession), browserLive(options.fetch)),
    )
    .inSingletonScope();
}
