import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownMessage } from '../src/widget/markdown-lite.tsx';

const html = (text: string) => renderToStaticMarkup(createElement(MarkdownMessage, { text }));

describe('the embed’s small Markdown renderer', () => {
  it('renders paragraphs, emphasis, code, lists and headings', () => {
    expect(html('Hello **there** and *you*.\n\nSecond `x<y`')).toBe(
      '<div class="lisa-md"><p>Hello <strong>there</strong> and <em>you</em>.</p><p>Second <code>x&lt;y</code></p></div>',
    );
    expect(html('- one\n- two **2**\n\n1. first\n2. second')).toBe(
      '<div class="lisa-md"><ul><li>one</li><li>two <strong>2</strong></li></ul><ol><li>first</li><li>second</li></ol></div>',
    );
    expect(html('## Prices\n```\na *b*\n```')).toBe(
      '<div class="lisa-md"><p><strong>Prices</strong></p><pre><code>a *b*</code></pre></div>',
    );
  });

  it('opens safe links in a new tab and drops unsafe ones, raw HTML and images', () => {
    expect(html('See [our page](https://example.com/a) [1](/docs)')).toBe(
      '<div class="lisa-md"><p>See <a href="https://example.com/a" target="_blank" rel="noopener noreferrer">our page</a> <a href="/docs" target="_blank" rel="noopener noreferrer">1</a></p></div>',
    );
    const evil = html(
      '[click](javascript:alert(1)) <img src=x onerror=alert(1)><script>bad()</script>',
    );
    expect(evil).not.toContain('javascript:');
    expect(evil).not.toContain('<img');
    expect(evil).not.toContain('<script');
    expect(html('![logo](https://example.com/l.png)')).toBe(
      '<div class="lisa-md"><p><a href="https://example.com/l.png" target="_blank" rel="noopener noreferrer">[logo]</a></p></div>',
    );
  });
});
