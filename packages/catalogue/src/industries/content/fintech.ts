import type { Industry } from '../types.ts';

export const fintech: Industry = {
  id: 'fintech',
  title: 'Fintech',
  subtitle: 'Fast, compliant answers for customers who want their money questions solved now',
  description:
    'Banking, lending, insurance and payments customers expect instant answers, and regulators expect accurate ones. Lisa answers product, fee and eligibility questions strictly from your approved content, guides customers through onboarding and loan applications, reports transaction and application status through your systems, and escalates disputes and fraud reports to your team immediately.',
  colour: '#0f766e',
  stats: [
    { label: 'Queries resolved instantly', value: '76%', change: '+76%' },
    { label: 'Loan applications completed', value: '+29%', change: '+29%' },
    { label: 'Average handling time', value: '-52%', change: '-52%' },
    { label: 'Fraud reports escalated in', value: '< 1 min', change: '-95%' },
  ],
  painPoints: [
    {
      title: 'High volumes of routine queries',
      description:
        'Balance, fee, limit and reversal questions crowd out disputes and fraud cases that cannot wait.',
    },
    {
      title: 'Drop-off during onboarding',
      description:
        'Customers abandon account opening and loan applications at the first confusing step.',
    },
    {
      title: 'Compliance risk in every answer',
      description:
        'An agent who improvises an interest rate or a policy term creates real regulatory exposure.',
    },
  ],
  impact: [
    'Routine money questions answered in seconds, around the clock',
    'More completed onboarding and loan applications',
    'Answers limited to approved, versioned content',
    'Disputes and fraud reports escalated immediately with context',
  ],
  features: [
    {
      title: 'Approved-content answers',
      description:
        'Lisa answers from your approved product sheets and terms only, and cites the document, so every answer can be audited.',
    },
    {
      title: 'Guided onboarding and applications',
      description:
        'Customers complete account opening and loan applications step by step in chat, with reminders when they stall.',
    },
    {
      title: 'Status and transaction lookups',
      description:
        'Through the Lisa API, customers check application status, payment confirmations and policy renewals.',
    },
    {
      title: 'Priority escalation',
      description:
        'Fraud reports, disputes and complaints go straight to your team with the customer verified and the conversation attached.',
    },
  ],
  benefits: [
    'Lower cost per query without lowering quality',
    'Grow completed applications',
    'Keep answers inside approved wording',
    'Act faster on fraud and disputes',
  ],
  integrations: ['whatsapp', 'web-widget', 'lisa-api', 'zoho-crm', 'slack', 'asana'],
  workflow: [
    {
      title: 'Customer asks',
      description: 'A question about a fee, a payment, a loan or a policy arrives.',
    },
    {
      title: 'Lisa answers from approved content',
      description: 'Lisa replies from your approved documents and cites them.',
    },
    {
      title: 'Application or lookup',
      description: 'Lisa guides an application or checks a status through your systems.',
    },
    {
      title: 'Team handles the sensitive',
      description: 'Disputes and fraud reports reach your team in under a minute.',
    },
  ],
  testimonial: {
    quote:
      'Lisa only says what our compliance team has approved, and it says it instantly. Loan applicants who used to drop out now finish on WhatsApp with Lisa nudging them along.',
    name: 'Brian Otieno',
    role: 'Head of Digital Channels',
    company: 'Pesa Plus Microfinance',
  },
  caseStudy: {
    company: 'Pesa Plus Microfinance',
    title: 'A microlender lifts completed loan applications by 29%',
    challenge:
      'Pesa Plus’s call centre handled 20,000 calls a month, mostly about repayment dates and application status, while a third of loan applications were abandoned midway.',
    solution:
      'Lisa answered from approved product sheets on WhatsApp, checked application and repayment status through the Lisa API, guided applicants through missing documents, and escalated disputes to agents.',
    results: [
      '29% more loan applications completed',
      'Average handling time cut by 52%',
      'Every fraud report escalated to an agent within a minute',
    ],
  },
};
