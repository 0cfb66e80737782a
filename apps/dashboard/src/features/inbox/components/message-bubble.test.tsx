import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageBubble } from './message-bubble.tsx';
import { messageFixture } from './test-fixtures.ts';

describe('MessageBubble', () => {
  it('marks a private note unmistakably', () => {
    const html = renderToStaticMarkup(
      <MessageBubble
        contact="Ada"
        message={messageFixture({
          sender: 'agent',
          private: true,
          author: { id: 7, name: 'Grace' },
          text: 'VIP customer',
        })}
      />,
    );
    expect(html).toContain('aria-label="Private note"');
    expect(html).toContain('Private note');
    expect(html).toContain('bg-warning-surface');
    expect(html).toContain('Grace');
  });

  it('lists the citations under a bot message, linking only safe addresses', () => {
    const html = renderToStaticMarkup(
      <MessageBubble
        contact="Ada"
        message={messageFixture({
          sender: 'bot',
          text: 'Refunds take 5 days [1].',
          citations: [
            { index: 1, title: 'Refund policy', url: 'https://lisa.test/refunds' },
            { index: 2, title: 'Evil', url: 'javascript:alert(1)' },
          ],
        })}
      />,
    );
    expect(html).toContain('Sources');
    expect(html).toContain('href="https://lisa.test/refunds"');
    expect(html).toContain('Evil');
    expect(html).not.toContain('javascript:');
  });

  it('shows a visitor message as text, never as markup', () => {
    const html = renderToStaticMarkup(
      <MessageBubble contact="Ada" message={messageFixture({ text: '<b onclick="x()">hi</b>' })} />,
    );
    expect(html).toContain('&lt;b onclick=');
    expect(html).not.toContain('<b ');
    expect(html).not.toContain('Private note');
  });
});
