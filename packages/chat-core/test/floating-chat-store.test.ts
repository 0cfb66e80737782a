import { describe, expect, it } from 'vitest';
import { createFloatingChat } from '../src/floating-chat-store.ts';
import { CHAT_STORAGE_KEYS, createMemoryStorage } from '../src/storage.ts';
import { CHAT_FAILED_TEXT, EMPTY_CHAT_RESPONSE_TEXT } from '../src/texts.ts';
import { scriptedTransport, sequentialIds } from './fakes.ts';

const clock = {
  now: () => new Date(2026, 0, 5, 9, 7).getTime(),
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
};

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const net = scriptedTransport();
  const chat = createFloatingChat({
    transport: net.transport,
    storage,
    clock,
    generateId: sequentialIds,
  });
  return { storage, net, chat };
}

describe('floating chat', () => {
  it('appends the user message and a typing indicator, disables input, then shows the reply', async () => {
    const { chat, net } = setup();
    const sending = chat.send('  What does it cost?  ');
    let state = chat.getState();
    expect(state.pending).toBe(true);
    expect(state.messages.map((m) => [m.sender, m.text])).toEqual([
      ['user', 'What does it cost?'],
      ['typing', ''],
    ]);
    expect(state.messages[0]?.timestamp).toBe('09:07');
    net.reply('It depends on **credits**.');
    await sending;
    state = chat.getState();
    expect(state.pending).toBe(false);
    expect(state.messages.map((m) => [m.sender, m.text, m.isError ?? false])).toEqual([
      ['user', 'What does it cost?', false],
      ['bot', 'It depends on **credits**.', false],
    ]);
  });

  it('sends the device id as customer_id with business 1 and source widget', async () => {
    const { chat, net, storage } = setup();
    const sending = chat.send('hello');
    net.reply('hi');
    await sending;
    const deviceId = storage.getItem(CHAT_STORAGE_KEYS.deviceId);
    expect(deviceId).toMatch(/^device-/);
    expect(chat.deviceId).toBe(deviceId);
    expect(net.sent).toEqual([
      { message: 'hello', business_id: 1, customer_id: deviceId, source: 'widget' },
    ]);
  });

  it('keeps an existing device id', () => {
    const { chat } = setup({ [CHAT_STORAGE_KEYS.deviceId]: 'device-known' });
    expect(chat.deviceId).toBe('device-known');
  });

  it('shows the empty-response text as an error when the reply is blank or missing', async () => {
    const { chat, net } = setup();
    const first = chat.send('one');
    net.reply('   ');
    await first;
    const second = chat.send('two');
    net.reply(undefined);
    await second;
    const bots = chat.getState().messages.filter((m) => m.sender === 'bot');
    expect(bots.map((m) => [m.text, m.isError])).toEqual([
      [EMPTY_CHAT_RESPONSE_TEXT, true],
      [EMPTY_CHAT_RESPONSE_TEXT, true],
    ]);
  });

  it('shows the failure text as an error when the request fails, and ends loading', async () => {
    const { chat, net } = setup();
    const sending = chat.send('hello');
    net.fail();
    await sending;
    const state = chat.getState();
    expect(state.pending).toBe(false);
    expect(state.messages.at(-1)).toMatchObject({
      sender: 'bot',
      text: CHAT_FAILED_TEXT,
      isError: true,
    });
    expect(state.messages.some((m) => m.sender === 'typing')).toBe(false);
  });

  it('sends nothing for blank text or while a reply is pending', async () => {
    const { chat, net } = setup();
    expect(await chat.send('   \n ')).toBe(false);
    const first = chat.send('first');
    expect(await chat.send('second')).toBe(false);
    net.reply('ok');
    await first;
    expect(net.sent.map((r) => r.message)).toEqual(['first']);
  });

  it('saves the history when non-empty and loads it on start', async () => {
    const { chat, net, storage } = setup();
    const sending = chat.send('remember me');
    net.reply('done');
    await sending;
    const stored = JSON.parse(storage.getItem(CHAT_STORAGE_KEYS.chatHistory) ?? '[]');
    expect(stored.map((m: { text: string }) => m.text)).toEqual(['remember me', 'done']);

    const again = createFloatingChat({ transport: scriptedTransport().transport, storage, clock });
    await again.start();
    expect(again.getState().messages.map((m) => m.text)).toEqual(['remember me', 'done']);
  });

  it('ignores unreadable stored history', async () => {
    const { chat } = setup({ [CHAT_STORAGE_KEYS.chatHistory]: '{not json' });
    await chat.start();
    expect(chat.getState().messages).toEqual([]);
  });

  it('clear empties the conversation and removes the stored history', async () => {
    const { chat, net, storage } = setup();
    const sending = chat.send('hello');
    net.reply('hi');
    await sending;
    chat.clear();
    expect(chat.getState().messages).toEqual([]);
    expect(storage.getItem(CHAT_STORAGE_KEYS.chatHistory)).toBeNull();
  });

  it('looks the business up only when the stored user data names none', async () => {
    const withBusiness = setup({
      [CHAT_STORAGE_KEYS.userData]: JSON.stringify({
        businesses: [{ business_name: 'Kijiji Shop', agent_name: 'Amani' }],
      }),
    });
    await withBusiness.chat.start();
    expect(withBusiness.net.lookups).toBe(0);
    expect(withBusiness.chat.getState().business).toEqual({
      business_name: 'Kijiji Shop',
      agent_name: 'Amani',
    });

    const without = setup({ [CHAT_STORAGE_KEYS.userData]: JSON.stringify({ businesses: [] }) });
    await without.chat.start();
    expect(without.net.lookups).toBe(1);
    expect(without.chat.getState().business).toEqual({ business_name: 'Acme', agent_name: 'Ada' });
  });

  it('keeps the default business when the lookup fails', async () => {
    const { chat, net } = setup();
    net.failLookups();
    await chat.start();
    expect(chat.getState().business).toEqual({ business_name: 'Business', agent_name: 'Lisa' });
    expect(chat.getState().ready).toBe(true);
  });

  it('toggles open and closed', () => {
    const { chat } = setup();
    expect(chat.getState().open).toBe(false);
    chat.toggle();
    expect(chat.getState().open).toBe(true);
    chat.setOpen(false);
    expect(chat.getState().open).toBe(false);
  });

  it("shows a campaign's message in an empty chat or after the messages so far; the next message alone carries its id", async () => {
    const { chat, net } = setup();
    chat.showCampaign({ id: 7, message: 'Need help choosing?' });
    expect(chat.getState().messages.map((m) => [m.sender, m.text])).toEqual([
      ['bot', 'Need help choosing?'],
    ]);
    let sending = chat.send('Yes please');
    net.reply('Sure.');
    await sending;
    expect(net.sent[0]?.campaign_id).toBe(7);

    // A visitor already talking to us: the message joins the conversation and is counted too.
    chat.showCampaign({ id: 8, message: 'Ten percent off today.' });
    chat.showCampaign({ id: 8, message: 'Ten percent off today.' });
    expect(chat.getState().messages.map((m) => [m.sender, m.text])).toEqual([
      ['bot', 'Need help choosing?'],
      ['user', 'Yes please'],
      ['bot', 'Sure.'],
      ['bot', 'Ten percent off today.'],
    ]);
    sending = chat.send('For teams too?');
    net.reply('Yes.');
    await sending;
    sending = chat.send('Thanks');
    net.reply('Welcome.');
    await sending;
    expect(net.sent.map((r) => r.campaign_id)).toEqual([7, 8, undefined]);
  });
});
