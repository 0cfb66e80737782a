import { CSAT_TEXTS } from '@lisa/contracts/analytics';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHAT_STORAGE_KEYS, createMemoryStorage } from '../src/storage.ts';
import { CSAT_PROMPT_TEXTS, CsatPrompt, createCsatClient } from '../src/widget/csat-prompt.tsx';

describe('CSAT prompt', () => {
  it('uses the texts of the contract', () => {
    for (const [key, text] of Object.entries(CSAT_PROMPT_TEXTS)) {
      expect(CSAT_TEXTS[key as keyof typeof CSAT_TEXTS]).toBe(text);
    }
  });

  it('asks and rates with the stored visitor token, and asks nothing without one', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const body =
        init.method === 'POST'
          ? { ask: false, rated: true, score: 4 }
          : { ask: true, rated: false, score: null };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as typeof fetch;
    const storage = createMemoryStorage({
      [CHAT_STORAGE_KEYS.chatSession]: JSON.stringify({
        conversation_id: '7',
        visitor_token: 'tok',
      }),
    });
    const client = createCsatClient({ apiUrl: 'http://api.test/', storage, fetch: fetcher });
    expect(await client.status()).toEqual({ ask: true, rated: false, score: null });
    expect(await client.rate(4, 'Great')).toEqual({ ask: false, rated: true, score: 4 });
    expect(calls[0]?.url).toBe('http://api.test/api/chat/rating');
    expect(calls[1]?.init).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ score: 4, comment: 'Great' }),
      headers: { authorization: 'Bearer tok' },
    });

    const anonymous = createCsatClient({
      apiUrl: 'http://api.test',
      storage: createMemoryStorage(),
      fetch: fetcher,
    });
    expect(await anonymous.status()).toEqual({ ask: false, rated: false, score: null });
    expect(calls).toHaveLength(2);
  });

  it('renders nothing until the server says to ask', () => {
    const client = {
      status: async () => ({ ask: true, rated: false, score: null }),
      rate: async () => ({ ask: false, rated: true, score: 5 }),
    };
    expect(renderToStaticMarkup(createElement(CsatPrompt, { client }))).toBe('');
  });
});
