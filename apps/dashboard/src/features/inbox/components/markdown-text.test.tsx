import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text.tsx';

describe('MarkdownText', () => {
  it('escapes HTML in the text', () => {
    const html = renderToStaticMarkup(
      <MarkdownText text={'<script>alert(1)</script><img src=x onerror="alert(1)">'} />,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('opens safe links in a new tab without an opener and drops javascript: links', () => {
    const html = renderToStaticMarkup(
      <MarkdownText text="[ok](https://lisa.test) [bad](javascript:alert(1))" />,
    );
    expect(html).toContain(
      '<a href="https://lisa.test/" target="_blank" rel="noopener noreferrer"',
    );
    expect(html).not.toContain('javascript:');
    expect(html).toContain('bad');
  });
});
