import { useSyncExternalStore } from 'react';
import type { ReadableStore } from '../observable.ts';

/** Subscribes a component to a chat-core store. */
export function useStore<S>(store: ReadableStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
