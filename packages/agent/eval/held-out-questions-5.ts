// The fifth held-out evaluation set, written 2026-11-26 (session 9) for issue #24 ("Agent
// answers, round two"), committed on its own BEFORE it was ever run and before any engine
// change of this session. The set of the morning of 2026-11-26 (held-out-questions-4.ts) was
// run once blind and its failures then read and worked on, so it is no longer held out; this
// file is. It must never be edited after its results were seen: new cases go in a new file.
//
// Ground truth is SPEC.md (§1, §9) and the text of business 1's knowledge base
// (src/lisa-knowledge), not what the engine answers: the expected facts were written from
// those before the engine saw any of these questions. None of these questions is meant to
// copy a question of the tuning sets or of the earlier held-out sets: before the commit, a
// word-overlap check (>= 0.8) against every earlier question found 25 near-copies, which were
// reworded; one remains ("what are the steps to connect it?" as a follow-up, against "What
// are the steps to connect Slack?"), which asks something else. 149 questions: price 17,
// list 13, how-to 12, yes/no 13, two-in-one 10, follow-up 11, slang/typo 13, French 11,
// Swahili 11 (111 answerable), off-topic 18, request for a person 12, on-topic don't-know 8.
//
// A price question names one item and its regex matches exactly that price. A list case
// needs every item listed in `facts`. French and Swahili cases also need the agent's own
// sentences in the visitor's language (EvalCase.language). Off-topic and don't-know cases
// must get the don't-know decision; handoff cases the handoff decision.

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The agent's fixed don't-know sentence (src/language/phrases.ts), said before the
// visitor's reply in the accepted-offer case.
const offeredPerson =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

const neverExpire = /never expire|do not expire|don't expire/i;
const freeTrial = /14-day|14 days/i;
const noCard = /no credit card/i;
const implementation = /1-2 weeks|1 to 2 weeks/i;
const languages = /30\+ languages/i;

export const heldOutCases5: HeldOutCase[] = [
  // Prices of single items (17)
  { kind: 'price', q: "What's the one-off charge for adding Asana?", fact: usd('100') },
  { kind: 'price', q: 'How much do I pay once to set up Google Meet?', fact: usd('80') },
  { kind: 'price', q: "Instagram integration: what's the setup fee?", fact: usd('250') },
  { kind: 'price', q: 'What is the price to connect Zoho CRM?', fact: usd('180') },
  { kind: 'price', q: 'Kijani: how much for the setup?', fact: usd('150') },
  { kind: 'price', q: 'What does the WhatsApp integration cost, one time?', fact: usd('300') },
  { kind: 'price', q: 'Setup fee for the Web Widget, please?', fact: usd('200') },
  {
    kind: 'price',
    q: 'How much does a medium-sized knowledge base cost to set up?',
    fact: usd('500'),
  },
  { kind: 'price', q: 'What does the small knowledge base setup cost?', fact: usd('0') },
  { kind: 'price', q: 'What is the setup price of a single workflow?', fact: usd('120') },
  { kind: 'price', q: 'What do I pay per month for a third user?', fact: usd('25') },
  { kind: 'price', q: "What's the monthly price of the Basic support plan?", fact: usd('50') },
  {
    kind: 'price',
    q: 'How much is the Professional support package from the quote form?',
    fact: kes('10,000'),
  },
  {
    kind: 'price',
    q: "What's the price per credit for the first 1,000 credits?",
    fact: kes('1.00'),
  },
  { kind: 'price', q: 'What does one credit cost between 2,001 and 5,000?', fact: kes('0.75') },
  { kind: 'price', q: 'Per-credit price in the 5,001 to 10,000 band?', fact: kes('0.62') },
  { kind: 'price', q: 'How much is a credit in the 20,001 to 50,000 range?', fact: kes('0.55') },

  // Lists: every item (13)
  {
    kind: 'list',
    q: 'Which productivity tools does Lisa integrate with?',
    facts: [/Asana/, /Google Meet/, /calendar/i],
  },
  {
    kind: 'list',
    q: 'What integrations does the quote request form list?',
    facts: [/LinkedIn/, /ERP/, /Custom API/, /Email/, /Phone Calls/],
  },
  {
    kind: 'list',
    q: 'What data sources does the quote form offer?',
    facts: [/Documents/, /API Integration/, /Web URLs/, /Other sources/],
  },
  {
    kind: 'list',
    q: 'What are the four steps to launch Lisa?',
    facts: [/Setup/, /knowledge base/i, /Deploy/, /Customi[sz]e/],
  },
  {
    kind: 'list',
    q: 'What does the Standard support plan on the pricing page include?',
    facts: [/Priority email/i, /Monthly review/i, /24h SLA/i],
  },
  {
    kind: 'list',
    q: "What's included in the Enterprise support package on the quote form?",
    facts: [/24\/7/, /Dedicated account manager/i],
  },
  {
    kind: 'list',
    q: 'Which features does Lisa list on its home page?',
    facts: [
      /Custom Workflows/i,
      /Contextual Flexibility/i,
      /Human Handoff/i,
      /24\/7/,
      /Data Insights/i,
      /Easy Integration/i,
    ],
  },
  {
    kind: 'list',
    q: 'What quick replies show up after the first answer in the widget?',
    facts: [/Explain/, /\bNo\b/, /\bYes\b/, /Tell me more/i],
  },
  {
    kind: 'list',
    q: 'Which website builders does the widget work on?',
    facts: [/WordPress/, /Shopify/, /Webflow/, /Wix/],
  },
  {
    kind: 'list',
    q: 'Which workflows are on the enterprise quote form?',
    facts: [
      /Loan Applications/i,
      /Prescription Refills/i,
      /Reservations/i,
      /Event Registration/i,
      /Appointment Scheduling/i,
    ],
  },
  {
    kind: 'list',
    q: 'Which calendar providers can Lisa book into?',
    facts: [/Google/, /Outlook|Microsoft/],
  },
  {
    kind: 'list',
    q: "What's in the Basic support plan?",
    facts: [/Email support/i, /Weekly reports/i],
  },
  {
    kind: 'list',
    q: 'In which situations does Lisa hand a chat over to my team?',
    facts: [/asks for a person/i, /does not know|cannot answer/i, /run out of credits|runs out/i],
  },

  // How-to: the steps (12)
  {
    kind: 'how-to',
    q: 'How do I connect Facebook Messenger?',
    facts: [/full control|admin of the Page/i, /Integrations › Facebook Messenger/],
  },
  {
    kind: 'how-to',
    q: 'What are the steps to use Google Meet with Lisa?',
    facts: [/Google Workspace/i, /Calendar/],
  },
  {
    kind: 'how-to',
    q: 'How do I start a free trial?',
    facts: [/\/register/, /6-digit code|verify/i],
  },
  {
    kind: 'how-to',
    q: 'Walk me through linking Odoo to Lisa',
    facts: [/API key/i, /database/i],
  },
  {
    kind: 'how-to',
    q: 'How do I put Lisa on our WhatsApp number?',
    facts: [/Integrations › WhatsApp/, /verification code|code Meta sends/i],
  },
  {
    kind: 'how-to',
    q: 'How do I hook Instagram up to Lisa?',
    facts: [/professional/i, /Facebook Page/i],
  },
  {
    kind: 'how-to',
    q: 'How do I start using the Lisa API?',
    facts: [/API token|Settings › API tokens/i, /@lisa\/api-client|\/chat/],
  },
  {
    kind: 'how-to',
    q: 'How do I build a workflow?',
    facts: [/Workflows/, /sequence of steps|steps/i],
  },
  {
    kind: 'how-to',
    q: 'How do I get Slack alerts when a chat is handed over?',
    facts: [/Integrations › Slack/, /channel/i],
  },
  {
    kind: 'how-to',
    q: 'How do I switch the widget to the dark theme?',
    facts: [/data-theme|theme: light or dark/i],
  },
  {
    kind: 'how-to',
    q: 'How do I upload my FAQs to the knowledge base?',
    facts: [/CSV|JSON/, /question and answer/i],
  },
  {
    kind: 'how-to',
    q: 'How do I let Lisa book appointments in my calendar?',
    facts: [/Integrations › Calendar/, /Google or Microsoft/i],
  },

  // Yes/no about a feature: the yes or no and its reason (13)
  { kind: 'yes-no', q: 'Can Lisa reply to customers in Arabic?', fact: /Arabic/ },
  {
    kind: 'yes-no',
    q: 'Is there a limit on the demo chat on your home page?',
    fact: /10 messages/i,
  },
  {
    kind: 'yes-no',
    q: 'Does Lisa get the pictures shoppers DM us on Instagram?',
    fact: /receives the image|shows it to your team/i,
  },
  {
    kind: 'yes-no',
    q: 'Will Lisa change the events already in my calendar?',
    fact: /free and busy|only the events it creates/i,
  },
  {
    kind: 'yes-no',
    q: 'Will Lisa post in every channel of our Slack?',
    fact: /only posts to the channels you pick/i,
  },
  {
    kind: 'yes-no',
    q: 'Will importing products from Odoo write anything back to our Odoo?',
    fact: /only reads/i,
  },
  {
    kind: 'yes-no',
    q: 'Does Lisa work with a self-hosted Odoo?',
    fact: /self-hosted|JSON-RPC API/i,
  },
  {
    kind: 'yes-no',
    q: 'Can my team see the Kijani API key after I save it?',
    fact: /masked|encrypted/i,
  },
  {
    kind: 'yes-no',
    q: 'Does Meta charge me for WhatsApp conversations?',
    fact: /Meta bills|conversation fees/i,
  },
  { kind: 'yes-no', q: 'Is there an official client library for the API?', fact: /TypeScript/ },
  { kind: 'yes-no', q: "Can I export a customer's data?", fact: /export or delete/i },
  {
    kind: 'yes-no',
    q: 'Does Lisa keep answering at night and on weekends?',
    fact: /24\/7|around the clock|any hour/i,
  },
  {
    kind: 'yes-no',
    q: 'Can two customers end up booking the same calendar slot?',
    fact: /checks the slot again|next free time/i,
  },

  // Two questions in one message: both answered (10)
  {
    kind: 'two-in-one',
    q: 'How much is the Slack setup and how much is the Asana setup?',
    facts: [usd('120'), usd('100')],
  },
  {
    kind: 'two-in-one',
    q: 'Do I need a credit card for the trial, and how long does it last?',
    facts: [noCard, freeTrial],
  },
  {
    kind: 'two-in-one',
    q: 'What exchange rate do you use, and what does a credit cost in the first band?',
    facts: [/129\.8/, kes('1.00')],
  },
  {
    kind: 'two-in-one',
    q: 'How much is the Enterprise support plan on the pricing page and what SLA comes with it?',
    facts: [usd('500'), /4h SLA/i],
  },
  {
    kind: 'two-in-one',
    q: 'What does Google Meet cost to set up, and how do I connect it?',
    facts: [usd('80'), /Google Workspace/i],
  },
  {
    kind: 'two-in-one',
    q: 'How many languages does Lisa support and how many tools does it connect to?',
    facts: [languages, /50\+ tools/i],
  },
  {
    kind: 'two-in-one',
    q: 'What does the large knowledge base cost, and what is the hourly training price?',
    facts: [usd('1,500'), usd('100')],
  },
  {
    kind: 'two-in-one',
    q: 'Where do handed-over chats show up, and can Slack alert my team about them?',
    facts: [/inbox/i, /Slack/],
  },
  {
    kind: 'two-in-one',
    q: "On a laptop how large is the widget's panel, and from which breakpoint does it fill a phone's screen?",
    facts: [/380/, /768/],
  },
  {
    kind: 'two-in-one',
    q: "What's your uptime and how many API calls do you process a day?",
    facts: [/99\.9\s?%/, /10M\+/],
  },

  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much does the Instagram setup cost?' }],
    q: 'and whatsapp?',
    fact: usd('300'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: "What's the Kijani setup fee?" }],
    q: 'how about zoho',
    fact: usd('180'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do I connect WhatsApp?' }],
    q: 'and Instagram?',
    facts: [/professional/i],
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'What does the Basic support plan on the pricing page cost?' },
    ],
    q: 'and the standard one?',
    fact: usd('150'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is the price per credit for the first 1,000?' }],
    q: 'and from 50,001 up?',
    fact: kes('0.49'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much is the medium knowledge base?' }],
    q: 'and the small?',
    fact: usd('0'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Tell me about the Asana integration' }],
    q: 'and its setup price?',
    fact: usd('100'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Can Lisa book appointments in Google Calendar?' }],
    q: 'how much is that integration?',
    fact: usd('60'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: "What's the Standard support package on the quote form?" }],
    q: 'and the Enterprise package, how much per month?',
    fact: kes('20,000'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do I connect Slack?' }],
    q: 'price for that one?',
    fact: usd('120'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Does Lisa work with Odoo?' }],
    q: 'what are the steps to connect it?',
    facts: [/API key/i],
  },

  // Typos, chat slang and filler (13)
  { kind: 'slang-typo', q: 'how mch is messanger setup', fact: usd('250') },
  { kind: 'slang-typo', q: 'asana setup $$ ?', fact: usd('100') },
  { kind: 'slang-typo', q: 'whats the googel meet setup fee', fact: usd('80') },
  { kind: 'slang-typo', q: 'cost of calender integration pls', fact: usd('60') },
  { kind: 'slang-typo', q: 'zoho crm setp price??', fact: usd('180') },
  { kind: 'slang-typo', q: 'do u need a credt card for the trial', fact: noCard },
  { kind: 'slang-typo', q: 'hw many languags does lisa speek', fact: languages },
  { kind: 'slang-typo', q: 'medum knowledge base price thx', fact: usd('500') },
  {
    kind: 'slang-typo',
    q: "sup, hw long til we're live? like implementation time",
    fact: implementation,
  },
  { kind: 'slang-typo', q: 'basic suport plan how much a month', fact: usd('50') },
  { kind: 'slang-typo', q: 'ok so like does the widget work on shopify or nah', fact: /Shopify/ },
  { kind: 'slang-typo', q: 'price per credit after 50k??', fact: kes('0.49') },
  { kind: 'slang-typo', q: 'wats the exchange rate u use kes to usd', fact: /129\.8/ },

  // French (11)
  {
    kind: 'language-fr',
    q: "Combien coûte l'intégration Instagram ?",
    fact: usd('250'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le prix de mise en place de Zoho CRM ?',
    fact: usd('180'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: "Faut-il une carte bancaire pour l'essai ?",
    fact: noCard,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien coûte la configuration de Google Meet ?',
    fact: usd('80'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Est-ce que les crédits non utilisés sont perdus à la fin du mois ?',
    fact: neverExpire,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien coûte la grande base de connaissances ?',
    fact: usd('1,500'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien coûte chaque workflow à mettre en place ?',
    fact: usd('120'),
    language: 'fr',
  },
  { kind: 'language-fr', q: 'Lisa parle-t-elle swahili ?', fact: /Swahili/, language: 'fr' },
  {
    kind: 'language-fr',
    q: 'Quelles sont les étapes pour relier Slack à Lisa ?',
    facts: [/Integrations › Slack/],
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le taux de change utilisé ?',
    fact: /129\.8/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: "Combien coûte l'intégration Kijani ?",
    fact: usd('150'),
    language: 'fr',
  },

  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Kuweka Instagram kunagharimu kiasi gani?',
    fact: usd('250'),
    language: 'sw',
  },
  { kind: 'language-sw', q: 'Bei ya Zoho CRM ni ngapi?', fact: usd('180'), language: 'sw' },
  {
    kind: 'language-sw',
    q: 'Je, nahitaji kadi ya mkopo kwa majaribio?',
    fact: noCard,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Bei ya Google Meet ni kiasi gani?',
    fact: usd('80'),
    language: 'sw',
  },
  { kind: 'language-sw', q: 'Je, Lisa inaongea Kiswahili?', fact: /Swahili/, language: 'sw' },
  { kind: 'language-sw', q: 'Bei ya Asana ni kiasi gani?', fact: usd('100'), language: 'sw' },
  { kind: 'language-sw', q: 'Bei ya kila workflow ni ngapi?', fact: usd('120'), language: 'sw' },
  {
    kind: 'language-sw',
    q: 'Nawezaje kuunganisha Slack?',
    facts: [/Integrations › Slack/],
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kiwango cha kubadilisha fedha ni kipi?',
    fact: /129\.8/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Knowledge base kubwa inagharimu kiasi gani?',
    fact: usd('1,500'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kijani inagharimu kiasi gani kuunganisha?',
    fact: usd('150'),
    language: 'sw',
  },

  // Off-topic: an honest don't-know, never an invented answer (18)
  { kind: 'off-topic', q: 'What is the deepest lake in Africa?' },
  { kind: 'off-topic', q: 'How do you say thank you in German?' },
  { kind: 'off-topic', q: "What's a good name for my new puppy?" },
  { kind: 'off-topic', q: 'Who painted the Mona Lisa?' },
  { kind: 'off-topic', q: 'What was the score of the last Arsenal game?' },
  { kind: 'off-topic', q: 'How do I make pancakes without eggs?' },
  { kind: 'off-topic', q: 'What is the square root of 144?' },
  { kind: 'off-topic', q: 'Which is the cheapest airline to Mombasa?' },
  { kind: 'off-topic', q: 'How do I fix a leaking tap?' },
  { kind: 'off-topic', q: 'What is the population of Kenya?' },
  { kind: 'off-topic', q: 'Who wrote Romeo and Juliet?' },
  { kind: 'off-topic', q: 'How much does a new iPhone cost?' },
  { kind: 'off-topic', q: 'When should I plant beans in the long rains?' },
  { kind: 'off-topic', q: 'How do I renew my driving licence?' },
  { kind: 'off-topic', q: 'Can you solve 2x + 3 = 11 for me?' },
  { kind: 'off-topic', q: 'Is coffee bad for your heart?' },
  { kind: 'off-topic', q: 'Recommend a hotel in Zanzibar' },
  { kind: 'off-topic', q: 'How do I set up my Wi-Fi router?' },

  // Requests for a person, in three languages (12)
  { kind: 'handoff', q: 'Route me to one of your agents' },
  { kind: 'handoff', q: 'I want to talk to somebody real' },
  { kind: 'handoff', q: 'I need a human to look at this' },
  { kind: 'handoff', q: 'Transfer me to a person please' },
  { kind: 'handoff', q: 'Let me chat with one of your staff members' },
  { kind: 'handoff', q: 'stop the bot, I want a person' },
  { kind: 'handoff', q: 'Can someone call me back about pricing?' },
  { kind: 'handoff', q: 'Je souhaite être mis en relation avec un agent', language: 'fr' },
  { kind: 'handoff', q: 'Passez-moi le service client, svp', language: 'fr' },
  { kind: 'handoff', q: 'Nataka kuzungumza na mtu wa huduma kwa wateja', language: 'sw' },
  { kind: 'handoff', q: 'Tafadhali niunganishe na mtu', language: 'sw' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Do you integrate with Pipedrive?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'ok, do that',
  },

  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  { kind: 'dont-know', q: 'Does Lisa connect to Microsoft Dynamics?' },
  { kind: 'dont-know', q: 'Can I pay by PayPal?' },
  { kind: 'dont-know', q: 'Do you give a discount if we pay for a year upfront?' },
  { kind: 'dont-know', q: 'Is there a Lisa office in Lagos?' },
  { kind: 'dont-know', q: 'Who owns the company that makes Lisa?' },
  { kind: 'dont-know', q: 'Can Lisa answer customers on Telegram?' },
  { kind: 'dont-know', q: 'Is Lisa ISO 27001 certified?' },
  { kind: 'dont-know', q: 'Do you have a reseller or partner programme?' },
];
