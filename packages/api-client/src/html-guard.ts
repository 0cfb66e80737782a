import {
  HTML_WARNING_DURATION_MS,
  HTML_WARNING_TEXT,
  HTML_WARNING_THRESHOLD,
  LOGIN_PAGE_PATTERN,
} from './constants.ts';

// SPEC §8: after 3 consecutive HTML responses, warn (toast 8 s) and clear the token if the
// HTML looks like a login page. Any JSON answer in between resets the count; failures with
// no answer at all (network, timeout) neither count nor reset.

export interface HtmlWarning {
  message: string;
  durationMs: number;
  /** Consecutive HTML responses that led to the warning. */
  count: number;
  /** Whether the warning also cleared the token. */
  tokenCleared: boolean;
}

export interface HtmlGuard {
  /** Records an HTML body; returns the warning when this one reaches the threshold. */
  recordHtml(body: string): HtmlWarning | undefined;
  recordNonHtml(): void;
}

export function createHtmlGuard(threshold = HTML_WARNING_THRESHOLD): HtmlGuard {
  let count = 0;
  return {
    recordHtml(body) {
      count += 1;
      if (count < threshold) return undefined;
      const warning: HtmlWarning = {
        message: HTML_WARNING_TEXT,
        durationMs: HTML_WARNING_DURATION_MS,
        count,
        tokenCleared: LOGIN_PAGE_PATTERN.test(body),
      };
      // Start counting again so a run of 6 HTML pages warns twice, not on every request.
      count = 0;
      return warning;
    },
    recordNonHtml() {
      count = 0;
    },
  };
}
