import { z } from 'zod';
import { businessIdSchema, DEFAULT_BUSINESS_ID } from './chat.ts';

// SPEC §3 "Widget options": what a host page passes to the embeddable widget loader.

export const WIDGET_POSITIONS = ['left', 'right'] as const;
export const WIDGET_THEMES = ['light', 'dark'] as const;

export const widgetOptionsSchema = z.object({
  business: businessIdSchema.default(DEFAULT_BUSINESS_ID),
  defaultOpen: z.boolean({ error: 'defaultOpen must be true or false' }).default(false),
  position: z.enum(WIDGET_POSITIONS, { error: 'Position must be left or right' }).default('right'),
  theme: z.enum(WIDGET_THEMES, { error: 'Theme must be light or dark' }).default('light'),
  /** Panel width cap in CSS pixels. */
  maxWidth: z
    .number({ error: 'maxWidth must be a number of pixels' })
    .positive({ error: 'maxWidth must be a positive number of pixels' })
    .optional(),
  /** Header text; the business name is shown when absent. */
  title: z
    .string({ error: 'Title must be text' })
    .trim()
    .min(1, { error: 'Title cannot be empty' })
    .max(120, { error: 'Title must be at most 120 characters' })
    .optional(),
});
/** Options after defaults are applied. */
export type WidgetOptions = z.infer<typeof widgetOptionsSchema>;
/** Options as a host page writes them (all optional). */
export type WidgetOptionsInput = z.input<typeof widgetOptionsSchema>;

export const DEFAULT_WIDGET_OPTIONS: WidgetOptions = widgetOptionsSchema.parse({});

// ——— The widget's business key, allowed domains, identity and pre-chat form (issue 16) ———

/** A business key: public identifier of a business's widget (not a secret). */
export const BUSINESS_KEY_PREFIX = 'lisa_bk_';
export const BUSINESS_KEY_PATTERN = /^lisa_bk_[0-9a-f]{32}$/;
/** After a rotation the previous key keeps working this long. */
export const BUSINESS_KEY_GRACE_HOURS = 24;
export const MAX_ALLOWED_DOMAINS = 50;
/** The path the API serves the widget's loader at (its chunks live under it, hashed). */
export const WIDGET_SCRIPT_PATH = '/widget/v1/lisa-widget.js';

export const businessKeySchema = z
  .string({ error: 'Business key is required' })
  .trim()
  .regex(BUSINESS_KEY_PATTERN, { error: 'Business key must look like lisa_bk_ and 32 hex digits' });

/** Exact hosts (shop.example.com, localhost:3000) or one leading wildcard (*.example.com). */
export const ALLOWED_DOMAIN_PATTERN =
  /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

export const allowedDomainSchema = z
  .string({ error: 'Domain must be text' })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^https?:\/\//, '').replace(/\/+$/, ''))
  .pipe(
    z
      .string()
      .max(253, { error: 'Domain must be at most 253 characters' })
      .regex(ALLOWED_DOMAIN_PATTERN, {
        error: 'Domain must be a host like shop.example.com, localhost:3000 or *.example.com',
      }),
  );

export const PRECHAT_FIELD_MODES = ['off', 'optional', 'required'] as const;
export type PrechatFieldMode = (typeof PRECHAT_FIELD_MODES)[number];
const prechatFieldModeSchema = z.enum(PRECHAT_FIELD_MODES, {
  error: 'Each pre-chat field is off, optional or required',
});
export const prechatSettingsSchema = z.object({
  name: prechatFieldModeSchema,
  email: prechatFieldModeSchema,
});
export type PrechatSettings = z.infer<typeof prechatSettingsSchema>;

/** GET /api/widget: the business's widget set-up, for the dashboard. */
export const widgetSettingsSchema = z.object({
  business_id: z.number(),
  /** Null until the business generates one. */
  business_key: z.string().nullable(),
  /** The key before the last rotation, while it still works. */
  previous_key: z.string().nullable(),
  previous_key_expires_at: z.string().nullable(),
  allowed_domains: z.array(z.string()),
  /** HMAC key for Lisa.identify({ user_hash }); shown to owners and admins. */
  identity_secret: z.string(),
  /** On: Lisa.identify without a correct user_hash is refused. */
  require_identity_verification: z.boolean(),
  prechat: prechatSettingsSchema,
  /** Last time a website loaded the widget with this business's key (null: never). */
  last_seen_at: z.string().nullable(),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

export const updateWidgetSettingsSchema = z
  .object({
    allowed_domains: z
      .array(allowedDomainSchema)
      .max(MAX_ALLOWED_DOMAINS, { error: `At most ${MAX_ALLOWED_DOMAINS} domains` })
      .optional(),
    prechat: prechatSettingsSchema.optional(),
    require_identity_verification: z
      .boolean({ error: 'Identity verification must be on (true) or off (false)' })
      .optional(),
  })
  .strict();
export type UpdateWidgetSettings = z.infer<typeof updateWidgetSettingsSchema>;

/** GET /widget/config?key=: what the embed needs before its first message. */
export const widgetConfigQuerySchema = z.object({ key: businessKeySchema });
export const widgetConfigSchema = z.object({
  business_id: z.number(),
  prechat: prechatSettingsSchema,
  /** The widget refuses identify() without a user_hash itself when this is on. */
  require_identity_verification: z.boolean(),
  /** The agent settings' widget colour (#rrggbb): the launcher wears it before the panel loads. */
  colour: z.string(),
  /** White or ink, whichever reads better on that colour (brand-colour.ts). */
  text_colour: z.string(),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

const visitorField = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} cannot be empty` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** POST /widget/identify: Lisa.identify() from the host page. */
export const widgetIdentifySchema = z.object({
  key: businessKeySchema,
  customer_id: visitorField('Customer id', 200),
  user_id: visitorField('User id', 200),
  email: z.email({ error: 'Email must be an email address' }).max(254).optional(),
  name: visitorField('Name', 120).optional(),
  /** Any spelling with its country code (+254 712 345 678); kept in E.164. */
  phone: visitorField('Phone', 40).optional(),
  /** Hex HMAC-SHA256 of user_id with the business's identity secret. */
  user_hash: z.string().trim().max(128).optional(),
});
export type WidgetIdentifyRequest = z.infer<typeof widgetIdentifySchema>;
export const widgetIdentifyResultSchema = z.object({
  /**
   * True: the details were kept on the visitor's contact. False: a user_hash that does not
   * verify; nothing changed.
   */
  identified: z.boolean(),
  /** True: signed (the user id joins the visitor's devices). False: unsigned details only. */
  verified: z.boolean(),
});

/** POST /widget/prechat: the pre-chat form's answers. */
export const widgetPrechatSchema = z.object({
  key: businessKeySchema,
  customer_id: visitorField('Customer id', 200),
  name: visitorField('Name', 120).optional(),
  email: z.email({ error: 'Email must be an email address' }).max(254).optional(),
});
export type WidgetPrechatRequest = z.infer<typeof widgetPrechatSchema>;

export const WIDGET_TEXTS = {
  originRefused: 'This website is not allowed to use this chat widget.',
  unknownKey: 'No widget has this business key.',
  prechatNameRequired: 'Name is required',
  prechatEmailRequired: 'Email is required',
  identityRequired:
    'This business accepts only signed identities: send user_hash, the HMAC-SHA256 of user_id with its identity secret.',
} as const;

/** The 403 reason when identify() comes unsigned and the business requires verification. */
export const IDENTITY_REQUIRED_REASON = 'identity_verification_required';

/** Host of an Origin header value as an allowed-domain entry matches it ("host" or "host:port"). */
export function originMatches(origin: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const hostname = url.hostname.toLowerCase();
  const port = url.port;
  return allowed.some((entry) => {
    const [pattern = '', entryPort] = entry.split(':');
    if (entryPort !== undefined && entryPort !== port) return false;
    if (pattern.startsWith('*.')) return hostname.endsWith(pattern.slice(1));
    return hostname === pattern;
  });
}
