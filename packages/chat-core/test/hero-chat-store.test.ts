import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeroChat } from '../src/hero-chat-store.ts';
import { HERO_SCRIPT } from '../src/hero-script.ts';
import { CHAT_STORAGE_KEYS, createMemoryStorage } from '../src/storage.ts';
import { CHAT_FAILED_TEXT, HERO_LIMIT_NOTICE } from '../src/texts.ts';
import { ChatLimitReachedError } from '../src/transport.ts';
import { scriptedTransport, sequentialIds } from './fakes.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(initial: Record<string, string> = {}, script = HERO_SCRIPT) {
  const storage = createMemoryStorage(initial);
  const net = scriptedTransport();
  const chat = createHeroChat({
    transport: net.transport,
    storage,
    generateId: sequentialIds,
    script,
  });
  return { storage, net, chat };
}

const visible = (chat: ReturnType<typeof setup>['chat']) =>
  chat.getState().messages.map((m) => (m.sender === 'typing' ? 'typing' : `${m.sender}:${m.text}`));

describe('hero chat script', () => {
  it('plays the scripted messages with the SPEC §9 delays', () => {
    const { chat } = setup();
    chat.start();
    expect(chat.getState().phase).toBe('loading');
    vi.advanceTimersByTime(1499);
    expect(chat.getState().phase).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(chat.getState().phase).toBe('ready');
    // start 1000 ms, then the typing indicator for 300 ms before the first assistant message
    vi.advanceTimersByTime(999);
    expect(visible(chat)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(visible(chat)).toEqual(['typing']);
    vi.advanceTimersByTime(300);
    expect(visible(chat)).toEqual([`bot:${HERO_SCRIPT[0]?.text}`]);
    // 1000 ms after an assistant message comes the scripted visitor message
    vi.advanceTimersByTime(999);
    expect(chat.getState().messages).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visible(chat).at(-1)).toBe(`user:${HERO_SCRIPT[1]?.text}`);
    // 1500 ms after a user message, typing for 800 ms
    vi.advanceTimersByTime(1500);
    expect(visible(chat).at(-1)).toBe('typing');
    vi.advanceTimersByTime(800);
    expect(visible(chat).at(-1)).toBe(`bot:${HERO_SCRIPT[2]?.text}`);
    vi.advanceTimersByTime(1000 + 1500 + 1500);
    expect(visible(chat).at(-1)).toBe(`bot:${HERO_SCRIPT[4]?.text}`);
    expect(visible(chat)).toHaveLength(HERO_SCRIPT.length);
    expect(chat.getState().scriptPlaying).toBe(false);
  });

  it('drops the rest of the script when the visitor sends', async () => {
    const { chat, net } = setup();
    chat.start();
    vi.advanceTimersByTime(1500 + 1000 + 300);
    const sending = chat.send('my own question');
    expect(chat.getState().scriptPlaying).toBe(false);
    net.reply('answer');
    await sending;
    vi.advanceTimersByTime(20_000);
    expect(visible(chat)).toEqual([
      `bot:${HERO_SCRIPT[0]?.text}`,
      'user:my own question',
      'bot:answer',
    ]);
  });
});

describe('hero chat limit', () => {
  it('allows 10 messages per device, then locks and adds the notice once', async () => {
    const { chat, net, storage } = setup({}, []);
    chat.start();
    for (let i = 1; i <= 10; i += 1) {
      const sending = chat.send(`message ${i}`);
      expect(net.sent.at(-1)).toMatchObject({ message: `message ${i}`, source: 'hero' });
      net.reply(`reply ${i}`);
      await sending;
    }
    expect(storage.getItem(CHAT_STORAGE_KEYS.heroMessageCount)).toBe('10');
    expect(chat.getState().locked).toBe(true);
    expect(await chat.send('eleventh')).toBe(false);
    expect(net.sent).toHaveLength(10);
    const notices = chat.getState().messages.filter((m) => m.isLimitNotice);
    expect(notices.map((m) => m.text)).toEqual([HERO_LIMIT_NOTICE]);
  });

  it('starts locked with the notice when the device already used its messages', () => {
    const { chat } = setup({ [CHAT_STORAGE_KEYS.heroMessageCount]: '10' });
    expect(chat.getState().locked).toBe(true);
    chat.start();
    vi.advanceTimersByTime(1500);
    expect(chat.getState().messages.filter((m) => m.isLimitNotice)).toHaveLength(1);
  });

  it('locks when the server says the free messages are used up', async () => {
    const { chat, net, storage } = setup({ [CHAT_STORAGE_KEYS.heroMessageCount]: '3' }, []);
    const sending = chat.send('hello');
    net.fail(new ChatLimitReachedError());
    await sending;
    expect(chat.getState().locked).toBe(true);
    expect(storage.getItem(CHAT_STORAGE_KEYS.heroMessageCount)).toBe('10');
    expect(chat.getState().messages.at(-1)?.isLimitNotice).toBe(true);
  });

  it('shows the failure text when the request fails', async () => {
    const { chat, net } = setup({}, []);
    const sending = chat.send('hello');
    net.fail();
    await sending;
    expect(chat.getState().messages.at(-1)).toMatchObject({
      text: CHAT_FAILED_TEXT,
      isError: true,
    });
    expect(chat.getState().pending).toBe(false);
  });

  it('sends attachments with the message and keeps only their names', async () => {
    const { chat, net } = setup({}, []);
    const attachment = {
      name: 'menu.txt',
      content_type: 'text/plain' as const,
      data_base64: 'aGk=',
    };
    const sending = chat.send('see file', [attachment]);
    expect(net.sent[0]?.attachments).toEqual([attachment]);
    net.reply('got it');
    await sending;
    expect(chat.getState().messages[0]?.attachments).toEqual([{ name: 'menu.txt' }]);
  });

  it('ignores blank messages and messages while a reply is pending', async () => {
    const { chat, net } = setup({}, []);
    expect(await chat.send('  ')).toBe(false);
    const first = chat.send('one');
    expect(await chat.send('two')).toBe(false);
    net.reply('ok');
    await first;
    expect(net.sent).toHaveLength(1);
  });
});
