import { z } from 'zod';

// Wire contract of third-party connectors (/api/connectors): Zoho CRM, Odoo, Kijani, Asana
// and Google Calendar (the catalogue's `calendar`, which also gives Google Meet links). A
// business connects an app with the credentials the real service uses; secrets are sealed at
// rest and only a hint is ever returned. Workflow `connector` steps call their actions.

export const CONNECTOR_APPS = ['zoho-crm', 'odoo', 'kijani', 'asana', 'calendar'] as const;
export type ConnectorApp = (typeof CONNECTOR_APPS)[number];
export const isConnectorApp = (id: string): id is ConnectorApp =>
  (CONNECTOR_APPS as readonly string[]).includes(id);

/** What a workflow step can ask each app to do. */
export const CONNECTOR_ACTIONS = {
  'zoho-crm': ['create_lead', 'create_contact'],
  odoo: ['create_lead', 'create_contact', 'create_order', 'check_inventory'],
  kijani: ['create_lead'],
  asana: ['create_task'],
  calendar: ['check_availability', 'find_slots', 'book_event'],
} as const satisfies Record<ConnectorApp, readonly string[]>;
export const CONNECTOR_ACTION_NAMES = [
  'create_lead',
  'create_contact',
  'create_order',
  'check_inventory',
  'create_task',
  'check_availability',
  'find_slots',
  'book_event',
] as const;
export type ConnectorAction = (typeof CONNECTOR_ACTION_NAMES)[number];

export const CONNECTOR_ACTION_LABELS: Record<ConnectorAction, string> = {
  create_lead: 'Create a lead',
  create_contact: 'Create or update a contact',
  create_order: 'Create a sale order',
  check_inventory: 'Check stock of a product',
  create_task: 'Create a task',
  check_availability: 'Check free times',
  find_slots: 'Find free times to offer',
  book_event: 'Book an event',
};

/** Inputs each action reads (templates in a step), and the variables it sets. */
export const CONNECTOR_ACTION_FIELDS: Record<
  ConnectorAction,
  { inputs: readonly string[]; required: readonly string[]; outputs: readonly string[] }
> = {
  create_lead: {
    inputs: ['name', 'email', 'phone', 'company', 'notes'],
    required: [],
    outputs: ['record_id'],
  },
  create_contact: {
    inputs: ['name', 'email', 'phone', 'notes'],
    required: [],
    outputs: ['record_id'],
  },
  create_order: {
    inputs: ['name', 'email', 'phone', 'product', 'quantity', 'notes'],
    required: ['product', 'quantity'],
    outputs: ['record_id', 'order_name', 'amount_total', 'partner_id'],
  },
  check_inventory: {
    inputs: ['product'],
    required: ['product'],
    outputs: ['in_stock', 'quantity', 'product_name', 'price'],
  },
  create_task: {
    inputs: ['title', 'notes', 'due_on'],
    required: ['title'],
    outputs: ['record_id', 'task_url'],
  },
  check_availability: {
    inputs: ['start', 'duration_minutes'],
    required: ['start'],
    outputs: ['available', 'busy_until'],
  },
  /** The first free start times within the business's opening hours (`days` ahead, 7 by
   * default); `slots` is a JSON list of { label, value } for an ask step's choices_from. */
  find_slots: {
    inputs: ['duration_minutes', 'count', 'days'],
    required: [],
    outputs: ['slots', 'slot_count', 'first_slot'],
  },
  book_event: {
    inputs: ['title', 'start', 'duration_minutes', 'attendee_email', 'description'],
    required: ['title', 'start'],
    outputs: ['record_id', 'event_url', 'meet_url'],
  },
};

const secret = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required` })
    .max(2000, { error: `${label} is too long` });
const baseUrl = (label: string) =>
  z.url({ protocol: /^https?$/, error: `${label} must be a web address (https://...)` }).max(500);
const plain = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max);

/** The settings a business types in for each app (secrets marked in CONNECTOR_SECRET_FIELDS). */
export const connectorSettingsSchemas = {
  'zoho-crm': z.strictObject({
    /** Zoho's accounts server for the data centre (https://accounts.zoho.com, .eu, .in...). */
    accounts_url: baseUrl('Accounts URL').default('https://accounts.zoho.com'),
    client_id: plain('Client ID'),
    client_secret: secret('Client secret'),
    refresh_token: secret('Refresh token'),
  }),
  odoo: z.strictObject({
    url: baseUrl('URL'),
    database: plain('Database'),
    user_id: z.coerce
      .number({ error: 'User id is a number' })
      .int()
      .positive({ error: 'User id is a number' }),
    api_key: secret('API key'),
    /** When the API key stops working (Odoo keys can expire): a warning shows before. */
    api_key_expires_on: z.iso.date({ error: 'Give the date as YYYY-MM-DD' }).optional(),
    /** json2: Odoo 19's JSON-2 API (bearer key); jsonrpc (the default): older servers. */
    protocol: z
      .enum(['json2', 'jsonrpc'], { error: 'Choose json2 (Odoo 19 and later) or jsonrpc' })
      .optional(),
  }),
  kijani: z.strictObject({
    url: baseUrl('URL'),
    api_key: secret('API key'),
  }),
  asana: z.strictObject({
    access_token: secret('Personal access token'),
    project_gid: z
      .string()
      .trim()
      .regex(/^\d{1,30}$/, { error: 'The project id is a number (from the project link)' }),
  }),
  calendar: z.strictObject({
    client_id: plain('Client ID'),
    client_secret: secret('Client secret'),
    refresh_token: secret('Refresh token'),
    calendar_id: plain('Calendar ID').default('primary'),
    time_zone: z.string().trim().max(60).optional(),
  }),
} as const satisfies Record<ConnectorApp, z.ZodType>;
export type ConnectorSettings<A extends ConnectorApp = ConnectorApp> = z.infer<
  (typeof connectorSettingsSchemas)[A]
>;

export const CONNECTOR_SECRET_FIELDS: Record<ConnectorApp, readonly string[]> = {
  'zoho-crm': ['client_secret', 'refresh_token'],
  odoo: ['api_key'],
  kijani: ['api_key'],
  asana: ['access_token'],
  calendar: ['client_secret', 'refresh_token'],
};

/** Labels for the connect form, in order. */
export const CONNECTOR_FORM_FIELDS: Record<
  ConnectorApp,
  readonly { name: string; label: string; hint?: string; optional?: boolean }[]
> = {
  'zoho-crm': [
    {
      name: 'accounts_url',
      label: 'Accounts URL',
      hint: 'Your data centre, e.g. https://accounts.zoho.eu',
      optional: true,
    },
    { name: 'client_id', label: 'Client ID' },
    { name: 'client_secret', label: 'Client secret' },
    {
      name: 'refresh_token',
      label: 'Refresh token',
      hint: 'Scopes ZohoCRM.modules.leads.ALL and ZohoCRM.modules.contacts.ALL',
    },
  ],
  odoo: [
    { name: 'url', label: 'URL', hint: 'e.g. https://mycompany.odoo.com' },
    { name: 'database', label: 'Database' },
    { name: 'user_id', label: 'User id' },
    { name: 'api_key', label: 'API key' },
    { name: 'api_key_expires_on', label: 'API key expires on', hint: 'YYYY-MM-DD', optional: true },
    {
      name: 'protocol',
      label: 'API',
      hint: 'json2 for Odoo 19 and later; empty for JSON-RPC',
      optional: true,
    },
  ],
  kijani: [
    { name: 'url', label: 'URL' },
    { name: 'api_key', label: 'API key' },
  ],
  asana: [
    { name: 'access_token', label: 'Personal access token' },
    { name: 'project_gid', label: 'Project id' },
  ],
  calendar: [
    { name: 'client_id', label: 'Client ID' },
    { name: 'client_secret', label: 'Client secret' },
    {
      name: 'refresh_token',
      label: 'Refresh token',
      hint: 'Scope calendar.events and calendar.freebusy',
    },
    {
      name: 'calendar_id',
      label: 'Calendar ID',
      hint: 'primary, or the calendar’s address',
      optional: true,
    },
    { name: 'time_zone', label: 'Time zone', hint: 'e.g. Africa/Nairobi', optional: true },
  ],
};

export const CONNECTOR_HEALTH = ['ok', 'failing', 'unchecked'] as const;
export type ConnectorHealth = (typeof CONNECTOR_HEALTH)[number];

export interface ConnectorConnection {
  app: ConnectorApp;
  connected: boolean;
  /** Settings without secrets. */
  settings: Record<string, string | number | null>;
  /** Last 4 characters of each secret. */
  secret_hints: Record<string, string>;
  health: ConnectorHealth;
  last_checked_at: string | null;
  /** The last check's or call's failure in plain words. */
  last_error: string | null;
  last_call_at: string | null;
  /** A warning to show (an Odoo key about to expire). */
  warning: string | null;
  connected_at: string | null;
}

export interface ConnectorTestResult {
  ok: boolean;
  message: string;
}

export interface ConnectorLogEntry {
  id: number;
  action: string;
  ok: boolean;
  record_id: string | null;
  error: string | null;
  created_at: string;
}

export const connectorAppParamsSchema = z.strictObject({
  app: z.enum(CONNECTOR_APPS, { error: 'Not an app Lisa connects to' }),
});

export const connectorConnectionSchema = z.object({
  app: z.enum(CONNECTOR_APPS),
  connected: z.boolean(),
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  secret_hints: z.record(z.string(), z.string()),
  health: z.enum(CONNECTOR_HEALTH),
  last_checked_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_call_at: z.string().nullable(),
  warning: z.string().nullable(),
  connected_at: z.string().nullable(),
}) satisfies z.ZodType<ConnectorConnection>;

export const connectorTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });

export const connectorConnectResponseSchema = z.object({
  connection: connectorConnectionSchema,
  test: connectorTestResultSchema,
});
export type ConnectorConnectResponse = z.infer<typeof connectorConnectResponseSchema>;

export const connectorListSchema = z.object({ connectors: z.array(connectorConnectionSchema) });

export const connectorLogSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      ok: z.boolean(),
      record_id: z.string().nullable(),
      error: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

/** The connect form's body: each app's own settings (checked by connectorSettingsSchemas). */
export const connectorSettingsInputSchema = z.record(
  z.string().max(60),
  z.union([z.string().max(2000), z.number()]),
);

/** POST /api/connectors/zoho-crm/sync-contacts: the business's contacts upserted into Zoho. */
export const ZOHO_SYNC_MAX_CONTACTS = 1000;
export const zohoContactSyncSchema = z.object({
  /** Contacts with an email or a phone (the rest have nothing Zoho can match on). */
  sent: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** Zoho requests made (up to 100 records each). */
  requests: z.number().int(),
  /** The first failures, with Zoho's per-record code. */
  errors: z.array(z.object({ contact_id: z.number(), code: z.string(), message: z.string() })),
});
export type ZohoContactSync = z.infer<typeof zohoContactSyncSchema>;

/** GET /api/connectors/zoho-crm/sync-contacts: how far the business's running sync got. */
export const zohoSyncProgressSchema = z.object({
  running: z.boolean(),
  /** Records Zoho has answered for so far (a request of up to 100 at a time). */
  done: z.number().int(),
  /** Records the running sync sends; 0 when none runs. */
  total: z.number().int(),
  started_at: z.string().nullable(),
});
export type ZohoSyncProgress = z.infer<typeof zohoSyncProgressSchema>;
