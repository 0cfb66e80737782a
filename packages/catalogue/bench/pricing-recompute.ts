// Times one pricing recompute, the work the pricing page does on every input change.
// Issue 7's budget is under 1 ms per recompute. Each sample times a batch of calls,
// because one call is close to the timer's resolution; the figures are per call.

import { performance } from 'node:perf_hooks';
import {
  calculatePricing,
  DEFAULT_PRICING_STATE,
  type PricingStateInput,
} from '../src/pricing/index.ts';

const BUDGET_MS = 1;
const WARMUP_CALLS = 20_000;
const SAMPLES = 2_000;
const CALLS_PER_SAMPLE = 50;

// Inputs as the page produces them: text from inputs, toggled selections, all tiers.
const inputs: PricingStateInput[] = [
  DEFAULT_PRICING_STATE,
  { ...DEFAULT_PRICING_STATE, credits: '75000', users: '12' },
  { ...DEFAULT_PRICING_STATE, integrations: ['web-widget', 'whatsapp', 'odoo', 'slack'] },
  {
    ...DEFAULT_PRICING_STATE,
    workflows: ['Customer Onboarding', 'Support Triage'],
    trainingHours: '',
  },
  { ...DEFAULT_PRICING_STATE, credits: 1001, knowledgeBase: 'large', supportPackage: 'enterprise' },
];

let sink = 0;
function recompute(i: number): void {
  const input = inputs[i % inputs.length] ?? DEFAULT_PRICING_STATE;
  sink += calculatePricing(input).totalAnnualUsd;
}

for (let i = 0; i < WARMUP_CALLS; i += 1) recompute(i);

const perCallMs: number[] = [];
for (let s = 0; s < SAMPLES; s += 1) {
  const start = performance.now();
  for (let i = 0; i < CALLS_PER_SAMPLE; i += 1) recompute(s * CALLS_PER_SAMPLE + i);
  perCallMs.push((performance.now() - start) / CALLS_PER_SAMPLE);
}

perCallMs.sort((a, b) => a - b);
const mean = perCallMs.reduce((total, value) => total + value, 0) / perCallMs.length;
const p95 = perCallMs[Math.min(perCallMs.length - 1, Math.ceil(0.95 * perCallMs.length) - 1)] ?? 0;
const max = perCallMs[perCallMs.length - 1] ?? 0;

const us = (ms: number) => `${(ms * 1000).toFixed(2)} µs`;
console.log(
  `pricing recompute: ${SAMPLES} samples x ${CALLS_PER_SAMPLE} calls (node ${process.version})`,
);
console.log(`  mean ${us(mean)}   p95 ${us(p95)}   max sample ${us(max)}`);
console.log(
  `  budget ${BUDGET_MS} ms: ${p95 < BUDGET_MS ? 'within' : 'OVER'} (checksum ${sink.toFixed(0)})`,
);
if (p95 >= BUDGET_MS) process.exitCode = 1;
