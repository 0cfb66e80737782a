import { describe, expect, it } from 'vitest';
import { createFloatingChat } from '../src/floating-chat-store.ts';
import { CHAT_STORAGE_KEYS, createMemoryStorage, type KeyValueStorage } from '../src/storage.ts';
import { agentLabel } from '../src/texts.ts';
import { createVisitorLive } from '../src/visitor-live.ts';
import { scriptedTransport, sequentialIds } from './fakes.ts';
import { FakeSocket, fakeApi, flush, manualClock, msg } from './live-fakes.ts';

const WILL_REPLY = 'Thanks for your message! A teammate will reply here as soon as possible.';
const HANDED_BACK = 'You are chatting with our assistant again.';

function setup(storage: KeyValueStorage = createMemoryStorage(), api = fakeApi()) {
  const time = manualClock();
  const net = scriptedTransport();
  const sockets: FakeSocket[] = [];
  let factoryCalls = 0;
  const chat = createFloatingChat({
    transport: net.transport,
    storage,
    clock: time.clock,
    generateId: sequentialIds,
    liveChannel: () => {
      factoryCalls += 1;
      return createVisitorLive({
        wsUrl: 'ws://api.test:8080/ws',
        apiUrl: 'http://api.test:8000',
        clock: time.clock,
        fetch: api.fetch,
        createSocket: (url) => {
          const socket = new FakeSocket(url);
          sockets.push(socket);
          return socket;
        },
      });
    },
  });
  const view = () =>
    chat
      .getState()
      .messages.map((m) => [m.sender, m.text, ...(m.authorName ? [m.authorName] : [])]);
  return {
    chat,
    net,
    api,
    storage,
    sockets,
    time,
    view,
    get factoryCalls() {
      return factoryCalls;
    },
    last: () => sockets[sockets.length - 1] as FakeSocket,
  };
}

describe('floating chat, live', () => {
  it('starts no channel until an answer carries a visitor token', async () => {
    const t = setup();
    await t.chat.start();
    const sending = t.chat.send('hello');
    t.net.reply('Hi!');
    await sending;
    await flush();
    expect(t.factoryCalls).toBe(0);
    expect(t.sockets).toHaveLength(0);
  });

  it("shows a teammate's reply with their name and a system line, never twice", async () => {
    const t = setup();
    await t.chat.start();
    const sending = t.chat.send('Can I talk to a person?');
    t.net.answer({
      response: 'Sure, a teammate will join.',
      conversationId: '7',
      visitorToken: 'tok-1',
      status: 'waiting',
    });
    await sending;
    await flush();
    expect(t.chat.getState().status).toBe('waiting');
    expect(t.sockets).toHaveLength(1);
    t.api.add(
      msg(1, 'visitor', 'Can I talk to a person?'),
      msg(2, 'bot', 'Sure, a teammate will join.'),
    );
    t.last().accept();
    await flush();
    const reply = msg(3, 'agent', 'Hi, Sam here.', { author_name: 'Sam' });
    t.last().push(msg(1, 'visitor', 'Can I talk to a person?'));
    t.last().push(msg(2, 'bot', 'Sure, a teammate will join.'));
    t.last().push(reply);
    t.last().push(reply);
    // The socket drops; the catch-up after the reconnect returns the reply again.
    t.api.add(reply, msg(4, 'system', HANDED_BACK));
    t.last().emit('close');
    await t.time.advance(1000);
    t.last().accept();
    await flush();
    expect(t.view()).toEqual([
      ['user', 'Can I talk to a person?'],
      ['bot', 'Sure, a teammate will join.'],
      ['agent', 'Hi, Sam here.', 'Sam'],
      ['system', HANDED_BACK],
    ]);
    expect(agentLabel('Sam', t.chat.getState().business)).toMatch(/^Sam from /);
  });

  it("shows a teammate's typing with their name until the message lands or 5 s pass; join and leave lines; the visitor's typing goes out", async () => {
    const t = setup();
    await t.chat.start();
    const sending = t.chat.send('Can I talk to a person?');
    t.net.answer({ response: WILL_REPLY, conversationId: '7', visitorToken: 'tok-1' });
    await sending;
    await flush();
    t.api.add(msg(1, 'visitor', 'Can I talk to a person?'));
    t.last().accept();
    await flush();

    t.last().emit('message', {
      type: 'participant',
      event_id: 9,
      conversation_id: '7',
      action: 'joined',
      name: 'Sam',
    });
    t.last().emit('message', {
      type: 'typing',
      conversation_id: '7',
      sender: 'agent',
      typing: true,
      name: 'Sam',
    });
    expect(t.chat.getState().agentTyping).toBe('Sam');
    t.last().push(msg(2, 'agent', 'Hi, Sam here.', { author_name: 'Sam' }));
    await flush();
    expect(t.chat.getState().agentTyping).toBeNull();
    expect(t.view().slice(-2)).toEqual([
      ['system', 'Sam joined the conversation'],
      ['agent', 'Hi, Sam here.', 'Sam'],
    ]);

    // Typing that is never followed by a message clears after 5 s.
    t.last().emit('message', {
      type: 'typing',
      conversation_id: '7',
      sender: 'agent',
      typing: true,
      name: 'Sam',
    });
    await t.time.advance(4_900);
    expect(t.chat.getState().agentTyping).toBe('Sam');
    await t.time.advance(200);
    expect(t.chat.getState().agentTyping).toBeNull();

    t.chat.draftChanged('Hel');
    t.chat.draftChanged('Hello');
    expect(t.last().sent.filter((f) => (f as { type: string }).type === 'typing')).toEqual([
      { type: 'typing', typing: true },
    ]);
    t.chat.draftChanged('');
    expect(t.last().sent.at(-1)).toEqual({ type: 'typing', typing: false });
  });

  it('keeps the visitor token with the stored conversation: a reload resumes from the last id', async () => {
    const storage = createMemoryStorage();
    const first = setup(storage);
    await first.chat.start();
    const sending = first.chat.send('Anyone there?');
    first.net.answer({ response: WILL_REPLY, conversationId: '7', visitorToken: 'tok-1' });
    await sending;
    await flush();
    first.api.add(msg(1, 'visitor', 'Anyone there?'));
    first.last().accept();
    await flush();
    first.last().push(msg(2, 'agent', 'Yes! Sam here.', { author_name: 'Sam' }));
    await flush();
    first.chat.stop();
    expect(JSON.parse(storage.getItem(CHAT_STORAGE_KEYS.chatSession) ?? '{}')).toEqual({
      conversation_id: '7',
      visitor_token: 'tok-1',
      after: '2',
    });

    // The page reloads; a message arrived while it was away.
    const api = fakeApi([
      msg(1, 'visitor', 'Anyone there?'),
      msg(2, 'agent', 'Yes! Sam here.', { author_name: 'Sam' }),
      msg(3, 'agent', 'Still with me?', { author_name: 'Sam' }),
    ]);
    const second = setup(storage, api);
    await second.chat.start();
    await flush();
    expect(second.sockets).toHaveLength(1);
    second.last().emit('open');
    expect(second.last().sent).toEqual([{ type: 'auth', visitor_token: 'tok-1' }]);
    second.last().emit('message', { type: 'ready', scope: 'visitor', business_id: 1 });
    await flush();
    expect(api.requests.map((r) => r.after)).toEqual(['2']);
    expect(second.view()).toEqual([
      ['user', 'Anyone there?'],
      ['bot', WILL_REPLY],
      ['agent', 'Yes! Sam here.', 'Sam'],
      ['agent', 'Still with me?', 'Sam'],
    ]);
  });

  it('shows "a teammate will reply" once when the answer and the socket both say it', async () => {
    const t = setup();
    await t.chat.start();
    const first = t.chat.send('hello');
    t.net.answer({ response: 'Hi!', conversationId: '7', visitorToken: 'tok-1', status: 'bot' });
    await first;
    await flush();
    t.last().accept();
    await flush();
    // No credits left: the API stores a system message and answers with the same text;
    // here the socket is faster than the answer.
    const second = t.chat.send('are you there?');
    t.last().push(msg(3, 'visitor', 'are you there?'));
    t.last().push(msg(4, 'system', WILL_REPLY));
    await flush();
    expect(t.chat.getState().messages.at(-1)?.sender).toBe('typing');
    t.net.answer({ response: WILL_REPLY, conversationId: '7', visitorToken: 'tok-2' });
    await second;
    expect(t.view()).toEqual([
      ['user', 'hello'],
      ['bot', 'Hi!'],
      ['user', 'are you there?'],
      ['system', WILL_REPLY],
    ]);
    // And the other way round: the answer first, then the socket.
    const third = t.chat.send('hello?');
    t.net.answer({ response: WILL_REPLY, conversationId: '7', visitorToken: 'tok-3' });
    await third;
    t.last().push(msg(6, 'system', WILL_REPLY));
    await flush();
    expect(t.view().slice(4)).toEqual([
      ['user', 'hello?'],
      ['bot', WILL_REPLY],
    ]);
    // A fresh token for the same conversation keeps the socket.
    expect(t.sockets).toHaveLength(1);
  });

  it('keeps the live channel through clear(): a later reply still appears', async () => {
    const t = setup();
    await t.chat.start();
    const sending = t.chat.send('hi');
    t.net.answer({ response: 'Hello', conversationId: '7', visitorToken: 'tok-1' });
    await sending;
    await flush();
    t.last().accept();
    await flush();
    t.chat.clear();
    t.last().push(msg(9, 'agent', 'Sam here, sorry for the wait.', { author_name: 'Sam' }));
    await flush();
    expect(t.view()).toEqual([['agent', 'Sam here, sorry for the wait.', 'Sam']]);
  });
});

describe('floating chat, resumed from an emailed link', () => {
  it('follows the linked conversation and shows the reply written while the visitor was away', async () => {
    const { readResumeLink } = await import('../src/live-session.ts');
    expect(readResumeLink('?lisa_conversation=abc&lisa_token=t')).toBeNull();
    const resume = readResumeLink('?x=1&lisa_conversation=7&lisa_token=tok-9');
    expect(resume).toEqual({ conversationId: '7', visitorToken: 'tok-9' });
    const storage = createMemoryStorage();
    const time = manualClock();
    const api = fakeApi([
      msg(1, 'visitor', 'Anyone there?'),
      msg(2, 'agent', 'Yes, we open at 9.', { author_name: 'Sam' }),
    ]);
    const sockets: FakeSocket[] = [];
    const chat = createFloatingChat({
      transport: scriptedTransport().transport,
      storage,
      clock: time.clock,
      generateId: sequentialIds,
      resume,
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
    await chat.start();
    await flush();
    sockets[0]?.accept();
    await flush();
    expect(chat.getState().messages.map((m) => m.text)).toEqual(['Yes, we open at 9.']);
    expect(JSON.parse(storage.getItem(CHAT_STORAGE_KEYS.chatSession) ?? '{}')).toMatchObject({
      conversation_id: '7',
      visitor_token: 'tok-9',
    });
  });
});
