// Pricing figures of SPEC §9. Credits are priced in Kenya shillings; everything else in
// US dollars. The calculator converts credits at EXCHANGE_RATE_KES_PER_USD.

import { integrationApps } from '../integrations/apps.ts';

export const EXCHANGE_RATE_KES_PER_USD = 129.8;

export interface CreditTier {
  /** Stable key, e.g. "1001-2000". */
  id: string;
  /** Table label, e.g. "1,001 - 2,000". */
  label: string;
  /** First credit of the band (1-based). */
  from: number;
  /** Last credit of the band; null for the open top band. */
  to: number | null;
  kesPerCredit: number;
}

function tier(from: number, to: number | null, kesPerCredit: number): CreditTier {
  const fmt = (n: number) => n.toLocaleString('en-US');
  // SPEC writes the first band as 0-1000; credit 0 costs nothing, so the band starts at 1.
  const id = `${from === 1 ? 0 : from}-${to ?? 'plus'}`;
  const label = to === null ? `${fmt(from)}+` : `${fmt(from === 1 ? 0 : from)} - ${fmt(to)}`;
  return { id, label, from, to, kesPerCredit };
}

/** Progressive bands, like tax brackets: each credit is priced by the band it falls in. */
export const CREDIT_TIERS: readonly CreditTier[] = [
  tier(1, 1000, 1.0),
  tier(1001, 2000, 0.8),
  tier(2001, 5000, 0.75),
  tier(5001, 10000, 0.62),
  tier(10001, 20000, 0.59),
  tier(20001, 50000, 0.55),
  tier(50001, null, 0.49),
];

/** Users included in every plan; each one beyond costs ADDITIONAL_USER_USD a month. */
export const INCLUDED_USERS = 2;
export const ADDITIONAL_USER_USD = 25;

export const SUPPORT_TIER_IDS = ['basic', 'standard', 'enterprise'] as const;
export type SupportTierId = (typeof SUPPORT_TIER_IDS)[number];

export interface SupportTier {
  id: SupportTierId;
  name: string;
  monthlyUsd: number;
  features: readonly string[];
}

/** Pricing-page support tiers (not the quote form's KES packages). */
export const SUPPORT_TIERS: readonly SupportTier[] = [
  { id: 'basic', name: 'Basic', monthlyUsd: 50, features: ['Email support', 'Weekly reports'] },
  {
    id: 'standard',
    name: 'Standard',
    monthlyUsd: 150,
    features: ['Priority email', 'Monthly review', '24h SLA'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyUsd: 500,
    features: ['Dedicated manager', '4h SLA', 'Custom SLAs'],
  },
];

/** One-time setup price (USD) per integration id. */
export const INTEGRATION_SETUP_USD: Readonly<Record<string, number>> = {
  'web-widget': 200,
  'lisa-api': 200,
  whatsapp: 300,
  'facebook-messenger': 250,
  instagram: 250,
  slack: 120,
  asana: 100,
  'google-meet': 80,
  calendar: 60,
  'zoho-crm': 180,
  kijani: 150,
  odoo: 300,
};
/** SPEC §9: setup price of an integration id the table does not know. */
export const UNKNOWN_INTEGRATION_SETUP_USD = 100;

export function integrationSetupUsd(id: string): number {
  return Object.hasOwn(INTEGRATION_SETUP_USD, id)
    ? (INTEGRATION_SETUP_USD[id] ?? UNKNOWN_INTEGRATION_SETUP_USD)
    : UNKNOWN_INTEGRATION_SETUP_USD;
}

export interface PricingIntegration {
  id: string;
  name: string;
  setupUsd: number;
}

function pricingIntegrations(): readonly PricingIntegration[] {
  return integrationApps
    .slice(0, 12)
    .map((app) => ({ id: app.id, name: app.name, setupUsd: integrationSetupUsd(app.id) }));
}

/**
 * SPEC §2: the pricing page lists only the first 12 catalogue apps. (Pure: a bundle that
 * uses the calculator without this list leaves the apps module out.)
 */
export const PRICING_INTEGRATIONS: readonly PricingIntegration[] =
  /* @__PURE__ */ pricingIntegrations();

export const PRICING_WORKFLOWS = [
  'Customer Onboarding',
  'Lead Qualification',
  'Support Triage',
  'Order Processing',
] as const;
export type PricingWorkflow = (typeof PRICING_WORKFLOWS)[number];
export const WORKFLOW_SETUP_USD = 120;

export const KNOWLEDGE_BASE_SIZES = ['small', 'medium', 'large'] as const;
export type KnowledgeBaseSize = (typeof KNOWLEDGE_BASE_SIZES)[number];

export interface KnowledgeBaseOption {
  id: KnowledgeBaseSize;
  label: string;
  setupUsd: number;
  description: string;
}

export const KNOWLEDGE_BASE_OPTIONS: readonly KnowledgeBaseOption[] = [
  {
    id: 'small',
    label: 'Small',
    setupUsd: 0,
    description: 'An FAQ page and a few documents you upload yourself',
  },
  {
    id: 'medium',
    label: 'Medium',
    setupUsd: 500,
    description: 'Product catalogue, policies and help articles structured by our team',
  },
  {
    id: 'large',
    label: 'Large',
    setupUsd: 1500,
    description: 'Large document sets, several sources and synced business data',
  },
];

export const TRAINING_USD_PER_HOUR = 100;

export const CURRENCIES = ['USD', 'KES'] as const;
export type Currency = (typeof CURRENCIES)[number];
