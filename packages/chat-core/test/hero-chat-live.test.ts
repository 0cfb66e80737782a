import { describe, expect, it } from 'vitest';
import { createHeroChat } from '../src/hero-chat-store.ts';
import { createMemoryStorage } from '../src/storage.ts';
import { createVisitorLive } from '../src/visitor-live.ts';
import { scriptedTransport, sequentialIds } from './fakes.ts';
import { FakeSocket, fakeApi, flush, manualClock, msg } from './live-fakes.ts';

function setup() {
  const time = manualClock();
  const net = scriptedTransport();
  const api = fakeApi();
  const sockets: FakeSocket[] = [];
  const chat = createHeroChat({
    transport: net.transport,
    storage: createMemoryStorage(),
    clock: time.clock,
    generateId: sequentialIds,
    script: [],
    initialLoadMs: 0,
    liveChannel: () =>
      createVisitorLive({
        wsUrl: 'ws://api.test:8080/ws',
        apiUrl: 'http://api.test:8000',
        clock: time.clock,
        fetch: api.fetch,
        createSocket: (url) => {
          const socket = new FakeSocket(url);
          sockets.push(socket);
          return socket;
        },
      }),
  });
  const view = () =>
    chat
      .getState()
      .messages.map((m) => [m.sender, m.text, ...(m.authorName ? [m.authorName] : [])]);
  return { chat, net, api, sockets, time, view, last: () => sockets.at(-1) as FakeSocket };
}

describe('hero chat, live', () => {
  it("shows a teammate's reply and a system line once, and closes the socket on stop", async () => {
    const t = setup();
    t.chat.start();
    await t.time.advance(0);
    const sending = t.chat.send('Can a person help me?');
    t.net.answer({ response: 'Sure!', conversationId: '3', visitorToken: 'tok-h' });
    await sending;
    await flush();
    t.api.add(msg(1, 'visitor', 'Can a person help me?'), msg(2, 'bot', 'Sure!'));
    t.last().accept('3');
    await flush();
    const reply = msg(3, 'agent', 'Hi, Sam from the team.', { author_name: 'Sam' });
    t.last().push(reply, '3');
    t.last().push(reply, '3');
    t.last().push(msg(4, 'system', 'You are chatting with our assistant again.'), '3');
    await flush();
    expect(t.view()).toEqual([
      ['user', 'Can a person help me?'],
      ['bot', 'Sure!'],
      ['agent', 'Hi, Sam from the team.', 'Sam'],
      ['system', 'You are chatting with our assistant again.'],
    ]);
    t.chat.stop();
    await flush();
    expect(t.last().closed).toBe(true);
    // Remounted (React StrictMode, or back on the page): the channel resumes from the last id.
    t.chat.start();
    await flush();
    expect(t.sockets).toHaveLength(2);
    t.last().accept('3');
    await flush();
    expect(t.api.requests.at(-1)?.after).toBe('4');
    expect(t.view()).toHaveLength(4);
  });
});
