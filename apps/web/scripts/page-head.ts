/**
 * The built <head> of one prerendered page: its own title, description, canonical URL
 * and social tags (the same values `applyPageMeta` writes in the browser), and, on pages
 * that follow the visitor's theme, the blocking /theme-init.js that sets data-theme
 * before the first paint (the Content-Security-Policy allows no inline script).
 */
export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string;
  /** False on `/`, which is always light (SPEC). */
  followsTheme: boolean;
}

export const THEME_INIT_SCRIPT = '/theme-init.js';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

function setContent(html: string, attribute: string, key: string, value: string): string {
  const pattern = new RegExp(`(<meta\\s+${attribute}="${key}"\\s+content=")[^"]*(")`);
  return html.replace(pattern, `$1${escapeAttribute(value)}$2`);
}

export function withPageHead(shell: string, head: PageHead): string {
  let html = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(head.title)}</title>`)
    .replace(
      /<link rel="canonical" href="[^"]*"/,
      `<link rel="canonical" href="${escapeAttribute(head.canonicalUrl)}"`,
    );
  // index.html spreads some tags over several lines: normalise whitespace inside <meta>.
  html = html.replace(/<meta\s+([^>]*?)\s*\/?>/g, (tag) => tag.replace(/\s+/g, ' '));
  html = setContent(html, 'name', 'description', head.description);
  html = setContent(html, 'property', 'og:title', head.title);
  html = setContent(html, 'property', 'og:description', head.description);
  html = setContent(html, 'property', 'og:url', head.canonicalUrl);
  html = setContent(html, 'name', 'twitter:title', head.title);
  html = setContent(html, 'name', 'twitter:description', head.description);
  if (head.followsTheme)
    html = html.replace('</title>', `</title>\n    <script src="${THEME_INIT_SCRIPT}"></script>`);
  return html;
}
