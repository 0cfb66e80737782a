// A WebSocket client for tests that collects frames and waits for the one a test expects.
import type { ServerMessage } from '@lisa/contracts/realtime';
import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  frames: ServerMessage[];
  send(frame: unknown): void;
  /** Resolves with the first frame (already received or future) that matches. */
  next(predicate: (frame: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export async function connect(
  url: string,
  options: { autoPong?: boolean; origin?: string } = {},
): Promise<TestSocket> {
  const socket = new WebSocket(url, {
    autoPong: options.autoPong ?? true,
    ...(options.origin ? { origin: options.origin } : {}),
  });
  const frames: ServerMessage[] = [];
  const waiters: {
    predicate: (f: ServerMessage) => boolean;
    resolve: (f: ServerMessage) => void;
  }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ServerMessage;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    closed,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(predicate, timeoutMs = 5000) {
      const seen = frames.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching frame in time')), timeoutMs);
        waiters.push({
          predicate,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    },
    close: () => socket.close(),
  };
}
