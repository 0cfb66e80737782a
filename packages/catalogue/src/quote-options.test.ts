import { describe, expect, it } from 'vitest';
import {
  defaultQuoteSupportPackage,
  findQuoteSupportPackage,
  QUOTE_RESPONSE_PROMISE,
  quoteDataSourceOptions,
  quoteIntegrationOptions,
  quoteSupportPackages,
  quoteWorkflowOptions,
} from './quote-options.ts';

describe('quote options', () => {
  it('lists the 12 integrations and 4 data sources of SPEC §9', () => {
    expect(quoteIntegrationOptions).toEqual([
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
    ]);
    expect(quoteDataSourceOptions).toEqual([
      'Documents (PDF, CSV, DOCX)',
      'API Integration',
      'Web URLs',
      'Other sources',
    ]);
  });

  it('lists the 17 workflows spelt correctly', () => {
    expect(quoteWorkflowOptions).toEqual([
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
    ]);
    expect(quoteWorkflowOptions.join(' ')).not.toMatch(/Qoute|Inquries/);
  });

  it('prices the support packages in KES per month, Custom tailored', () => {
    expect(quoteSupportPackages.map((p) => [p.id, p.priceKesMonthly, p.priceLabel])).toEqual([
      ['Standard', 5000, 'KES 5,000/mo'],
      ['Professional', 10000, 'KES 10,000/mo'],
      ['Enterprise', 20000, 'KES 20,000/mo'],
      ['Custom', null, 'Tailored'],
    ]);
    expect(findQuoteSupportPackage('Standard')?.features).toEqual([
      'Email support',
      'Documentation access',
    ]);
    expect(findQuoteSupportPackage('Professional')?.features).toContain('Phone support');
    expect(findQuoteSupportPackage('Enterprise')?.features).toEqual([
      'Everything in Professional',
      '24/7 support',
      'Dedicated account manager',
    ]);
    expect(defaultQuoteSupportPackage().id).toBe('Standard');
    expect(findQuoteSupportPackage('Gold')).toBeUndefined();
  });

  it('promises a response within 2 business days', () => {
    expect(QUOTE_RESPONSE_PROMISE).toContain('2 business days');
  });
});
