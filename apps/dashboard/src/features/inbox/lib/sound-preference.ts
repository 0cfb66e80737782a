// Whether the waiting alert's beep is muted, kept in localStorage and shared by every
// component in the tab (useSyncExternalStore).
export const MUTED_STORAGE_KEY = 'lisa.inbox.muted';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

export const soundPreference = {
  isMuted(): boolean {
    return storage()?.getItem(MUTED_STORAGE_KEY) === 'true';
  },
  setMuted(muted: boolean): void {
    try {
      if (muted) storage()?.setItem(MUTED_STORAGE_KEY, 'true');
      else storage()?.removeItem(MUTED_STORAGE_KEY);
    } catch {
      // a full or blocked storage: the choice lasts until the page reloads
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
