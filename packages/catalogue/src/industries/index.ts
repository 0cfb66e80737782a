import { customerService } from './content/customer-service.ts';
import { eCommerce } from './content/e-commerce.ts';
import { education } from './content/education.ts';
import { fintech } from './content/fintech.ts';
import { government } from './content/government.ts';
import { healthcare } from './content/healthcare.ts';
import { ngo } from './content/ngo.ts';
import { realEstate } from './content/real-estate.ts';
import { INDUSTRY_IDS, type Industry, type IndustryId } from './types.ts';

export {
  INDUSTRY_IDS,
  type Industry,
  type IndustryCaseStudy,
  type IndustryFeature,
  type IndustryId,
  type IndustryPainPoint,
  type IndustryStat,
  type IndustryTestimonial,
  type IndustryWorkflowStep,
} from './types.ts';

/** SPEC §2: the industry shown for an unknown or missing id. */
export const DEFAULT_INDUSTRY_ID: IndustryId = 'customer-service';

export const industries: Readonly<Record<IndustryId, Industry>> = {
  'customer-service': customerService,
  'real-estate': realEstate,
  healthcare,
  'e-commerce': eCommerce,
  education,
  ngo,
  government,
  fintech,
};

/** Industries in tab order. */
export const industryList: readonly Industry[] = /* @__PURE__ */ INDUSTRY_IDS.map(
  (id) => industries[id],
);

export function isIndustryId(value: unknown): value is IndustryId {
  return typeof value === 'string' && (INDUSTRY_IDS as readonly string[]).includes(value);
}

/** SPEC §2 /solutions/:industryId: an unknown or missing id falls back to customer-service. */
export function resolveIndustryId(id: string | null | undefined): IndustryId {
  return isIndustryId(id) ? id : DEFAULT_INDUSTRY_ID;
}

export function getIndustry(id: string | null | undefined): Industry {
  return industries[resolveIndustryId(id)];
}

/** Use-case ids whose industry has a different name (SPEC §2 /use-case/:useCaseId). */
const USE_CASE_ALIASES: Readonly<Record<string, IndustryId>> = {
  'impact-and-ngos': 'ngo',
};

/**
 * SPEC §2: customer-service, real-estate, education, healthcare, e-commerce, government
 * and fintech map to themselves; impact-and-ngos maps to ngo; anything else, including
 * 'ngo' itself (not a use-case id in the spec), goes to customer-service.
 */
export function industryForUseCase(useCaseId: string | null | undefined): IndustryId {
  if (!useCaseId) return DEFAULT_INDUSTRY_ID;
  const alias = USE_CASE_ALIASES[useCaseId];
  if (alias) return alias;
  if (isIndustryId(useCaseId) && useCaseId !== 'ngo') return useCaseId;
  return DEFAULT_INDUSTRY_ID;
}
