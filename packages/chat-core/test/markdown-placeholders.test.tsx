import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownMessage as LiteMessage } from '../src/widget/markdown-lite.tsx';
import { MarkdownMessage as SiteMessage } from '../src/widget/markdown-message.tsx';

// Issue 22: "Authorization: Bearer <token>" lost its placeholder (swallowed as HTML).
describe.each([
  ['the site renderer (react-markdown)', SiteMessage],
  ['the embed renderer (markdown-lite)', LiteMessage],
])('%s', (_name, Message) => {
  const html = (text: string) => renderToStaticMarkup(createElement(Message, { text }));

  it('keeps placeholders in angle brackets as text', () => {
    const out = html('Send the header Authorization: Bearer <token> with each call.');
    expect(out).toContain('Authorization: Bearer &lt;token&gt; with each call.');
    expect(html('Use <your-api-key> and <BUSINESS_ID>.')).toContain(
      'Use &lt;your-api-key&gt; and &lt;BUSINESS_ID&gt;.',
    );
    expect(html('In code: `Bearer <token>`')).toContain('<code>Bearer &lt;token&gt;</code>');
  });

  it('still drops real HTML tags', () => {
    const out = html('Hi <img src=x onerror=alert(1)> <b>bold</b> <script>bad()</script> there');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('&lt;img');
    expect(out).not.toContain('&lt;script');
    expect(out).not.toContain('<b>');
    expect(out).toContain('there');
  });
});
