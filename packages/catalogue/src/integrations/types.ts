export const INTEGRATION_CATEGORY_KEYS = [
  'widgets',
  'api',
  'messaging',
  'collaboration',
  'productivity',
  'crm',
  'email',
] as const;
export type IntegrationCategoryKey = (typeof INTEGRATION_CATEGORY_KEYS)[number];

export interface IntegrationCategory {
  key: IntegrationCategoryKey;
  label: string;
}

/**
 * Icon key; the apps map each key to an SVG of their own (brand marks are not shipped in
 * this package so it stays pure data).
 */
export type IntegrationIcon =
  | 'web-widget'
  | 'api'
  | 'whatsapp'
  | 'messenger'
  | 'instagram'
  | 'slack'
  | 'asana'
  | 'google-meet'
  | 'calendar'
  | 'zoho'
  | 'kijani'
  | 'odoo';

export interface IntegrationFaq {
  q: string;
  a: string;
}

export interface IntegrationApp {
  id: string;
  name: string;
  categoryKey: IntegrationCategoryKey;
  icon: IntegrationIcon;
  /** Who makes the connected product. */
  provider: string;
  /** One line on what a Lisa customer uses it for. */
  usage: string;
  tags: readonly string[];
  /** Card text, one sentence. */
  short: string;
  description: string;
  features: readonly string[];
  /** What to do in Lisa once connected. */
  instructions: readonly string[];
  faq: readonly IntegrationFaq[];
  /** Step-by-step connection, for apps whose setup has more than one click. */
  howToConnect?: readonly string[];
  /** Route of the documentation page on the marketing site. */
  docsPath: string;
}
