import { z } from 'zod';
import { MAX_DB_ID, storedText } from './stored.ts';

// Wire contract of the messaging channels: WhatsApp Cloud API, Facebook Messenger and
// Instagram, connected per business with Meta's credentials (/api/channels), answered by the
// same agent in the same inbox. Meta calls Lisa at GET/POST /webhooks/meta.

export const CHANNELS = ['whatsapp', 'messenger', 'instagram'] as const;
export type Channel = (typeof CHANNELS)[number];
export const channelSchema = z.enum(CHANNELS, {
  error: 'Channel must be whatsapp, messenger or instagram',
});

/** The integrations catalogue's app id of each channel (its dashboard page). */
export const CHANNEL_APP_IDS: Record<Channel, string> = {
  whatsapp: 'whatsapp',
  messenger: 'facebook-messenger',
  instagram: 'instagram',
};
export const CHANNEL_LABELS: Record<Channel, string> = {
  whatsapp: 'WhatsApp',
  messenger: 'Facebook Messenger',
  instagram: 'Instagram',
};

const CONVERSATION_CHANNEL_LABELS: Record<string, string> = {
  web_widget: 'Website widget',
  web: 'Website',
  whatsapp: 'WhatsApp',
  messenger: 'Messenger',
  'facebook-messenger': 'Messenger',
  instagram: 'Instagram',
  api: 'API',
  email: 'Email',
};

/** How a conversation's channel code reads on screen: "web_widget" is "Website widget". */
export function conversationChannelLabel(code: string): string {
  const known = CONVERSATION_CHANNEL_LABELS[code];
  if (known) return known;
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

/** Meta's customer-service window: free text may be sent this long after the customer's last message. */
export const CUSTOMER_WINDOW_HOURS = 24;
export const META_GRAPH_VERSION = 'v21.0';

/** Whole-message keywords (case and surrounding spaces ignored) that opt a contact out or back in. */
export const OPT_OUT_KEYWORDS = [
  'stop',
  'unsubscribe',
  // Swahili
  'acha',
  'sitisha',
  'jiondoe',
  // French
  'arrêt',
  'arret',
  'arrêter',
  'arreter',
  'désabonner',
  'desabonner',
  'désinscrire',
  'desinscrire',
  'stop svp',
] as const;
export const OPT_IN_KEYWORDS = ['start', 'anza', 'commencer', 'démarrer', 'demarrer'] as const;

export const CHANNEL_TEXTS = {
  optedOut:
    'You will not receive marketing messages from us here any more. Reply START to subscribe again.',
  optedIn: 'You are subscribed again. Reply STOP at any time to unsubscribe.',
  windowClosed:
    'The customer last wrote more than 24 hours ago: WhatsApp only lets you send an approved template now.',
  notConnected: 'This channel is not connected. Connect it under Integrations first.',
  testMessage: 'This is a test message from Lisa: your channel is connected.',
  notTemplate: 'That template is not synced or not approved. Sync the templates and pick another.',
  templatesWhatsAppOnly: 'Templates are a WhatsApp feature.',
  /** Meta's error codes in plain words. */
  errors: {
    131047:
      'More than 24 hours have passed since the customer last wrote: only a template can be sent now.',
    131050: 'The customer has stopped marketing messages from this business on WhatsApp.',
    130429: 'WhatsApp is limiting how fast this number can send. It will be tried again shortly.',
    132000: 'The template variables do not match the template: check the values and send again.',
    132001: 'That template does not exist in this language or is not approved yet.',
  } as Record<number, string>,
  unknownError: 'Meta refused the message.',
  signupNotConfigured:
    'Continue with Facebook is not set up on this server: enter the details by hand instead.',
  pageNotManaged:
    'That page is not one this Facebook account manages. Sign in again and pick one from the list.',
  noInstagramAccount:
    'That page has no Instagram business account linked. Link one in the page settings, then try again.',
} as const;

/**
 * The inbox composer's words when the window is closed: WhatsApp offers a template instead;
 * Messenger and Instagram offer nothing until the customer writes again.
 */
export function replyClosedText(channel: Channel): string {
  if (channel === 'whatsapp') {
    return 'The customer last wrote more than 24 hours ago, so a reply cannot be typed here. Send an approved template instead, or write a private note.';
  }
  return `The customer last wrote more than 24 hours ago: no reply can be sent on ${CHANNEL_LABELS[channel]} until they write again. You can still write a private note.`;
}

/** Why free text cannot go now, per channel (WhatsApp offers templates; the pages do not). */
export function windowClosedText(channel: Channel): string {
  if (channel === 'whatsapp') return CHANNEL_TEXTS.windowClosed;
  return `The customer last wrote more than 24 hours ago: ${CHANNEL_LABELS[channel]} only lets you reply within 24 hours of their last message.`;
}

const secret = (label: string) =>
  storedText(label, { error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(1000, { error: `${label} must be at most 1000 characters` });
const metaId = (label: string) =>
  storedText(label, { error: `${label} is required` })
    .trim()
    .regex(/^\d{1,30}$/, { error: `${label} is the number Meta shows (digits only)` });

export const whatsappConnectSchema = z.object({
  phone_number_id: metaId('Phone number id'),
  business_account_id: metaId('Business account id'),
  access_token: secret('Access token'),
  app_secret: secret('App secret'),
});
export const pageConnectSchema = z.object({
  page_id: metaId('Page id'),
  page_access_token: secret('Page access token'),
  app_secret: secret('App secret'),
});
/** WhatsApp's or a page's credentials (the route's channel says which). */
export const channelConnectSchema = z.union([whatsappConnectSchema, pageConnectSchema], {
  error:
    'Give the phone number id, business account id, access token and app secret (WhatsApp) or the page id, page access token and app secret (Messenger, Instagram)',
});
export type WhatsAppConnect = z.infer<typeof whatsappConnectSchema>;
export type PageConnect = z.infer<typeof pageConnectSchema>;
export type ChannelConnectInput = z.infer<typeof channelConnectSchema>;

/** Whether "Continue with Facebook" (Meta's embedded signup for WhatsApp) is offered. */
export const embeddedSignupConfigSchema = z.object({
  enabled: z.boolean(),
  app_id: z.string().nullable(),
  config_id: z.string().nullable(),
  graph_version: z.string(),
});
export type EmbeddedSignupConfig = z.infer<typeof embeddedSignupConfigSchema>;

/** What the Facebook SDK hands back: the code to exchange, and the number and account chosen. */
export const embeddedSignupSchema = z.object({
  code: storedText('Code', { error: 'The Facebook sign-in did not return a code' })
    .trim()
    .min(1, { error: 'The Facebook sign-in did not return a code' })
    .max(2000, { error: 'Code must be at most 2000 characters' }),
  phone_number_id: metaId('Phone number id'),
  business_account_id: metaId('Business account id'),
});
export type EmbeddedSignupInput = z.infer<typeof embeddedSignupSchema>;

/** The page channels whose pages Facebook Login can connect (WhatsApp has its own flow). */
export const PAGE_CHANNELS = ['messenger', 'instagram'] as const;
export const pageChannelParamsSchema = z.object({
  channel: z.enum(PAGE_CHANNELS, { error: 'Channel must be messenger or instagram' }),
});

const userToken = storedText('Access token', {
  error: 'The Facebook sign-in did not return an access token',
})
  .trim()
  .min(1, { error: 'The Facebook sign-in did not return an access token' })
  .max(2000, { error: 'Access token must be at most 2000 characters' });

/** Facebook Login's user token: the API lists the pages that person manages. */
export const pageSignupListSchema = z.object({ access_token: userToken });

/** A page the signed-in person manages (Instagram: only pages with a linked account). */
export const managedPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The Instagram business account linked to the page (what Instagram's webhooks name). */
  instagram_id: z.string().nullable(),
  instagram_username: z.string().nullable(),
});
export type ManagedPageView = z.infer<typeof managedPageSchema>;
export const managedPageListSchema = z.object({ pages: z.array(managedPageSchema) });

/** The page picked: connected with its own token, the app subscribed to its messages. */
export const pageSignupSchema = z.object({
  access_token: userToken,
  page_id: metaId('Page id'),
});
export type PageSignupInput = z.infer<typeof pageSignupSchema>;

export const channelConnectionSchema = z.object({
  channel: channelSchema,
  connected: z.boolean(),
  /** Phone number id or page id (null until connected). */
  external_id: z.string().nullable(),
  business_account_id: z.string().nullable(),
  /** The secrets are never shown again: only their last characters. */
  token_hint: z.string().nullable(),
  /** Paste into Meta's console with the callback URL. */
  verify_token: z.string().nullable(),
  callback_url: z.string(),
  last_webhook_at: z.string().nullable(),
  last_send_at: z.string().nullable(),
  last_send_error: z.string().nullable(),
  connected_at: z.string().nullable(),
});
export type ChannelConnection = z.infer<typeof channelConnectionSchema>;
export const channelConnectionListSchema = z.object({
  channels: z.array(channelConnectionSchema),
});

export const channelParamsSchema = z.object({ channel: channelSchema });

export const channelTestSchema = z.object({
  /** WhatsApp: a phone number with its country code; Messenger/Instagram: a page-scoped id. */
  to: storedText('Recipient', { error: 'Say who should receive the test message' })
    .trim()
    .min(1, { error: 'Say who should receive the test message' })
    .max(40, { error: 'Recipient must be at most 40 characters' }),
});
export type ChannelTestInput = z.infer<typeof channelTestSchema>;

export const channelTestResultSchema = z.object({
  ok: z.boolean(),
  /** Meta's message id, or what Meta said in plain words. */
  detail: z.string(),
  connection: channelConnectionSchema,
});
export type ChannelTestResult = z.infer<typeof channelTestResultSchema>;

export const channelTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.string(),
  status: z.string(),
  category: z.string().nullable(),
  body: z.string(),
  variables: z.number().int(),
});
export type ChannelTemplate = z.infer<typeof channelTemplateSchema>;
export const channelTemplateListSchema = z.object({ templates: z.array(channelTemplateSchema) });

export const DELIVERY_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One outbound message's delivery: its status moves forward only; failed is final. */
export const channelDeliverySchema = z.object({
  /** The inbox message (null for a template sent from the composer). */
  message_id: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  /** Why it failed, in plain words. */
  error: z.string().nullable(),
});
export type ChannelDelivery = z.infer<typeof channelDeliverySchema>;

/** A channel conversation's window and deliveries, for the inbox composer. */
export const channelConversationSchema = z.object({
  conversation_id: z.string(),
  channel: channelSchema,
  /** When free text stops being allowed (null: the customer never wrote). */
  window_closes_at: z.string().nullable(),
  window_open: z.boolean(),
  opted_out: z.boolean(),
  deliveries: z.array(channelDeliverySchema),
});
export type ChannelConversation = z.infer<typeof channelConversationSchema>;

export const templateSendSchema = z.object({
  template_id: z.coerce
    .number()
    .int()
    .positive({ error: 'Pick a template' })
    .max(MAX_DB_ID, { error: 'Pick a template' }),
  variables: z
    .array(storedText('Variable').trim().min(1, { error: 'Fill in every variable' }).max(500))
    .max(20)
    .default([]),
});
export type TemplateSendInput = z.infer<typeof templateSendSchema>;

/** True for a conversation channel served by this module. */
export function isChannelName(value: string): value is Channel {
  return (CHANNELS as readonly string[]).includes(value);
}
