import { HtmlResponseError, InvalidJsonError } from './errors.ts';

// SPEC §5 "String responses are parsed as JSON. An HTML body counts as an error."

const HTML_START = /^<(?:!doctype\s+html|html|head|body)[\s>]/i;

/** True when a body that should be JSON is an HTML page (a login page, a proxy error). */
export function isHtmlBody(text: string, contentType: string | null): boolean {
  if (contentType?.toLowerCase().includes('text/html')) return true;
  return HTML_START.test(text.trimStart());
}

/**
 * Parses a response body as JSON. An empty body is `null`. A body that decodes to a JSON
 * string which is itself a JSON object or array (a server that encoded twice) is parsed
 * again, as the original client did with string bodies.
 */
export function parseJsonBody(text: string, contentType: string | null, status: number): unknown {
  if (isHtmlBody(text, contentType)) throw new HtmlResponseError(status, text);
  if (text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
    if (typeof value === 'string' && /^\s*[[{]/.test(value)) value = JSON.parse(value);
  } catch (error) {
    throw new InvalidJsonError(status, text, { cause: error });
  }
  return value;
}
