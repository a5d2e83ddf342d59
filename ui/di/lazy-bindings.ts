/** Binds a screen's services into the container on first use; every call answers the same promise. */
export type BindingsLoader = () => Promise<void>;

/**
 * A loader for bindings that live in their own chunk, so a screen's view-models and adapters are
 * downloaded with the screen rather than with /login. The composition root still decides every
 * binding; only the moment they are made is deferred. A failed load (a network blip fetching the
 * chunk) may be tried again.
 */
export function lazyBindings(load: () => Promise<unknown>): BindingsLoader {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= load().then(
      () => undefined,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
