// What never reaches a log line: credentials in headers, secrets in logged objects, and
// tokens in URLs (an invite link's `?token=` would otherwise be logged with every request).
// main.ts and buildServer's default logger both take their options from here.
import type { LoggerOptions } from 'pino';

/** pino `redact` paths: headers and the usual names of secrets, at any depth pino allows. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.token',
  '*.secret',
  '*.api_key',
  '*.apiKey',
  '*.access_token',
  '*.refresh_token',
  '*.visitor_token',
  '*.two_factor_secret',
  '*.webhook_secret',
  '*.client_secret',
  '*.authorization',
  'password',
  'token',
  'secret',
  'apiKey',
  'authorization',
];

const SECRET_QUERY_KEYS =
  /([?&](?:token|code|secret|key|api_key|access_token|visitor_token)=)[^&#]*/gi;

/** A URL with the values of secret-looking query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_KEYS, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The logger options of the API: level, redaction, and a request serializer without secrets. */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        host: request.host ?? request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
