// A plain Node consumer of the published tarball: no TypeScript, no workspace, no bundler.
// Usage (after `npm install lisa-api-client-*.tgz` in its folder):
//   node consumer.mjs http://localhost:8000
// Prints one JSON line with what each call returned, and exits 1 if the API looked down.
import {
  checkHealth,
  createApiClient,
  createChatClient,
  createConnectionMonitor,
  createMemoryStorage,
  OfflineError,
} from '@lisa/api-client';

const host = process.argv[2] ?? 'http://localhost:8000';

const healthy = await checkHealth({ host });

const client = createApiClient({ host, storage: createMemoryStorage() });
const online = await client.isOnline();
const credit = await client.getCredit();

const chat = createChatClient({ chatHost: host });
const business = await chat.lookupBusiness(1);

const monitor = createConnectionMonitor({ checkHealth: () => client.checkHealth() });
const retried = await monitor.retry();
monitor.stop();

const offlineClient = createApiClient({
  host,
  offlineProbe: { url: 'http://127.0.0.1:9/unreachable', timeoutMs: 500 },
});
const refused = await offlineClient.get('/credit').catch((error) => error);

console.log(
  JSON.stringify({
    healthy,
    online,
    credit,
    business,
    monitor: { retried, banner: monitor.getSnapshot().banner },
    offline: { isOfflineError: refused instanceof OfflineError, message: refused.message },
  }),
);
process.exit(healthy ? 0 : 1);
