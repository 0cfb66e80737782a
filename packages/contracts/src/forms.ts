import { z } from 'zod';
import { DEFAULT_RSVP_EVENT_NAME } from './events.ts';
import {
  ATTENDANCE_MODES,
  DEFAULT_SUPPORT_PACKAGE,
  deploymentWindow,
  FORM_TYPES,
  type FormType,
  invalidFormTypeMessage,
  isCalendarDate,
  MAX_RSVP_GUESTS,
  QUOTE_DATA_SOURCES,
  QUOTE_INTEGRATIONS,
  QUOTE_WORKFLOWS,
  SUPPORT_PACKAGES,
} from './form-values.ts';
import { storedText } from './stored.ts';

export {
  ATTENDANCE_MODES,
  type DateWindow,
  DEFAULT_EXPECTED_CUSTOMERS,
  DEFAULT_SUPPORT_PACKAGE,
  DEPLOYMENT_MIN_DAYS_AHEAD,
  deploymentWindow,
  FORM_TYPES,
  type FormType,
  invalidFormTypeMessage,
  isCalendarDate,
  isFormType,
  MAX_RSVP_GUESTS,
  QUOTE_DATA_SOURCES,
  QUOTE_INTEGRATIONS,
  QUOTE_WORKFLOWS,
  type QuoteDataSource,
  type QuoteIntegration,
  type QuoteWorkflow,
  SUPPORT_PACKAGES,
  type SupportPackage,
} from './form-values.ts';

// Wire contract of POST {api host}/forms/{type} (SPEC §3, §5, §7). The quote payload is
// checked twice: by the form before sending and by the server against its own clock.

export const formTypeSchema = z.enum(FORM_TYPES, {
  error: (issue) => invalidFormTypeMessage(String(issue.input)),
});

/** SPEC §3: the RSVP helper's default event (the annual showcase of 2025). */
export { DEFAULT_RSVP_EVENT_NAME };

// ---------------------------------------------------------------------------------------
// Field building blocks, each with a message a person can act on.

function requiredText(label: string, max = 200) {
  return storedText(label, { error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

function optionalText(label: string, max = 200) {
  return storedText(label)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional();
}

const emailField = storedText('Email address', { error: 'Email address is required' })
  .trim()
  .min(1, { error: 'Email address is required', abort: true })
  .max(254, { error: 'Email address must be at most 254 characters' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** Digits with the usual separators: +254 712 345 678, (555) 010-2030. 7 to 15 digits (E.164). */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15;
}

const phoneField = storedText('Phone number', { error: 'Phone number is required' })
  .trim()
  .min(1, { error: 'Phone number is required', abort: true })
  .refine(isPhoneNumber, { error: 'Enter a valid phone number, e.g. +254 712 345 678' });

const optionalPhoneField = z
  .string()
  .trim()
  .refine((value) => value === '' || isPhoneNumber(value), {
    error: 'Enter a valid phone number, e.g. +254 712 345 678',
  })
  .optional();

export const submittedAtSchema = z.iso.datetime({
  offset: true,
  error: 'submittedAt must be an ISO 8601 date-time',
});

// ---------------------------------------------------------------------------------------
// The deployment date, inside deploymentWindow (form-values.ts).

function deploymentDateText(now: () => Date) {
  return z
    .string({ error: 'Target deployment date must be a date' })
    .trim()
    .refine(isCalendarDate, { error: 'Target deployment date must be a date (YYYY-MM-DD)' })
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) return;
      const { min, max } = deploymentWindow(now());
      if (value < min || value > max) {
        ctx.addIssue({
          code: 'custom',
          message: `Target deployment date must be between ${min} and ${max}`,
          input: value,
        });
      }
    });
}

function deploymentDateField(now: () => Date) {
  return deploymentDateText(now).nullable().default(null);
}

function uniqueList<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .array(
      z.enum(values, {
        error: (issue) => `${label}: "${String(issue.input)}" is not one of the options`,
      }),
      { error: `${label} must be a list` },
    )
    .refine((list) => new Set(list).size === list.length, {
      error: `${label} must not repeat an option`,
    })
    .default([]);
}

const expectedCustomersField = z
  .string({ error: 'Expected number of customers must be sent as text, e.g. "100"' })
  .trim()
  .refine(
    (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number.isSafeInteger(Number(value)),
    {
      error: 'Expected number of customers must be a whole number of at least 1',
    },
  );

// ---------------------------------------------------------------------------------------
// Quote (SPEC §3 "Quote request payload", §5 quote rules).

/** The fields a person fills in, before the client helper stamps submittedAt. */
export function createQuoteFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    name: requiredText('Full name'),
    email: emailField,
    company: requiredText('Company name'),
    phoneNumber: phoneField,
    jobTitle: requiredText('Job title'),
    /** The form's "Additional Information" text; optional. */
    usecase: storedText('Additional information')
      .trim()
      .max(5000, { error: 'Additional information must be at most 5000 characters' })
      .default(''),
    expectedCustomers: expectedCustomersField,
    integrationsNeeded: uniqueList(QUOTE_INTEGRATIONS, 'Integrations'),
    workflowsNeeded: uniqueList(QUOTE_WORKFLOWS, 'Workflows'),
    dataSources: uniqueList(QUOTE_DATA_SOURCES, 'Data sources'),
    supportPackage: z
      .enum(SUPPORT_PACKAGES, {
        error: `Support package must be one of: ${SUPPORT_PACKAGES.join(', ')}`,
      })
      .default(DEFAULT_SUPPORT_PACKAGE),
    deploymentDate: deploymentDateField(now),
    agreedToTerms: z.literal(true, { error: 'You must agree to the Terms of Service' }),
    agreedToPrivacy: z.literal(true, { error: 'You must agree to the Privacy Policy' }),
  });
}

/**
 * The quote form as a visitor fills it in, checked with the same rules and texts: its date
 * input holds '' until a date is picked, and SPEC §5 makes that date required on the form
 * (the payload allows null for other senders); its consent boxes hold false until ticked.
 */
export function createQuoteDraftSchema(now: () => Date = () => new Date()) {
  const form = createQuoteFormSchema(now);
  return form.extend({
    deploymentDate: z
      .string({ error: 'Target deployment date is required' })
      .min(1, { error: 'Target deployment date is required' })
      .pipe(deploymentDateText(now)),
    agreedToTerms: z.boolean().pipe(form.shape.agreedToTerms),
    agreedToPrivacy: z.boolean().pipe(form.shape.agreedToPrivacy),
  });
}

/** The body of POST /forms/quote. `now` is the checking side's clock. */
export function createQuotePayloadSchema(now: () => Date = () => new Date()) {
  return createQuoteFormSchema(now).extend({ submittedAt: submittedAtSchema });
}
export type QuoteForm = z.infer<ReturnType<typeof createQuoteFormSchema>>;
export type QuoteFormInput = z.input<ReturnType<typeof createQuoteFormSchema>>;
export type QuoteDraft = z.input<ReturnType<typeof createQuoteDraftSchema>>;
export type QuotePayload = z.infer<ReturnType<typeof createQuotePayloadSchema>>;
export type QuotePayloadInput = z.input<ReturnType<typeof createQuotePayloadSchema>>;

// ---------------------------------------------------------------------------------------
// Contact, demo, RSVP.

export const contactFormSchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  message: requiredText('Message', 5000),
  company: optionalText('Company'),
  phone: optionalPhoneField,
});
export type ContactForm = z.infer<typeof contactFormSchema>;
export const contactPayloadSchema = contactFormSchema.extend({ submittedAt: submittedAtSchema });
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

export const demoFormSchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  company: requiredText('Company name'),
  preferredDate: z
    .string()
    .trim()
    .refine(isCalendarDate, { error: 'Preferred date must be a date (YYYY-MM-DD)' })
    .optional(),
  notes: optionalText('Notes', 5000),
});
export type DemoForm = z.infer<typeof demoFormSchema>;
export const demoPayloadSchema = demoFormSchema.extend({ submittedAt: submittedAtSchema });
export type DemoPayload = z.infer<typeof demoPayloadSchema>;

export const rsvpFormSchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  company: optionalText('Company'),
  jobTitle: optionalText('Job title'),
  attendance: z.enum(ATTENDANCE_MODES, { error: 'Attendance must be in-person or online' }),
  eventName: requiredText('Event name').default(DEFAULT_RSVP_EVENT_NAME),
  /** People the guest brings along. */
  guests: z
    .number({ error: 'Guests must be a number' })
    .int({ error: 'Guests must be a whole number' })
    .min(0, { error: 'Guests cannot be negative' })
    .max(MAX_RSVP_GUESTS, { error: `At most ${MAX_RSVP_GUESTS} guests per invitation` })
    .optional(),
});
export type RsvpForm = z.infer<typeof rsvpFormSchema>;
export type RsvpFormInput = z.input<typeof rsvpFormSchema>;
export const rsvpPayloadSchema = rsvpFormSchema.extend({ submittedAt: submittedAtSchema });
export type RsvpPayload = z.infer<typeof rsvpPayloadSchema>;
export type RsvpPayloadInput = z.input<typeof rsvpPayloadSchema>;

// ---------------------------------------------------------------------------------------

export const formSubmissionResponseSchema = z.object({
  status: z.literal('success'),
  id: z.string(),
});
export type FormSubmissionResponse = z.infer<typeof formSubmissionResponseSchema>;

/** The payload schema of each form type; quote's date window uses `now`. */
export function formPayloadSchemaFor(type: FormType, now: () => Date = () => new Date()) {
  const schemas = {
    contact: contactPayloadSchema,
    demo: demoPayloadSchema,
    rsvp: rsvpPayloadSchema,
    quote: createQuotePayloadSchema(now),
  } as const;
  return schemas[type];
}
