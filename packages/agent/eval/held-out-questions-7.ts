// The seventh held-out evaluation set, written 2026-11-26 (session 11) for issue #24 ("Agent
// answers, round two"), committed on its own BEFORE it was ever run and before any engine
// change of this session. Set 6 (held-out-questions-6.ts) was run once blind in session 10
// and its failures were then read, so it is a seen set now; this file is held out. It must
// never be edited after its results were seen: new cases go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base (src/lisa-knowledge
// and the catalogue it reads), not what the engine answers: every expected fact was written
// from those before the engine saw any of these questions, and the engine's word lists
// (glossary, shorthand, thesaurus) were not opened while writing it. The set aims at the kinds
// of failure sets 5 and 6 found without reusing their questions: items named by what they are
// rather than by their name ("the video-call integration", "banks and lenders"), extremes and
// ordinals over a priced list (cheapest, most expensive, the first thousand, the next band),
// requests for a person in everyday wording, off-topic questions naming places the knowledge
// mentions in its examples (Nairobi, Kiambu, Mombasa), plus French and Swahili wording and
// chat shorthand not used before.
// Before the commit, every fact regex was checked to match the knowledge text (all did), and a
// word-overlap check (Jaccard) against every earlier question (sets 1-6 and the tuning set)
// found several exact copies in a first draft (the obvious questions had all been asked
// before); those were reworded, and the highest overlap left is 0.69 ("How much is the quote
// form's Professional support package each month?" ~ set 5's wording of the same item).
// 149 questions: price 17, list 13, how-to 12, yes/no 13, two-in-one 10, follow-up 11,
// slang/typo 13, French 11, Swahili 11 (111 answerable), off-topic 18, request for a person
// 12, on-topic don't-know 8.
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
const quoteReply = /2 business days/i;

export const heldOutCases7: HeldOutCase[] = [
  // Prices of single items, several named by what they are rather than by their name (17)
  {
    kind: 'price',
    q: 'How much is it to put Lisa inside our mobile app through your developer API?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: "What's the one-time fee to have Lisa answer our Facebook Page inbox?",
    fact: usd('250'),
  },
  { kind: 'price', q: 'Setup price for connecting our Kijani CRM?', fact: usd('150') },
  {
    kind: 'price',
    q: 'How much would you charge to build one automated workflow for us?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: "We'd like Lisa to book slots in our Outlook calendar. What's the setup cost?",
    fact: usd('60'),
  },
  {
    kind: 'price',
    q: 'What is the price of linking Lisa to our task manager?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'How much for the video-call integration that sends meeting links?',
    fact: usd('80'),
  },
  {
    kind: 'price',
    q: 'How much does the biggest knowledge base package cost?',
    fact: usd('1,500'),
  },
  {
    kind: 'price',
    q: 'Which integration is the cheapest to set up, and what does it cost?',
    fact: usd('60'),
  },
  { kind: 'price', q: 'What does each credit cost in the 20k to 50k band?', fact: kes('0.55') },
  {
    kind: 'price',
    q: 'How much is one credit at the very start, for the first thousand?',
    fact: kes('1.00'),
  },
  {
    kind: 'price',
    q: "What's the monthly price of the top support plan on the pricing page?",
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: "How much is the quote form's Professional support package each month?",
    fact: kes('10,000'),
  },
  { kind: 'price', q: "What's the cost of adding a third user?", fact: usd('25') },
  {
    kind: 'price',
    q: 'What exchange rate do you use to turn shillings into dollars?',
    fact: /129\.8/,
  },
  {
    kind: 'price',
    q: 'How much is the Enterprise package on the quote form per month?',
    fact: kes('20,000'),
  },
  {
    kind: 'price',
    q: 'How much does the Zoho integration cost to get going?',
    fact: usd('180'),
  },

  // Lists: every item (13)
  {
    kind: 'list',
    q: 'On which channels can our customers chat with Lisa?',
    facts: [/website/i, /WhatsApp/, /Messenger/, /Instagram/],
  },
  {
    kind: 'list',
    q: 'What are the three support levels in the pricing calculator?',
    facts: [/Basic/, /Standard/, /Enterprise/],
  },
  {
    kind: 'list',
    q: 'When I request a quote, where can the form say our data comes from?',
    facts: [/Documents/, /API Integration/, /Web URLs/, /Other sources/],
  },
  {
    kind: 'list',
    q: 'Besides WhatsApp, which other integrations does the enterprise quote form let me choose?',
    facts: [/LinkedIn/, /ERP/, /Phone Calls/, /Custom API/],
  },
  {
    kind: 'list',
    q: 'Tell me what the priciest quote-form support package covers',
    facts: [/Everything in Professional/i, /24\/7/, /Dedicated account manager/i],
  },
  {
    kind: 'list',
    q: 'When estimating my setup on /pricing, what automations can I choose from?',
    facts: [/Customer Onboarding/i, /Lead Qualification/i, /Support Triage/i, /Order Processing/i],
  },
  {
    kind: 'list',
    q: 'Our manuals are in Word and PDF; which formats does the knowledge base take?',
    facts: [/PDF/, /DOCX|Word/, /Markdown/],
  },
  {
    kind: 'list',
    q: 'How does the golden record get built, step by step?',
    facts: [/Unify/, /Enrich/, /Sync/],
  },
  {
    kind: 'list',
    q: 'What does Lisa offer schools and universities?',
    facts: [
      /Admissions assistant/i,
      /Application guidance/i,
      /Visit and interview booking/i,
      /Parent and student updates/i,
    ],
  },
  {
    kind: 'list',
    q: 'What can Lisa do for banks and lenders?',
    facts: [
      /Approved-content answers/i,
      /Guided onboarding/i,
      /Status and transaction lookups/i,
      /Priority escalation/i,
    ],
  },
  {
    kind: 'list',
    q: 'After Lisa answers in the widget, what buttons can the visitor tap next?',
    facts: [/Explain/, /Tell me more/i],
  },
  {
    kind: 'list',
    q: 'Which CRMs do you connect with?',
    facts: [/Zoho CRM/, /Kijani/, /Odoo/],
  },
  {
    kind: 'list',
    q: "What's included with the Asana integration?",
    facts: [/transcript and contact details/i, /assignee and due date/i, /Custom fields/i],
  },

  // How-to: the steps (12)
  {
    kind: 'how-to',
    q: 'How do I hook up our Facebook Page so Lisa replies to messages?',
    facts: [/Integrations › Facebook Messenger/],
  },
  {
    kind: 'how-to',
    q: 'How do I set up Slack notifications for handoffs?',
    facts: [/Integrations › Slack/],
  },
  {
    kind: 'how-to',
    q: 'How do I turn a chat into an Asana task?',
    facts: [/Create Asana task/],
  },
  {
    kind: 'how-to',
    q: "I'm new here, how do I open a Lisa account?",
    facts: [/\/register/, /6-digit code/i],
  },
  {
    kind: 'how-to',
    q: 'I never got the verification code, how do I get another one?',
    facts: [/\/resend-otp/],
  },
  {
    kind: 'how-to',
    q: 'How do I make the widget dark?',
    facts: [/data-theme="dark"|theme: light or dark|light or dark theme/i],
  },
  {
    kind: 'how-to',
    q: 'How do I start using the TypeScript client?',
    facts: [/npm install @lisa\/api-client/],
  },
  {
    kind: 'how-to',
    q: 'Someone copied our widget key from a public repo. What should I do to replace it?',
    facts: [/regenerat/i],
  },
  {
    kind: 'how-to',
    q: 'How do I let Lisa put bookings into our Google Calendar?',
    facts: [/Integrations › Calendar/],
  },
  {
    kind: 'how-to',
    q: 'Steps to link our Kijani workspace please',
    facts: [/API key/i, /Integrations › Kijani/],
  },
  {
    kind: 'how-to',
    q: 'How do I give a conversation back to the bot after my agent is done?',
    facts: [/hand the conversation back/i],
  },
  {
    kind: 'how-to',
    q: 'How do I show replies from our human agents live in my own app?',
    facts: [/WebSocket/],
  },

  // Yes/no about a feature: the yes or no and its reason (13)
  {
    kind: 'yes-no',
    q: 'Will adding your chat script make our pages load slower?',
    fact: /idle|finished loading/i,
  },
  {
    kind: 'yes-no',
    q: 'Must a shopper log in before chatting on our site?',
    fact: /anonymously|no account/i,
  },
  { kind: 'yes-no', q: 'Can Lisa diagnose patients?', fact: /never diagnoses/i },
  {
    kind: 'yes-no',
    q: 'When a handoff alert lands in Slack, can my agent answer the customer right there?',
    fact: /Not yet/i,
  },
  {
    kind: 'yes-no',
    q: 'Will Lisa read the private events in my calendar?',
    fact: /free and busy/i,
  },
  {
    kind: 'yes-no',
    q: 'Does Lisa understand pictures customers send on Instagram?',
    fact: /image|text of the conversation/i,
  },
  {
    kind: 'yes-no',
    q: 'Could two customers end up booked into the same slot?',
    fact: /checks the slot again|next free time/i,
  },
  {
    kind: 'yes-no',
    q: 'Can a regular personal Instagram account be connected?',
    fact: /professional accounts?/i,
  },
  {
    kind: 'yes-no',
    q: 'Is there a free trial and do I need a card for it?',
    fact: /no credit card/i,
  },
  {
    kind: 'yes-no',
    q: 'Once saved, is our Kijani API key visible to everyone in the dashboard?',
    fact: /masked|encrypted/i,
  },
  {
    kind: 'yes-no',
    q: 'If a returning customer chats again, will Zoho end up with a second lead for them?',
    fact: /searches by email and phone|updates the existing/i,
  },
  {
    kind: 'yes-no',
    q: 'Does Lisa answer in Swahili when our knowledge is written in English?',
    fact: /Swahili|language the customer writes/i,
  },
  {
    kind: 'yes-no',
    q: "Can I delete a customer's data if they ask me to?",
    fact: /export or delete/i,
  },

  // Two questions in one message: both answered (10)
  {
    kind: 'two-in-one',
    q: 'How much is Slack setup and can Lisa read our private messages there?',
    facts: [usd('120'), /only posts/i],
  },
  {
    kind: 'two-in-one',
    q: 'How many days can we try it free, and when would a complete rollout be done?',
    facts: [freeTrial, /1-2 weeks/],
  },
  {
    kind: 'two-in-one',
    q: "What's the Kijani setup fee and how do I connect it?",
    facts: [usd('150'), /Integrations › Kijani/],
  },
  {
    kind: 'two-in-one',
    q: 'Where do I register and where do I sign in?',
    facts: [/\/register/, /\/signin/],
  },
  {
    kind: 'two-in-one',
    q: 'Roughly how many languages and how many integrations do you support?',
    facts: [/30\+/, /50\+/],
  },
  {
    kind: 'two-in-one',
    q: 'What does training cost per hour and what does one workflow cost?',
    facts: [usd('100'), usd('120')],
  },
  {
    kind: 'two-in-one',
    q: 'Is Lisa reliable: what uptime do you reach, and how much traffic does the API carry daily?',
    facts: [/99\.9%/, /10M\+/],
  },
  {
    kind: 'two-in-one',
    q: 'Which header carries my token, and what happens if I send too many requests?',
    facts: [/Authorization: Bearer/, /429/],
  },
  {
    kind: 'two-in-one',
    q: 'How big is the chat panel on a desktop, and what happens on phones?',
    facts: [/380 × 600|380x600|380 x 600/, /full width|Full-width/i],
  },
  {
    kind: 'two-in-one',
    q: "What's the price per credit at 30,000 credits and do they expire?",
    facts: [kes('0.55'), neverExpire],
  },

  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much is Zoho CRM to set up?' }],
    q: 'what about kijani',
    fact: usd('150'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do I connect Slack?' }],
    q: 'how much does it cost?',
    fact: usd('120'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What does the Standard support plan include?' }],
    q: "what's its price then?",
    fact: usd('150'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Does Lisa work with Odoo?' }],
    q: 'which versions?',
    fact: /Odoo Online|Odoo\.sh|self-hosted/i,
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'What does the Enterprise support package on the quote form include?',
      },
    ],
    q: 'how much per month?',
    fact: kes('20,000'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do I install the web widget?' }],
    q: 'can I put it on the left?',
    fact: /data-position="left"|left or right|Left or right|bottom-left/i,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: "What's the price per credit for the first 1,000 credits?" },
    ],
    q: 'and for the next thousand?',
    fact: kes('0.80'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Can Lisa take orders on Instagram?' }],
    q: 'what does connecting it cost?',
    fact: usd('250'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is the Lisa API?' }],
    q: 'do I need a token just to chat?',
    fact: /no account|without a token|without an account/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much is the medium knowledge base?' }],
    q: 'what do I get for that?',
    fact: /product catalogue, policies and help articles/i,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'How much is Google Meet setup?' },
      { role: 'visitor', text: 'and calendar?' },
    ],
    q: 'and the widget?',
    fact: usd('200'),
  },

  // Typos, chat slang and filler (13)
  { kind: 'slang-typo', q: 'whatsap bot setup fee??', fact: usd('300') },
  { kind: 'slang-typo', q: 'slak integrtion price?', fact: usd('120') },
  { kind: 'slang-typo', q: 'msg credits expire or nah', fact: neverExpire },
  { kind: 'slang-typo', q: 'do u guys do zoho', fact: /Zoho CRM/ },
  { kind: 'slang-typo', q: 'wats the cheapst credit rate', fact: kes('0.49') },
  { kind: 'slang-typo', q: 'can lisa do bookings on whatsap', fact: /bookings|appointment/i },
  { kind: 'slang-typo', q: 'how long 2 get set up, like weeks?', fact: /1-2 weeks|same day/i },
  {
    kind: 'slang-typo',
    q: 'need support plan w/ dedicated manger how much',
    fact: usd('500'),
  },
  { kind: 'slang-typo', q: 'isit free to try', fact: freeTrial },
  { kind: 'slang-typo', q: 'api rate limt?', fact: /429|per minute/i },
  { kind: 'slang-typo', q: 'lisa speek portugese?', fact: /Portuguese/ },
  { kind: 'slang-typo', q: 'kb large price pls', fact: usd('1,500') },
  { kind: 'slang-typo', q: 'wher do i get api tokn', fact: /Settings › API tokens/ },

  // French (11)
  {
    kind: 'language-fr',
    q: "Combien coûte l'intégration WhatsApp ?",
    fact: usd('300'),
    language: 'fr',
  },
  { kind: 'language-fr', q: 'Proposez-vous un essai gratuit ?', fact: freeTrial, language: 'fr' },
  {
    kind: 'language-fr',
    q: 'Brancher Slack, ça coûte combien ?',
    fact: usd('120'),
    language: 'fr',
  },
  { kind: 'language-fr', q: 'Lisa parle-t-elle arabe ?', fact: /Arabic/, language: 'fr' },
  {
    kind: 'language-fr',
    q: "Chaque personne en plus dans l'équipe coûte combien ?",
    fact: usd('25'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment connecter notre numéro WhatsApp ?',
    facts: [/Integrations › WhatsApp/],
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le tarif mensuel du support Basic ?',
    fact: usd('50'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien coûtent les crédits au-delà de 50 000 ?',
    fact: kes('0.49'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: "Pour une base de connaissances de grande taille, quel est le prix d'installation ?",
    fact: usd('1,500'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: "En combien de temps l'équipe commerciale répond-elle à une demande de devis ?",
    fact: quoteReply,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Google Meet : quels frais uniques ?',
    fact: usd('80'),
    language: 'fr',
  },

  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'WhatsApp inagharimu pesa ngapi kuunganisha?',
    fact: usd('300'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Naweza kujaribu Lisa bila kulipa kwa muda gani?',
    fact: freeTrial,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Msaada wa Enterprise kwenye ukurasa wa bei ni dola ngapi kila mwezi?',
    fact: usd('500'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nifanye nini ili chat ya Lisa ionekane kwenye website yetu?',
    facts: [/<\/body>|snippet/i],
    language: 'sw',
  },
  { kind: 'language-sw', q: 'Je, Lisa inazungumza Kiswahili?', fact: /Swahili/, language: 'sw' },
  {
    kind: 'language-sw',
    q: 'Zoho CRM itatugharimu kiasi gani mara moja?',
    fact: usd('180'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mafunzo ya wafanyakazi wetu yanatozwa kiasi gani kwa kila saa?',
    fact: usd('100'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, Lisa inafanya kazi saa 24?',
    fact: /24\/7|around the clock/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tukiongeza mfanyakazi wa tatu kwenye akaunti, tutalipa kiasi gani?',
    fact: usd('25'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Credits 1,000 za kwanza zinagharimu kiasi gani kila moja?',
    fact: kes('1.00'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Hatua za kuunganisha akaunti yetu ya Instagram ni zipi?',
    facts: [/Integrations › Instagram/],
    language: 'sw',
  },

  // Off-topic: an honest don't-know, never an invented answer (18)
  { kind: 'off-topic', q: 'How much is a matatu fare from Nairobi to Thika?' },
  { kind: 'off-topic', q: 'Where can I rent an apartment in Kiambu?' },
  { kind: 'off-topic', q: "What's the best hotel in Mombasa?" },
  { kind: 'off-topic', q: 'How do I set up a WhatsApp group for my family?' },
  { kind: 'off-topic', q: 'How much does a kilo of sugar cost?' },
  { kind: 'off-topic', q: 'Who won the football match last night?' },
  { kind: 'off-topic', q: 'How do I change the oil in my car?' },
  { kind: 'off-topic', q: 'Which team won the last Safari Rally?' },
  { kind: 'off-topic', q: 'Solve 3x + 5 = 20 for me' },
  { kind: 'off-topic', q: 'How much rain does Eldoret get in April?' },
  { kind: 'off-topic', q: 'Recommend a good book to read' },
  { kind: 'off-topic', q: 'What is the price of a new iPhone?' },
  { kind: 'off-topic', q: 'How do I make chapati?' },
  { kind: 'off-topic', q: "Translate 'good morning' into German" },
  { kind: 'off-topic', q: 'How long is the flight from Nairobi to London?' },
  { kind: 'off-topic', q: 'How many people live in Nakuru?' },
  { kind: 'off-topic', q: 'My phone screen is cracked, where can I fix it in Nairobi?' },
  { kind: 'off-topic', q: 'Which bank gives the best loan rates?' },

  // Requests for a person, in three languages (12)
  { kind: 'handoff', q: 'Can someone from your sales team call me?' },
  { kind: 'handoff', q: "I'd rather chat with someone real" },
  { kind: 'handoff', q: 'human pls' },
  { kind: 'handoff', q: 'Transfer this chat to customer care' },
  { kind: 'handoff', q: 'Is there a supervisor I can speak to?' },
  { kind: 'handoff', q: 'Connect me to one of your staff' },
  { kind: 'handoff', q: 'Could a real agent take over this chat?' },
  { kind: 'handoff', q: 'Un conseiller humain peut-il me rappeler ?', language: 'fr' },
  { kind: 'handoff', q: 'Mettez-moi en relation avec un humain', language: 'fr' },
  { kind: 'handoff', q: 'Nataka kuongea na binadamu', language: 'sw' },
  { kind: 'handoff', q: 'Nipe mtu wa kunisaidia tafadhali', language: 'sw' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Do you have a reseller programme?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'sure, do that',
  },

  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  { kind: 'dont-know', q: 'Does Lisa sync invoices with Xero?' },
  { kind: 'dont-know', q: 'Do you give a discount to charities?' },
  { kind: 'dont-know', q: 'Do you have an office in Dar es Salaam?' },
  { kind: 'dont-know', q: 'Does Lisa integrate with Telegram?' },
  { kind: 'dont-know', q: 'Can handoff alerts go to Discord instead of Slack?' },
  { kind: 'dont-know', q: 'How many employees does Lisa have?' },
  { kind: 'dont-know', q: 'Do you accept PayPal?' },
  { kind: 'dont-know', q: 'Is Lisa SOC 2 compliant?' },
];
