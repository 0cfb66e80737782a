import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark.tsx';
import { brandMarks } from './marks.ts';

const html = (mark: string, name: string) =>
  renderToStaticMarkup(createElement(BrandMark, { mark, name }));

describe('BrandMark', () => {
  it('draws the simple-icons mark in the brand colour', () => {
    const out = html('whatsapp', 'WhatsApp');
    expect(out).toContain(`fill="${brandMarks.whatsapp?.hex}"`);
    expect(out).toContain(`d="${brandMarks.whatsapp?.path}"`);
    expect(out).toContain('aria-hidden="true"');
  });

  it('falls back to a styled tile for apps simple-icons lacks', () => {
    expect(html('kijani', 'Kijani')).toContain('>KI</span>');
    expect(html('slack', 'Slack')).toContain('background-color:#4A154B');
    expect(html('api', 'API')).toContain('<svg');
    expect(html('unknown-app', 'Some Tool')).toContain('>ST</span>');
  });
});
