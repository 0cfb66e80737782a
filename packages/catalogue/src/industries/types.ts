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

/**
 * A figure for the solutions page's analytics mock card. Illustrative, like every
 * marketing figure in SPEC §1: it describes a typical deployment, not live data.
 */
export interface IndustryStat {
  label: string;
  value: string;
  /** Change against the period before Lisa, e.g. "+38%". */
  change: string;
}

export interface IndustryPainPoint {
  title: string;
  description: string;
}

export interface IndustryFeature {
  title: string;
  description: string;
}

export interface IndustryWorkflowStep {
  title: string;
  description: string;
}

export interface IndustryTestimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

export interface IndustryCaseStudy {
  company: string;
  title: string;
  challenge: string;
  solution: string;
  results: readonly string[];
}

export interface Industry {
  id: IndustryId;
  /** Short name used in tabs and the hero "Smarter {title}." */
  title: string;
  subtitle: string;
  description: string;
  /** Accent colour of the industry's page, as a CSS hex colour. */
  colour: string;
  /** At least four; the analytics mock card shows the first four. */
  stats: readonly IndustryStat[];
  painPoints: readonly IndustryPainPoint[];
  /** What changes for the organisation, one line each. */
  impact: readonly string[];
  /** Exactly four. */
  features: readonly [IndustryFeature, IndustryFeature, IndustryFeature, IndustryFeature];
  benefits: readonly string[];
  /** Integration ids from @lisa/catalogue/integrations. */
  integrations: readonly string[];
  /** Exactly four steps. */
  workflow: readonly [
    IndustryWorkflowStep,
    IndustryWorkflowStep,
    IndustryWorkflowStep,
    IndustryWorkflowStep,
  ];
  testimonial: IndustryTestimonial;
  caseStudy: IndustryCaseStudy;
}
