import { useEffect, useState, type ReactNode } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { SessionMessage } from '../../core/session/messages.ts';
import { AppTokens } from './app.di-tokens.ts';
import { useContainer } from './container-context.tsx';
import type { ViewModelPrefetch } from './view-model-prefetch.ts';

type Resolution<T> = { kind: 'loading' } | { kind: 'ready'; vm: T } | { kind: 'failed' };

/**
 * The one way a screen gets its view-model: a fresh one from the container for this mount, handed
 * to `children`. Nothing shows while it is made (its classes may still be on their way, the first
 * time a signed-in screen opens); if they cannot arrive, the screen says 'Something went wrong.
 * Please try again later'. Resolved in an effect rather than by suspending, so a screen renders the
 * same way in a browser and under testing-library's act(). A view-model made ahead for this screen
 * (the landing list's, made when sign-in answered) is adopted instead of making another.
 */
export function WithViewModel<T>({ id, children }: { id: ServiceIdentifier<T>; children: (vm: T) => ReactNode }) {
  const container = useContainer();
  const [resolution, setResolution] = useState<Resolution<T>>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    const prefetched = container.isBound(AppTokens.viewModelPrefetch) ? container.get<ViewModelPrefetch>(AppTokens.viewModelPrefetch).take(id) : undefined;
    (prefetched ?? container.getAsync<T>(id)).then(
      (vm) => live && setResolution({ kind: 'ready', vm }),
      () => live && setResolution({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [container, id]);
  if (resolution.kind === 'failed') return <p role="alert">{SessionMessage.generic}</p>;
  return resolution.kind === 'ready' ? children(resolution.vm) : null;
}
