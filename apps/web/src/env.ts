/**
 * The only place the site reads its configuration. Origins come from
 * window.__LISA_CONFIG__ (set by /runtime-config.js, so one build can point at any
 * API), then from VITE_* build variables, then the local defaults. Validated by hand
 * rather than with zod: this module is on the landing page's critical path, and zod
 * would add ~24 KB gzipped to it.
 */
declare global {
  interface Window {
    __LISA_CONFIG__?: Partial<Record<EnvKey, string>>;
  }
}

type EnvKey = 'apiUrl' | 'wsUrl' | 'webUrl' | 'dashboardUrl';
export type Env = Record<EnvKey, string>;

export class InvalidEnvError extends Error {
  readonly code = 'INVALID_ENV';
  constructor(key: EnvKey, value: string) {
    super(`Configuration ${key} is not a valid URL: ${value}`);
  }
}

function origin(key: EnvKey, value: string, protocols: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidEnvError(key, value);
  }
  if (!protocols.includes(url.protocol)) throw new InvalidEnvError(key, value);
  return value.replace(/\/+$/, '');
}

function pick(runtimeValue: string | undefined, buildValue: unknown, fallback: string): string {
  if (runtimeValue) return runtimeValue;
  if (typeof buildValue === 'string' && buildValue) return buildValue;
  return fallback;
}

const runtime = typeof window === 'undefined' ? {} : (window.__LISA_CONFIG__ ?? {});
const http = ['http:', 'https:'];

/**
 * The socket when none is configured, from the API's origin (as chat-core's defaultWsUrl):
 * http -> ws, https -> wss, path /ws; the local API's HTTP port 8000 has its socket on 8080.
 */
function wsFromApi(apiUrl: string): string {
  const url = new URL(apiUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port === '8000') url.port = '8080';
  return `${url.origin}/ws`;
}

const apiUrl = origin(
  'apiUrl',
  pick(runtime.apiUrl, import.meta.env.VITE_API_URL, 'http://localhost:8000'),
  http,
);

export const env: Env = {
  apiUrl,
  wsUrl: origin('wsUrl', pick(runtime.wsUrl, import.meta.env.VITE_WS_URL, wsFromApi(apiUrl)), [
    'ws:',
    'wss:',
  ]),
  webUrl: origin(
    'webUrl',
    pick(runtime.webUrl, import.meta.env.VITE_WEB_URL, 'http://localhost:3000'),
    http,
  ),
  dashboardUrl: origin(
    'dashboardUrl',
    pick(runtime.dashboardUrl, import.meta.env.VITE_DASHBOARD_URL, 'http://localhost:3001'),
    http,
  ),
};
