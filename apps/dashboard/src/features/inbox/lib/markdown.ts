// A deliberately small Markdown reader for message text: paragraphs, line breaks, lists,
// fenced code, **bold**, *italic*, `code`, [links](https://…) and bare http(s) addresses.
// It produces a tree, never HTML: the renderer builds React elements, so any `<tag>` in the
// text stays text. Links survive only for http, https and mailto; anything else (javascript:,
// data:, relative paths) keeps its words and loses the link. Left out on purpose: images
// (never fetched from a visitor's text), headings, tables and raw HTML.

export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: MarkdownInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: MarkdownInline[] }
  | { type: 'break' };

export type MarkdownBlock =
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; items: MarkdownInline[][] }
  | { type: 'code'; text: string };

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address when it is an absolute http(s) or mailto URL, else null. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const cleaned = raw.replace(/[\u0000-\u001F\u007F\s]/g, '');
  if (!/^(https?:\/\/|mailto:)/i.test(cleaned)) return null;
  try {
    const url = new URL(cleaned);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const INLINE =
  /`([^`\n]+)`|\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>]*[^\s<>.,;:!?)\]'"])|\*([^*\s](?:[^*]*[^*\s])?)\*|\b_([^_\s](?:[^_]*[^_\s])?)_\b/;

/** Inline marks of one line or paragraph. `inLink` stops links nesting inside links. */
export function parseInline(text: string, inLink = false): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  let rest = text;
  const pushText = (value: string) => {
    if (!value) return;
    const last = nodes.at(-1);
    if (last?.type === 'text') last.text += value;
    else nodes.push({ type: 'text', text: value });
  };
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      pushText(rest);
      break;
    }
    pushText(rest.slice(0, match.index));
    const [whole, code, strong, label, href, bare, em, underscored] = match;
    if (code !== undefined) nodes.push({ type: 'code', text: code });
    else if (strong !== undefined)
      nodes.push({ type: 'strong', children: parseInline(strong, inLink) });
    else if (label !== undefined && href !== undefined) {
      const safe = inLink ? null : safeHref(href);
      const children = parseInline(label, true);
      if (safe) nodes.push({ type: 'link', href: safe, children });
      else
        for (const child of children)
          child.type === 'text' ? pushText(child.text) : nodes.push(child);
    } else if (bare !== undefined) {
      const safe = inLink ? null : safeHref(bare);
      if (safe) nodes.push({ type: 'link', href: safe, children: [{ type: 'text', text: bare }] });
      else pushText(bare);
    } else {
      const inner = em ?? underscored ?? '';
      nodes.push({ type: 'em', children: parseInline(inner, inLink) });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return nodes;
}

function paragraph(lines: string[]): MarkdownBlock {
  const children: MarkdownInline[] = [];
  lines.forEach((line, index) => {
    if (index > 0) children.push({ type: 'break' });
    children.push(...parseInline(line));
  });
  return { type: 'paragraph', children };
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

/** Reads message text into blocks. */
export function parseMarkdown(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let buffer: string[] = [];
  const flush = () => {
    if (buffer.length) blocks.push(paragraph(buffer));
    buffer = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (/^\s*```/.test(line)) {
      flush();
      const code: string[] = [];
      index++;
      while (index < lines.length && !/^\s*```/.test(lines[index] ?? ''))
        code.push(lines[index++] ?? '');
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    const listMatch = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (listMatch) {
      flush();
      const ordered = !BULLET.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: MarkdownInline[][] = [];
      while (index < lines.length && pattern.test(lines[index] ?? '')) {
        items.push(parseInline(pattern.exec(lines[index] ?? '')?.[1] ?? ''));
        index++;
      }
      index--;
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    if (line.trim() === '') flush();
    else buffer.push(line);
  }
  flush();
  return blocks;
}
