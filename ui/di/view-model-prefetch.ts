import type { Container, ServiceIdentifier } from 'inversify';

/** A view-model made (and maybe started) before its screen mounted, waiting to be adopted. */
interface Waiting {
  vm: Promise<unknown>;
  timer: ReturnType<typeof setTimeout>;
}

/** How long a prefetched view-model waits for its screen before it is stopped and dropped. */
const WAIT_MS = 30_000;

/**
 * View-models made ahead of their screen (issue 32: the landing list's code and data load together,
 * not one after the other). The landing prefetch makes the landing screen's view-model as soon as
 * sign-in answers and starts its first list call; the screen's WithViewModel then adopts that one
 * instead of making another. Each is adopted once; one nobody adopts is stopped after WAIT_MS.
 */
export class ViewModelPrefetch {
  private readonly waiting = new Map<ServiceIdentifier, Waiting>();

  constructor(private readonly container: Container) {}

  /** Makes the view-model `id` now and runs `start` on it; `stop` undoes that if no screen adopts it. */
  prefetch<T>(id: ServiceIdentifier<T>, start: (vm: T) => void, stop: (vm: T) => void): void {
    // A second prefetch of the same view-model replaces the first, which is stopped.
    this.take(id)?.then((older) => stop(older as T), () => undefined);
    const vm = this.container.getAsync<T>(id).then((made) => (start(made), made));
    const timer = setTimeout(() => this.take(id)?.then(stop, () => undefined), WAIT_MS);
    const entry: Waiting = { vm, timer };
    this.waiting.set(id, entry);
    // A failed prefetch is forgotten: the screen then makes its own view-model as it always did.
    vm.catch(() => {
      if (this.waiting.get(id) === entry) this.take(id);
    });
  }

  /** The prefetched view-model `id`, once; undefined when there is none. */
  take<T>(id: ServiceIdentifier<T>): Promise<T> | undefined {
    const entry = this.waiting.get(id);
    if (!entry) return undefined;
    this.waiting.delete(id);
    clearTimeout(entry.timer);
    return entry.vm as Promise<T>;
  }
}
