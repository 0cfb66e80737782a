// Reading the host page's widget options. Kept free of zod so the loader stays tiny;
// the lazily loaded panel validates the same values with @lisa/contracts/widget.

export interface RawEmbedOptions {
  business?: string | number;
  defaultOpen?: boolean;
  position?: string;
  theme?: string;
  maxWidth?: number;
  title?: string;
  /** Origin of Lisa's API; defaults to the origin the script was loaded from. */
  apiUrl?: string;
  /** Lisa's WebSocket (teammate replies); defaults to ws(s) on the API's host, path /ws. */
  wsUrl?: string;
}

declare global {
  interface Window {
    /** Optional settings a host page sets before loading the script. */
    LisaWidgetSettings?: RawEmbedOptions;
  }
}

function numberOrUndefined(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** data-* attributes of the script tag, then window.LisaWidgetSettings. */
export function readEmbedOptions(
  script: HTMLScriptElement | null,
  scriptUrl: string,
): RawEmbedOptions {
  const data = script?.dataset ?? {};
  const fromData: RawEmbedOptions = {};
  if (data.business) fromData.business = data.business;
  if (data.defaultOpen !== undefined) fromData.defaultOpen = data.defaultOpen !== 'false';
  if (data.position) fromData.position = data.position;
  if (data.theme) fromData.theme = data.theme;
  const maxWidth = numberOrUndefined(data.maxWidth);
  if (maxWidth !== undefined) fromData.maxWidth = maxWidth;
  if (data.title) fromData.title = data.title;
  if (data.apiUrl) fromData.apiUrl = data.apiUrl;
  if (data.wsUrl) fromData.wsUrl = data.wsUrl;
  const merged = { ...fromData, ...(window.LisaWidgetSettings ?? {}) };
  merged.apiUrl ??= new URL(scriptUrl).origin;
  return merged;
}
