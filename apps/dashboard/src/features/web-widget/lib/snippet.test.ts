import { describe, expect, it } from 'vitest';
import { domainLines, widgetSnippet } from './snippet.ts';

describe('web widget snippet', () => {
  const key = `lisa_bk_${'a'.repeat(28)}3f9a`;
  it('masks the key when shown and keeps it whole when copied', () => {
    expect(widgetSnippet('https://api.example', key, true)).toBe(
      '<script type="module" src="https://api.example/widget/v1/lisa-widget.js" data-business="lisa_bk_••••••••3f9a" async></script>',
    );
    expect(widgetSnippet('https://api.example', key)).toContain(`data-business="${key}"`);
  });
  it('adds the position and theme only when they differ from the defaults', () => {
    expect(
      widgetSnippet('https://api.example', key, false, { position: 'right', theme: 'light' }),
    ).toBe(widgetSnippet('https://api.example', key));
    expect(
      widgetSnippet('https://api.example', key, true, { position: 'left', theme: 'dark' }),
    ).toBe(
      '<script type="module" src="https://api.example/widget/v1/lisa-widget.js" data-business="lisa_bk_••••••••3f9a" data-position="left" data-theme="dark" async></script>',
    );
  });
  it('reads one domain a line', () => {
    expect(domainLines(' shop.example.com \n\n*.example.org, localhost:3000')).toEqual([
      'shop.example.com',
      '*.example.org',
      'localhost:3000',
    ]);
  });
});
