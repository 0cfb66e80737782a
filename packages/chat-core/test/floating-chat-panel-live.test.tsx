import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createFloatingChat } from '../src/floating-chat-store.ts';
import { CHAT_STORAGE_KEYS, createMemoryStorage } from '../src/storage.ts';
import { FloatingChatPanel } from '../src/widget/floating-chat-panel.tsx';
import { scriptedTransport, sequentialIds } from './fakes.ts';
import { manualClock } from './live-fakes.ts';

describe('floating chat panel, teammate messages', () => {
  it('puts "Sam from Acme" above the teammate\'s bubble and a system line as a centred line', async () => {
    const history = [
      { id: 'u1', sender: 'user', text: 'A person please', timestamp: '09:07' },
      {
        id: 'live-3',
        sender: 'agent',
        text: 'Hi, Sam here.',
        timestamp: '09:08',
        authorName: 'Sam',
      },
      {
        id: 'live-4',
        sender: 'system',
        text: 'You are chatting with our assistant again.',
        timestamp: '09:09',
      },
    ];
    const storage = createMemoryStorage({
      [CHAT_STORAGE_KEYS.chatHistory]: JSON.stringify(history),
      [CHAT_STORAGE_KEYS.userData]: JSON.stringify({
        businesses: [{ business_name: 'Acme', agent_name: 'Ada' }],
      }),
    });
    const chat = createFloatingChat({
      transport: scriptedTransport().transport,
      storage,
      clock: manualClock().clock,
      generateId: sequentialIds,
    });
    await chat.start();
    const html = renderToStaticMarkup(createElement(FloatingChatPanel, { chat, onClose() {} }));
    expect(html).toContain(
      '<div class="lisa-w-agent"><span class="lisa-w-author">Sam from Acme</span><div class="lisa-w-msg" data-sender="agent">Hi, Sam here.<time class="lisa-w-time">09:08</time></div></div>',
    );
    expect(html).toContain(
      '<p class="lisa-w-system" data-sender="system">You are chatting with our assistant again.</p>',
    );
  });
});
