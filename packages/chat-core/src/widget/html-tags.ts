// Bot replies are untrusted Markdown. Real HTML in them is dropped, but text that only
// looks like a tag — a placeholder such as `Authorization: Bearer <token>` or
// `<your-api-key>` — is the answer's content and must be shown as written (issue 22).

/** Element names a reply could use to inject markup; anything else in angle brackets is text. */
const HTML_ELEMENTS =
  'a|abbr|address|area|article|aside|audio|b|base|bdi|bdo|blockquote|body|br|button|canvas|caption|cite|code|col|colgroup|data|datalist|dd|del|details|dfn|dialog|div|dl|dt|em|embed|fieldset|figcaption|figure|font|footer|form|frame|frameset|h[1-6]|head|header|hr|html|i|iframe|img|input|ins|kbd|label|legend|li|link|main|map|mark|marquee|math|menu|meta|meter|nav|noscript|object|ol|optgroup|option|output|p|param|picture|pre|progress|q|s|samp|script|section|select|slot|small|source|span|strike|strong|style|sub|summary|sup|svg|table|tbody|td|template|textarea|tfoot|th|thead|time|title|tr|track|u|ul|var|video|wbr';

/** A whole HTML tag (or comment / doctype) of a known element, e.g. `<img src=x>`, `</p>`. */
export const HTML_TAG = new RegExp(
  `<!--[\\s\\S]*?-->|<!doctype[^>]*>|<\\/?(?:${HTML_ELEMENTS})(?=[\\s/>])[^>]*>`,
  'gi',
);

/** Removes known HTML tags, keeping placeholders like `<token>` as text. */
export function stripHtmlTags(text: string): string {
  return text.replace(HTML_TAG, '');
}

interface HastNode {
  type: string;
  value?: string;
  children?: HastNode[];
}

/**
 * A rehype plugin for react-markdown: raw HTML nodes made of real tags are removed; the
 * rest (placeholders in angle brackets) stays and react-markdown renders it as text.
 */
export function rehypeKeepPlaceholders() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        if (child.type === 'raw') {
          const text = stripHtmlTags(child.value ?? '');
          return text.trim() === '' ? [] : [{ type: 'text', value: text }];
        }
        walk(child);
        return [child];
      });
    };
    walk(tree);
  };
}
