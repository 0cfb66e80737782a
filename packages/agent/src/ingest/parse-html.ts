import { type HTMLElement, type Node, NodeType, parse } from 'node-html-parser';
import type { Block } from './types.ts';

// Page furniture that is never the content: dropped with everything inside.
const dropTags = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'nav',
  'footer',
  'header',
  'aside',
  'form',
  'button',
  'select',
  'input',
  'textarea',
  'dialog',
];
const dropRoles = [
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'search',
  'dialog',
  'alert',
];
const boilerplateName =
  /(^|[-_\s])(nav|navbar|menu|breadcrumbs?|footer|header|sidebar|cookie|consent|banner|social|share|newsletter|subscribe|advert|ads|promo|popup|modal|skip-link)([-_\s]|$)/i;

const blockTags = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'td',
  'th',
  'blockquote',
  'pre',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'br',
  'hr',
  'address',
]);

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Removes navigation, footers, scripts, cookie banners and other boilerplate in place. */
function stripBoilerplate(root: HTMLElement): void {
  for (const el of root.querySelectorAll(dropTags.join(','))) el.remove();
  for (const el of root.querySelectorAll('[role],[class],[id],[hidden],[aria-hidden]')) {
    const role = el.getAttribute('role') ?? '';
    const names = `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;
    if (
      dropRoles.includes(role) ||
      el.hasAttribute('hidden') ||
      el.getAttribute('aria-hidden') === 'true' ||
      (boilerplateName.test(names) &&
        el.tagName !== 'MAIN' &&
        el.tagName !== 'ARTICLE' &&
        el.tagName !== 'BODY')
    ) {
      el.remove();
    }
  }
}

/** Walks the DOM, turning headings into heading blocks and everything else into paragraphs. */
function collect(node: Node, blocks: Block[], line: string[]): void {
  const flush = () => {
    const text = squash(line.join(''));
    if (text) blocks.push({ type: 'paragraph', text });
    line.length = 0;
  };
  if (node.nodeType === NodeType.TEXT_NODE) {
    line.push(node.text);
    return;
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE) return;
  const el = node as HTMLElement;
  const tag = el.tagName?.toLowerCase() ?? '';
  const heading = tag.match(/^h([1-6])$/);
  if (heading) {
    flush();
    const text = squash(el.text);
    if (text) blocks.push({ type: 'heading', level: Number(heading[1]), text });
    return;
  }
  if (tag === 'li') {
    flush();
    const text = squash(el.text);
    if (text) {
      // Consecutive items join one paragraph so a list stays together in one chunk.
      const last = blocks[blocks.length - 1];
      if (last?.type === 'paragraph' && last.text.startsWith('- ')) last.text += `\n- ${text}`;
      else blocks.push({ type: 'paragraph', text: `- ${text}` });
    }
    return;
  }
  if (tag === 'tr') {
    flush();
    const cells = el
      .querySelectorAll('td,th')
      .map((c) => squash(c.text))
      .filter(Boolean);
    if (cells.length > 0) blocks.push({ type: 'paragraph', text: `- ${cells.join(' — ')}` });
    return;
  }
  const isBlock = blockTags.has(tag);
  if (isBlock) flush();
  for (const child of el.childNodes) collect(child, blocks, line);
  if (isBlock) flush();
}

/** HTML as blocks, boilerplate removed; the title is <title>, else the first <h1>. */
export function parseHtml(html: string): { blocks: Block[]; title?: string } {
  const root = parse(html, { comment: false, blockTextElements: { pre: true } });
  const title =
    squash(root.querySelector('title')?.text ?? '') || squash(root.querySelector('h1')?.text ?? '');
  stripBoilerplate(root);
  // Prefer the page's declared main content when it has one.
  const main =
    root.querySelector('main') ??
    root.querySelector('article') ??
    root.querySelector('[role=main]');
  const body = main ?? root.querySelector('body') ?? root;
  for (const el of body.querySelectorAll('title,head')) el.remove();
  const blocks: Block[] = [];
  const line: string[] = [];
  collect(body, blocks, line);
  const rest = squash(line.join(''));
  if (rest) blocks.push({ type: 'paragraph', text: rest });
  return title ? { blocks, title } : { blocks };
}
