// The smallest external store React's useSyncExternalStore (or any framework) can read.

export type Listener = () => void;

export interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: Listener): () => void;
}

export function createObservable<S>(initial: S) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setState(update: (previous: S) => S) {
      const next = update(state);
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}
