// The held-out evaluation set, written 2026-11-23 for the "Agent answers, round two" issue,
// BEFORE any engine change of that issue, and committed on its own before anything was run
// against it. It must never be edited after its results were seen: new cases go in a new
// file. None of its questions reuses or paraphrases the tuning set (questions.ts).
//
// Ground truth is SPEC.md (§1, §3, §5, §9) and the catalogue (packages/catalogue/src), not
// what the engine answers. A case marked "not in today's knowledge" asks a fact SPEC states
// that business 1's knowledge base does not hold yet.
//
// A price question names one item and its regex matches exactly that price.

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The engine's don't-know sentence, as the agent said it before the visitor's "yes".
const offeredPerson =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

export const heldOutCases: HeldOutCase[] = [
  // Prices of single items
  { kind: 'price', q: 'how much is the one-time setup for the web widget?', fact: usd('200') },
  { kind: 'price', q: 'whats the setup fee to connect the Lisa API', fact: usd('200') },
  {
    kind: 'price',
    q: 'Setting up Facebook Messenger, what does that cost us once?',
    fact: usd('250'),
  },
  { kind: 'price', q: 'how much do you charge to set up slack notifications', fact: usd('120') },
  { kind: 'price', q: 'What is the Odoo integration setup price?', fact: usd('300') },
  {
    kind: 'price',
    q: "We sell on Shopify. What's the setup fee for an integration that isn't on your list?",
    fact: usd('100'),
  },
  { kind: 'price', q: 'price to set up a large knowledge base', fact: usd('1,500') },
  { kind: 'price', q: 'How much is training, per hour?', fact: usd('100') },
  {
    kind: 'price',
    q: 'the standard support plan on the pricing page, how much per month in dollars?',
    fact: usd('150'),
  },
  {
    kind: 'price',
    q: 'what does the enterprise support tier cost monthly in USD',
    fact: usd('500'),
  },
  { kind: 'price', q: 'price per credit between 10,001 and 20,000 credits?', fact: kes('0.59') },
  { kind: 'price', q: 'What does one credit cost in the 2,001–5,000 band?', fact: kes('0.75') },
  {
    kind: 'price',
    q: 'how many shillings a month is the Enterprise package on the quote form',
    fact: kes('20,000'),
  },
  { kind: 'price', q: 'calendar integration setup cost?', fact: usd('60') },
  {
    kind: 'price',
    q: 'What is the monthly price of the Standard package when I request a quote, in KES?',
    fact: kes('5,000'),
  },

  // Lists: every item must be there, not just the sentence that introduces them
  {
    kind: 'list',
    q: 'which support plans are on the pricing page and what does each cost a month?',
    facts: [/Basic/, /Standard/, /Enterprise/, usd('50'), usd('150'), usd('500')],
  },
  {
    kind: 'list',
    q: 'What workflows can I choose in the pricing calculator?',
    facts: [/Customer Onboarding/i, /Lead Qualification/i, /Support Triage/i, /Order Processing/i],
  },
  {
    kind: 'list',
    q: 'what knowledge base sizes do you offer and what does each cost to set up?',
    facts: [/Small/, /Medium/, /Large/, usd('0'), usd('500'), usd('1,500')],
  },
  {
    kind: 'list',
    q: 'what are the steps to get started with lisa?',
    facts: [/Setup/, /knowledge base/i, /Deploy/, /Customi[sz]e/],
  },
  {
    kind: 'list',
    q: 'what suggestion buttons does the chat widget show before I type anything',
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
    q: "which quick replies show up after the bot's first answer?",
    facts: [/Explain/, /\bNo\b/, /\bYes\b/, /Tell me more/i],
  },
  {
    kind: 'list',
    q: 'what options does the website widget script accept?',
    facts: [/position/i, /theme/i, /defaultOpen|default open/i, /max-?width/i],
  },
  {
    kind: 'list',
    q: 'which form types can I post to the forms endpoint?',
    facts: [/contact/, /rsvp/, /demo/, /quote/],
  },
  {
    kind: 'list',
    q: 'list the credit price bands pls',
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
  {
    kind: 'list',
    q: 'Apart from answering questions, what else can the assistant handle for my business?',
    facts: [/lead/i, /appointment/i, /order/i],
  },
  {
    kind: 'list',
    q: 'what does the professional support package include',
    facts: [/priority email/i, /phone support/i],
  },
  {
    kind: 'list',
    q: 'What kinds of Slack notifications can Lisa send?',
    facts: [/handoff/i, /leads?\b/i, /quote requests?/i, /digest/i],
  },
  // SPEC §1, not in today's knowledge (each industry has its page, no page lists them)
  {
    kind: 'list',
    q: 'which industries do you have solutions for?',
    facts: [
      /customer[- ]service/i,
      /real estate/i,
      /healthcare/i,
      /e-?commerce/i,
      /education/i,
      /\bNGO/i,
      /government/i,
      /fintech/i,
    ],
  },

  // How-to
  {
    kind: 'how-to',
    q: 'how do I connect our facebook page so lisa answers page messages?',
    facts: [/Facebook (login|account)/i, /full control|admin/i],
  },
  {
    kind: 'how-to',
    q: 'steps to let lisa answer my instagram DMs',
    facts: [/professional/i, /Connected tools|allow access to messages/i],
  },
  { kind: 'how-to', q: 'How do I create an API token?', fact: /Settings\s*›\s*API tokens/i },
  {
    kind: 'how-to',
    q: 'my business key leaked, how do I get a new one',
    facts: [/regenerat/i, /stops working/i],
  },
  {
    kind: 'how-to',
    q: 'how do i set up the slack integration',
    facts: [/Integrations\s*›\s*Slack/i, /workspace/i],
  },
  { kind: 'how-to', q: 'how do I link Kijani to Lisa?', facts: [/API key/i, /Verify/i] },
  { kind: 'how-to', q: 'how do I sign up for an account', facts: [/\/register/, /6-digit/] },
  { kind: 'how-to', q: 'How do I upload my FAQ so the bot can use it?', facts: [/CSV/, /JSON/] },
  {
    kind: 'how-to',
    q: 'when my agent is finished with a chat, how does the bot take over again?',
    fact: /hand(s|ed)? (the conversation )?back/i,
  },
  {
    kind: 'how-to',
    q: 'how can my app show replies from human agents in real time',
    fact: /WebSocket/i,
  },
  {
    kind: 'how-to',
    q: 'how do I connect my google calendar for bookings',
    facts: [/Integrations\s*›\s*Calendar/i, /Google or Microsoft|Google Calendar/i],
  },

  // Yes/no about features
  {
    kind: 'yes-no',
    q: 'Can Lisa understand photos customers send on Instagram?',
    facts: [/image/i, /text of the conversation/i],
  },
  {
    kind: 'yes-no',
    q: 'will lisa be able to see what my other meetings are about?',
    fact: /free and busy/i,
  },
  {
    kind: 'yes-no',
    q: 'Does running the Odoo product import change anything in my Odoo?',
    fact: /only reads/i,
  },
  {
    kind: 'yes-no',
    q: 'is our kijani api key visible to everyone on the team?',
    facts: [/encrypted/i, /masked/i],
  },
  {
    kind: 'yes-no',
    q: 'does the slack app read the messages in our channels?',
    fact: /only posts/i,
  },
  {
    kind: 'yes-no',
    q: 'if we close the task in asana, does the customer hear about it?',
    fact: /Not automatically/i,
  },
  { kind: 'yes-no', q: 'Can I call your API from Python?', fact: /any language/i },
  { kind: 'yes-no', q: 'does the chat widget work on a WordPress site', fact: /WordPress/ },
  { kind: 'yes-no', q: 'is the small knowledge base free to set up?', fact: usd('0') },
  {
    kind: 'yes-no',
    q: 'can customers reschedule or cancel a booking in the chat?',
    facts: [/reschedul/i, /cancel/i],
  },
  {
    kind: 'yes-no',
    q: 'do I get a Google Meet link automatically when Lisa books a demo?',
    fact: /Meet link/i,
  },
  {
    kind: 'yes-no',
    q: 'Can Lisa answer messages that come from my Facebook ads?',
    fact: /\bads\b/i,
  },
  // SPEC §9 and §6, not in today's knowledge
  {
    kind: 'yes-no',
    q: 'is there a limit on how many messages I can send in the demo chat on your homepage?',
    fact: /\b10 messages/i,
  },
  // SPEC §9 (quote options), not in today's knowledge
  {
    kind: 'yes-no',
    q: 'can I ask for a LinkedIn integration in my quote request?',
    fact: /LinkedIn/,
  },

  // Two questions in one
  {
    kind: 'two-in-one',
    q: 'what are the setup prices for Kijani and for Zoho CRM?',
    facts: [usd('150'), usd('180')],
  },
  {
    kind: 'two-in-one',
    q: 'How much is an hour of training, and what does the medium knowledge base cost to set up?',
    facts: [usd('100'), usd('500')],
  },
  {
    kind: 'two-in-one',
    q: 'how does the widget look on a phone, and what does it say before anyone has written?',
    facts: [/full[- ]width/i, /How can I help you/i],
  },
  {
    kind: 'two-in-one',
    q: "which status code means I'm rate limited, and how long does the official client wait before timing out?",
    facts: [/429/, /15[- ]second|15 s\b|15,?000 ?ms/i],
  },
  {
    kind: 'two-in-one',
    q: 'how do I verify my email after registering, and where do I log in afterwards?',
    facts: [/6-digit/, /\/signin/],
  },
  {
    kind: 'two-in-one',
    q: "Basic support plan: price per month and what's included?",
    facts: [usd('50'), /weekly reports/i],
  },
  {
    kind: 'two-in-one',
    q: 'Which endpoint does the health check use, and how often does the dashboard call it?',
    facts: [/health-check/, /30 seconds|30 s\b/],
  },
  {
    kind: 'two-in-one',
    q: 'what port and path is the websocket on?',
    facts: [/8080/, /\/ws\b/],
  },
  {
    kind: 'two-in-one',
    q: 'How much is Calendar setup, and how much for Google Meet?',
    facts: [usd('60'), usd('80')],
  },
  {
    kind: 'two-in-one',
    q: 'Which calendar apps are supported, and can I set how long an appointment lasts?',
    facts: [/Outlook/, /appointment length/i],
  },
  // SPEC §5 and §9, not in today's knowledge
  {
    kind: 'two-in-one',
    q: "what's the earliest and the latest deployment date I can pick on the quote form?",
    facts: [/3 days/i, /1 year|one year/i],
  },

  // Follow-ups that lean on the previous turn
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'how much does the Zoho CRM setup cost?' }],
    q: 'what about asana?',
    fact: usd('100'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'how do I connect slack?' }],
    q: 'and kijani?',
    fact: /API key/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is the setup price for Instagram?' }],
    q: 'ok and messenger',
    fact: usd('250'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'how much is a credit from 1,001 to 2,000?' }],
    q: 'and from 20,001 to 50,000?',
    fact: kes('0.55'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'does lisa work with zoho crm?' }],
    q: 'how much is its setup?',
    fact: usd('180'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'tell me about the Kijani integration' }],
    q: 'is the api key kept secret?',
    fact: /encrypted/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'how do I connect my facebook page?' }],
    q: 'and what if I later remove its access in facebook?',
    fact: /disconnected|stops receiving/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: "what's in the Basic support plan?" }],
    q: 'and the enterprise one, how much a month?',
    fact: usd('500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'does lisa have an API?' }],
    q: 'is there an official client library for it?',
    fact: /TypeScript client/i,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'hi' },
      { role: 'visitor', text: 'how much is the google meet setup?' },
    ],
    q: 'ok and calendar?',
    fact: usd('60'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'what can Lisa do for schools?' }],
    q: 'any results from a real school?',
    fact: /34%/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do I install the widget?' }],
    q: 'can it sit on the left instead?',
    facts: [/position/i, /left/i],
  },

  // Typos, chat slang and filler words
  {
    kind: 'slang-typo',
    q: 'yo real quick, hw much is the instagram setup thing lol',
    fact: usd('250'),
  },
  { kind: 'slang-typo', q: 'sasa, does ur bot do bookings for salons n stuff??', fact: /book/i },
  {
    kind: 'slang-typo',
    q: 'omg the widget covers my whole phone screen, is that normal??',
    fact: /full[- ]width/i,
  },
  { kind: 'slang-typo', q: 'wat happens wen lisa dnt no the answr', facts: [/guess/i, /person/i] },
  {
    kind: 'slang-typo',
    q: 'kindly advice on the cost of kijani integration setup asap',
    fact: usd('150'),
  },
  { kind: 'slang-typo', q: 'lol can it answer ppl who reply to my insta stories', fact: /story/i },
  {
    kind: 'slang-typo',
    q: 'uhh so basically like does the widget thing work if my site is on wix or whatever',
    fact: /Wix/,
  },
  {
    kind: 'slang-typo',
    q: 'sooo how much to set up google meet?? asking for my boss haha',
    fact: usd('80'),
  },
  {
    kind: 'slang-typo',
    q: 'hey um so like whats the price per credit if i buy like a LOT, like over 50k',
    fact: kes('0.49'),
  },
  {
    kind: 'slang-typo',
    q: 'can the bot like send reminders b4 a google meet call or nah',
    fact: /reminder/i,
  },
  { kind: 'slang-typo', q: 'Niaje! setup ya Zoho CRM ni how much?', fact: usd('180') },
  {
    kind: 'slang-typo',
    q: 'ummm do ppl need an account to chat with ur bot on my website',
    fact: /anonymous|no account/i,
  },

  // French
  {
    kind: 'language-fr',
    language: 'fr',
    q: "Combien coûte la mise en place de l'intégration Google Meet ?",
    fact: usd('80'),
  },
  {
    kind: 'language-fr',
    language: 'fr',
    q: 'Quels CRM sont compatibles avec Lisa ?',
    facts: [/Zoho/, /Kijani/, /Odoo/],
  },
  {
    kind: 'language-fr',
    language: 'fr',
    q: 'Combien coûte un crédit au-delà de 50 000 crédits ?',
    fact: kes('0.49'),
  },
  {
    kind: 'language-fr',
    language: 'fr',
    q: 'Les visiteurs doivent-ils créer un compte pour discuter avec le widget ?',
    fact: /anonym/i,
  },
  {
    kind: 'language-fr',
    language: 'fr',
    q: 'Quelle taille fait la fenêtre de chat sur un téléphone ?',
    fact: /120 ?px/,
  },
  {
    kind: 'language-fr',
    language: 'fr',
    q: 'Comment connecter mon compte Kijani ?',
    fact: /API/,
  },
  {
    kind: 'language-fr',
    language: 'fr',
    q: 'Quel est le prix mensuel du plan de support Basic ?',
    fact: usd('50'),
  },
  {
    kind: 'language-fr',
    language: 'fr',
    q: 'Lisa peut-elle prendre des rendez-vous dans un agenda Outlook ?',
    fact: /Outlook|Microsoft/,
  },
  {
    kind: 'language-fr',
    language: 'fr',
    q: "Combien coûte l'installation du widget web sur mon site ?",
    fact: usd('200'),
  },
  {
    kind: 'language-fr',
    language: 'fr',
    q: "Quels types de formulaires peut-on envoyer avec l'API ?",
    facts: [/contact/, /rsvp/, /demo/, /quote/],
  },

  // Swahili
  {
    kind: 'language-sw',
    language: 'sw',
    q: 'Bei ya kuunganisha Instagram ni ngapi?',
    fact: usd('250'),
  },
  {
    kind: 'language-sw',
    language: 'sw',
    q: 'Mafunzo yanagharimu kiasi gani kwa saa moja?',
    fact: usd('100'),
  },
  {
    kind: 'language-sw',
    language: 'sw',
    q: 'Bei ya credit moja kati ya credits 5,001 na 10,000 ni ngapi?',
    fact: kes('0.62'),
  },
  {
    kind: 'language-sw',
    language: 'sw',
    q: 'Ninawezaje kuunganisha kalenda yangu ya Google na Lisa?',
    facts: [/Calendar/, /Google/],
  },
  {
    kind: 'language-sw',
    language: 'sw',
    q: 'Gharama ya kuweka Slack ni kiasi gani?',
    fact: usd('120'),
  },
  {
    kind: 'language-sw',
    language: 'sw',
    q: 'Mnahudumia sekta gani? Kwa mfano afya au elimu?',
    facts: [/health/i, /educat/i],
  },
  {
    kind: 'language-sw',
    language: 'sw',
    q: 'Nitapataje tokeni ya API?',
    fact: /API tokens/i,
  },
  {
    kind: 'language-sw',
    language: 'sw',
    q: 'Bei ya kuweka Kijani ni ngapi?',
    fact: usd('150'),
  },
  {
    kind: 'language-sw',
    language: 'sw',
    q: 'Je, Lisa inaweza kujibu ujumbe wa Facebook Messenger? Inagharimu kiasi gani kuweka?',
    facts: [/Messenger/, usd('250')],
  },

  // Off-topic: an honest "I don't know", never an invented answer
  { kind: 'off-topic', q: 'who is the president of kenya right now' },
  { kind: 'off-topic', q: 'how much is a matatu from westlands to town' },
  { kind: 'off-topic', q: 'can u help me with my maths homework, what is 17 times 23' },
  { kind: 'off-topic', q: 'recommend a netflix series for the weekend' },
  { kind: 'off-topic', q: "what's the best time to plant maize in Nakuru?" },
  { kind: 'off-topic', q: 'how many calories are in a chapati' },
  { kind: 'off-topic', q: 'when does arsenal play next' },
  { kind: 'off-topic', q: 'is bitcoin a good investment this year?' },
  { kind: 'off-topic', q: "what's the meaning of life" },
  { kind: 'off-topic', q: 'how do I renew my kenyan passport' },
  { kind: 'off-topic', q: "translate 'where is the bus station' into german" },
  { kind: 'off-topic', q: "what's the euro to dollar exchange rate today" },
  { kind: 'off-topic', q: 'how do I reset my iphone to factory settings' },
  { kind: 'off-topic', language: 'fr', q: 'Quel temps fera-t-il à Paris demain ?' },
  { kind: 'off-topic', language: 'sw', q: 'Nani alishinda uchaguzi wa mwaka 2022?' },

  // Requests for a person
  { kind: 'handoff', q: 'can I talk to someone' },
  { kind: 'handoff', language: 'sw', q: 'nataka kuongea na mtu' },
  { kind: 'handoff', language: 'fr', q: 'je veux parler à un conseiller' },
  { kind: 'handoff', q: 'pls put me through to customer care' },
  { kind: 'handoff', q: 'Could someone from your team call me back?' },
  { kind: 'handoff', q: "I'd rather chat with an actual human being tbh" },
  { kind: 'handoff', q: "this bot isn't helping, get me a person" },
  { kind: 'handoff', q: 'operator!' },
  { kind: 'handoff', language: 'fr', q: "Est-ce que je peux parler à quelqu'un de votre équipe ?" },
  { kind: 'handoff', language: 'sw', q: 'naomba kuongea na mhudumu wa wateja' },
  {
    kind: 'handoff',
    q: 'I want to speak with your sales people about a quote for our 3 branches',
  },
  { kind: 'handoff', q: 'are you a bot? i want a real agent' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'do you offer discounts for schools?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'yes please',
  },
  {
    kind: 'handoff',
    language: 'sw',
    history: [
      { role: 'visitor', text: 'mnakubali malipo kwa M-Pesa?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'ndiyo tafadhali',
  },
  { kind: 'handoff', language: 'sw', q: 'kuna mtu naweza kuongea naye?' },
  { kind: 'handoff', language: 'fr', q: 'passez-moi un humain svp' },

  // On topic, but the knowledge truly cannot answer: say so
  { kind: 'dont-know', q: 'Can I pay for credits with M-Pesa?' },
  { kind: 'dont-know', q: 'where is your office in Nairobi?' },
  { kind: 'dont-know', q: 'what is your refund policy if I cancel after buying credits?' },
  { kind: 'dont-know', q: 'do you integrate with HubSpot?' },
  { kind: 'dont-know', q: 'Is there a discount for NGOs?' },
  { kind: 'dont-know', q: 'who founded Lisa?' },
  { kind: 'dont-know', q: 'is there an Android app for the dashboard?' },
  { kind: 'dont-know', q: 'does Lisa integrate with Microsoft Teams?' },
  { kind: 'dont-know', q: 'how many people work at Lisa?' },
];
