// The fourth held-out evaluation set, written 2026-11-26 for issue #24 ("Agent answers, round
// two"), committed on its own BEFORE it was ever run and before any engine change of this
// session. The set of 2026-11-25 (held-out-questions-3.ts) had its failures read and the
// engine tuned after it, so it is no longer held out; this file is. It must never be edited
// after its results were seen: new cases go in a new file.
//
// Ground truth is SPEC.md (§1, §9) and the text of business 1's knowledge base
// (src/lisa-knowledge), not what the engine answers: the expected facts were written from
// those before the engine saw any of these questions. None of these questions copies a
// question of the tuning sets or of the earlier held-out sets.
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
const implementation = /1-2 weeks|1 to 2 weeks/i;
const languages = /30\+ languages/i;

export const heldOutCases4: HeldOutCase[] = [
  // Prices of single items (17)
  { kind: 'price', q: 'How much is the one-time fee to connect Slack?', fact: usd('120') },
  { kind: 'price', q: 'What does Facebook Messenger cost to set up?', fact: usd('250') },
  { kind: 'price', q: 'Setup price for the Calendar integration?', fact: usd('60') },
  { kind: 'price', q: 'How much would it cost us to get Odoo integrated?', fact: usd('300') },
  { kind: 'price', q: 'What is the setup cost of the website chat widget?', fact: usd('200') },
  { kind: 'price', q: "What's the setup price for the Lisa API?", fact: usd('200') },
  {
    kind: 'price',
    q: "We need an integration that isn't in your list. What would its setup cost?",
    fact: usd('100'),
  },
  { kind: 'price', q: 'How much is a large knowledge base setup?', fact: usd('1,500') },
  { kind: 'price', q: 'What do you charge for an hour of training?', fact: usd('100') },
  {
    kind: 'price',
    q: 'How much is the Enterprise support plan on the pricing page each month?',
    fact: usd('500'),
  },
  { kind: 'price', q: 'Monthly price of the Standard support plan on /pricing?', fact: usd('150') },
  {
    kind: 'price',
    q: 'How much is the Standard support package when I request a quote?',
    fact: kes('5,000'),
  },
  {
    kind: 'price',
    q: 'What does the Enterprise support package on the quote form cost per month?',
    fact: kes('20,000'),
  },
  {
    kind: 'price',
    q: 'What is the price per credit for credits 1,001 to 2,000?',
    fact: kes('0.80'),
  },
  {
    kind: 'price',
    q: 'How much does a credit cost in the 10,001 to 20,000 band?',
    fact: kes('0.59'),
  },
  { kind: 'price', q: 'What do credits cost once I go above 50,000?', fact: kes('0.49') },
  { kind: 'price', q: 'What exchange rate do you use between KES and USD?', fact: /129\.8/ },

  // Lists: every item (13)
  {
    kind: 'list',
    q: 'What support plans can I choose on the pricing page?',
    facts: [/Basic/, /Standard/, /Enterprise/],
  },
  {
    kind: 'list',
    q: 'Which messaging apps does Lisa work with?',
    facts: [/WhatsApp/, /Messenger/, /Instagram/],
  },
  { kind: 'list', q: 'Which CRMs can Lisa connect to?', facts: [/Zoho/, /Kijani/, /Odoo/] },
  {
    kind: 'list',
    q: 'What sizes of knowledge base setup are there?',
    facts: [/Small/i, /Medium/i, /Large/i],
  },
  {
    kind: 'list',
    q: 'What sectors is Lisa built for?',
    facts: [
      /Real Estate/i,
      /Healthcare/i,
      /E-commerce/i,
      /Education/i,
      /NGO/,
      /Government/i,
      /Fintech/i,
    ],
  },
  {
    kind: 'list',
    q: 'Which workflows can I select in the pricing calculator?',
    facts: [/Customer Onboarding/i, /Lead Qualification/i, /Support Triage/i, /Order Processing/i],
  },
  {
    kind: 'list',
    q: 'On the enterprise quote form, which support packages can I tick?',
    facts: [/Standard/, /Professional/, /Enterprise/, /Custom/],
  },
  {
    kind: 'list',
    q: 'What kinds of files can I add to the knowledge base?',
    facts: [/PDF/, /DOCX|Word/, /Markdown/, /CSV/],
  },
  {
    kind: 'list',
    q: 'What are the steps the data centre goes through?',
    facts: [/Unify/, /Enrich/, /Sync/],
  },
  {
    kind: 'list',
    q: 'What do I need before I can connect WhatsApp?',
    facts: [/Facebook|Meta/, /phone number/i],
  },
  {
    kind: 'list',
    q: 'Which options can I set on the web widget?',
    facts: [/position/i, /theme/i, /defaultOpen|open the panel/i, /title/i],
  },
  {
    kind: 'list',
    q: 'What suggestion chips does an empty chat show?',
    facts: [
      /Product information/i,
      /Pricing/,
      /Features/,
      /Get Started/i,
      /Support/,
      /Contact sales/i,
    ],
  },
  {
    kind: 'list',
    q: 'Give me all the credit price bands',
    facts: [
      kes('1.00'),
      kes('0.80'),
      kes('0.75'),
      kes('0.62'),
      kes('0.59'),
      kes('0.55'),
      kes('0.49'),
    ],
  },

  // How-to: the steps (12)
  {
    kind: 'how-to',
    q: 'How do I add the chat widget to my website?',
    facts: [/Business Key/i, /snippet/i],
  },
  {
    kind: 'how-to',
    q: 'What are the steps to connect Slack?',
    facts: [/Integrations › Slack|Slack OAuth|Connect/, /channel/i],
  },
  {
    kind: 'how-to',
    q: 'How do I hook up Zoho CRM?',
    facts: [/sign in with Zoho|Zoho user/i],
  },
  {
    kind: 'how-to',
    q: 'How can Lisa book Google Meet calls for my sales team?',
    facts: [/Google Workspace/i, /Calendar/],
  },
  {
    kind: 'how-to',
    q: 'How can I import my products from Odoo?',
    facts: [/\/odoo\/inventory|product ingest/i, /API key/i],
  },
  {
    kind: 'how-to',
    q: 'How do I verify my account after signing up?',
    facts: [/6-digit code/i, /verify-account/],
  },
  {
    kind: 'how-to',
    q: 'How do I get an API token?',
    facts: [/Settings › API tokens|token in the dashboard|token in your dashboard/i],
  },
  {
    kind: 'how-to',
    q: 'How do I connect Kijani?',
    facts: [/API key/i, /Verify/],
  },
  {
    kind: 'how-to',
    q: 'How do I regenerate my Business Key?',
    facts: [/regenerate/i, /Integrations › Web Widget|dashboard/i],
  },
  {
    kind: 'how-to',
    q: 'How do I connect my Outlook calendar?',
    facts: [/Microsoft/, /Integrations › Calendar/],
  },
  {
    kind: 'how-to',
    q: 'How do I make Lisa create Asana tasks?',
    facts: [/Create Asana task/i, /Integrations › Asana|workspace/i],
  },
  {
    kind: 'how-to',
    q: 'How does a teammate give a conversation back to Lisa?',
    facts: [/hand the conversation back|handed back|hand it back/i],
  },

  // Yes/no about a feature: the yes or no and its reason (13)
  { kind: 'yes-no', q: 'Can we try Lisa for free first?', fact: freeTrial },
  { kind: 'yes-no', q: 'Do I need a credit card to try Lisa?', fact: /no credit card/i },
  { kind: 'yes-no', q: 'Do unused credits expire?', fact: neverExpire },
  {
    kind: 'yes-no',
    q: 'Can I keep using my WhatsApp number in the phone app after connecting it?',
    fact: /cannot be used|dedicated number|migrate/i,
  },
  {
    kind: 'yes-no',
    q: 'Do website visitors need an account to chat?',
    fact: /anonymous/i,
  },
  {
    kind: 'yes-no',
    q: 'Will the widget slow down my website?',
    fact: /launcher script|fetched the first time/i,
  },
  {
    kind: 'yes-no',
    q: 'Does Lisa answer comments under our Facebook Page posts?',
    fact: /only private messages|Comments stay/i,
  },
  {
    kind: 'yes-no',
    q: 'Can I connect a personal Instagram account?',
    fact: /professional/i,
  },
  {
    kind: 'yes-no',
    q: 'If a customer is already in Zoho, will Lisa add them a second time?',
    fact: /by email and phone|existing record/i,
  },
  {
    kind: 'yes-no',
    q: 'Can Lisa message WhatsApp customers first, like reminders?',
    fact: /template/i,
  },
  {
    kind: 'yes-no',
    q: 'Can my team answer customers straight from Slack?',
    fact: /Not yet|link to the Lisa inbox/i,
  },
  { kind: 'yes-no', q: 'Is our data encrypted?', fact: /encrypted/i },
  {
    kind: 'yes-no',
    q: 'Does the API have rate limits?',
    fact: /429|rate limit/i,
  },

  // Two questions in one message: both answered (10)
  {
    kind: 'two-in-one',
    q: 'What are the setup prices for WhatsApp and for Instagram?',
    facts: [usd('300'), usd('250')],
  },
  {
    kind: 'two-in-one',
    q: 'Do credits expire? And what does the first band of credits cost?',
    facts: [neverExpire, kes('1.00')],
  },
  {
    kind: 'two-in-one',
    q: 'What is the price of the Basic support plan and what does it include?',
    facts: [usd('50'), /weekly reports/i],
  },
  {
    kind: 'two-in-one',
    q: 'How long does implementation take, and is there a free trial?',
    facts: [implementation, freeTrial],
  },
  {
    kind: 'two-in-one',
    q: 'How much does one workflow cost to set up and how much is training per hour?',
    facts: [usd('120'), usd('100')],
  },
  {
    kind: 'two-in-one',
    q: 'How many users are included, and what does each extra user cost?',
    facts: [/first 2|2 users/i, usd('25')],
  },
  {
    kind: 'two-in-one',
    q: 'What does the medium knowledge base cost and what does the large one cost?',
    facts: [usd('500'), usd('1,500')],
  },
  {
    kind: 'two-in-one',
    q: 'How quickly does sales answer a quote request, and how far ahead can the deployment date be?',
    facts: [/2 business days/i, /one year|1 year/i],
  },
  {
    kind: 'two-in-one',
    q: 'What is the Zoho CRM setup fee and the Kijani setup fee?',
    facts: [usd('180'), usd('150')],
  },
  {
    kind: 'two-in-one',
    q: 'Which languages does Lisa speak, and can a person take over a chat?',
    facts: [languages, /person|human|teammate/i],
  },

  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much does the Slack setup cost?' }],
    q: 'ok and for google meet',
    fact: usd('80'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: "What's the setup fee for Zoho CRM?" }],
    q: 'what about odoo',
    fact: usd('300'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do I connect Slack to Lisa?' }],
    q: 'And Zoho CRM?',
    facts: [/sign in with Zoho|Zoho user/i],
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'How much is the Standard support plan on the pricing page?' },
    ],
    q: 'and the Enterprise one?',
    fact: usd('500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What does a credit cost between 1,001 and 2,000?' }],
    q: 'and between 10,001 and 20,000?',
    fact: kes('0.59'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'how much is the small knowledge base?' }],
    q: 'and the large one',
    fact: usd('1,500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Tell me about the Kijani integration' }],
    q: 'How much is it to set up?',
    fact: usd('150'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Do you integrate with Calendar?' }],
    q: 'what does that cost to set up?',
    fact: usd('60'),
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'What is the Professional support package on the quote form?' },
    ],
    q: 'how much is it per month?',
    fact: kes('10,000'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do I connect Instagram?' }],
    q: 'and what does it cost?',
    fact: usd('250'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Does Lisa work with Facebook Messenger?' }],
    q: 'how do I connect it?',
    facts: [/Facebook login|full control|admin of the Page/i],
  },

  // Typos, chat slang and filler (13)
  { kind: 'slang-typo', q: 'hw much 2 get whatsap conected??', fact: usd('300') },
  { kind: 'slang-typo', q: 'wat does slak cost to setup', fact: usd('120') },
  { kind: 'slang-typo', q: 'yo how much is the odoo integratin lol', fact: usd('300') },
  { kind: 'slang-typo', q: 'pls how much per xtra user', fact: usd('25') },
  { kind: 'slang-typo', q: 'do credits expier?', fact: neverExpire },
  { kind: 'slang-typo', q: 'free trail how long', fact: freeTrial },
  { kind: 'slang-typo', q: 'instagarm setup fee pls', fact: usd('250') },
  {
    kind: 'slang-typo',
    q: 'hey so like how do i put the chat thingy on my wordpress site',
    facts: [/snippet|script tag/i],
  },
  { kind: 'slang-typo', q: 'whats the price of the big knowledge base thx', fact: usd('1,500') },
  {
    kind: 'slang-typo',
    q: 'gd morning, hw do i connect zoho crm',
    facts: [/sign in with Zoho|Zoho user/i],
  },
  { kind: 'slang-typo', q: 'kijani setup cost?? asap', fact: usd('150') },
  { kind: 'slang-typo', q: 'is the small kb free to set up or nah', fact: usd('0') },
  { kind: 'slang-typo', q: 'how much 4 trainin per hr', fact: usd('100') },

  // French (11)
  {
    kind: 'language-fr',
    q: "Combien coûte l'installation de WhatsApp ?",
    fact: usd('300'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: "Quel est le prix de l'intégration Slack ?",
    fact: usd('120'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: "Est-ce qu'il y a un essai gratuit ?",
    fact: freeTrial,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien coûte chaque utilisateur supplémentaire par mois ?',
    fact: usd('25'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: "Est-ce que mes crédits ont une date d'expiration ?",
    fact: neverExpire,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien coûte une base de connaissances moyenne ?',
    fact: usd('500'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment connecter mon compte Instagram ?',
    facts: [/professional/i],
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Le plan de support Basic coûte combien par mois ?',
    fact: usd('50'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le tarif horaire de la formation ?',
    fact: usd('100'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien de langues Lisa parle-t-elle ?',
    fact: languages,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien de temps prend la mise en place ?',
    fact: implementation,
    language: 'fr',
  },

  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Bei ya kuunganisha WhatsApp ni kiasi gani?',
    fact: usd('300'),
    language: 'sw',
  },
  { kind: 'language-sw', q: 'Gharama ya kuweka Slack ni ngapi?', fact: usd('120'), language: 'sw' },
  {
    kind: 'language-sw',
    q: 'Je, kuna kipindi cha majaribio bure?',
    fact: freeTrial,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mtumiaji wa ziada analipa kiasi gani kwa mwezi?',
    fact: usd('25'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, credits nilizonunua zitaisha muda?',
    fact: neverExpire,
    language: 'sw',
  },
  { kind: 'language-sw', q: 'Bei ya mafunzo kwa saa ni ngapi?', fact: usd('100'), language: 'sw' },
  {
    kind: 'language-sw',
    q: 'Nifanyeje kuunganisha akaunti yangu ya Instagram?',
    facts: [/professional/i],
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mpango wa msaada wa Basic unagharimu kiasi gani kwa mwezi?',
    fact: usd('50'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Bei ya kuunganisha Odoo ni kiasi gani?',
    fact: usd('300'),
    language: 'sw',
  },
  { kind: 'language-sw', q: 'Lisa inazungumza lugha ngapi?', fact: languages, language: 'sw' },
  {
    kind: 'language-sw',
    q: 'Utekelezaji unachukua muda gani?',
    fact: implementation,
    language: 'sw',
  },

  // Off-topic: an honest don't-know, never an invented answer (17)
  { kind: 'off-topic', q: "What's the weather like in Nairobi today?" },
  { kind: 'off-topic', q: 'What is the capital of Canada?' },
  { kind: 'off-topic', q: 'Give me a recipe for chapati' },
  { kind: 'off-topic', q: 'Who won the 2022 football World Cup?' },
  { kind: 'off-topic', q: 'What is 48 divided by 6?' },
  { kind: 'off-topic', q: 'Write me a poem about the sea' },
  { kind: 'off-topic', q: 'Which laptop is best for gaming?' },
  { kind: 'off-topic', q: 'How do I lose weight fast?' },
  { kind: 'off-topic', q: 'What is the price of bitcoin right now?' },
  { kind: 'off-topic', q: 'Who is the prime minister of the UK?' },
  { kind: 'off-topic', q: 'How long is the river Nile?' },
  { kind: 'off-topic', q: 'What time is it in Tokyo?' },
  { kind: 'off-topic', q: 'Can you recommend a good movie for tonight?' },
  { kind: 'off-topic', q: 'How do I change a car tyre?' },
  { kind: 'off-topic', q: 'How do I reset my Gmail password?' },
  { kind: 'off-topic', q: 'How do I sort a list in Python?' },
  { kind: 'off-topic', q: 'What are the symptoms of malaria?' },

  // Requests for a person, in three languages (11)
  { kind: 'handoff', q: 'can i talk to a real person pls' },
  { kind: 'handoff', q: 'I need to speak with someone from customer support' },
  { kind: 'handoff', q: 'put me through to sales' },
  { kind: 'handoff', q: 'live agent please' },
  { kind: 'handoff', q: "I'd prefer a human being, not a bot" },
  { kind: 'handoff', q: 'Could a member of your team contact me?' },
  { kind: 'handoff', q: 'Puis-je parler à un conseiller ?', language: 'fr' },
  { kind: 'handoff', q: "Je veux parler à quelqu'un de votre équipe", language: 'fr' },
  { kind: 'handoff', q: 'Naomba kuongea na mtu halisi', language: 'sw' },
  { kind: 'handoff', q: 'Nipe mhudumu wa binadamu tafadhali', language: 'sw' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Do you integrate with HubSpot?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'yeah go on',
  },

  // On-topic questions the knowledge cannot answer: don't-know, not a guess (7)
  { kind: 'dont-know', q: 'Does Lisa integrate with HubSpot?' },
  { kind: 'dont-know', q: 'Can I pay with M-Pesa?' },
  { kind: 'dont-know', q: 'Do you have an office in Kampala?' },
  { kind: 'dont-know', q: 'Do charities get a discount on credits?' },
  { kind: 'dont-know', q: 'Can I get a refund for credits I bought?' },
  { kind: 'dont-know', q: 'Does Lisa work with Microsoft Teams?' },
  { kind: 'dont-know', q: 'When was the company behind Lisa founded?' },
];
