// The sixth held-out evaluation set, written 2026-11-26 (session 10) for issue #24 ("Agent
// answers, round two"), committed on its own BEFORE it was ever run and before any engine
// change of this session. Set 5 (held-out-questions-5.ts) was run once blind in session 9
// and its failures were then read, so it is a seen set now; this file is held out. It must
// never be edited after its results were seen: new cases go in a new file.
//
// Ground truth is SPEC.md (§1, §9) and the text of business 1's knowledge base
// (src/lisa-knowledge and the catalogue it reads), not what the engine answers: the expected
// facts were written from those before the engine saw any of these questions. The set covers
// the kinds of failure set 5 found (lists whose answer follows an introducing line, yes/no
// answers held by an FAQ entry or a feature line, French and Swahili wording, follow-ups,
// two questions in one) without reusing set 5's questions. Before the commit, every fact
// regex was checked to match the knowledge text (one did not: the ingested widget steps lose
// the "</body>" tag, so that case also accepts "before the closing"), and a word-overlap
// check (Jaccard >= 0.6) against every earlier question found no near-copy at 0.8; the
// highest (0.71) are short follow-ups ("how do I hook it up?" ~ "how do i set it up?") and a
// Swahili price question with another item ("Gharama ya kuweka Messenger ni ngapi?").
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
const encrypted = /encrypted/i;
const quoteReply = /2 business days/i;

export const heldOutCases6: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: "We want to use your API inside our own app. What's the one-time price for that?",
    fact: usd('200'),
  },
  { kind: 'price', q: "What's Odoo going to cost us to set up?", fact: usd('300') },
  { kind: 'price', q: 'Messenger for our Facebook page: one-off fee?', fact: usd('250') },
  { kind: 'price', q: 'How much to get Slack hooked up?', fact: usd('120') },
  {
    kind: 'price',
    q: 'What would I pay to add the Calendar booking integration?',
    fact: usd('60'),
  },
  {
    kind: 'price',
    q: 'We only want the chat bubble on our site. What is the one-off cost?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'We have large document sets and several sources to sync. What does that knowledge base size cost to set up?',
    fact: usd('1,500'),
  },
  { kind: 'price', q: "What's the hourly rate for training our team?", fact: usd('100') },
  {
    kind: 'price',
    q: 'What does an extra seat cost each month once the included users are used up?',
    fact: usd('25'),
  },
  {
    kind: 'price',
    q: "What's the dollar price of the support plan with the 4h SLA?",
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: 'If I pick Standard support when I request a quote, what will it cost me a month?',
    fact: kes('5,000'),
  },
  {
    kind: 'price',
    q: "I'll buy about 1,500 credits. What's the rate for the credits past the first thousand?",
    fact: kes('0.80'),
  },
  { kind: 'price', q: "Rate per credit once I'm past 10,000 but under 20,000?", fact: kes('0.59') },
  { kind: 'price', q: "What's the cheapest price per credit you offer?", fact: kes('0.49') },
  { kind: 'price', q: "What's the setup charge for a medium KB?", fact: usd('500') },
  { kind: 'price', q: 'One-time cost for the Asana task integration?', fact: usd('100') },
  {
    kind: 'price',
    q: "What's the setup fee for an integration you don't list, like Pipedrive?",
    fact: usd('100'),
  },

  // Lists: every item (13)
  {
    kind: 'list',
    q: 'Which perks come with the $150 support plan?',
    facts: [/Priority email/i, /Monthly review/i, /24h SLA/i],
  },
  {
    kind: 'list',
    q: "What's in the KES 5,000 support package?",
    facts: [/Email support/i, /Documentation access/i],
  },
  {
    kind: 'list',
    q: "What are Lisa's main features?",
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
    q: 'Do you have pages for specific industries? Which ones?',
    facts: [
      /Customer Service/i,
      /Real Estate/i,
      /Healthcare/i,
      /E-commerce/i,
      /Education/i,
      /NGO/i,
      /Government/i,
      /Fintech/i,
    ],
  },
  {
    kind: 'list',
    q: 'Which attributes can I add to the embed snippet to change the widget?',
    facts: [/position/i, /theme/i, /title/i, /max-?width/i],
  },
  {
    kind: 'list',
    q: 'When a visitor opens the chat for the first time, which suggestions can they tap?',
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
    q: 'Which endpoints under /api need a token?',
    facts: [/\/api\/credit/, /\/api\/tasks/, /\/api\/whatsapp-chat-box/],
  },
  {
    kind: 'list',
    q: 'What can a workflow do? List them please',
    facts: [/Customer onboarding/i, /Lead qualification/i, /Support triage/i, /Order processing/i],
  },
  {
    kind: 'list',
    q: 'What features does Lisa offer healthcare providers?',
    facts: [/Appointment booking/i, /Reminders/i, /escalation/i, /Prescription refill/i],
  },
  {
    kind: 'list',
    q: 'What does Lisa do for real estate agencies?',
    facts: [/Listing-aware/i, /Lead qualification/i, /Viewing booking/i, /Portal and social/i],
  },
  {
    kind: 'list',
    q: 'What features come with the Zoho CRM integration?',
    facts: [/Find-or-create/i, /Field mapping/i, /Transcript/i, /Lead owner/i],
  },
  {
    kind: 'list',
    q: 'Which Meta apps can Lisa answer customers on?',
    facts: [/WhatsApp/, /Messenger/, /Instagram/],
  },
  {
    kind: 'list',
    q: 'What does the e-commerce solution offer online shops?',
    facts: [/Catalogue answers/i, /Order capture/i, /Order tracking/i, /Returns/i],
  },

  // How-to: the steps (12)
  {
    kind: 'how-to',
    q: 'Where exactly do I paste the widget snippet?',
    facts: [/<\/body>|before the closing/i],
  },
  {
    kind: 'how-to',
    q: 'How do I connect Zoho CRM when our Zoho account is on the .eu data centre?',
    facts: [/Integrations › Zoho CRM/, /\.eu/],
  },
  {
    kind: 'how-to',
    q: 'How do I get our Odoo products into Lisa so it can answer stock questions?',
    facts: [/\/odoo\/inventory/, /API key|CSV/i],
  },
  {
    kind: 'how-to',
    q: 'How do I let Lisa answer replies to my Instagram stories?',
    facts: [/professional/i, /Allow access to messages|Connected tools/i],
  },
  {
    kind: 'how-to',
    q: 'How do I send a message to Lisa from my own backend?',
    facts: [/\/chat/, /business_id/],
  },
  {
    kind: 'how-to',
    q: "How do I add a web page to Lisa's knowledge?",
    facts: [/fetches the page|web page link/i],
  },
  {
    kind: 'how-to',
    q: 'How do I make Slack alerts go to a private channel?',
    facts: [/Invite @Lisa/i],
  },
  { kind: 'how-to', q: 'How do I request a quote?', facts: [/\/enterprise-quote/] },
  {
    kind: 'how-to',
    q: 'How do I check how many credits I have left?',
    facts: [/under Credits/i],
  },
  {
    kind: 'how-to',
    q: 'How do I verify the phone number when connecting WhatsApp?',
    facts: [/verification code|code Meta sends|SMS or voice call/i],
  },
  {
    kind: 'how-to',
    q: "How do I test the widget once it's installed?",
    facts: [/private (?:browser )?window/i],
  },
  {
    kind: 'how-to',
    q: 'How do I move the widget button to the left side?',
    facts: [/data-position|position: left or right|Left or right placement/i],
  },

  // Yes/no about a feature: the yes or no and its reason (13)
  {
    kind: 'yes-no',
    q: 'If a customer starts on WhatsApp and then writes on our website, does Lisa see it as one conversation?',
    fact: /one (?:conversation )?history|one inbox/i,
  },
  { kind: 'yes-no', q: 'Can Lisa reply in Portuguese?', fact: /Portuguese/ },
  {
    kind: 'yes-no',
    q: 'Can Lisa message a WhatsApp customer after the 24-hour window?',
    fact: /template/i,
  },
  {
    kind: 'yes-no',
    q: 'We only use a normal gmail account, is that enough for Google Meet?',
    fact: /personal Google account works/i,
  },
  {
    kind: 'yes-no',
    q: "Will Lisa make something up if it doesn't know?",
    fact: /instead of guessing|rather not guess|says so plainly/i,
  },
  {
    kind: 'yes-no',
    q: 'If one of my staff replies to a customer, does the bot keep talking too?',
    fact: /silent/i,
  },
  { kind: 'yes-no', q: 'Do credits roll over to next month?', fact: neverExpire },
  {
    kind: 'yes-no',
    q: 'Is it ok to share a screenshot of the embed snippet?',
    fact: /masked|safe to share/i,
  },
  {
    kind: 'yes-no',
    q: 'When I regenerate the Business Key, does the old one stop working?',
    fact: /stops working|24 hours/i,
  },
  { kind: 'yes-no', q: 'Does the Odoo integration work with Odoo Online?', fact: /Odoo Online/ },
  { kind: 'yes-no', q: 'Do you publish an OpenAPI description of the API?', fact: /OpenAPI/ },
  {
    kind: 'yes-no',
    q: "Can I connect a WhatsApp number that's already on the WhatsApp app?",
    fact: /not already registered|migrate/i,
  },
  {
    kind: 'yes-no',
    q: 'Can other companies using Lisa see our customers?',
    fact: /only ever reach its own|sees only its own/i,
  },

  // Two questions in one message: both answered (10)
  {
    kind: 'two-in-one',
    q: 'How much is Odoo setup, and will the import change anything in our Odoo?',
    facts: [usd('300'), /only reads/i],
  },
  {
    kind: 'two-in-one',
    q: 'What does Messenger cost to set up, and does Lisa answer comments on our posts?',
    facts: [usd('250'), /only private messages|Comments stay/i],
  },
  {
    kind: 'two-in-one',
    q: 'Where do I create an API token, and which header carries it?',
    facts: [/Settings › API tokens/, /Authorization: Bearer/],
  },
  {
    kind: 'two-in-one',
    q: "How many users come included, and what's the monthly price of the Basic support plan?",
    facts: [/first 2|2 users/i, usd('50')],
  },
  {
    kind: 'two-in-one',
    q: "What's the lowest and what's the highest price per credit?",
    facts: [kes('0.49'), kes('1.00')],
  },
  {
    kind: 'two-in-one',
    q: 'Does Lisa work around the clock, and can it speak French?',
    facts: [/24\/7|around the clock/i, /French/],
  },
  {
    kind: 'two-in-one',
    q: 'What does a Business Key start with, and where is the full key stored?',
    facts: [/lisa_bk_/, /Integrations › Web Widget|stored in your dashboard/i],
  },
  {
    kind: 'two-in-one',
    q: 'What do Calendar and Google Meet each cost to set up?',
    facts: [usd('60'), usd('80')],
  },
  {
    kind: 'two-in-one',
    q: 'When is Lisa Live held, and where do I sign up to attend?',
    facts: [/October/, /\/lisa-live/],
  },
  {
    kind: 'two-in-one',
    q: "What's the WhatsApp setup fee, and do I pay Meta on top?",
    facts: [usd('300'), /Meta bills|conversation fees/i],
  },

  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: "What's the setup fee for Slack?" }],
    q: 'what about the calendar one',
    fact: usd('60'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do I connect Instagram?' }],
    q: 'ok and the price of that?',
    fact: usd('250'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What does the Professional support package include?' }],
    q: 'and its monthly price in KES?',
    fact: kes('10,000'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Does Lisa work with Zoho CRM?' }],
    q: 'how do I hook it up?',
    facts: [/Integrations › Zoho CRM|Sign in with a Zoho user/i],
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: "What's the price per credit between 2,001 and 5,000?" }],
    q: 'and between 10k and 20k?',
    fact: kes('0.59'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Can Lisa book appointments for my salon?' }],
    q: 'does it work with outlook?',
    fact: /Outlook/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is the Lisa API?' }],
    q: 'is there a rate limit on it?',
    fact: /429|per minute/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much is the small knowledge base?' }],
    q: 'and the biggest one?',
    fact: usd('1,500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do I connect WhatsApp?' }],
    q: 'what does it cost once?',
    fact: usd('300'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What support plans does the pricing page have?' }],
    q: 'what does the enterprise one include?',
    facts: [/Dedicated manager/i, /4h SLA/i],
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'How much is Asana setup?' },
      { role: 'visitor', text: 'and Google Meet?' },
    ],
    q: 'and Zoho?',
    fact: usd('180'),
  },

  // Typos, chat slang and filler (13)
  { kind: 'slang-typo', q: 'odooo setup fee how much bro', fact: usd('300') },
  { kind: 'slang-typo', q: 'wats the price 4 kijani intergration', fact: usd('150') },
  { kind: 'slang-typo', q: 'whats teh cost of a larg knowlege base', fact: usd('1,500') },
  { kind: 'slang-typo', q: 'hw much is googl meet', fact: usd('80') },
  { kind: 'slang-typo', q: 'pls wat does the standrd suport plan cost monthly', fact: usd('150') },
  { kind: 'slang-typo', q: 'r unused credits lost at month end??', fact: neverExpire },
  { kind: 'slang-typo', q: 'can lisa tlk to my customrs in french', fact: /French/ },
  {
    kind: 'slang-typo',
    q: 'how 2 put lisa on my wordpres site',
    fact: /<\/body>|snippet|script tag/i,
  },
  { kind: 'slang-typo', q: 'trial = how many days?', fact: freeTrial },
  { kind: 'slang-typo', q: 'cn ur bot reply in arabic', fact: /Arabic/ },
  {
    kind: 'slang-typo',
    q: 'ok but like wat happens if i run outta credits',
    fact: /waits? for a person/i,
  },
  { kind: 'slang-typo', q: 'insta dm bot price??', fact: usd('250') },
  { kind: 'slang-typo', q: 'how long b4 sales gets back 2 me on a quote', fact: quoteReply },

  // French (11)
  {
    kind: 'language-fr',
    q: 'Quel est le tarif pour connecter Facebook Messenger ?',
    fact: usd('250'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: "Les crédits ont-ils une date d'expiration ?",
    fact: neverExpire,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien coûte le support Standard par mois sur la page des tarifs ?',
    fact: usd('150'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment installer le widget sur mon site web ?',
    facts: [/<\/body>|snippet/i],
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le prix le plus bas par crédit ?',
    fact: kes('0.49'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Lisa peut-elle envoyer des rappels avant un rendez-vous ?',
    fact: /reminder/i,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: "Combien de temps dure l'essai gratuit ?",
    fact: freeTrial,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien facturez-vous la formation de notre équipe ?',
    fact: usd('100'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quelles formules de support puis-je choisir dans la demande de devis ?',
    facts: [/Standard/, /Professional/, /Enterprise/, /Custom/],
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: "Combien coûte le paramétrage d'Asana ?",
    fact: usd('100'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Est-ce que mes données sont chiffrées ?',
    fact: encrypted,
    language: 'fr',
  },

  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Gharama ya kuweka Messenger ni ngapi?',
    fact: usd('250'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, credits zangu zitapotea mwishoni mwa mwezi?',
    fact: neverExpire,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mpango wa msaada wa Standard unagharimu dola ngapi kwa mwezi?',
    fact: usd('150'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, widget inafanya kazi kwenye Shopify?',
    fact: /Shopify/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kuunganisha Odoo kunagharimu dola ngapi?',
    fact: usd('300'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Bei ya credit moja kwa zaidi ya credits 50,000 ni ngapi?',
    fact: kes('0.49'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Jaribio la bure linachukua siku ngapi?',
    fact: freeTrial,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Hatua za kuunganisha Zoho CRM ni zipi?',
    facts: [/Integrations › Zoho CRM|Sign in with a Zoho user/i],
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Knowledge base ya kati inagharimu kiasi gani?',
    fact: usd('500'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, data ya wateja wangu iko salama?',
    fact: encrypted,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Timu ya mauzo hujibu ombi la bei baada ya siku ngapi?',
    fact: quoteReply,
    language: 'sw',
  },

  // Off-topic: an honest don't-know, never an invented answer (18)
  { kind: 'off-topic', q: 'How much does a bag of cement cost in Nairobi?' },
  { kind: 'off-topic', q: "What's the best way to set up a fish tank?" },
  { kind: 'off-topic', q: 'What is my credit score?' },
  { kind: 'off-topic', q: 'How do I train a puppy to sit?' },
  { kind: 'off-topic', q: 'Who is the richest man in Africa?' },
  { kind: 'off-topic', q: 'How many shillings is one British pound?' },
  { kind: 'off-topic', q: 'Write a cover letter for a nurse job' },
  { kind: 'off-topic', q: 'What is the boiling point of water?' },
  { kind: 'off-topic', q: 'How many players are on a rugby team?' },
  { kind: 'off-topic', q: 'Which planet is the largest?' },
  { kind: 'off-topic', q: 'Where can I buy a second-hand car in Mombasa?' },
  { kind: 'off-topic', q: 'How do I integrate a function in calculus?' },
  { kind: 'off-topic', q: 'What time does the sun set in Kisumu?' },
  { kind: 'off-topic', q: 'Suggest a name for my bakery' },
  { kind: 'off-topic', q: 'How long does it take to learn the guitar?' },
  { kind: 'off-topic', q: "What's the weather like in Arusha this week?" },
  { kind: 'off-topic', q: 'Can you book me a table at a restaurant tonight?' },
  { kind: 'off-topic', q: 'Is it safe to drink tap water in Nairobi?' },

  // Requests for a person, in three languages (12)
  { kind: 'handoff', q: 'Can I get a real human on the line?' },
  { kind: 'handoff', q: "I'd like to speak to your support staff, not a bot" },
  { kind: 'handoff', q: 'Please hand me over to a colleague of yours' },
  { kind: 'handoff', q: 'Escalate this to a human agent' },
  { kind: 'handoff', q: 'Have a salesperson contact me' },
  { kind: 'handoff', q: 'Let me talk to your team directly' },
  { kind: 'handoff', q: 'Is anyone from support online to chat with me?' },
  { kind: 'handoff', q: 'Je préfère discuter avec une personne réelle', language: 'fr' },
  { kind: 'handoff', q: 'Pouvez-vous me passer un conseiller ?', language: 'fr' },
  { kind: 'handoff', q: 'Naomba kuzungumza na mfanyakazi wenu', language: 'sw' },
  { kind: 'handoff', q: 'Nataka mtu halisi anisaidie', language: 'sw' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Does Lisa integrate with Mailchimp?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'yep go for it',
  },

  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  { kind: 'dont-know', q: 'Does Lisa integrate with Mailchimp?' },
  { kind: 'dont-know', q: 'Do you accept payment in bitcoin?' },
  { kind: 'dont-know', q: 'Does Lisa work with Freshdesk?' },
  { kind: 'dont-know', q: 'Does Lisa connect to QuickBooks?' },
  { kind: 'dont-know', q: 'What year was Lisa founded?' },
  { kind: 'dont-know', q: 'Does Lisa support SMS as a channel?' },
  { kind: 'dont-know', q: 'Do you host our data in a data centre in Europe?' },
  { kind: 'dont-know', q: 'Can I pay for Lisa in euros?' },
];
