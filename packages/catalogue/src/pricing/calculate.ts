// The pricing calculator (SPEC §3 computed values, §9 prices). Pure: the same state always
// gives the same estimate, and the page recomputes on every input change.

import {
  ADDITIONAL_USER_USD,
  CREDIT_TIERS,
  type CreditTier,
  EXCHANGE_RATE_KES_PER_USD,
  INCLUDED_USERS,
  integrationSetupUsd,
  KNOWLEDGE_BASE_OPTIONS,
  SUPPORT_TIERS,
  TRAINING_USD_PER_HOUR,
  WORKFLOW_SETUP_USD,
} from './constants.ts';
import { normalisePricingState, type PricingState, type PricingStateInput } from './state.ts';

export interface TierUsage {
  tier: CreditTier;
  /** Credits priced in this band. */
  used: number;
  /** KES. */
  cost: number;
}

export interface SetupBreakdown {
  integrationsUsd: number;
  workflowsUsd: number;
  knowledgeBaseUsd: number;
  trainingUsd: number;
}

export interface PricingEstimate {
  /** The state after the SPEC §5 input rules. */
  state: PricingState;
  /** Bands the credits reach, lowest first; bands with no credit are left out. */
  tierBreakdown: TierUsage[];
  creditCostKes: number;
  creditCostUsd: number;
  additionalUsers: number;
  additionalUserCostUsd: number;
  setup: SetupBreakdown;
  setupCostUsd: number;
  supportMonthlyUsd: number;
  /** Credit cost + additional users + support, per month. */
  totalMonthlyUsd: number;
  /** 12 x monthly + setup. */
  totalAnnualUsd: number;
}

/** Progressive credit pricing: each credit costs the rate of the band it falls in. */
export function creditTierBreakdown(credits: number): TierUsage[] {
  const rows: TierUsage[] = [];
  for (const tier of CREDIT_TIERS) {
    if (credits < tier.from) break;
    const last = tier.to === null ? credits : Math.min(credits, tier.to);
    const used = last - tier.from + 1;
    rows.push({ tier, used, cost: used * tier.kesPerCredit });
  }
  return rows;
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * Every figure of the pricing page from its inputs. Values are unrounded; round for
 * display with roundToCents / formatMoney so the annual total is computed from the exact
 * monthly one (the defaults give $157.70, $1,220 and $3,112.45).
 */
export function calculatePricing(input: PricingStateInput = {}): PricingEstimate {
  const state = normalisePricingState(input);

  const tierBreakdown = creditTierBreakdown(state.credits);
  const creditCostKes = sum(tierBreakdown.map((row) => row.cost));
  const creditCostUsd = creditCostKes / EXCHANGE_RATE_KES_PER_USD;

  const additionalUsers = Math.max(0, state.users - INCLUDED_USERS);
  const additionalUserCostUsd = additionalUsers * ADDITIONAL_USER_USD;

  const supportMonthlyUsd =
    SUPPORT_TIERS.find((tier) => tier.id === state.supportPackage)?.monthlyUsd ?? 0;

  const setup: SetupBreakdown = {
    integrationsUsd: sum(state.integrations.map(integrationSetupUsd)),
    workflowsUsd: state.workflows.length * WORKFLOW_SETUP_USD,
    knowledgeBaseUsd:
      KNOWLEDGE_BASE_OPTIONS.find((option) => option.id === state.knowledgeBase)?.setupUsd ?? 0,
    trainingUsd: state.trainingHours * TRAINING_USD_PER_HOUR,
  };
  const setupCostUsd =
    setup.integrationsUsd + setup.workflowsUsd + setup.knowledgeBaseUsd + setup.trainingUsd;

  const totalMonthlyUsd = creditCostUsd + additionalUserCostUsd + supportMonthlyUsd;
  const totalAnnualUsd = 12 * totalMonthlyUsd + setupCostUsd;

  return {
    state,
    tierBreakdown,
    creditCostKes,
    creditCostUsd,
    additionalUsers,
    additionalUserCostUsd,
    setup,
    setupCostUsd,
    supportMonthlyUsd,
    totalMonthlyUsd,
    totalAnnualUsd,
  };
}
