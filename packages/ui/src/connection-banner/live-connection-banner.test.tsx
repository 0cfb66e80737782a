// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveConnectionBanner } from './live-connection-banner.tsx';
import type { ConnectionBannerSnapshot, ConnectionMonitorLike } from './use-connection-monitor.ts';

// React only flushes act() updates synchronously when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const HIDDEN: ConnectionBannerSnapshot = { banner: 'hidden', message: null, retrying: false };
const LOST: ConnectionBannerSnapshot = {
  banner: 'lost',
  message: 'Connection lost',
  retrying: false,
};
const RESTORED: ConnectionBannerSnapshot = {
  banner: 'restored',
  message: 'Connection restored',
  retrying: false,
};

/** A monitor the test drives by hand; it records what the component asked of it. */
function fakeMonitor(initial: ConnectionBannerSnapshot = HIDDEN) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const calls = { start: 0, stop: 0, retry: 0 };
  const monitor: ConnectionMonitorLike = {
    start: () => {
      calls.start += 1;
    },
    stop: () => {
      calls.stop += 1;
    },
    retry: async () => {
      calls.retry += 1;
      return true;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
  const emit = (next: ConnectionBannerSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  return { monitor, calls, emit, listenerCount: () => listeners.size };
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const render = (monitor: ConnectionMonitorLike, retryLabel?: string) =>
  act(() =>
    root.render(<LiveConnectionBanner monitor={monitor} {...(retryLabel ? { retryLabel } : {})} />),
  );
const banner = () => container.querySelector<HTMLElement>('[data-state]');
const retryButton = () => container.querySelector<HTMLButtonElement>('button');

describe('LiveConnectionBanner', () => {
  it('starts the monitor on mount, draws nothing while hidden, and stops it on unmount', () => {
    const fake = fakeMonitor();
    render(fake.monitor);
    expect(fake.calls).toEqual({ start: 1, stop: 0, retry: 0 });
    expect(fake.listenerCount()).toBe(1);
    expect(container.innerHTML).toBe('');

    act(() => root.unmount());
    expect(fake.calls.stop).toBe(1);
    expect(fake.listenerCount()).toBe(0);
    root = createRoot(container);
  });

  it('shows the lost alert with Retry, and Retry asks the monitor to check', () => {
    const fake = fakeMonitor();
    render(fake.monitor);
    act(() => fake.emit(LOST));
    expect(banner()?.getAttribute('role')).toBe('alert');
    expect(banner()?.dataset.state).toBe('lost');
    expect(banner()?.textContent).toContain('Connection lost');

    act(() => retryButton()?.click());
    expect(fake.calls.retry).toBe(1);
  });

  it('disables Retry and shows a spinner while a retry runs', () => {
    const fake = fakeMonitor(LOST);
    render(fake.monitor);
    expect(retryButton()?.disabled).toBe(false);
    act(() => fake.emit({ ...LOST, retrying: true }));
    expect(retryButton()?.disabled).toBe(true);
    expect(
      container.querySelector('[role="status"][aria-label="Checking connection"]'),
    ).not.toBeNull();
  });

  it('shows the restored status without a button, then nothing once hidden', () => {
    const fake = fakeMonitor(LOST);
    render(fake.monitor);
    act(() => fake.emit(RESTORED));
    expect(banner()?.getAttribute('role')).toBe('status');
    expect(banner()?.textContent).toBe('Connection restored');
    expect(retryButton()).toBeNull();
    act(() => fake.emit(HIDDEN));
    expect(container.innerHTML).toBe('');
  });

  it('passes a custom Retry label through', () => {
    const fake = fakeMonitor(LOST);
    render(fake.monitor, 'Try again');
    expect(retryButton()?.textContent).toBe('Try again');
  });

  it('switching to another monitor stops the old one and follows the new one', () => {
    const first = fakeMonitor();
    const second = fakeMonitor(LOST);
    render(first.monitor);
    render(second.monitor);
    expect(first.calls.stop).toBe(1);
    expect(first.listenerCount()).toBe(0);
    expect(second.calls.start).toBe(1);
    expect(banner()?.dataset.state).toBe('lost');
    act(() => first.emit(RESTORED));
    expect(banner()?.dataset.state).toBe('lost');
  });
});
