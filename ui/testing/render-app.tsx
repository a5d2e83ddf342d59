import { configure, render } from '@testing-library/react';
import { defaultHttpConfig } from '../../adapters/http/http-config.ts';
import { LocalStorageSessionStore } from '../../adapters/browser/session-store.local-storage.ts';
import type { Session } from '../../core/session/session.ts';
import type { components } from '../../openapi/generated/provider.ts';
import { App } from '../app/app.tsx';
import { buildContainer } from '../container.ts';
import { fakeApi, type FakeHandler } from './fake-api.ts';
import { setViewport } from './match-media.ts';

// Screens load as lazy chunks; on a busy two-core machine the first load of a chunk can take seconds.
configure({ asyncUtilTimeout: 40_000 });

/**
 * The whole portal as main.tsx builds it (the real container, adapters and routes), started at
 * `path`, talking to a fake API, optionally with a stored session.
 */
export function renderApp(path: string, handlers: Record<string, FakeHandler>, options: { session?: Session; width?: number; expired?: boolean } = {}) {
  // What ui/index.html gives the real page.
  document.documentElement.lang = 'en';
  document.title = 'Provider Portal';
  localStorage.clear();
  sessionStorage.clear();
  setViewport(options.width ?? 1280);
  const store = new LocalStorageSessionStore(localStorage);
  if (options.session) store.save(options.session);
  if (options.expired) store.markExpired();
  window.history.replaceState(null, '', path);
  const api = fakeApi(handlers);
  const container = buildContainer({ fetch: api.fetch, httpConfig: defaultHttpConfig('http://portal.test') });
  const view = render(<App container={container} />);
  return { ...view, api, store, container };
}

/** The ProfileDetails answer for a session that is still current, shaped by the contract. */
export function currentProfile(session: Session): FakeHandler {
  const body: components['schemas']['ProfileDetailsResponse'] = {
    isSuccess: true,
    userProfile: { userDetails: session.user, hospDetails: session.hosp, validServices: session.validServices },
  };
  return () => ({ status: 200, body });
}
