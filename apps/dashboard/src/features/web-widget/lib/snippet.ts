// The embed snippet the dashboard shows (key masked) and copies (key in full).
import { maskBusinessKey } from '@lisa/catalogue/integrations';
import { WIDGET_SCRIPT_PATH } from '@lisa/contracts/widget';

export function widgetSnippet(apiUrl: string, key: string, masked = false): string {
  const shown = masked ? maskBusinessKey(key) : key;
  return `<script type="module" src="${apiUrl}${WIDGET_SCRIPT_PATH}" data-business="${shown}" async></script>`;
}

/** The allowed-domains textarea: one host per line (blank lines ignored). */
export function domainLines(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
