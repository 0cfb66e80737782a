import type { Block } from './types.ts';

// Inline HTML that only formats text. Any other tag in a sentence is being written about
// ("paste the snippet before the closing </body> tag") and stays as written.
const formattingTag =
  /<\/?(?:a|abbr|b|br|cite|code|del|em|i|img|ins|kbd|mark|q|s|small|span|strong|sub|sup|u|wbr)\b[^>]*>/gi;

/** Inline Markdown reduced to its text: links keep their label, emphasis and code lose marks. */
export function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(formattingTag, '')
    .trim();
}

/**
 * Markdown as blocks: ATX and setext headings open sections; paragraphs, list items,
 * block quotes, table rows and fenced code become text. Front matter is skipped.
 */
export function parseMarkdown(markdown: string): { blocks: Block[]; title?: string } {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let title: string | undefined;
  let para: string[] = [];
  let i = 0;
  const flush = () => {
    const text = para.join('\n').trim();
    if (text) blocks.push({ type: 'paragraph', text });
    para = [];
  };
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      const t = lines.slice(1, end).find((l) => /^title:\s*/.test(l));
      if (t) title = t.replace(/^title:\s*/, '').replace(/^["']|["']$/g, '');
      i = end + 1;
    }
  }
  for (; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    const line = raw.trim();
    if (line.startsWith('```') || line.startsWith('~~~')) {
      flush();
      const fence = line.slice(0, 3);
      const code: string[] = [];
      for (i++; i < lines.length && !(lines[i] ?? '').trim().startsWith(fence); i++)
        code.push(lines[i] ?? '');
      if (code.join('').trim()) blocks.push({ type: 'paragraph', text: code.join('\n').trim() });
      continue;
    }
    const atx = line.match(/^(#{1,6})\s+(.*?)\s*#*\s*$/);
    if (atx?.[1] && atx[2] !== undefined) {
      flush();
      const text = plainInline(atx[2]);
      if (atx[1].length === 1 && !title) title = text;
      blocks.push({ type: 'heading', level: atx[1].length, text });
      continue;
    }
    const next = (lines[i + 1] ?? '').trim();
    if (line && para.length === 0 && /^(=+|-+)$/.test(next) && !/^[-*+]\s/.test(line)) {
      flush();
      const level = next.startsWith('=') ? 1 : 2;
      const text = plainInline(line);
      if (level === 1 && !title) title = text;
      blocks.push({ type: 'heading', level, text });
      i++;
      continue;
    }
    if (line === '' || /^(-{3,}|\*{3,}|_{3,})$/.test(line)) {
      flush();
      continue;
    }
    if (/^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/.test(line)) continue; // table rule
    const item = line.match(/^([-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/);
    if (item) {
      // A numbered item keeps its number: steps in order are what a how-to asks for.
      const marker = /^\d/.test(item[1] ?? '') ? `${(item[1] ?? '').replace(')', '.')}` : '-';
      para.push(`${marker} ${plainInline(item[2] ?? '')}`);
      continue;
    }
    if (line.startsWith('|')) {
      const cells = line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => plainInline(c))
        .filter(Boolean);
      if (cells.length > 0) para.push(`- ${cells.join(' — ')}`);
      continue;
    }
    para.push(plainInline(line.replace(/^>\s?/, '')));
  }
  flush();
  return title ? { blocks, title } : { blocks };
}

/** Plain text as paragraphs (blank lines separate them; lines inside are joined). */
export function parsePlainText(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .map((l) => (/^[-*•]\s+/.test(l) ? l.replace(/^[-*•]\s+/, '- ') : l))
        .join('\n'),
    )
    .filter((p) => p.length > 0)
    .map((text) => ({ type: 'paragraph' as const, text }));
}
