// The embed snippet the dashboard shows (key masked) and copies (key in full).
import { maskBusinessKey } from '@lisa/catalogue/integrations';
import { WIDGET_SCRIPT_PATH, type WidgetOptions } from '@lisa/contracts/widget';

/** Where the launcher sits and which theme the panel uses: options of the snippet (SPEC §3). */
export type WidgetPlacement = Pick<WidgetOptions, 'position' | 'theme'>;

export function widgetSnippet(
  apiUrl: string,
  key: string,
  masked = false,
  placement?: WidgetPlacement,
): string {
  const shown = masked ? maskBusinessKey(key) : key;
  // Only what differs from the defaults (right, light), so the usual snippet stays short.
  const position = placement?.position === 'left' ? ' data-position="left"' : '';
  const theme = placement?.theme === 'dark' ? ' data-theme="dark"' : '';
  return `<script type="module" src="${apiUrl}${WIDGET_SCRIPT_PATH}" data-business="${shown}"${position}${theme} async></script>`;
}

/** The allowed-domains textarea: one host per line (blank lines ignored). */
export function domainLines(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
