import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

/** Makes the composition root's container reachable from views. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing');
  return container;
}

/** A service bound in the container (the same instance for singletons). */
export function useInjection<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get<T>(id);
}

/** A view-model for this mount of a screen: resolved once, kept for the component's life. */
export function useViewModel<T>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [vm] = useState(() => container.get<T>(id));
  return vm;
}
