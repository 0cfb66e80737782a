import {
  type Currency,
  calculatePricing,
  DEFAULT_PRICING_STATE,
  type KnowledgeBaseSize,
  normalisePricingState,
  type PricingWorkflow,
  type SupportTierId,
  toggleItem,
} from '@lisa/catalogue/pricing';
import { useMemo, useState } from 'react';

/** The three number inputs keep the text being typed; the calculator sees the repaired value. */
export interface PricingInputs {
  credits: string;
  users: string;
  trainingHours: string;
  currency: Currency;
  supportPackage: SupportTierId;
  integrations: readonly string[];
  workflows: readonly PricingWorkflow[];
  knowledgeBase: KnowledgeBaseSize;
}

const initialInputs = (): PricingInputs => ({
  ...DEFAULT_PRICING_STATE,
  credits: String(DEFAULT_PRICING_STATE.credits),
  users: String(DEFAULT_PRICING_STATE.users),
  trainingHours: String(DEFAULT_PRICING_STATE.trainingHours),
});

type NumberField = 'credits' | 'users' | 'trainingHours';

/**
 * SPEC §4/§5: every change recomputes at once through the catalogue's calculator; bad
 * numbers are repaired silently (credits/users to 1, hours to 0) and the input shows the
 * repaired value once it loses focus.
 */
export function usePricingInputs() {
  const [inputs, setInputs] = useState<PricingInputs>(initialInputs);
  const estimate = useMemo(() => calculatePricing(inputs), [inputs]);

  return {
    inputs,
    estimate,
    setNumber(field: NumberField, text: string) {
      setInputs((i) => ({ ...i, [field]: text }));
    },
    commitNumber(field: NumberField) {
      setInputs((i) => ({ ...i, [field]: String(normalisePricingState(i)[field]) }));
    },
    setCurrency(currency: Currency) {
      setInputs((i) => ({ ...i, currency }));
    },
    setSupport(supportPackage: SupportTierId) {
      setInputs((i) => ({ ...i, supportPackage }));
    },
    setKnowledgeBase(knowledgeBase: KnowledgeBaseSize) {
      setInputs((i) => ({ ...i, knowledgeBase }));
    },
    toggleIntegration(id: string) {
      setInputs((i) => ({ ...i, integrations: toggleItem(i.integrations, id) }));
    },
    toggleWorkflow(workflow: PricingWorkflow) {
      setInputs((i) => ({ ...i, workflows: toggleItem(i.workflows, workflow) }));
    },
  };
}
