// Runs ingestFile in a worker thread (ingest-worker.ts), one file at a time, so the
// background job's parsing never holds the API's event loop. The worker starts when a file
// comes and stops when none is left (no thread idles between uploads); if it cannot start,
// the file is parsed on this thread instead: slower for everyone meanwhile, never lost.
import { Worker } from 'node:worker_threads';
import {
  IngestError,
  type IngestErrorCode,
  type IngestedSource,
  ingestFile,
} from '@lisa/agent/ingest';

export interface FileToIngest {
  fileName: string;
  data: Uint8Array;
  mimeType?: string;
  title?: string;
}

type Reply = {
  id: number;
  source?: IngestedSource;
  error?: { code: IngestErrorCode; message: string };
};

function workerUrl(): URL {
  // Bundled: dist/main.js beside dist/ingest-worker.js. From source (tests, tsx): a small
  // .mjs that registers tsx and imports the .ts worker.
  return import.meta.url.endsWith('.ts')
    ? new URL('./ingest-worker-dev.mjs', import.meta.url)
    : new URL('./ingest-worker.js', import.meta.url);
}

export function createIngestThread() {
  let worker: Worker | null = null;
  let broken = false;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (s: IngestedSource) => void; reject: (e: unknown) => void }
  >();
  let chain: Promise<unknown> = Promise.resolve();
  let inFlight = 0;

  function start(): Worker | null {
    if (worker || broken) return worker;
    try {
      const w = new Worker(workerUrl());
      w.unref();
      w.on('message', (reply: Reply) => {
        const pending = waiting.get(reply.id);
        if (!pending) return;
        waiting.delete(reply.id);
        if (reply.source) pending.resolve(reply.source);
        else
          pending.reject(
            new IngestError(
              reply.error?.code ?? 'parse-failed',
              reply.error?.message ?? 'The file could not be read',
            ),
          );
      });
      const fail = (error: unknown) => {
        worker = null;
        for (const [, pending] of waiting) pending.reject(error);
        waiting.clear();
      };
      w.on('error', fail);
      w.on('exit', (code) => {
        if (code !== 0) fail(new Error(`ingest worker exited with ${code}`));
        worker = null;
      });
      worker = w;
    } catch {
      broken = true;
    }
    return worker;
  }

  async function run(file: FileToIngest): Promise<IngestedSource> {
    const w = start();
    if (!w) return ingestFile(file);
    const id = ++nextId;
    try {
      return await new Promise<IngestedSource>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        w.postMessage({ id, ...file });
      });
    } catch (error) {
      if (error instanceof IngestError) throw error;
      // The thread itself failed (could not load, crashed): parse here from now on.
      broken = true;
      return ingestFile(file);
    }
  }

  return {
    /** Parses one file off the main thread (files queue behind each other). */
    ingest(file: FileToIngest): Promise<IngestedSource> {
      inFlight += 1;
      const result = chain.then(() => run(file));
      chain = result
        .catch(() => undefined)
        .then(async () => {
          inFlight -= 1;
          if (inFlight === 0 && worker) {
            const idle = worker;
            worker = null;
            await idle.terminate();
          }
        });
      return result;
    },
    async close(): Promise<void> {
      await worker?.terminate();
      worker = null;
    },
  };
}
