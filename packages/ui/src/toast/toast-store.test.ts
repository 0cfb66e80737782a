import { describe, expect, it } from 'vitest';
import {
  createToastStore,
  HTML_WARNING_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
} from './toast-store.ts';

function fakeTimers() {
  let now = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout: (fn: () => void, ms: number) => {
      const handle = nextHandle++;
      pending.set(handle, { at: now + ms, fn });
      return handle;
    },
    clearTimeout: (handle: unknown) => {
      pending.delete(handle as number);
    },
    advance(ms: number) {
      now += ms;
      for (const [handle, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(handle);
          timer.fn();
        }
      }
    },
  };
}

describe('toast store', () => {
  it('closes a toast after 3000 ms by default', () => {
    const timers = fakeTimers();
    const store = createToastStore(timers);
    store.show('Saved');
    expect(store.getSnapshot()).toHaveLength(1);
    timers.advance(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    timers.advance(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps an 8 s toast for 8 s', () => {
    const timers = fakeTimers();
    const store = createToastStore(timers);
    store.show('Server is returning HTML', { durationMs: HTML_WARNING_TOAST_DURATION_MS });
    timers.advance(7999);
    expect(store.getSnapshot()).toHaveLength(1);
    timers.advance(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('dismisses one toast early and notifies listeners', () => {
    const timers = fakeTimers();
    const store = createToastStore(timers);
    let notified = 0;
    store.subscribe(() => {
      notified++;
    });
    const first = store.show('One', { variant: 'error' });
    store.show('Two');
    store.dismiss(first);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Two']);
    expect(notified).toBe(3);
  });
});
