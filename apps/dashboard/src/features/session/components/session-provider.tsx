import { type ReactNode, useEffect } from 'react';
import type { SessionStore } from '../lib/session-store.ts';
import { SessionContext } from './session-context.ts';

/** Provides the session and keeps it in step with other tabs (SPEC §4). */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      store.handleStorageEvent(event.key, event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  return <SessionContext value={store}>{children}</SessionContext>;
}
