import type { ApiClient } from '@lisa/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type AppServices, ServicesContext } from '../../../lib/services-context.ts';
import { composerDrafts } from '../lib/composer-drafts.ts';
import { Composer } from './composer.tsx';
import { conversationFixture } from './test-fixtures.ts';

// Nothing is fetched while rendering on the server: the client is never called.
const services = { apiClient: {} as ApiClient } as AppServices;

function render(conversation = conversationFixture(), canManageCanned = false) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ServicesContext.Provider value={services}>
        <Composer conversation={conversation} canManageCanned={canManageCanned} />
      </ServicesContext.Provider>
    </QueryClientProvider>,
  );
}

describe('Composer', () => {
  it('starts as a reply: textbox "Reply", the Reply toggle pressed, Send disabled while empty', () => {
    const html = render(conversationFixture({ id: 101 }));
    expect(html).toContain('aria-label="Reply"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*?Reply/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*?Private note/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Send/);
    expect(html).not.toContain('bg-warning-surface');
  });

  it('keeps a draft and its note mode per conversation, tinted and named "Private note"', () => {
    composerDrafts.set(102, { text: 'Called them back', note: true });
    const html = render(conversationFixture({ id: 102 }));
    expect(html).toContain('aria-label="Private note"');
    expect(html).toContain('Called them back');
    expect(html).toContain('bg-warning-surface');
    expect(html).toContain('Only your team sees private notes.');
  });

  it('says a resolved conversation must be reopened before a reply', () => {
    const html = render(conversationFixture({ id: 103, status: 'resolved' }));
    expect(html).toContain('This conversation is resolved. Reopen it to reply.');
  });
});
