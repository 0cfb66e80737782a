// A worker thread that parses and chunks an uploaded file (knowledge-ingest.ts runs the
// background job's files here): a 100-page PDF takes seconds of CPU, which on the main
// thread would hold every request of the API meanwhile.
import { parentPort } from 'node:worker_threads';
import { IngestError, ingestFile } from '@lisa/agent/ingest';

parentPort?.on(
  'message',
  async (message: {
    id: number;
    fileName: string;
    data: Uint8Array;
    mimeType?: string;
    title?: string;
  }) => {
    try {
      const source = await ingestFile({
        fileName: message.fileName,
        data: message.data,
        ...(message.mimeType ? { mimeType: message.mimeType } : {}),
        ...(message.title ? { title: message.title } : {}),
      });
      parentPort?.postMessage({ id: message.id, source });
    } catch (error) {
      parentPort?.postMessage({
        id: message.id,
        error:
          error instanceof IngestError
            ? { code: error.code, message: error.message }
            : {
                code: 'parse-failed',
                message: error instanceof Error ? error.message : String(error),
              },
      });
    }
  },
);
