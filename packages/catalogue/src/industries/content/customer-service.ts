import type { Industry } from '../types.ts';

export const customerService: Industry = {
  id: 'customer-service',
  title: 'Customer Service',
  subtitle: 'Answer every customer in seconds, on every channel, at any hour',
  description:
    'Lisa resolves the repetitive questions that fill your queue (order status, opening hours, returns, password resets) from your own help content, and hands the rest to your agents with the full conversation attached. Your team spends its day on the cases that need a person, and customers stop waiting until Monday for a two-line answer.',
  colour: '#4f46e5',
  stats: [
    { label: 'Resolved without an agent', value: '72%', change: '+72%' },
    { label: 'First response time', value: '4 s', change: '-98%' },
    { label: 'Customer satisfaction', value: '4.6/5', change: '+18%' },
    { label: 'Cost per conversation', value: 'KES 14', change: '-61%' },
  ],
  painPoints: [
    {
      title: 'Queues that never empty',
      description:
        'The same twenty questions arrive hundreds of times a week and bury the conversations that need real judgement.',
    },
    {
      title: 'Nobody on shift at 11 pm',
      description:
        'Customers write in the evening and at weekends; by the time an agent answers, many have bought elsewhere or escalated on social media.',
    },
    {
      title: 'Context lost between channels',
      description:
        'A customer who started on WhatsApp and followed up by web chat has to explain the problem twice to two different agents.',
    },
  ],
  impact: [
    'Routine questions answered instantly, around the clock',
    'Agents handle fewer, richer conversations with full history',
    'One inbox for WhatsApp, web, Messenger and Instagram',
    'Knowledge gaps surfaced daily from unanswered questions',
  ],
  features: [
    {
      title: 'Answers from your help centre',
      description:
        'Upload FAQs, policies and manuals; Lisa answers from them and links the source, so replies stay accurate and auditable.',
    },
    {
      title: 'Human handoff with history',
      description:
        'A customer who asks for a person, or a question Lisa is unsure about, moves to an agent with the whole transcript and the customer’s details.',
    },
    {
      title: 'Omnichannel inbox',
      description:
        'Every channel lands in one inbox with one history per customer, so any agent can pick up any conversation.',
    },
    {
      title: 'Ticket and task creation',
      description:
        'Refunds, repairs and callbacks become tasks in Asana or your CRM with a due date, so promises made in chat are kept.',
    },
  ],
  benefits: [
    'Cut first response time from hours to seconds',
    'Handle seasonal peaks without hiring temporary staff',
    'Keep answers consistent across every agent and channel',
    'Measure what customers ask about, week by week',
  ],
  integrations: ['web-widget', 'whatsapp', 'facebook-messenger', 'instagram', 'slack', 'zoho-crm'],
  workflow: [
    {
      title: 'Customer asks',
      description: 'A question arrives on WhatsApp, the website widget or social messaging.',
    },
    {
      title: 'Lisa answers',
      description:
        'Lisa finds the answer in your knowledge base and replies with the source in seconds.',
    },
    {
      title: 'Agent takes over when needed',
      description:
        'Complex or sensitive cases move to a person in the inbox with the full history.',
    },
    {
      title: 'Follow-up is tracked',
      description: 'Promised callbacks and refunds become tasks, and the CRM record is updated.',
    },
  ],
  testimonial: {
    quote:
      'Our agents used to spend the morning clearing overnight messages. Now Lisa has answered most of them before we open, and the ones left are the ones that actually need us.',
    name: 'Grace Muthoni',
    role: 'Customer Care Manager',
    company: 'Skyline Internet',
  },
  caseStudy: {
    company: 'Skyline Internet',
    title: 'A home-internet provider clears its overnight backlog',
    challenge:
      'Skyline received about 3,000 WhatsApp messages a week, half of them outside office hours, mostly about outages, payments and router settings. Morning backlogs meant four-hour waits.',
    solution:
      'Lisa was trained on Skyline’s outage page, payment guide and router manuals, and connected to WhatsApp and the website. Outage and billing disputes hand off to agents with the account number already collected.',
    results: [
      '68% of conversations resolved without an agent',
      'Average first response cut from 4 hours to 5 seconds',
      'Morning backlog eliminated within two weeks',
    ],
  },
};
