import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePricing, creditTierBreakdown } from './calculate.ts';
import {
  CREDIT_TIERS,
  EXCHANGE_RATE_KES_PER_USD,
  INTEGRATION_SETUP_USD,
  PRICING_INTEGRATIONS,
  PRICING_WORKFLOWS,
  SUPPORT_TIERS,
} from './constants.ts';
import { formatMoney, roundToCents } from './money.ts';
import { DEFAULT_PRICING_STATE, MAX_CREDITS, normalisePricingState, toggleItem } from './state.ts';

const creditCost = (credits: number) => calculatePricing({ credits }).creditCostKes;

describe('defaults (SPEC §4)', () => {
  it('are 1000 credits, 2 users, USD, standard, web widget, Customer Onboarding, medium, 4 h', () => {
    expect(DEFAULT_PRICING_STATE).toEqual({
      credits: 1000,
      users: 2,
      currency: 'USD',
      supportPackage: 'standard',
      integrations: ['web-widget'],
      workflows: ['Customer Onboarding'],
      knowledgeBase: 'medium',
      trainingHours: 4,
    });
  });

  it('cost $157.70 a month, $1,220 setup and $3,112.45 a year', () => {
    const estimate = calculatePricing(DEFAULT_PRICING_STATE);
    expect(roundToCents(estimate.totalMonthlyUsd)).toBe(157.7);
    expect(estimate.setupCostUsd).toBe(1220);
    expect(roundToCents(estimate.totalAnnualUsd)).toBe(3112.45);
    expect(formatMoney(estimate.totalMonthlyUsd, 'USD')).toBe('$157.70');
    expect(formatMoney(estimate.setupCostUsd, 'USD')).toBe('$1,220.00');
    expect(formatMoney(estimate.totalAnnualUsd, 'USD')).toBe('$3,112.45');
  });

  it('break the defaults down into their parts', () => {
    const estimate = calculatePricing(DEFAULT_PRICING_STATE);
    expect(estimate.creditCostKes).toBe(1000);
    expect(estimate.creditCostUsd).toBeCloseTo(1000 / 129.8, 12);
    expect(estimate.additionalUsers).toBe(0);
    expect(estimate.additionalUserCostUsd).toBe(0);
    expect(estimate.supportMonthlyUsd).toBe(150);
    expect(estimate.setup).toEqual({
      integrationsUsd: 200,
      workflowsUsd: 120,
      knowledgeBaseUsd: 500,
      trainingUsd: 400,
    });
    expect(estimate.tierBreakdown).toEqual([{ tier: CREDIT_TIERS[0], used: 1000, cost: 1000 }]);
  });
});

describe('progressive credit bands (SPEC §9)', () => {
  it.each([
    [1, 1],
    [1000, 1000],
    [1001, 1000.8],
    [2000, 1800],
    [2001, 1800.75],
    [5000, 4050],
    [5001, 4050.62],
    [10000, 7150],
    [10001, 7150.59],
    [20000, 13050],
    [20001, 13050.55],
    [50000, 29550],
    [50001, 29550.49],
    [100000, 54050],
  ])('%i credits cost KES %f', (credits, kes) => {
    expect(creditCost(credits)).toBeCloseTo(kes, 9);
  });

  it('prices each band at its own rate', () => {
    expect(creditTierBreakdown(2001).map((row) => [row.tier.id, row.used, row.cost])).toEqual([
      ['0-1000', 1000, 1000],
      ['1001-2000', 1000, 800],
      ['2001-5000', 1, 0.75],
    ]);
    const top = creditTierBreakdown(50001).at(-1);
    expect(top?.tier.id).toBe('50001-plus');
    expect(top?.used).toBe(1);
    expect(top?.cost).toBe(0.49);
  });

  it('has the seven bands with the SPEC rates', () => {
    expect(CREDIT_TIERS.map((t) => [t.label, t.kesPerCredit])).toEqual([
      ['0 - 1,000', 1],
      ['1,001 - 2,000', 0.8],
      ['2,001 - 5,000', 0.75],
      ['5,001 - 10,000', 0.62],
      ['10,001 - 20,000', 0.59],
      ['20,001 - 50,000', 0.55],
      ['50,001+', 0.49],
    ]);
    expect(EXCHANGE_RATE_KES_PER_USD).toBe(129.8);
  });
});

describe('input rules (SPEC §5)', () => {
  it('makes credits a whole number of at least 1; invalid or empty becomes 1', () => {
    for (const [input, expected] of [
      ['', 1],
      ['   ', 1],
      ['abc', 1],
      [Number.NaN, 1],
      [Number.POSITIVE_INFINITY, 1],
      [null, 1],
      [0, 1],
      [-50, 1],
      [2.7, 2],
      ['250', 250],
      [' 1500 ', 1500],
    ] as const) {
      expect(normalisePricingState({ credits: input }).credits).toBe(expected);
    }
  });

  it('makes users a whole number of at least 1 with the same fallback', () => {
    for (const [input, expected] of [
      ['', 1],
      ['x', 1],
      [0, 1],
      [-3, 1],
      [3.9, 3],
      ['7', 7],
    ] as const) {
      expect(normalisePricingState({ users: input }).users).toBe(expected);
    }
  });

  it('makes training hours a whole number of at least 0; invalid becomes 0', () => {
    for (const [input, expected] of [
      ['', 0],
      ['many', 0],
      [-2, 0],
      [2.5, 2],
      ['12', 12],
      [0, 0],
    ] as const) {
      expect(normalisePricingState({ trainingHours: input }).trainingHours).toBe(expected);
    }
  });

  it('accepts only small, medium or large knowledge bases', () => {
    expect(normalisePricingState({ knowledgeBase: 'large' }).knowledgeBase).toBe('large');
    expect(normalisePricingState({ knowledgeBase: 'huge' }).knowledgeBase).toBe('medium');
    expect(normalisePricingState({ knowledgeBase: 3 }).knowledgeBase).toBe('medium');
  });

  it('keeps the default for an unknown currency or support package', () => {
    expect(normalisePricingState({ currency: 'EUR', supportPackage: 'gold' })).toMatchObject({
      currency: 'USD',
      supportPackage: 'standard',
    });
  });

  it('drops duplicate selections and workflows that are not offered', () => {
    const state = normalisePricingState({
      integrations: ['whatsapp', 'whatsapp', 'telegram', 7],
      workflows: ['Lead Qualification', 'Lead Qualification', 'Payroll'],
    });
    expect(state.integrations).toEqual(['whatsapp', 'telegram']);
    expect(state.workflows).toEqual(['Lead Qualification']);
  });

  it('caps absurd credit counts so totals stay finite', () => {
    expect(normalisePricingState({ credits: 1e300 }).credits).toBe(MAX_CREDITS);
  });
});

describe('monthly, setup and annual figures (SPEC §9)', () => {
  it('charges $25 for each user beyond the first two', () => {
    const estimate = calculatePricing({ ...DEFAULT_PRICING_STATE, users: 5 });
    expect(estimate.additionalUsers).toBe(3);
    expect(estimate.additionalUserCostUsd).toBe(75);
  });

  it('charges the support tier per month', () => {
    expect(SUPPORT_TIERS.map((t) => [t.id, t.monthlyUsd])).toEqual([
      ['basic', 50],
      ['standard', 150],
      ['enterprise', 500],
    ]);
    for (const tier of SUPPORT_TIERS) {
      expect(calculatePricing({ supportPackage: tier.id }).supportMonthlyUsd).toBe(tier.monthlyUsd);
    }
  });

  it('prices setup from integrations, workflows, knowledge base and training', () => {
    const estimate = calculatePricing({
      integrations: ['whatsapp', 'odoo', 'calendar', 'telegram'],
      workflows: ['Support Triage', 'Order Processing'],
      knowledgeBase: 'large',
      trainingHours: 3,
    });
    expect(estimate.setup).toEqual({
      integrationsUsd: 300 + 300 + 60 + 100,
      workflowsUsd: 240,
      knowledgeBaseUsd: 1500,
      trainingUsd: 300,
    });
    expect(estimate.setupCostUsd).toBe(760 + 240 + 1500 + 300);
    expect(calculatePricing({ knowledgeBase: 'small' }).setup.knowledgeBaseUsd).toBe(0);
  });

  it('lists the 12 catalogue integrations with their setup prices', () => {
    expect(PRICING_INTEGRATIONS).toHaveLength(12);
    for (const item of PRICING_INTEGRATIONS)
      expect(item.setupUsd).toBe(INTEGRATION_SETUP_USD[item.id]);
    expect(PRICING_WORKFLOWS).toEqual([
      'Customer Onboarding',
      'Lead Qualification',
      'Support Triage',
      'Order Processing',
    ]);
  });

  it('adds monthly parts, and makes annual 12 x monthly + setup', () => {
    const estimate = calculatePricing({ credits: 25000, users: 4, supportPackage: 'enterprise' });
    expect(estimate.totalMonthlyUsd).toBeCloseTo(estimate.creditCostUsd + 50 + 500, 9);
    expect(estimate.totalAnnualUsd).toBeCloseTo(
      12 * estimate.totalMonthlyUsd + estimate.setupCostUsd,
      9,
    );
  });

  it('changes only the display when the currency changes', () => {
    const usd = calculatePricing({ ...DEFAULT_PRICING_STATE, currency: 'USD' });
    const kes = calculatePricing({ ...DEFAULT_PRICING_STATE, currency: 'KES' });
    expect({ ...kes, state: undefined }).toEqual({ ...usd, state: undefined });
    expect(formatMoney(usd.totalMonthlyUsd, 'KES')).toBe('KES 20,470.00');
  });

  it('toggles an integration or workflow on and off', () => {
    expect(toggleItem(['web-widget'], 'slack')).toEqual(['web-widget', 'slack']);
    expect(toggleItem(['web-widget', 'slack'], 'web-widget')).toEqual(['slack']);
  });
});

describe('laws (fast-check)', () => {
  const credits = fc.integer({ min: 1, max: 5_000_000 });

  it('the tier breakdown sums to the credit cost and covers every credit', () => {
    fc.assert(
      fc.property(credits, (n) => {
        const estimate = calculatePricing({ credits: n });
        const costSum = estimate.tierBreakdown.reduce((total, row) => total + row.cost, 0);
        const usedSum = estimate.tierBreakdown.reduce((total, row) => total + row.used, 0);
        expect(usedSum).toBe(n);
        expect(Math.abs(costSum - estimate.creditCostKes)).toBeLessThan(1e-6);
      }),
    );
  });

  it('the cost never falls as credits rise', () => {
    fc.assert(
      fc.property(credits, credits, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(creditCost(high)).toBeGreaterThanOrEqual(creditCost(low));
        expect(calculatePricing({ credits: high }).totalMonthlyUsd).toBeGreaterThanOrEqual(
          calculatePricing({ credits: low }).totalMonthlyUsd,
        );
      }),
    );
  });

  it('no input gives NaN, infinity or a negative figure', () => {
    const anyField = fc.oneof(
      fc.anything(),
      fc.double(),
      fc.integer(),
      fc.string(),
      fc.constantFrom('', ' ', 'NaN', '-1', '1e400', 'large', 'KES', 'basic'),
      fc.array(fc.oneof(fc.string(), fc.constantFrom(...Object.keys(INTEGRATION_SETUP_USD)))),
    );
    const input = fc.record(
      {
        credits: anyField,
        users: anyField,
        currency: anyField,
        supportPackage: anyField,
        integrations: anyField,
        workflows: anyField,
        knowledgeBase: anyField,
        trainingHours: anyField,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(input, (state) => {
        const estimate = calculatePricing(state);
        const figures = [
          estimate.creditCostKes,
          estimate.creditCostUsd,
          estimate.additionalUsers,
          estimate.additionalUserCostUsd,
          estimate.setupCostUsd,
          ...Object.values(estimate.setup),
          estimate.supportMonthlyUsd,
          estimate.totalMonthlyUsd,
          estimate.totalAnnualUsd,
          ...estimate.tierBreakdown.flatMap((row) => [row.used, row.cost]),
        ];
        for (const value of figures) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
