import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConversationListItem } from './conversation-list-item.tsx';
import { conversationFixture } from './test-fixtures.ts';

const now = new Date('2026-11-25T10:12:00Z').getTime();
const render = (conversation = conversationFixture(), selected = false) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ul>
        <ConversationListItem
          conversation={conversation}
          selected={selected}
          href="?c=12"
          now={now}
        />
      </ul>
    </MemoryRouter>,
  );

describe('ConversationListItem', () => {
  it('is a link named by the contact, with preview, age, waiting time and unread mark', () => {
    const html = render();
    expect(html).toMatch(/<a [^>]*href="\/\?c=12"[^>]*>Ada Lovelace<\/a>/);
    expect(html).toContain('href="/?c=12"');
    expect(html).toContain('Can I get a refund?');
    expect(html).toContain('12m');
    expect(html).toContain('Waiting 12 min');
    expect(html).toContain('Unread.');
  });

  it('marks the open conversation and drops the unread mark once read', () => {
    const html = render(
      conversationFixture({ unread_count: 0, status: 'open', waiting_since: null }),
      true,
    );
    expect(html).toContain('aria-current="true"');
    expect(html).not.toContain('Unread.');
    expect(html).not.toContain('Waiting');
  });
});
