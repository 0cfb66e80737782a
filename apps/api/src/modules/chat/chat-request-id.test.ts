// The HTTP request's id reaches the agent engine, so its log lines (an LLM failure, say)
// name the request the visitor made.
import type { AgentEngine, AgentRequest } from '@lisa/agent/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { createFaqEngine } from '../../../test/support/faq-engine.ts';
import {
  postJson,
  startTestServer,
  type TestServer,
  testFaq,
} from '../../../test/support/test-server.ts';

describe.each(testDrivers)('POST /chat and the engine (%s)', (driver) => {
  const asked: AgentRequest[] = [];
  const faq = createFaqEngine(() => testFaq);
  const engine: AgentEngine = {
    reply: (request) => {
      asked.push(request);
      return faq.reply(request);
    },
  };
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer(driver, { engine });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("passes the request's X-Request-Id to the engine", async () => {
    const answer = await postJson(
      `${api.url}/chat`,
      { message: 'How much does Lisa cost?', customer_id: 'device-request-id' },
      { 'x-request-id': 'req-chat-42' },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('req-chat-42');
    expect(asked.at(-1)?.requestId).toBe('req-chat-42');
  });
});
