// The agent's answer as a messaging app shows it: WhatsApp's own markup (*bold*, _italic_,
// ~strike~), no Markdown tables (each row becomes a line), links written out, and the
// citations as short numbered links at the end. Messenger and Instagram show plain text.
import type { Channel } from '@lisa/contracts/channels';

export interface Citation {
  index?: number;
  title?: string | null;
  url?: string | null;
}

const MAX_TEXT = 4096;

function tableToLines(block: string): string {
  const rows = block
    .split('\n')
    .filter((line) => !/^\s*\|?\s*:?-{2,}/.test(line))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim())
        .filter((cell) => cell.length > 0),
    )
    .filter((cells) => cells.length > 0);
  const [header, ...body] = rows;
  if (!header || body.length === 0) return rows.map((cells) => cells.join(' · ')).join('\n');
  return body
    .map((cells) =>
      cells.map((cell, i) => (header[i] && i > 0 ? `${header[i]}: ${cell}` : cell)).join(', '),
    )
    .join('\n');
}

function shortLink(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : parsed.pathname.replace(/\/$/, '');
    return `${parsed.host}${path}`;
  } catch {
    return url;
  }
}

export function formatForChannel(
  channel: Channel,
  text: string,
  citations: readonly Citation[] = [],
): string {
  const whatsapp = channel === 'whatsapp';
  // Tables: consecutive lines that start with a pipe.
  let out = text.replace(/(?:^\s*\|.*\|\s*$\n?)+/gm, (block) => `${tableToLines(block)}\n`);
  out = out
    // Headings become a bold line.
    .replace(/^#{1,6}\s+(.+)$/gm, whatsapp ? '*$1*' : '$1')
    // Links: the text, then the address.
    .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, (_m, label: string, url: string) =>
      label === url ? url : `${label} (${url})`,
    )
    // Bold and italic.
    .replace(/\*\*(.+?)\*\*/g, whatsapp ? '*$1*' : '$1')
    .replace(/__(.+?)__/g, whatsapp ? '*$1*' : '$1')
    .replace(/~~(.+?)~~/g, whatsapp ? '~$1~' : '$1')
    // Inline code loses its backticks outside WhatsApp (which shows ```monospace```).
    .replace(/`([^`\n]+)`/g, whatsapp ? '```$1```' : '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const links = citations
    .map((citation, i) => ({ n: citation.index ?? i + 1, url: citation.url }))
    .filter((citation): citation is { n: number; url: string } => Boolean(citation.url));
  if (links.length > 0) {
    out += `\n\n${links.map((link) => `[${link.n}] ${shortLink(link.url)}`).join('\n')}`;
  }
  return out.length > MAX_TEXT ? `${out.slice(0, MAX_TEXT - 1)}…` : out;
}
