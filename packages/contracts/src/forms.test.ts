import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  createQuoteFormSchema,
  createQuotePayloadSchema,
  demoFormSchema,
  deploymentWindow,
  FORM_TYPES,
  formPayloadSchemaFor,
  formSubmissionResponseSchema,
  formTypeSchema,
  invalidFormTypeMessage,
  isCalendarDate,
  isFormType,
  QUOTE_WORKFLOWS,
  rsvpPayloadSchema,
} from './forms.ts';

// 2025-06-15 10:00 UTC: window is 2025-06-18 .. 2026-06-15.
const fixedNow = () => new Date('2025-06-15T10:00:00Z');
const submittedAt = '2025-06-15T10:00:00.000Z';

const validQuote = {
  name: 'Amina Wanjiru',
  email: 'amina@duka.co.ke',
  company: 'Duka Fresh',
  phoneNumber: '+254 712 345 678',
  jobTitle: 'Head of Customer Experience',
  usecase: 'Answer order-status questions on WhatsApp.',
  expectedCustomers: '100',
  integrationsNeeded: ['WhatsApp', 'Website'],
  workflowsNeeded: ['Order Processing'],
  dataSources: ['Web URLs'],
  supportPackage: 'Professional',
  deploymentDate: '2025-07-01',
  agreedToTerms: true,
  agreedToPrivacy: true,
  submittedAt,
};

function quoteErrors(input: Record<string, unknown>): Record<string, string[]> {
  const result = createQuotePayloadSchema(fixedNow).safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

describe('form types', () => {
  it('are contact, rsvp, demo and quote', () => {
    expect(FORM_TYPES).toEqual(['contact', 'rsvp', 'demo', 'quote']);
    expect(isFormType('rsvp')).toBe(true);
    expect(isFormType('newsletter')).toBe(false);
  });

  it('rejects an unknown type with the exact SPEC §5 message', () => {
    expect(invalidFormTypeMessage('newsletter')).toBe(
      'Invalid form type: newsletter. Must be one of: contact, rsvp, demo, quote',
    );
    const result = formTypeSchema.safeParse('newsletter');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Invalid form type: newsletter. Must be one of: contact, rsvp, demo, quote',
    );
  });
});

describe('deploymentWindow', () => {
  it('runs from today + 3 days to today + 1 year on UTC calendar days', () => {
    expect(deploymentWindow(fixedNow())).toEqual({ min: '2025-06-18', max: '2026-06-15' });
    expect(deploymentWindow(new Date('2025-12-30T23:59:59Z'))).toEqual({
      min: '2026-01-02',
      max: '2026-12-30',
    });
  });

  it('keeps a year from 29 February inside the year', () => {
    expect(deploymentWindow(new Date('2024-02-29T12:00:00Z')).max).toBe('2025-02-28');
  });
});

describe('quote payload', () => {
  it('accepts a complete quote', () => {
    const parsed = createQuotePayloadSchema(fixedNow).parse(validQuote);
    expect(parsed.expectedCustomers).toBe('100');
    expect(parsed.deploymentDate).toBe('2025-07-01');
  });

  it('applies defaults: Standard support, empty lists, empty usecase, null date', () => {
    const {
      usecase,
      integrationsNeeded,
      workflowsNeeded,
      dataSources,
      supportPackage,
      deploymentDate,
      ...rest
    } = validQuote;
    const parsed = createQuotePayloadSchema(fixedNow).parse(rest);
    expect(parsed).toMatchObject({
      usecase: '',
      integrationsNeeded: [],
      workflowsNeeded: [],
      dataSources: [],
      supportPackage: 'Standard',
      deploymentDate: null,
    });
    expect(
      createQuotePayloadSchema(fixedNow).parse({ ...validQuote, deploymentDate: null })
        .deploymentDate,
    ).toBeNull();
  });

  it('requires name, company, phone and job title with a message for each', () => {
    const errors = quoteErrors({
      ...validQuote,
      name: ' ',
      company: '',
      phoneNumber: '',
      jobTitle: '',
    });
    expect(errors).toEqual({
      name: ['Full name is required'],
      company: ['Company name is required'],
      phoneNumber: ['Phone number is required'],
      jobTitle: ['Job title is required'],
    });
  });

  it('requires a valid email address', () => {
    expect(quoteErrors({ ...validQuote, email: '' })).toEqual({
      email: ['Email address is required'],
    });
    expect(quoteErrors({ ...validQuote, email: 'amina@' })).toEqual({
      email: ['Enter a valid email address'],
    });
    const { email: _email, ...withoutEmail } = validQuote;
    expect(quoteErrors(withoutEmail)).toEqual({ email: ['Email address is required'] });
  });

  it('rejects a phone number that is not one', () => {
    expect(quoteErrors({ ...validQuote, phoneNumber: 'call me' })).toEqual({
      phoneNumber: ['Enter a valid phone number, e.g. +254 712 345 678'],
    });
    expect(quoteErrors({ ...validQuote, phoneNumber: '12345' })).toHaveProperty('phoneNumber');
  });

  it('takes expected customers as a string of a whole number >= 1', () => {
    expect(quoteErrors({ ...validQuote, expectedCustomers: '1' })).toEqual({});
    for (const bad of ['0', '-5', '2.5', 'many', '']) {
      expect(quoteErrors({ ...validQuote, expectedCustomers: bad })).toEqual({
        expectedCustomers: ['Expected number of customers must be a whole number of at least 1'],
      });
    }
    expect(quoteErrors({ ...validQuote, expectedCustomers: 100 })).toEqual({
      expectedCustomers: ['Expected number of customers must be sent as text, e.g. "100"'],
    });
  });

  it('accepts the deployment window ends and rejects a day outside either end', () => {
    expect(quoteErrors({ ...validQuote, deploymentDate: '2025-06-18' })).toEqual({});
    expect(quoteErrors({ ...validQuote, deploymentDate: '2026-06-15' })).toEqual({});
    const outside = ['Target deployment date must be between 2025-06-18 and 2026-06-15'];
    expect(quoteErrors({ ...validQuote, deploymentDate: '2025-06-17' })).toEqual({
      deploymentDate: outside,
    });
    expect(quoteErrors({ ...validQuote, deploymentDate: '2026-06-16' })).toEqual({
      deploymentDate: outside,
    });
  });

  it('checks the window against the clock it is given', () => {
    const later = () => new Date('2025-07-01T00:00:00Z');
    expect(createQuotePayloadSchema(later).safeParse(validQuote).success).toBe(false);
    expect(createQuotePayloadSchema(fixedNow).safeParse(validQuote).success).toBe(true);
  });

  it('rejects a date that is not a real calendar date', () => {
    expect(quoteErrors({ ...validQuote, deploymentDate: '2025-02-30' })).toEqual({
      deploymentDate: ['Target deployment date must be a date (YYYY-MM-DD)'],
    });
    expect(quoteErrors({ ...validQuote, deploymentDate: '01/07/2025' })).toHaveProperty(
      'deploymentDate',
    );
  });

  it('requires both consents to be literally true', () => {
    expect(quoteErrors({ ...validQuote, agreedToTerms: false, agreedToPrivacy: 'true' })).toEqual({
      agreedToTerms: ['You must agree to the Terms of Service'],
      agreedToPrivacy: ['You must agree to the Privacy Policy'],
    });
  });

  it('accepts only catalogue option values, once each', () => {
    expect(quoteErrors({ ...validQuote, integrationsNeeded: ['Fax'] })).toEqual({
      'integrationsNeeded.0': ['Integrations: "Fax" is not one of the options'],
    });
    expect(
      quoteErrors({ ...validQuote, workflowsNeeded: ['Reservations', 'Reservations'] }),
    ).toEqual({
      workflowsNeeded: ['Workflows must not repeat an option'],
    });
    expect(quoteErrors({ ...validQuote, supportPackage: 'Gold' })).toEqual({
      supportPackage: [
        'Support package must be one of: Standard, Professional, Enterprise, Custom',
      ],
    });
  });

  it('spells every workflow correctly', () => {
    expect(QUOTE_WORKFLOWS).toHaveLength(17);
    expect(QUOTE_WORKFLOWS).toContain('Quote Generation');
    expect(QUOTE_WORKFLOWS).toContain('Medical Inquiries');
  });

  it('requires submittedAt on the wire but not in the form', () => {
    const { submittedAt: _s, ...form } = validQuote;
    expect(createQuoteFormSchema(fixedNow).safeParse(form).success).toBe(true);
    expect(quoteErrors(form)).toEqual({
      submittedAt: ['submittedAt must be an ISO 8601 date-time'],
    });
  });
});

describe('contact, demo and rsvp', () => {
  it('validates a contact message', () => {
    expect(
      contactFormSchema.parse({
        name: 'Otieno',
        email: 'o@x.io',
        message: 'Pricing for 3 branches?',
      }),
    ).toEqual({ name: 'Otieno', email: 'o@x.io', message: 'Pricing for 3 branches?' });
    expect(contactFormSchema.safeParse({ name: 'O', email: 'o@x.io', message: '' }).success).toBe(
      false,
    );
  });

  it('validates a demo request with an optional preferred date', () => {
    const demo = {
      name: 'Zawadi',
      email: 'z@shule.ac.ke',
      company: 'Shule Bora',
      preferredDate: '2025-08-01',
    };
    expect(demoFormSchema.parse(demo)).toEqual(demo);
    expect(demoFormSchema.safeParse({ ...demo, preferredDate: 'next week' }).success).toBe(false);
    expect(demoFormSchema.safeParse({ ...demo, company: '' }).success).toBe(false);
  });

  it('defaults the RSVP event name to Lisa Live 2025', () => {
    const rsvp = rsvpPayloadSchema.parse({
      name: 'Kip',
      email: 'kip@example.com',
      attendance: 'online',
      submittedAt,
    });
    expect(rsvp.eventName).toBe('Lisa Live 2025');
    expect(rsvpPayloadSchema.safeParse({ ...rsvp, attendance: 'maybe' }).success).toBe(false);
    expect(rsvpPayloadSchema.safeParse({ ...rsvp, guests: -1 }).success).toBe(false);
  });

  it('maps each form type to its payload schema', () => {
    expect(formPayloadSchemaFor('rsvp')).toBe(rsvpPayloadSchema);
    expect(formPayloadSchemaFor('quote', fixedNow).safeParse(validQuote).success).toBe(true);
    expect(formPayloadSchemaFor('contact').safeParse(validQuote).success).toBe(false);
  });
});

describe('formSubmissionResponseSchema', () => {
  it("accepts only status 'success' with an id", () => {
    expect(formSubmissionResponseSchema.safeParse({ status: 'success', id: 'f_1' }).success).toBe(
      true,
    );
    expect(formSubmissionResponseSchema.safeParse({ status: 'error', id: 'f_1' }).success).toBe(
      false,
    );
  });
});

describe('isCalendarDate', () => {
  it('accepts leap days only in leap years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
  });
});
