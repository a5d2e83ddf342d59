import { createContext, useContext, useState, type ReactNode } from 'react';
import type { SessionRoot } from '../session-root.ts';

const SessionRootContext = createContext<SessionRoot | null>(null);

/** Makes the light composition root (ui/session-root.ts) reachable from views. */
export function SessionRootProvider({ root, children }: { root: SessionRoot; children: ReactNode }) {
  return <SessionRootContext.Provider value={root}>{children}</SessionRootContext.Provider>;
}

/** The session root: the session, navigation, toasts and the open pages' view-models. */
export function useSessionRoot(): SessionRoot {
  const root = useContext(SessionRootContext);
  if (!root) throw new Error('SessionRootProvider is missing');
  return root;
}

/** An open page's view-model for this mount: made once by the session root, kept for the component's life. */
export function useRootViewModel<T>(make: (root: SessionRoot) => T): T {
  const root = useSessionRoot();
  const [vm] = useState(() => make(root));
  return vm;
}
