import { createHash } from 'node:crypto';
import { brand, marketingClaims } from '@lisa/catalogue/brand';
import { faqItems } from '@lisa/catalogue/faq';
import { industryList } from '@lisa/catalogue/industries';
import {
  type IntegrationApp,
  integrationApps,
  integrationCategories,
} from '@lisa/catalogue/integrations';
import {
  ADDITIONAL_USER_USD,
  CREDIT_TIERS,
  EXCHANGE_RATE_KES_PER_USD,
  INCLUDED_USERS,
  KNOWLEDGE_BASE_OPTIONS,
  PRICING_INTEGRATIONS,
  PRICING_WORKFLOWS,
  SUPPORT_TIERS,
  TRAINING_USD_PER_HOUR,
  UNKNOWN_INTEGRATION_SETUP_USD,
  WORKFLOW_SETUP_USD,
} from '@lisa/catalogue/pricing';
import {
  QUOTE_RESPONSE_BUSINESS_DAYS,
  quoteDataSourceOptions,
  quoteIntegrationOptions,
  quoteSupportPackages,
  quoteWorkflowOptions,
} from '@lisa/catalogue/quote-options';
import { ingestFaq, ingestMarkdown } from '../ingest/ingest-source.ts';
import type { IngestedSource, KnowledgeChunk, SourceKind } from '../ingest/types.ts';
import type { LearnedQuestion } from '../search/learned-questions.ts';
import { lisaDocs } from './docs.generated.ts';
import { lisaLearnedQuestions } from './learned-questions.generated.ts';

/** One source of Lisa's own knowledge base, keyed so re-seeding replaces it in place. */
export interface SeedSource {
  /** Stable key, e.g. "lisa:faq", "lisa:integration:whatsapp", "lisa:doc:credits". */
  key: string;
  kind: SourceKind;
  title: string;
  url?: string;
  chunks: KnowledgeChunk[];
  /** sha256 of the source's chunks: changes exactly when what is searchable changes. */
  contentHash: string;
}

export interface LisaKnowledge {
  sources: SeedSource[];
  /** sha256 over every source's key and hash: the API re-indexes only when this changes. */
  contentHash: string;
  /**
   * Questions visitors asked, each with a sentence of the passage that answered it
   * (eval/learn-questions.ts): the retriever's `setLearnedQuestions`. Not in `contentHash`:
   * they are not stored, only held by the index. Absent: none.
   */
  learnedQuestions?: readonly LearnedQuestion[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const kes = (n: number) => `KES ${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
const numbered = (items: readonly string[]) => items.map((i, n) => `${n + 1}. ${i}`).join('\n');

function integrationMarkdown(app: IntegrationApp): string {
  const category =
    integrationCategories.find((c) => c.key === app.categoryKey)?.label ?? app.categoryKey;
  const parts = [
    `# ${app.name}`,
    `${app.short} ${app.description}`,
    `${app.name} is a ${category} integration made by ${app.provider}. Use it to ${app.usage.charAt(0).toLowerCase()}${app.usage.slice(1)}.`,
    `## ${app.name} features`,
    list(app.features),
    `## Using ${app.name} with Lisa`,
    numbered(app.instructions),
  ];
  if (app.howToConnect && app.howToConnect.length > 0) {
    parts.push(`## How to connect ${app.name}`, numbered(app.howToConnect));
  }
  return parts.join('\n\n');
}

// One fact per sentence or list item: a visitor asking one price gets one line, and each
// line names what it prices, so it reads alone when quoted without its neighbours.
function pricingMarkdown(): string {
  const tiers = CREDIT_TIERS.map(
    (t) =>
      `${t.to === null ? `${t.from.toLocaleString('en-US')} credits and above` : `Credits ${t.from.toLocaleString('en-US')} to ${t.to.toLocaleString('en-US')}`} cost ${kes(t.kesPerCredit)} per credit.`,
  );
  return [
    '# Lisa pricing',
    'Pricing is not a fixed public list: ask sales for a quote at /enterprise-quote. The pricing calculator at /pricing gives an estimate of monthly, annual and setup costs. Every plan starts with a 14-day free trial, no credit card required.',
    '## Credit pricing tiers',
    `Credits are priced in Kenyan shillings (KES) in progressive bands: each band's price applies only to the credits inside it. Credits do not expire; messages and workflows consume them. Prices convert to US dollars at ${EXCHANGE_RATE_KES_PER_USD} KES per USD (the exchange rate). The credit price bands are:`,
    list(tiers),
    '## Users',
    `The first ${INCLUDED_USERS} users are included. Each additional user costs ${usd(ADDITIONAL_USER_USD)} per month.`,
    '## Support plans on the pricing page',
    `The pricing page offers ${SUPPORT_TIERS.length} monthly support plans: ${SUPPORT_TIERS.map((s) => s.name).join(', ')}.`,
    list(
      SUPPORT_TIERS.map(
        (s) =>
          `The ${s.name} support plan costs ${usd(s.monthlyUsd)} per month and includes ${s.features.join(', ')}.`,
      ),
    ),
    '## One-time setup fee',
    'The setup fee (USD, paid once) is the sum of the integrations, workflows, knowledge base and training you choose.',
    '## Integration setup prices',
    'Each integration has its own one-time setup price:',
    list([
      ...PRICING_INTEGRATIONS.map((i) => `${i.name} setup costs ${usd(i.setupUsd)}.`),
      `Any other integration costs ${usd(UNKNOWN_INTEGRATION_SETUP_USD)} to set up.`,
    ]),
    '## Workflow setup prices',
    `Each workflow costs ${usd(WORKFLOW_SETUP_USD)} to set up. The pricing calculator's workflows are ${PRICING_WORKFLOWS.join(', ')}.`,
    '## Knowledge base setup prices',
    `The knowledge base setup has ${KNOWLEDGE_BASE_OPTIONS.length} sizes:`,
    list(
      KNOWLEDGE_BASE_OPTIONS.map(
        (k) =>
          `A ${k.label} knowledge base costs ${usd(k.setupUsd)} to set up (${k.description.charAt(0).toLowerCase()}${k.description.slice(1)}).`,
      ),
    ),
    '## Training price',
    `Training costs ${usd(TRAINING_USD_PER_HOUR)} per hour.`,
    '## Monthly and annual totals',
    'The monthly total is the credit cost in US dollars plus the additional users plus the support plan. The annual total is 12 times the monthly total plus the one-time setup fee.',
  ].join('\n\n');
}

function supportPackagesMarkdown(): string {
  return [
    '# Support packages',
    `When you request a quote, the quote form offers ${quoteSupportPackages.length} support packages to choose from: ${quoteSupportPackages.map((p) => p.name).join(', ')}. Standard is the default.`,
    list(
      quoteSupportPackages.map(
        (p) =>
          `The ${p.name} support package ${p.priceKesMonthly === null ? 'has a tailored price' : `costs KES ${p.priceKesMonthly.toLocaleString('en-US')} per month`} and includes ${p.features.join(', ')}.`,
      ),
    ),
    `Our sales team replies to quote requests within ${QUOTE_RESPONSE_BUSINESS_DAYS} business days.`,
    '## Quote form options',
    `The quote form lists these integrations: ${quoteIntegrationOptions.join(', ')}.`,
    `The quote form lists these data sources: ${quoteDataSourceOptions.join(', ')}.`,
    `The quote form lists these workflows: ${quoteWorkflowOptions.join(', ')}.`,
    'The deployment date you pick on the quote form must be at least 3 days from today and at most one year ahead.',
  ].join('\n\n');
}

function aboutMarkdown(): string {
  return [
    `# About ${brand.name}`,
    `${brand.name} (${brand.shortName}): ${brand.tagline}. ${brand.blurb}`,
    '## Why businesses choose Lisa',
    list([
      `${marketingClaims.badge}: ${marketingClaims.reach}.`,
      `${marketingClaims.uptime}; ${marketingClaims.apiCalls}.`,
      `A ${marketingClaims.trial}.`,
      `Lisa speaks ${marketingClaims.languages} and connects to ${marketingClaims.tools}.`,
      `${marketingClaims.implementation}.`,
    ]),
    '## Features',
    list([
      'Custom Workflows: collect information, update CRMs, create orders and send reminders.',
      'Contextual Flexibility: Lisa follows the conversation and answers from your own knowledge.',
      'Human Handoff with full history transfer.',
      '24/7 Availability on every channel.',
      'Data Insights: see what customers ask and what Lisa could not answer.',
      'Easy Integration with the tools you already use.',
    ]),
    '## Industries',
    `Lisa has solutions for ${industryList.length} industries: ${industryList.map((i) => i.title).join(', ')}.`,
    '## Channels and tools',
    'Lisa works on a website chat widget, a public API, messaging apps (WhatsApp, Facebook Messenger, Instagram), collaboration (Slack), productivity tools (Asana, Google Meet, calendar), CRMs (Zoho CRM, Kijani, Odoo) and email.',
    '## Try Lisa on the home page',
    // SPEC §9 (hero chat limit).
    'The demo chat on the Lisa home page has a limit of 10 messages per device. The messages are counted in the browser of that device.',
    `## ${brand.showcaseName}`,
    `${brand.showcaseName} is our annual product showcase, held in ${brand.showcaseMonth}. See ${brand.showcasePath} to attend.`,
  ].join('\n\n');
}

function industryMarkdown(industry: (typeof industryList)[number]): string {
  return [
    `# Lisa for ${industry.title}`,
    `${industry.subtitle}. ${industry.description}`,
    `## ${industry.title} challenges`,
    list(industry.painPoints.map((p) => `${p.title}: ${p.description}`)),
    `## What Lisa does for ${industry.title}`,
    list(industry.features.map((f) => `${f.title}: ${f.description}`)),
    `## ${industry.title} benefits`,
    list([...industry.impact, ...industry.benefits]),
    `## ${industry.title} workflow`,
    numbered(industry.workflow.map((s) => `${s.title}: ${s.description}`)),
    `## ${industry.title} case study`,
    `${industry.caseStudy.title}. ${industry.caseStudy.challenge} ${industry.caseStudy.solution}`,
    list(industry.caseStudy.results),
  ].join('\n\n');
}

function seed(key: string, source: IngestedSource, url?: string): SeedSource {
  const out: SeedSource = {
    key,
    kind: source.kind,
    title: source.title,
    chunks: source.chunks,
    contentHash: sha256(JSON.stringify([source.title, url ?? null, source.chunks])),
  };
  if (url) out.url = url;
  return out;
}

/**
 * Business 1's knowledge base: the catalogue (FAQ, every integration, pricing, support
 * packages, industries, brand) and the documentation pages, as chunked sources.
 */
export function buildLisaKnowledge(): LisaKnowledge {
  const sources: SeedSource[] = [];
  sources.push(
    seed(
      'lisa:faq',
      ingestFaq({ title: 'Lisa FAQ', url: '/#faq', entries: faqItems.map((f) => ({ ...f })) }),
      '/#faq',
    ),
  );
  sources.push(seed('lisa:about', ingestMarkdown({ markdown: aboutMarkdown(), url: '/' }), '/'));
  sources.push(
    seed(
      'lisa:pricing',
      ingestMarkdown({ markdown: pricingMarkdown(), url: '/pricing' }),
      '/pricing',
    ),
  );
  sources.push(
    seed(
      'lisa:support-packages',
      ingestMarkdown({ markdown: supportPackagesMarkdown(), url: '/enterprise-quote' }),
      '/enterprise-quote',
    ),
  );
  for (const app of integrationApps) {
    const url = app.docsPath;
    sources.push(
      seed(
        `lisa:integration:${app.id}`,
        ingestMarkdown({ markdown: integrationMarkdown(app), url }),
        url,
      ),
    );
    if (app.faq.length > 0) {
      sources.push(
        seed(
          `lisa:integration-faq:${app.id}`,
          ingestFaq({
            title: `${app.name} FAQ`,
            url,
            entries: app.faq.map((f) => ({ question: f.q, answer: f.a, category: app.name })),
          }),
          url,
        ),
      );
    }
  }
  for (const industry of industryList) {
    const url = `/solutions/${industry.id}`;
    sources.push(
      seed(
        `lisa:industry:${industry.id}`,
        ingestMarkdown({ markdown: industryMarkdown(industry), url }),
        url,
      ),
    );
  }
  for (const [file, markdown] of Object.entries(lisaDocs)) {
    const name = file.replace(/\.md$/, '');
    const url = `/documentation#${name}`;
    sources.push(seed(`lisa:doc:${name}`, ingestMarkdown({ markdown, url, fileName: file }), url));
  }
  sources.sort((a, b) => a.key.localeCompare(b.key));
  const contentHash = sha256(sources.map((s) => `${s.key}:${s.contentHash}`).join('\n'));
  return { sources, contentHash, learnedQuestions: lisaLearnedQuestions };
}
