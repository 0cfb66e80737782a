// Options of the enterprise quote form (SPEC §3, §5, §9). The values themselves are part
// of the wire contract (@lisa/contracts/form-values, without zod; forms validates them);
// this module adds what the form shows around them.

import {
  DEFAULT_SUPPORT_PACKAGE,
  QUOTE_DATA_SOURCES,
  QUOTE_INTEGRATIONS,
  QUOTE_WORKFLOWS,
  type SupportPackage,
} from '@lisa/contracts/form-values';

export {
  DEFAULT_EXPECTED_CUSTOMERS,
  DEFAULT_SUPPORT_PACKAGE,
  type QuoteDataSource,
  type QuoteIntegration,
  type QuoteWorkflow,
  type SupportPackage,
} from '@lisa/contracts/form-values';

/** The 12 integrations offered as checkboxes. */
export const quoteIntegrationOptions = QUOTE_INTEGRATIONS;
/** The 4 data sources offered as checkboxes. */
export const quoteDataSourceOptions = QUOTE_DATA_SOURCES;
/** The 17 workflows offered as checkboxes, spelt correctly. */
export const quoteWorkflowOptions = QUOTE_WORKFLOWS;

export interface QuoteSupportPackage {
  id: SupportPackage;
  name: string;
  /** Monthly price in Kenya shillings; null for Custom, which is priced per agreement. */
  priceKesMonthly: number | null;
  /** "KES 5,000/mo" or "Tailored". */
  priceLabel: string;
  features: readonly string[];
}

function kesPerMonth(amount: number): string {
  return `KES ${amount.toLocaleString('en-US')}/mo`;
}

export const quoteSupportPackages: readonly QuoteSupportPackage[] = [
  {
    id: 'Standard',
    name: 'Standard',
    priceKesMonthly: 5000,
    priceLabel: kesPerMonth(5000),
    features: ['Email support', 'Documentation access'],
  },
  {
    id: 'Professional',
    name: 'Professional',
    priceKesMonthly: 10000,
    priceLabel: kesPerMonth(10000),
    features: ['Everything in Standard', 'Priority email support', 'Phone support'],
  },
  {
    id: 'Enterprise',
    name: 'Enterprise',
    priceKesMonthly: 20000,
    priceLabel: kesPerMonth(20000),
    features: ['Everything in Professional', '24/7 support', 'Dedicated account manager'],
  },
  {
    id: 'Custom',
    name: 'Custom',
    priceKesMonthly: null,
    priceLabel: 'Tailored',
    features: ['Support tailored to your organisation', 'Terms agreed with our sales team'],
  },
];

export function findQuoteSupportPackage(id: string): QuoteSupportPackage | undefined {
  return quoteSupportPackages.find((pkg) => pkg.id === id);
}

/** SPEC §9: the quote form's response promise. */
export const QUOTE_RESPONSE_PROMISE = 'We will get back to you within 2 business days.';
export const QUOTE_RESPONSE_BUSINESS_DAYS = 2;

/** The package the form selects initially (Standard). */
export function defaultQuoteSupportPackage(): QuoteSupportPackage {
  const pkg = findQuoteSupportPackage(DEFAULT_SUPPORT_PACKAGE);
  if (!pkg) throw new Error(`Default support package ${DEFAULT_SUPPORT_PACKAGE} is not listed`);
  return pkg;
}
