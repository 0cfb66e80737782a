// The API's whole configuration, read once from process.env and validated. Nothing else
// in src/ reads process.env (a Biome rule keeps it that way).
import { z } from 'zod';
import { parseAllowList } from './platform/security/outbound-policy.ts';
import { parseSecretKeys } from './platform/security/secret-box.ts';

const defaultCorsOrigins = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:3001',
  'http://127.0.0.1:3001',
].join(',');

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().min(1);
/** An unset or empty variable means "use the default". */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  WS_PORT: port.default(8080),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Empty or unset: embedded PGlite in DATA_DIR. Set: PostgreSQL through postgres-js. */
  DATABASE_URL: optionalString,
  CORS_ORIGINS: z
    .string()
    .default(defaultCorsOrigins)
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter((origin) => origin.length > 0),
    ),
  /** Lisa's own site (with the chat): a reply emailed to a visitor links back to it. */
  LISA_WEB_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/$/, '')),
  /** Where people open the dashboard: invite links are built on it. */
  LISA_DASHBOARD_URL: z
    .url()
    .default('http://localhost:3001')
    .transform((value) => value.replace(/\/$/, '')),
  /** Where Meta reaches this API: the callback URL shown for WhatsApp, Messenger, Instagram. */
  LISA_API_URL: z
    .url()
    .default('http://localhost:8000')
    .transform((value) => value.replace(/\/$/, '')),
  /** Meta's Graph API (tests and staging point it at a fake). */
  META_GRAPH_BASE_URL: z
    .url()
    .default('https://graph.facebook.com')
    .transform((value) => value.replace(/\/$/, '')),
  /**
   * Meta's embedded signup for WhatsApp ("Continue with Facebook"): offered when the operator
   * sets the Meta app id, its secret and the embedded-signup configuration id.
   */
  META_APP_ID: optionalString,
  META_APP_SECRET: optionalString,
  META_CONFIG_ID: optionalString,
  /** How long a customer's first message on WhatsApp, Messenger or Instagram waits for the rest of its burst. */
  META_BURST_WINDOW_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  /** How long the agent's test suite waits after a knowledge or settings change before it runs. */
  AGENT_TESTS_AUTORUN_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Asana's API (tests point it at a fake). */
  ASANA_BASE_URL: z
    .url()
    .default('https://app.asana.com')
    .transform((value) => value.replace(/\/$/, '')),
  /** Google Calendar's API and Google's OAuth token endpoint (tests point them at a fake). */
  GOOGLE_CALENDAR_BASE_URL: z
    .url()
    .default('https://www.googleapis.com')
    .transform((value) => value.replace(/\/$/, '')),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /**
   * Lisa's own business's Odoo (SPEC §3: URL, database, user id, API key): used by business 1
   * when it has not connected Odoo on its Integrations page. All four, or none.
   */
  ODOO_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ODOO_DB: optionalString,
  ODOO_USER_ID: optionalString
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().positive().optional()),
  ODOO_API_KEY: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().min(1).default('Lisa <no-reply@lisa.local>'),
  SALES_EMAIL: z.string().email().default('sales@lisa.local'),
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Seed the demo business (Harbour Dental, demo@lisa.local) on start; 'false' turns it off. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((value) => value !== 'false' && value !== '0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** HMAC key for visitor tokens; generated once and kept in the database when unset. */
  VISITOR_TOKEN_SECRET: optionalString,
  RATE_LIMIT_PER_MINUTE: positiveInt.default(300),
  CHAT_NEW_CONVERSATIONS_PER_IP: positiveInt.default(6),
  CHAT_NEW_CONVERSATIONS_WINDOW_HOURS: positiveInt.default(12),
  CHAT_MESSAGES_PER_CUSTOMER_PER_MINUTE: positiveInt.default(30),
  FREE_CHAT_LIMIT_PER_DEVICE: positiveInt.default(10),
  FREE_CHAT_LIMIT_PER_IP: positiveInt.default(50),
  FREE_CHAT_WINDOW_HOURS: positiveInt.default(24),
  /** First webhook retry after this many ms, doubling per attempt (capped at an hour). */
  WEBHOOK_RETRY_BASE_MS: positiveInt.default(30_000),
  /** A workflow's connector step retries a 429/5xx after this many ms, doubling (4 attempts). */
  WORKFLOW_CONNECTOR_RETRY_BASE_MS: positiveInt.default(30_000),
  /** A webhook endpoint that has not answered in this many ms has failed this attempt. */
  WEBHOOK_TIMEOUT_MS: positiveInt.default(10_000),
  /** Hosts a Slack incoming-webhook URL may point at (tests add their loopback fake). */
  SLACK_WEBHOOK_HOSTS: z
    .string()
    .default('hooks.slack.com')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host.length > 0),
    ),
  /** Slack app credentials: set both to offer "Add to Slack" (OAuth) instead of pasting a URL. */
  SLACK_CLIENT_ID: z.string().trim().default(''),
  SLACK_CLIENT_SECRET: z.string().trim().default(''),
  /** Slack's Web API and its authorize page (tests point them at a loopback fake). */
  SLACK_API_BASE_URL: z
    .url()
    .default('https://slack.com/api')
    .transform((value) => value.replace(/\/$/, '')),
  SLACK_AUTHORIZE_URL: z.url().default('https://slack.com/oauth/v2/authorize'),
  /**
   * Hosts, addresses and CIDR ranges a URL given by a business may reach although they are
   * not public (comma-separated: `localhost,10.0.0.0/8,::1`). Empty: public addresses only.
   */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseAllowList(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * Keys sealing secrets at rest (AES-256-GCM), `id:base64-of-32-bytes`, comma-separated;
   * the first seals, all open (rotation: platform/security/secret-box.ts). Empty: a key is
   * generated once and kept in the database — fine for development, not for production.
   */
  SECRETS_KEYS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseSecretKeys(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Where file bytes (attachments) are kept without S3: default `<DATA_DIR>/files`. */
  FILES_DIR: optionalString,
  /**
   * An S3-compatible store for file bytes (platform/storage): all four of endpoint, bucket
   * and keys, or none (then FILES_DIR). Path-style URLs: `<S3_ENDPOINT>/<S3_BUCKET>/<key>`.
   */
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Largest accepted request body in bytes (attachments travel base64 inside JSON). */
  BODY_LIMIT_BYTES: positiveInt.default(10 * 1024 * 1024),
  /** How long SIGTERM may take to answer what was received before the process exits anyway. */
  SHUTDOWN_GRACE_MS: positiveInt.default(25_000),
});

export type Env = z.infer<typeof envSchema>;

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const ODOO_SETTINGS = ['ODOO_URL', 'ODOO_DB', 'ODOO_USER_ID', 'ODOO_API_KEY'] as const;

/** Some settings of a group without the others would silently do nothing: refuse. */
function groupIssue(env: Env, names: readonly (keyof Env)[], group: string): string | null {
  const missing = names.filter((name) => !env[name]);
  if (missing.length === 0 || missing.length === names.length) return null;
  return `${missing.join(', ')}: needed with the other ${group}_* settings (set all four, or none)`;
}

function settingsGroupIssue(env: Env): string | null {
  return groupIssue(env, S3_SETTINGS, 'S3') ?? groupIssue(env, ODOO_SETTINGS, 'ODOO');
}

export class EnvError extends Error {
  readonly code = 'INVALID_ENV';
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const groupProblem = result.success ? settingsGroupIssue(result.data) : null;
  if (groupProblem) throw new EnvError(`Invalid API configuration:\n  ${groupProblem}`);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Reads the process environment; call once at start. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
