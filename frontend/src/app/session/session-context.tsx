import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { SessionClient } from './session-client.ts';
import type { SessionUser } from './user-config-cookie.ts';

const SessionContext = createContext<SessionClient | null>(null);

export function SessionProvider({ client, children }: { client: SessionClient; children: ReactNode }) {
  return <SessionContext.Provider value={client}>{children}</SessionContext.Provider>;
}

export function useSessionClient(): SessionClient {
  const client = useContext(SessionContext);
  if (!client) throw new Error('useSessionClient needs a SessionProvider');
  return client;
}

/** The signed-in user; re-renders on sign-in and sign-out. */
export function useSessionUser(): SessionUser | null {
  const client = useSessionClient();
  return useSyncExternalStore(client.subscribe, client.getSnapshot);
}

const noSubscription = () => () => {};
const noUser = () => null;

/** The signed-in user, or null outside a SessionProvider (a kit component rendered on its own, as in its tests). */
export function useOptionalSessionUser(): SessionUser | null {
  const client = useContext(SessionContext);
  return useSyncExternalStore(client?.subscribe ?? noSubscription, client?.getSnapshot ?? noUser);
}
