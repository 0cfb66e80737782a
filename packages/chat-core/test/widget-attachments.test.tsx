import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createFloatingChat } from '../src/floating-chat-store.ts';
import { type PickedFile, readAttachments } from '../src/read-attachments.ts';
import { CHAT_STORAGE_KEYS, createMemoryStorage } from '../src/storage.ts';
import { FloatingChatPanel } from '../src/widget/floating-chat-panel.tsx';
import { scriptedTransport, sequentialIds } from './fakes.ts';

// The visitor's files in the floating/embedded widget: checked like the hero chat's (3 per
// message, 2 MiB, no HTML/SVG), sent with the message (names alone when there is no text),
// the upload's progress in the state, and the names under the visitor's bubble.

function picked(name: string, type: string, body: string | number): PickedFile {
  const bytes = typeof body === 'number' ? new Uint8Array(body) : new TextEncoder().encode(body);
  return {
    name,
    type,
    size: bytes.length,
    arrayBuffer: async () => bytes.buffer.slice(0) as ArrayBuffer,
  };
}

describe('visitor attachments in the widget', () => {
  it('names each refused file and keeps the others, base64 encoded', async () => {
    const { accepted, errors } = await readAttachments(
      [
        picked('page.html', 'text/html', '<h1>x</h1>'),
        picked('logo.svg', 'image/svg+xml', '<svg/>'),
        picked('sneaky.svg', '', '<svg/>'),
        picked('tool.exe', 'application/x-msdownload', 'MZ'),
        picked('huge.pdf', 'application/pdf', 2 * 1024 * 1024 + 1),
        picked('a.txt', 'text/plain', 'hello'),
        picked('b.txt', 'text/plain', 'b'),
        picked('c.png', 'image/png', 'png'),
        picked('d.txt', 'text/plain', 'one too many'),
      ],
      0,
    );
    expect(errors).toEqual([
      'page.html: HTML and SVG files cannot be attached',
      'logo.svg: HTML and SVG files cannot be attached',
      'sneaky.svg: HTML and SVG files cannot be attached',
      'tool.exe: type not supported. Attach an image (PNG, JPEG, GIF, WebP), PDF, text, CSV or DOCX file',
      'huge.pdf: larger than 2 MiB',
      'd.txt: at most 3 files per message',
    ]);
    expect(accepted.map((file) => file.name)).toEqual(['a.txt', 'b.txt', 'c.png']);
    expect(accepted[0]).toEqual({
      name: 'a.txt',
      content_type: 'text/plain',
      data_base64: btoa('hello'),
    });
    // Two already waiting: one more fits.
    const more = await readAttachments(
      [picked('e.txt', 'text/plain', 'e'), picked('f.txt', 'text/plain', 'f')],
      2,
    );
    expect(more.accepted.map((file) => file.name)).toEqual(['e.txt']);
    expect(more.errors).toEqual(['f.txt: at most 3 files per message']);
  });

  it('sends files with the message, reports the upload, and sends names alone as the text', async () => {
    const net = scriptedTransport();
    const chat = createFloatingChat({
      transport: net.transport,
      storage: createMemoryStorage(),
      generateId: sequentialIds,
    });
    const file = { name: 'prices.txt', content_type: 'text/plain' as const, data_base64: 'aGk=' };
    const sending = chat.send('   ', [file]);
    expect(net.sent[0]).toMatchObject({ message: 'prices.txt', attachments: [file] });
    expect(net.wantsProgress).toBe(true);
    expect(chat.getState().uploadProgress).toBe(0);
    net.progress(42);
    expect(chat.getState().uploadProgress).toBe(42);
    expect(chat.getState().messages[0]).toMatchObject({
      sender: 'user',
      text: 'prices.txt',
      attachments: [{ name: 'prices.txt' }],
    });
    net.reply('Thanks, got it.');
    await sending;
    expect(chat.getState().uploadProgress).toBeNull();

    // Text only: no attachments field, no progress asked for.
    const plain = chat.send('hello');
    expect(net.sent[1]).not.toHaveProperty('attachments');
    expect(net.wantsProgress).toBe(false);
    net.reply('hi');
    await plain;
    // Blank text and no files sends nothing.
    expect(await chat.send('  ', [])).toBe(false);
  });

  it('has an Attach files button and shows the names under the visitor’s bubble', () => {
    const storage = createMemoryStorage({
      [CHAT_STORAGE_KEYS.chatHistory]: JSON.stringify([
        {
          id: 'u1',
          sender: 'user',
          text: 'Here is my x-ray',
          timestamp: '09:07',
          attachments: [{ name: 'xray.png' }],
        },
      ]),
    });
    const chat = createFloatingChat({ transport: scriptedTransport().transport, storage });
    void chat.start();
    const html = renderToStaticMarkup(
      createElement(FloatingChatPanel, { chat, onClose: () => {} }),
    );
    expect(html).toContain('aria-label="Attach files"');
    expect(html).toContain('accept="image/png,image/jpeg');
  });
});
