import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ConnectionSnapshot,
  createConnectionMonitor,
  HEALTH_CHECK_INTERVAL_MS,
  RESTORED_BANNER_MS,
  RETRY_RESTORED_BANNER_MS,
} from '../src/index.ts';

// The monitor's timers are injected; vitest's fake timers provide them so 30 s intervals
// and 3 s banners run instantly and exactly.

class FakeWindow extends EventTarget {
  navigator = { onLine: true };
  goOffline() {
    this.navigator.onLine = false;
    this.dispatchEvent(new Event('offline'));
  }
  goOnline() {
    this.navigator.onLine = true;
    this.dispatchEvent(new Event('online'));
  }
}

function setup(initialHealth = true) {
  const win = new FakeWindow();
  let healthy = initialHealth;
  const checkHealth = vi.fn(() => Promise.resolve(healthy));
  const monitor = createConnectionMonitor({
    checkHealth,
    eventSource: win,
    setInterval: (h, ms) => setInterval(h, ms),
    clearInterval: (id) => clearInterval(id),
    setTimeout: (h, ms) => setTimeout(h, ms),
    clearTimeout: (id) => clearTimeout(id),
  });
  const snapshots: ConnectionSnapshot[] = [];
  monitor.subscribe(() => snapshots.push(monitor.getSnapshot()));
  return {
    win,
    monitor,
    checkHealth,
    snapshots,
    setHealthy: (value: boolean) => {
      healthy = value;
    },
  };
}

const hidden = { banner: 'hidden', message: null };
const lost = { status: 'offline', banner: 'lost', message: 'Connection lost' };
const restored = { status: 'online', banner: 'restored', message: 'Connection restored' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connection monitor (SPEC §4 connection banner)', () => {
  it('checks health on start and every 30 s', async () => {
    const { monitor, checkHealth } = setup();
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(checkHealth).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS - 1);
    expect(checkHealth).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checkHealth).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);
    expect(checkHealth).toHaveBeenCalledTimes(3);
    expect(HEALTH_CHECK_INTERVAL_MS).toBe(30_000);
    monitor.stop();
  });

  it("shows 'Connection lost' on the browser's offline event until the connection returns", async () => {
    const { win, monitor, setHealthy } = setup();
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);

    setHealthy(false);
    win.goOffline();
    expect(monitor.getSnapshot()).toMatchObject(lost);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(monitor.getSnapshot()).toMatchObject({ banner: 'lost' });
    monitor.stop();
  });

  it("shows 'Connection restored' on the online event and hides it after 3 s", async () => {
    const { win, monitor } = setup();
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    win.goOffline();

    win.goOnline();
    expect(monitor.getSnapshot()).toMatchObject(restored);
    await vi.advanceTimersByTimeAsync(RESTORED_BANNER_MS - 1);
    expect(monitor.getSnapshot()).toMatchObject({ banner: 'restored' });
    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.getSnapshot()).toMatchObject({ status: 'online', ...hidden });
    expect(RESTORED_BANNER_MS).toBe(3000);
    monitor.stop();
  });

  it('goes offline with the banner when a check fails while the browser claims online', async () => {
    const { monitor, setHealthy } = setup();
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getSnapshot()).toMatchObject({ status: 'online', ...hidden });

    setHealthy(false);
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);
    expect(monitor.getSnapshot()).toMatchObject(lost);
    monitor.stop();
  });

  it('hides the banner and goes online when a later check succeeds', async () => {
    const { monitor, setHealthy } = setup(false);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getSnapshot()).toMatchObject(lost);

    setHealthy(true);
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);
    expect(monitor.getSnapshot()).toMatchObject({ status: 'online', ...hidden });
    monitor.stop();
  });

  it('leaves the state to the offline event when a check fails while the browser is offline', async () => {
    const { win, monitor, setHealthy, snapshots } = setup();
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    win.goOffline();
    const before = snapshots.length;
    setHealthy(false);
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);
    expect(snapshots.length).toBe(before);
    expect(monitor.getSnapshot()).toMatchObject(lost);
    monitor.stop();
  });

  it('retry shows retrying while it checks; success goes online and hides the banner after 2 s', async () => {
    const { monitor, setHealthy, checkHealth } = setup(false);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    setHealthy(true);

    const result = monitor.retry();
    expect(monitor.getSnapshot()).toMatchObject({ ...lost, retrying: true });
    // A second click while the check runs does not start another one.
    void monitor.retry();
    await expect(result).resolves.toBe(true);
    expect(checkHealth).toHaveBeenCalledTimes(2);

    expect(monitor.getSnapshot()).toMatchObject({ ...restored, retrying: false });
    await vi.advanceTimersByTimeAsync(RETRY_RESTORED_BANNER_MS - 1);
    expect(monitor.getSnapshot()).toMatchObject({ banner: 'restored' });
    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.getSnapshot()).toMatchObject({ status: 'online', ...hidden });
    expect(RETRY_RESTORED_BANNER_MS).toBe(2000);
    monitor.stop();
  });

  it('retry that fails stays offline with the banner', async () => {
    const { monitor } = setup(false);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);

    await expect(monitor.retry()).resolves.toBe(false);
    expect(monitor.getSnapshot()).toMatchObject({ ...lost, retrying: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(monitor.getSnapshot()).toMatchObject(lost);
    monitor.stop();
  });

  it('treats a health check that throws as a failure', async () => {
    const monitor = createConnectionMonitor({
      checkHealth: () => Promise.reject(new Error('boom')),
      isBrowserOnline: () => true,
    });
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getSnapshot()).toMatchObject(lost);
    monitor.stop();
  });

  it('keeps the same snapshot object until something visible changes', async () => {
    const { monitor } = setup();
    const first = monitor.getSnapshot();
    monitor.start();
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS * 2);
    expect(monitor.getSnapshot()).toBe(first);
    monitor.stop();
  });

  it('stops listening and checking after stop()', async () => {
    const { win, monitor, checkHealth } = setup();
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    monitor.stop();
    win.goOffline();
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS * 3);
    expect(checkHealth).toHaveBeenCalledTimes(1);
    expect(monitor.getSnapshot()).toMatchObject({ status: 'online', ...hidden });
  });

  it('ignores a check that was already running when the browser went offline', async () => {
    const win = new FakeWindow();
    let finish: (ok: boolean) => void = () => {};
    const monitor = createConnectionMonitor({
      checkHealth: () => new Promise<boolean>((resolve) => (finish = resolve)),
      eventSource: win,
    });
    monitor.start();
    win.goOffline();
    finish(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getSnapshot()).toMatchObject(lost);
    monitor.stop();
  });

  it('starts offline with the banner when the browser is offline at load', () => {
    const win = new FakeWindow();
    win.navigator.onLine = false;
    const monitor = createConnectionMonitor({ checkHealth: async () => false, eventSource: win });
    expect(monitor.getSnapshot()).toMatchObject(lost);
  });
});
