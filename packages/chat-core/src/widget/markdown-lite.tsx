import type { ReactNode } from 'react';
import { stripHtmlTags } from './html-tags.ts';

// The embed's Markdown renderer (issue 16's size budget): the subset bot replies use —
// paragraphs, headings, lists, fenced and inline code, bold, italic, links, images as links —
// in about 2 KB instead of react-markdown's 55 KB gzipped. It builds elements, never HTML
// strings: raw HTML in a reply is dropped (a placeholder like <token> is kept as text), links other than http(s), mailto, tel and
// relative ones lose their href, links open in a new tab without an opener, and images are
// never fetched (they become a link labelled [alt]). The site keeps react-markdown
// (markdown-message.tsx); the embed build aliases that file to this one.

const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|\.\.?\/)/i;
// Order matters: code first (its content is literal), then images, links, autolinks, bold, italic.
const INLINE =
  /(`+)([\s\S]*?[^`])\1(?!`)|!\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)|\[([^\]]+)\]\(([^)\s]*)(?:\s+"[^"]*")?\)|<(https?:\/\/[^>\s]+)>|\*\*([\s\S]+?)\*\*|__([\s\S]+?)__|\*([^*\s][\s\S]*?)\*|\b_([^_\s][\s\S]*?)_\b/;

function safeHref(url: string): string | undefined {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) ? trimmed : undefined;
}

function link(href: string | undefined, children: ReactNode, key: number): ReactNode {
  return href ? (
    <a key={key} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <span key={key}>{children}</span>
  );
}

export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = stripHtmlTags(text);
  let key = 0;
  while (rest.length > 0) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push(rest);
      break;
    }
    if (m.index > 0) out.push(rest.slice(0, m.index));
    const [whole, , code, imgAlt, imgSrc, linkText, linkHref, auto, bold1, bold2, em1, em2] = m;
    if (code !== undefined) out.push(<code key={key++}>{code.trim()}</code>);
    else if (imgSrc !== undefined) {
      const label = imgAlt?.trim() ? imgAlt : 'image';
      out.push(link(safeHref(imgSrc), `[${label}]`, key++));
    } else if (linkText !== undefined)
      out.push(link(safeHref(linkHref ?? ''), renderInline(linkText), key++));
    else if (auto !== undefined) out.push(link(auto, auto, key++));
    else if (bold1 !== undefined || bold2 !== undefined)
      out.push(<strong key={key++}>{renderInline(bold1 ?? bold2 ?? '')}</strong>);
    else out.push(<em key={key++}>{renderInline(em1 ?? em2 ?? '')}</em>);
    rest = rest.slice(m.index + whole.length);
  }
  return out;
}

const LIST_ITEM = /^\s{0,3}([-*+]|\d{1,9}[.)])\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s{0,3}(```|~~~)/;

export function renderMarkdown(text: string): ReactNode[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ReactNode[] = [];
  let i = 0;
  let key = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').trimStart().startsWith(fence[1] ?? '```')) {
        body.push(lines[i] ?? '');
        i++;
      }
      i++;
      blocks.push(
        <pre key={key++}>
          <code>{body.join('\n')}</code>
        </pre>,
      );
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push(
        <p key={key++}>
          <strong>{renderInline(heading[1] ?? '')}</strong>
        </p>,
      );
      i++;
      continue;
    }
    const first = LIST_ITEM.exec(line);
    if (first) {
      const ordered = /\d/.test(first[1] ?? '');
      const items: string[] = [];
      while (i < lines.length) {
        const item = LIST_ITEM.exec(lines[i] ?? '');
        if (item) items.push(item[2] ?? '');
        else if ((lines[i] ?? '').trim() !== '' && /^\s+/.test(lines[i] ?? '') && items.length)
          items[items.length - 1] += ` ${(lines[i] ?? '').trim()}`;
        else break;
        i++;
      }
      // biome-ignore lint/suspicious/noArrayIndexKey: a reply's list is rendered whole, never reordered
      const children = items.map((item, n) => <li key={n}>{renderInline(item)}</li>);
      blocks.push(ordered ? <ol key={key++}>{children}</ol> : <ul key={key++}>{children}</ul>);
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() !== '' &&
      !FENCE.test(lines[i] ?? '') &&
      !HEADING.test(lines[i] ?? '') &&
      !LIST_ITEM.test(lines[i] ?? '')
    ) {
      paragraph.push((lines[i] ?? '').replace(/^\s{0,3}>\s?/, '').trim());
      i++;
    }
    blocks.push(<p key={key++}>{renderInline(paragraph.join(' '))}</p>);
  }
  return blocks;
}

export function MarkdownMessage({ text }: { text: string }) {
  return <div className="lisa-md">{renderMarkdown(text)}</div>;
}
