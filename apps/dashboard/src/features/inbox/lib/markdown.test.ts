import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown.ts';

describe('safe links', () => {
  it('keeps http, https and mailto', () => {
    expect(safeHref('https://example.test/a?b=1')).toBe('https://example.test/a?b=1');
    expect(safeHref('http://example.test')).toBe('http://example.test/');
    expect(safeHref('mailto:ada@example.test')).toBe('mailto:ada@example.test');
  });

  it('refuses javascript:, data:, vbscript:, relative and disguised schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '/relative',
      '//evil.test',
      'https:evil',
    ]) {
      expect(safeHref(href)).toBeNull();
    }
  });
});

describe('markdown reader', () => {
  it('turns a javascript: link into plain words', () => {
    expect(parseInline('[click me](javascript:alert(1))')).toEqual([
      { type: 'text', text: 'click me)' },
    ]);
    expect(parseInline('[x](data:text/html;base64,PHNjcmlwdD4=)')).toEqual([
      { type: 'text', text: 'x' },
    ]);
  });

  it('keeps HTML as text, never as markup', () => {
    const blocks = parseMarkdown('<img src=x onerror=alert(1)> <script>alert(1)</script>');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: '<img src=x onerror=alert(1)> <script>alert(1)</script>' },
        ],
      },
    ]);
  });

  it('reads bold, italic, code and links', () => {
    expect(parseInline('**Hi** *there* `x` [docs](https://lisa.test/docs)')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'Hi' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'there' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'x' },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://lisa.test/docs', children: [{ type: 'text', text: 'docs' }] },
    ]);
  });

  it('links bare addresses without the trailing full stop', () => {
    expect(parseInline('See https://lisa.test/pricing.')).toEqual([
      { type: 'text', text: 'See ' },
      {
        type: 'link',
        href: 'https://lisa.test/pricing',
        children: [{ type: 'text', text: 'https://lisa.test/pricing' }],
      },
      { type: 'text', text: '.' },
    ]);
  });

  it('does not nest links', () => {
    const [link] = parseInline('[https://a.test](https://b.test)');
    expect(link).toEqual({
      type: 'link',
      href: 'https://b.test/',
      children: [{ type: 'text', text: 'https://a.test' }],
    });
  });

  it('reads paragraphs, line breaks, lists and fenced code', () => {
    const blocks = parseMarkdown('One\ntwo\n\n- a\n- b\n1. c\n```\n<b>x</b>\n```');
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'list', 'list', 'code']);
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'One' }, { type: 'break' }, { type: 'text', text: 'two' }],
    });
    expect(blocks[2]).toMatchObject({ type: 'list', ordered: true });
    expect(blocks[3]).toEqual({ type: 'code', text: '<b>x</b>' });
  });

  it('leaves snake_case words alone', () => {
    expect(parseInline('use user_id_here')).toEqual([{ type: 'text', text: 'use user_id_here' }]);
  });
});
