import { type Clock, systemClock, type TimerId } from './clock.ts';
import { createObservable, type ReadableStore } from './observable.ts';
import { HERO_SUGGESTIONS } from './texts.ts';

// The hero chat's typing placeholder (SPEC §4, §9): idle -> typing -> ready -> deleting
// -> next suggestion, 60 ms per letter typed, 35 ms per letter deleted, 1 s idle before
// typing, 1.5 s showing the whole suggestion, 400 ms before the next one. Pausing (a
// reply loading, dictation, or once the visitor has sent a message) freezes it and the
// plain placeholder shows; resuming starts the current suggestion again from idle.

export const TYPE_MS_PER_LETTER = 60;
export const DELETE_MS_PER_LETTER = 35;
export const IDLE_PAUSE_MS = 1000;
export const READY_PAUSE_MS = 1500;
export const NEXT_SUGGESTION_MS = 400;

export type RotatorPhase = 'idle' | 'typing' | 'ready' | 'deleting' | 'next' | 'paused';

export interface RotatorState {
  phase: RotatorPhase;
  /** Index into the suggestions list. */
  index: number;
  /** What the placeholder shows now; empty means "use the plain placeholder". */
  text: string;
}

export interface PlaceholderRotator extends ReadableStore<RotatorState> {
  start(): void;
  setPaused(paused: boolean): void;
  stop(): void;
}

export function createPlaceholderRotator(
  options: { suggestions?: readonly string[]; clock?: Clock } = {},
): PlaceholderRotator {
  const suggestions = options.suggestions ?? HERO_SUGGESTIONS;
  const clock = options.clock ?? systemClock;
  const store = createObservable<RotatorState>({ phase: 'idle', index: 0, text: '' });
  let timer: TimerId | null = null;
  let running = false;
  let paused = false;

  const schedule = (ms: number, step: () => void) => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = null;
      step();
    }, ms);
  };
  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const current = () => suggestions[store.getState().index] ?? '';

  const idle = () => {
    store.setState((s) => ({ ...s, phase: 'idle', text: '' }));
    schedule(IDLE_PAUSE_MS, typeLetter);
  };
  const typeLetter = () => {
    const target = current();
    const { text } = store.getState();
    if (text.length >= target.length) {
      store.setState((s) => ({ ...s, phase: 'ready' }));
      schedule(READY_PAUSE_MS, deleteLetter);
      return;
    }
    store.setState((s) => ({ ...s, phase: 'typing', text: target.slice(0, text.length + 1) }));
    schedule(TYPE_MS_PER_LETTER, typeLetter);
  };
  const deleteLetter = () => {
    const { text } = store.getState();
    if (text.length === 0) {
      store.setState((s) => ({ ...s, phase: 'next' }));
      schedule(NEXT_SUGGESTION_MS, () => {
        store.setState((s) => ({ ...s, index: (s.index + 1) % Math.max(1, suggestions.length) }));
        typeLetter();
      });
      return;
    }
    store.setState((s) => ({ ...s, phase: 'deleting', text: text.slice(0, -1) }));
    schedule(DELETE_MS_PER_LETTER, deleteLetter);
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      if (running || suggestions.length === 0) return;
      running = true;
      if (!paused) idle();
    },
    setPaused(next) {
      if (next === paused) return;
      paused = next;
      if (!running) return;
      if (paused) {
        cancel();
        store.setState((s) => ({ ...s, phase: 'paused', text: '' }));
      } else {
        idle();
      }
    },
    stop() {
      running = false;
      cancel();
    },
  };
}
