// The ingest worker from source (tests, `pnpm dev`, benches): tsx compiles the TypeScript
// worker on the fly. The build runs dist/ingest-worker.js directly.
import { register } from 'tsx/esm/api';

register();
await import('./ingest-worker.ts');
