import { createQuoteDraftSchema } from '@lisa/contracts/forms';
import { describe, expect, it } from 'vitest';
import { emptyQuoteDraft } from './quote-draft.ts';

// The check the quote form runs on submit (react-hook-form's zod resolver over this
// schema); the browser behaviour is covered by e2e/specs/web-quote.spec.ts.

const now = () => new Date('2026-03-10T12:00:00Z');
const schema = createQuoteDraftSchema(now);

function firstMessages(draft: unknown): Record<string, string> {
  const result = schema.safeParse(draft);
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    messages[String(issue.path[0])] ??= issue.message;
  }
  return messages;
}

const filled = {
  ...emptyQuoteDraft(),
  name: 'Ann',
  email: 'ann@example.com',
  phoneNumber: '+254 712 345 678',
  company: 'Acme',
  jobTitle: 'Head of Support',
  deploymentDate: '2026-03-20',
  agreedToTerms: true,
  agreedToPrivacy: true,
};

describe('createQuoteDraftSchema', () => {
  it('names every missing required field of an untouched form with its SPEC text', () => {
    expect(firstMessages({ ...emptyQuoteDraft(), expectedCustomers: '' })).toEqual({
      name: 'Full name is required',
      email: 'Email address is required',
      phoneNumber: 'Phone number is required',
      company: 'Company name is required',
      jobTitle: 'Job title is required',
      deploymentDate: 'Target deployment date is required',
      expectedCustomers: 'Expected number of customers must be a whole number of at least 1',
      agreedToTerms: 'You must agree to the Terms of Service',
      agreedToPrivacy: 'You must agree to the Privacy Policy',
    });
  });

  it('accepts both edges of the deployment window and refuses the days outside them', () => {
    const outside = 'Target deployment date must be between 2026-03-13 and 2027-03-10';
    expect(firstMessages({ ...filled, deploymentDate: '2026-03-12' })).toEqual({
      deploymentDate: outside,
    });
    expect(firstMessages({ ...filled, deploymentDate: '2027-03-11' })).toEqual({
      deploymentDate: outside,
    });
    expect(firstMessages({ ...filled, deploymentDate: '2026-03-13' })).toEqual({});
    expect(firstMessages({ ...filled, deploymentDate: '2027-03-10' })).toEqual({});
  });

  it('gives the payload the form sends: trimmed text and the SPEC defaults', () => {
    const result = schema.parse({ ...filled, name: '  Ann  ' });
    expect(result).toMatchObject({
      name: 'Ann',
      deploymentDate: '2026-03-20',
      expectedCustomers: '100',
      supportPackage: 'Standard',
      integrationsNeeded: [],
      usecase: '',
      agreedToTerms: true,
    });
  });
});
