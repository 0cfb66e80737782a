// SPEC §3 "FAQ item": ten questions, one per category, shown on the landing page with
// search and category chips. The agent's knowledge base reads the same items.

export const FAQ_CATEGORIES = [
  'Integration',
  'Customization',
  'Channels',
  'Security',
  'Support',
  'Pricing',
  'Language Support',
  'Analytics',
  'Implementation',
  'Capabilities',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqItem {
  question: string;
  answer: string;
  category: FaqCategory;
}

export const faqItems: readonly FaqItem[] = [
  {
    category: 'Integration',
    question: 'How does Lisa connect to the tools we already use?',
    answer:
      'Lisa connects to WhatsApp, Facebook Messenger, Instagram, your website, Slack, Asana, Google Meet, your calendar and CRMs such as Zoho CRM, Kijani and Odoo, with 50+ tools in total. Most connections take a few clicks in the dashboard; anything else can talk to Lisa through the REST API.',
  },
  {
    category: 'Customization',
    question: 'Can we change how Lisa talks and what it does?',
    answer:
      'Yes. You choose the assistant’s name, tone and purpose, decide which knowledge it answers from, and build custom workflows that collect information, update your CRM, create orders or send reminders. The website widget also takes your position, theme and title.',
  },
  {
    category: 'Channels',
    question: 'Which channels can Lisa answer on?',
    answer:
      'Your website (through the chat widget), WhatsApp, Facebook Messenger and Instagram, plus any app you build with the Lisa API. Every channel lands in one inbox, so a customer who moves from WhatsApp to your website keeps one conversation history.',
  },
  {
    category: 'Security',
    question: 'How is our customers’ data protected?',
    answer:
      'Data is encrypted in transit and at rest, each business can only ever reach its own conversations and knowledge, and passwords and two-factor secrets never leave our servers. You can export or delete a customer’s data on request.',
  },
  {
    category: 'Support',
    question: 'What happens when a customer needs a real person?',
    answer:
      'Lisa hands the conversation to your team with the full history, so nobody has to repeat themselves. Your agent replies from the inbox, Lisa stays silent until the conversation is handed back, and your team can be alerted in Slack the moment a handoff happens.',
  },
  {
    category: 'Pricing',
    question: 'How much does Lisa cost?',
    answer:
      'You pay for credits, which messages and workflows consume and which never expire, plus a one-time setup and an optional support package. Credits get cheaper per unit as volume grows. Use the pricing calculator for an estimate or ask sales for a quote, and start with a 14-day free trial, no credit card required.',
  },
  {
    category: 'Language Support',
    question: 'Does Lisa speak my customers’ languages?',
    answer:
      'Lisa understands and replies in 30+ languages, including English, Swahili, French, Arabic and Portuguese, and answers in the language the customer writes in, even when your knowledge base is written in another.',
  },
  {
    category: 'Analytics',
    question: 'What can we measure?',
    answer:
      'The dashboard shows conversation volume by channel, how many conversations Lisa resolved on its own, handoffs, response times, credit use and the questions Lisa could not answer, so you know exactly what to add to your knowledge base next.',
  },
  {
    category: 'Implementation',
    question: 'How long does it take to go live?',
    answer:
      'A basic assistant on your website can be live the same day. A full implementation with channels, knowledge base, workflows and team training usually takes 1-2 weeks, and our team can do the setup for you.',
  },
  {
    category: 'Capabilities',
    question: 'What can Lisa actually do besides answering questions?',
    answer:
      'Lisa qualifies leads, books appointments, takes orders, checks order and application status, collects feedback, creates tasks for your team and keeps your CRM up to date, all inside the conversation and around the clock.',
  },
];

export interface FaqFilter {
  /** Free text matched against question and answer, case-insensitively. */
  query?: string;
  /** A category, or 'All' / undefined for every category. */
  category?: FaqCategory | 'All';
}

/** The landing page's search and category chips over the FAQ items. */
export function filterFaq(
  filter: FaqFilter,
  items: readonly FaqItem[] = faqItems,
): readonly FaqItem[] {
  const needle = filter.query?.trim().toLocaleLowerCase() ?? '';
  return items.filter((item) => {
    if (filter.category && filter.category !== 'All' && item.category !== filter.category) {
      return false;
    }
    if (!needle) return true;
    return (
      item.question.toLocaleLowerCase().includes(needle) ||
      item.answer.toLocaleLowerCase().includes(needle)
    );
  });
}

/** SPEC §8: shown when the search and category leave no question. */
export const FAQ_NO_MATCH_TEXT = 'No questions found matching your search';
