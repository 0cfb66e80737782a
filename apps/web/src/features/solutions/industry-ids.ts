/** SPEC §2: the industries with a solutions page, in tab order. */
export const INDUSTRY_IDS = [
  'customer-service',
  'real-estate',
  'healthcare',
  'e-commerce',
  'education',
  'ngo',
  'government',
  'fintech',
] as const;

export type IndustryId = (typeof INDUSTRY_IDS)[number];

export const DEFAULT_INDUSTRY_ID: IndustryId = 'customer-service';

export function isIndustryId(value: string | undefined): value is IndustryId {
  return (INDUSTRY_IDS as readonly string[]).includes(value ?? '');
}

/** An unknown or missing id falls back to customer-service (SPEC §2). */
export function resolveIndustryId(value: string | undefined): IndustryId {
  return isIndustryId(value) ? value : DEFAULT_INDUSTRY_ID;
}

/**
 * SPEC §2 /use-case/:useCaseId: the seven industry names map to themselves,
 * impact-and-ngos to ngo, anything else to customer-service.
 */
export function industryForUseCase(useCaseId: string | undefined): IndustryId {
  if (useCaseId === 'impact-and-ngos') return 'ngo';
  if (useCaseId === 'ngo') return DEFAULT_INDUSTRY_ID;
  return resolveIndustryId(useCaseId);
}
