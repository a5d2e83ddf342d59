import { createContext, useContext, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

/** Makes the composition root's container reachable from views. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The container of the nearest ContainerProvider. */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing');
  return container;
}

/** A service bound in the container (the same instance for singletons). View-models come through WithViewModel. */
export function useInjection<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get<T>(id);
}
