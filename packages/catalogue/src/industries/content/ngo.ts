import type { Industry } from '../types.ts';

export const ngo: Industry = {
  id: 'ngo',
  title: 'NGOs',
  subtitle: 'Reach more people with the same team, in the languages they speak',
  description:
    'Non-profits serve large communities with small teams. Lisa answers beneficiaries’ questions about programmes, eligibility and distribution points on WhatsApp, registers people for programmes and events, collects feedback and surveys in local languages, and keeps donors and volunteers informed, so your staff can spend their time in the field.',
  colour: '#16a34a',
  stats: [
    { label: 'People reached monthly', value: '48k', change: '+160%' },
    { label: 'Registrations by chat', value: '9,400', change: '+9,400' },
    { label: 'Survey response rate', value: '63%', change: '+35 pts' },
    { label: 'Cost per person served', value: '-57%', change: '-57%' },
  ],
  painPoints: [
    {
      title: 'Small teams, large communities',
      description:
        'A handful of staff cannot answer thousands of questions about eligibility, dates and locations.',
    },
    {
      title: 'Paper registrations and surveys',
      description:
        'Field registrations and feedback forms are slow to collect, easy to lose and costly to digitise.',
    },
    {
      title: 'Language barriers',
      description: 'Information written in one language leaves out the people who need it most.',
    },
  ],
  impact: [
    'Beneficiaries get answers on WhatsApp in their own language',
    'Programme and event registrations collected digitally',
    'Feedback and surveys gathered continuously, not once a year',
    'Donors and volunteers kept up to date automatically',
  ],
  features: [
    {
      title: 'Programme information line',
      description:
        'Lisa answers questions on eligibility, schedules and distribution points from your programme documents, in 30+ languages.',
    },
    {
      title: 'Registration by chat',
      description:
        'People register for programmes, trainings and events in a guided conversation; the data lands in your CRM or spreadsheet.',
    },
    {
      title: 'Surveys and feedback',
      description:
        'Short conversational surveys collect feedback and monitoring data with far higher response rates than forms.',
    },
    {
      title: 'Donor and volunteer updates',
      description:
        'Donors and volunteers get answers about campaigns, receipts and shifts without waiting for office hours.',
    },
  ],
  benefits: [
    'Serve more people without growing the team',
    'Cut paper and data-entry costs',
    'Include communities in their own languages',
    'Report impact with data collected as you go',
  ],
  integrations: ['whatsapp', 'facebook-messenger', 'web-widget', 'kijani', 'slack', 'calendar'],
  workflow: [
    {
      title: 'Community member asks',
      description:
        'Someone asks about a programme, eligibility or a distribution date on WhatsApp.',
    },
    {
      title: 'Lisa answers and registers',
      description: 'Lisa answers in their language and registers them if they are eligible.',
    },
    {
      title: 'Feedback is collected',
      description: 'After the programme, Lisa runs a short survey in the same chat.',
    },
    {
      title: 'Team reviews and reports',
      description: 'Staff see registrations, escalations and survey results in one place.',
    },
  ],
  testimonial: {
    quote:
      'We run a maternal-health programme across three counties with eleven staff. Lisa answers mothers on WhatsApp in Kiswahili and Dholuo, and our field officers now spend their days visiting, not texting.',
    name: 'Esther Akinyi',
    role: 'Programme Director',
    company: 'Mama Bora Foundation',
  },
  caseStudy: {
    company: 'Mama Bora Foundation',
    title: 'A health NGO triples its reach without new hires',
    challenge:
      'Mama Bora’s field officers answered questions about clinic days and support payments by phone and SMS, and paper surveys took months to compile.',
    solution:
      'Lisa answered programme questions on WhatsApp in three languages, registered new mothers for clinic reminders, and ran a five-question follow-up survey after each visit.',
    results: [
      'Monthly reach grew from 18,000 to 48,000 people',
      'Survey response rate rose from 28% to 63%',
      'Cost per person served fell by 57%',
    ],
  },
};
