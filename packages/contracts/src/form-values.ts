// The form contract's plain values and rules (SPEC §3, §5, §9) without the schema library:
// the marketing site renders its forms from these and loads the zod schemas of forms.ts only
// when a form is checked, so zod stays off the form pages' first load. forms.ts re-exports
// everything here.

export const FORM_TYPES = ['contact', 'rsvp', 'demo', 'quote'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** SPEC §5, word for word. */
export function invalidFormTypeMessage(type: string): string {
  return `Invalid form type: ${type}. Must be one of: ${FORM_TYPES.join(', ')}`;
}

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

/** SPEC §5 / §9: the quote form's default expected number of customers. */
export const DEFAULT_EXPECTED_CUSTOMERS = 100;

// Quote-form option values (SPEC §9). They are part of the wire contract, so they live
// here; @lisa/catalogue's quote-options adds the labels, prices and copy around them.
export const QUOTE_INTEGRATIONS = [
  'WhatsApp',
  'Instagram',
  'Facebook',
  'LinkedIn',
  'CRM',
  'ERP',
  'Website',
  'Custom API',
  'Email',
  'Calendar',
  'Phone Calls',
  'Other',
] as const;
export type QuoteIntegration = (typeof QUOTE_INTEGRATIONS)[number];

export const QUOTE_DATA_SOURCES = [
  'Documents (PDF, CSV, DOCX)',
  'API Integration',
  'Web URLs',
  'Other sources',
] as const;
export type QuoteDataSource = (typeof QUOTE_DATA_SOURCES)[number];

/** SPEC §9's 17 workflows, with the source's misspellings corrected. */
export const QUOTE_WORKFLOWS = [
  'Customer Onboarding',
  'Technical Support',
  'Order Processing',
  'Appointment Scheduling',
  'Customer Feedback',
  'Quote Generation',
  'Loan Applications',
  'Medical Inquiries',
  'General Support',
  'Event Registration',
  'Policy Renewals',
  'Billing Inquiries',
  'Prescription Refills',
  'Payment Processing',
  'Complaint Handling',
  'Reservations',
  'Other',
] as const;
export type QuoteWorkflow = (typeof QUOTE_WORKFLOWS)[number];

export const SUPPORT_PACKAGES = ['Standard', 'Professional', 'Enterprise', 'Custom'] as const;
export type SupportPackage = (typeof SUPPORT_PACKAGES)[number];
export const DEFAULT_SUPPORT_PACKAGE: SupportPackage = 'Standard';

// Calendar dates (YYYY-MM-DD). The window is computed on UTC calendar days so the client's
// min/max attributes and the server's check agree wherever the server runs.

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  );
}

function formatUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface DateWindow {
  /** Earliest allowed date, YYYY-MM-DD (today + 3 days). */
  min: string;
  /** Latest allowed date, YYYY-MM-DD (today + 1 year). */
  max: string;
}

export const DEPLOYMENT_MIN_DAYS_AHEAD = 3;

/** SPEC §5 / §9 deployment window, both ends inclusive. */
export function deploymentWindow(now: Date = new Date()): DateWindow {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const min = new Date(Date.UTC(y, m, d + DEPLOYMENT_MIN_DAYS_AHEAD));
  // A year from 29 February is 28 February: stay inside the year rather than spill into March.
  const max = new Date(Date.UTC(y + 1, m, d));
  if (max.getUTCMonth() !== m) max.setUTCDate(0);
  return { min: formatUtcDate(min), max: formatUtcDate(max) };
}

export const ATTENDANCE_MODES = ['in-person', 'online'] as const;
export const MAX_RSVP_GUESTS = 10;
