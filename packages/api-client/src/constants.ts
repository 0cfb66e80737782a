// SPEC §7, §8 and §9 numbers and texts, in one place so a test can pin each of them.

/** SPEC §9 "API timeout 15000 ms". */
export const API_TIMEOUT_MS = 15_000;

/** SPEC §7 retries: up to 2, backoff 1000 ms x 2^attempt + up to 1 s random, capped at 10 s. */
export const DEFAULT_RETRY = {
  limit: 2,
  baseDelayMs: 1_000,
  jitterMs: 1_000,
  maxDelayMs: 10_000,
} as const;

/** SPEC §9 "offline check cache 5 s, probe timeout 3 s". */
export const OFFLINE_PROBE_TIMEOUT_MS = 3_000;
export const OFFLINE_PROBE_CACHE_MS = 5_000;

/** SPEC §9 "health check every 30 s with a 5 s abort". */
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;
export const HEALTH_CHECK_INTERVAL_MS = 30_000;
export const HEALTH_CHECK_PATH = '/api/health-check';

/** SPEC §9 restored banner: 3 s after the browser's online event, 2 s after a good retry. */
export const RESTORED_BANNER_MS = 3_000;
export const RETRY_RESTORED_BANNER_MS = 2_000;
export const CONNECTION_LOST_TEXT = 'Connection lost';
export const CONNECTION_RESTORED_TEXT = 'Connection restored';

/** SPEC §8/§9: the warning after 3 consecutive HTML responses, shown as a toast for 8 s. */
export const HTML_WARNING_THRESHOLD = 3;
export const HTML_WARNING_DURATION_MS = 8_000;
export const HTML_WARNING_TEXT =
  'Server is returning HTML instead of JSON. Your session may have expired.';
/**
 * SPEC §8: the token is cleared after the warning only when the HTML looks like a login
 * page. Spelling variants (log in, sign-in, signin, unauthorised) count as mentions too.
 */
export const LOGIN_PAGE_PATTERN = /log\s?-?in|sign\s?-?in|unauthori[sz]ed|authentication/i;

/** SPEC §7: forms fall back to the local development API. */
export const LOCAL_FORMS_HOST = 'http://localhost:8000';

/**
 * SPEC §7 chat calls have no timeout in the spec. An agent answer may wait on an LLM, so
 * the chat client allows twice the API timeout before giving up.
 */
export const CHAT_TIMEOUT_MS = 30_000;

/** Local storage keys (SPEC §3 "Local storage items"), prefixed with the brand. */
export const STORAGE_KEYS = {
  token: 'lisa.token',
  credit: 'lisa.credit',
  chatBoxes: 'lisa.chat-boxes',
  tasks: 'lisa.tasks',
} as const;
