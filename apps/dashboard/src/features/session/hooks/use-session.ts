import { useContext, useSyncExternalStore } from 'react';
import { SessionContext } from '../components/session-context.ts';
import type { SessionState, SessionStore } from '../lib/session-store.ts';

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used within a SessionProvider');
  return store;
}

/** The current session state, re-rendering on every change. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
