import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { waitUntilUp } from './wait-until-up.mjs';

function listen(handler) {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

test('resolves once every URL answers 2xx, polling while one still fails', async () => {
  let healthCalls = 0;
  const api = await listen((_req, res) => {
    healthCalls++;
    res.writeHead(healthCalls < 3 ? 503 : 200).end();
  });
  const web = await listen((_req, res) => res.writeHead(200).end('ok'));
  try {
    const result = await waitUntilUp([`${api.url}/api/health-check`, web.url], { intervalMs: 10 });
    assert.deepEqual(result, { up: true });
    assert.equal(healthCalls, 3);
  } finally {
    api.server.close();
    web.server.close();
  }
});

test('gives up after the timeout and names what never answered', async () => {
  const web = await listen((_req, res) => res.writeHead(200).end('ok'));
  const closed = await listen(() => {});
  closed.server.close();
  try {
    const result = await waitUntilUp([web.url, closed.url], { timeoutMs: 1_500, intervalMs: 10 });
    assert.deepEqual(result, { up: false, waitingFor: [closed.url] });
  } finally {
    web.server.close();
  }
});
