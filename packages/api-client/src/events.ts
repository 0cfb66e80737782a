// A tiny typed event emitter, so apps subscribe without a DOM EventTarget.

export type Listener<T> = (payload: T) => void;

export interface Emitter<Events extends Record<string, unknown>> {
  /** Subscribes and returns the function that unsubscribes. */
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void;
  off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void;
  emit<K extends keyof Events>(event: K, payload: Events[K]): void;
}

export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  const off: Emitter<Events>['off'] = (event, listener) => {
    listeners.get(event)?.delete(listener as Listener<never>);
  };
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as Listener<never>);
      return () => off(event, listener);
    },
    off,
    emit(event, payload) {
      // Copy first so a listener that unsubscribes while being called does not skip others.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        (listener as Listener<Events[typeof event]>)(payload);
      }
    },
  };
}
