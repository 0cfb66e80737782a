// The pricing calculator's inputs (SPEC §3 "Pricing calculator state") and the input
// rules of SPEC §5, which repair bad input silently instead of showing messages.

import {
  CURRENCIES,
  type Currency,
  KNOWLEDGE_BASE_SIZES,
  type KnowledgeBaseSize,
  PRICING_WORKFLOWS,
  type PricingWorkflow,
  SUPPORT_TIER_IDS,
  type SupportTierId,
} from './constants.ts';

export interface PricingState {
  credits: number;
  users: number;
  currency: Currency;
  supportPackage: SupportTierId;
  integrations: readonly string[];
  workflows: readonly PricingWorkflow[];
  knowledgeBase: KnowledgeBaseSize;
  trainingHours: number;
}

/** What a form may hand over: text from inputs, anything from storage or a URL. */
export type PricingStateInput = {
  [K in keyof PricingState]?: unknown;
};

/** SPEC §4 pricing page defaults. */
export const DEFAULT_PRICING_STATE: PricingState = {
  credits: 1000,
  users: 2,
  currency: 'USD',
  supportPackage: 'standard',
  integrations: ['web-widget'],
  workflows: ['Customer Onboarding'],
  knowledgeBase: 'medium',
  trainingHours: 4,
};

// Upper bounds keep every total finite and exact in floating point; they are far above
// anything the page's inputs suggest (the spec sets none).
export const MAX_CREDITS = 1_000_000_000;
export const MAX_USERS = 100_000;
export const MAX_TRAINING_HOURS = 10_000;

/**
 * An integer of at least `min`, from a number or numeric text. Fractions are truncated
 * (as an integer input does); anything unreadable becomes `fallback`.
 */
function wholeNumber(value: unknown, min: number, max: number, fallback: number): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value.trim());
  else return fallback;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

function oneOf<const T extends readonly string[]>(
  options: T,
  value: unknown,
  fallback: T[number],
): T[number] {
  return typeof value === 'string' && options.includes(value) ? value : fallback;
}

function uniqueStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [
    ...new Set(value.filter((item): item is string => typeof item === 'string' && item !== '')),
  ];
}

/**
 * SPEC §5: credits integer >= 1 (invalid or empty becomes 1); users integer >= 1 (same);
 * training hours integer >= 0 (invalid becomes 0); knowledge base only small, medium or
 * large. Where the spec is silent: an unknown currency, support package or knowledge base
 * keeps the page default; lists drop duplicates; workflows keep only the four offered;
 * integration ids are kept even when unknown, because SPEC §9 prices them (100).
 */
export function normalisePricingState(input: PricingStateInput = {}): PricingState {
  return {
    credits: wholeNumber(input.credits, 1, MAX_CREDITS, 1),
    users: wholeNumber(input.users, 1, MAX_USERS, 1),
    currency: oneOf(CURRENCIES, input.currency, DEFAULT_PRICING_STATE.currency),
    supportPackage: oneOf(
      SUPPORT_TIER_IDS,
      input.supportPackage,
      DEFAULT_PRICING_STATE.supportPackage,
    ),
    integrations: uniqueStrings(input.integrations),
    workflows: uniqueStrings(input.workflows).filter((w): w is PricingWorkflow =>
      (PRICING_WORKFLOWS as readonly string[]).includes(w),
    ),
    knowledgeBase: oneOf(
      KNOWLEDGE_BASE_SIZES,
      input.knowledgeBase,
      DEFAULT_PRICING_STATE.knowledgeBase,
    ),
    trainingHours: wholeNumber(input.trainingHours, 0, MAX_TRAINING_HOURS, 0),
  };
}

/** SPEC §4: clicking an integration or workflow toggles it. */
export function toggleItem<T extends string>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}
