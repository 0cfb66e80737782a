// The eighth held-out evaluation set, written 2026-11-26 (session 12) for issue #24 ("Agent
// answers, round two"), committed on its own BEFORE it was ever run and before any engine
// change of this session. Set 7 (held-out-questions-7.ts) was run once blind in session 11
// and its failures are read in this session, so it is a seen set now; this file is held out.
// It must never be edited after its results were seen: new cases go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base (src/lisa-knowledge
// and the catalogue it reads), not what the engine answers: every expected fact was written
// from those before the engine saw any of these questions, and the engine's word lists were
// not opened while writing it. Same kinds and mix as set 7, aimed at what set 7 found weak
// without reusing its questions: two questions in one message, lists on pages that hold
// several lists, everyday French and Swahili wording, superlatives with words between,
// off-topic questions naming things from the case studies.
// Before the commit every fact regex was checked to match the knowledge text, and a word-overlap
// check (Jaccard) against every earlier question (1,145: sets 1-7 and the tuning set) was run.
// All regexes matched. The first draft had 15 exact copies (the obvious questions had all been
// asked before) and 33 more at 0.6 or above; those were reworded. The highest overlap left is
// 0.58 ("Je veux parler à quelqu'un de chez vous" ~ an earlier "... de votre équipe"), the mean
// of each question's highest overlap 0.34.
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

export const heldOutCases8: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: 'We sell through Instagram DMs; what would hooking that channel up cost us once?',
    fact: usd('250'),
  },
  {
    kind: 'price',
    q: 'What do you bill to wire in our Odoo catalogue?',
    fact: usd('300'),
  },
  {
    kind: 'price',
    q: 'Embedding your launcher on our online store costs how much at the start?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'What is the most expensive of the three knowledge base sizes?',
    fact: usd('1,500'),
  },
  {
    kind: 'price',
    q: 'Which pricing-page support tier costs the least per month?',
    fact: usd('50'),
  },
  {
    kind: 'price',
    q: 'Our tool is not on your list. What does an unlisted integration cost to set up?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'Per credit, what do we pay once we go past ten thousand and up to twenty thousand?',
    fact: kes('0.59'),
  },
  {
    kind: 'price',
    q: 'What is the per-credit rate between 2,001 and 5,000?',
    fact: kes('0.75'),
  },
  {
    kind: 'price',
    q: 'How much would our team pay for an hour of onboarding training?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'What does the middle knowledge base option set us back?',
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: 'On the quote request, the basic-level Standard package is how many KES monthly?',
    fact: kes('5,000'),
  },
  {
    kind: 'price',
    q: 'What would 2,000 credits cost in total?',
    fact: kes('1,800'),
  },
  {
    kind: 'price',
    q: 'How much do you charge to connect Google Meet for demo bookings?',
    fact: usd('80'),
  },
  {
    kind: 'price',
    q: 'What is the monthly fee of the support plan that comes with a 24h SLA?',
    fact: usd('150'),
  },
  {
    kind: 'price',
    q: "Once we pass fifty thousand credits, what's each one billed at?",
    fact: kes('0.49'),
  },
  {
    kind: 'price',
    q: 'What does the Asana connection cost up front?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'Between 5,001 and 10,000 credits, what is the unit price?',
    fact: kes('0.62'),
  },

  // Lists: every item (13)
  {
    kind: 'list',
    q: 'Which languages does Lisa speak, for example?',
    facts: [/English/, /Swahili/, /French/, /Arabic/, /Portuguese/],
  },
  {
    kind: 'list',
    q: 'Name all the sectors you build dedicated solutions for',
    facts: [
      /Real Estate/,
      /Healthcare/,
      /E-commerce/,
      /Education/,
      /NGOs/,
      /Government/,
      /Fintech/,
    ],
  },
  {
    kind: 'list',
    q: 'Outline the four stages from signing up to live',
    facts: [/Setup/, /knowledge base/i, /Deploy/, /Customize/],
  },
  {
    kind: 'list',
    q: 'What does Lisa do for clinics and hospitals?',
    facts: [
      /Appointment booking/i,
      /Reminders and preparation notes/i,
      /Safe escalation/i,
      /Prescription refill requests/i,
    ],
  },
  {
    kind: 'list',
    q: 'How can Lisa help an online shop?',
    facts: [
      /Catalogue answers/i,
      /Order capture in chat/i,
      /Order tracking/i,
      /Returns and complaints/i,
    ],
  },
  {
    kind: 'list',
    q: 'What features does Lisa bring to a county office or ministry?',
    facts: [
      /Service guide assistant/i,
      /Application status/i,
      /Appointment booking/i,
      /Complaints and feedback/i,
    ],
  },
  {
    kind: 'list',
    q: 'Which support packages can I pick when I ask for a quote?',
    facts: [/Standard/, /Professional/, /Enterprise/, /Custom/],
  },
  {
    kind: 'list',
    q: 'What suggestion chips appear when a visitor opens an empty chat?',
    facts: [/Product information/, /Pricing/, /Features/, /Get Started/, /Contact sales/],
  },
  {
    kind: 'list',
    q: 'Which settings can I change on the widget script?',
    facts: [/position/, /theme/, /defaultOpen|title/],
  },
  {
    kind: 'list',
    q: 'What do I get with the Enterprise plan on the pricing page?',
    facts: [/Dedicated manager/i, /4h SLA/, /Custom SLAs/i],
  },
  {
    kind: 'list',
    q: 'What can a workflow do for us, apart from answering?',
    facts: [/Customer onboarding/i, /Lead qualification/i, /Support triage/i, /Order processing/i],
  },
  {
    kind: 'list',
    q: 'What can a non-profit use Lisa for?',
    facts: [
      /Programme information line/i,
      /Registration by chat/i,
      /Surveys and feedback/i,
      /Donor and volunteer updates/i,
    ],
  },
  {
    kind: 'list',
    q: 'Which Google Meet features come with the integration?',
    facts: [/Meet links/i, /summary/i, /Round-robin/i, /Reminders/i],
  },

  // How-to: the steps (12)
  {
    kind: 'how-to',
    q: 'How do I get our Instagram DMs answered by Lisa?',
    facts: [/Integrations › Instagram/],
  },
  {
    kind: 'how-to',
    q: 'Walk me through connecting Zoho CRM',
    facts: [/Integrations › Zoho CRM|Sign in with a Zoho user/i],
  },
  {
    kind: 'how-to',
    q: 'How do I import our Odoo products into the knowledge base?',
    facts: [/\/odoo\/inventory/],
  },
  {
    kind: 'how-to',
    q: 'How can I add an Asana step to a workflow?',
    facts: [/Create Asana task/],
  },
  {
    kind: 'how-to',
    q: 'We run WordPress. Where exactly does the script tag go?',
    facts: [/<\/body>/],
  },
  {
    kind: 'how-to',
    q: 'How can I add a meeting-booking step with Google Meet?',
    facts: [/Book a meeting|Integrations › Google Meet/],
  },
  {
    kind: 'how-to',
    q: 'How do I teach Lisa what is in our manuals?',
    facts: [/PDF|DOCX|upload/i],
  },
  {
    kind: 'how-to',
    q: 'Where do I find the Business Key again later?',
    facts: [/Integrations › Web Widget/],
  },
  {
    kind: 'how-to',
    q: 'Our kiosk has no login. Which endpoint lets it chat anonymously?',
    facts: [/POST \/chat|\/chat/],
  },
  {
    kind: 'how-to',
    q: 'How can I check our remaining credit balance through the API?',
    facts: [/\/api\/credit/],
  },
  {
    kind: 'how-to',
    q: 'Where do I type the code you emailed me when I registered?',
    facts: [/\/verify-account|6-digit code/i],
  },
  {
    kind: 'how-to',
    q: 'How do I retry a chat request without getting two replies?',
    facts: [/client_message_id/],
  },

  // Yes/no about a feature: the yes or no and its reason (13)
  {
    kind: 'yes-no',
    q: 'People comment on our Facebook adverts. Will Lisa respond under them?',
    fact: /only private messages/i,
  },
  {
    kind: 'yes-no',
    q: 'Could Lisa start a WhatsApp conversation with a client who has not written yet?',
    fact: /message templates|opted in/i,
  },
  {
    kind: 'yes-no',
    q: 'Do I need a Google Workspace account for Meet?',
    fact: /personal Google account/i,
  },
  {
    kind: 'yes-no',
    q: 'Will the Odoo import change our products in Odoo?',
    fact: /only reads/i,
  },
  {
    kind: 'yes-no',
    q: 'Does marking the Asana task done tell the customer?',
    fact: /Not automatically/i,
  },
  {
    kind: 'yes-no',
    q: 'Can our staff still use the WhatsApp app on the phone with the number Lisa answers?',
    fact: /cannot be used in the phone app|dedicated number/i,
  },
  {
    kind: 'yes-no',
    q: 'Does Lisa pay the Meta conversation charges for us?',
    fact: /bills conversation fees|WhatsApp Business Account directly/i,
  },
  {
    kind: 'yes-no',
    q: 'Is what our clients tell Lisa stored encrypted on your side?',
    fact: /encrypted in transit and at rest/i,
  },
  {
    kind: 'yes-no',
    q: 'Can Lisa write orders into our system from a chat?',
    fact: /creates? the order/i,
  },
  {
    kind: 'yes-no',
    q: 'If we revoke Lisa in Facebook, does it keep getting messages?',
    fact: /stops receiving messages/i,
  },
  {
    kind: 'yes-no',
    q: 'Is there a cap on how many messages I can try in the home page demo?',
    fact: /10 messages/i,
  },
  {
    kind: 'yes-no',
    q: 'Can one business see another business’s conversations?',
    fact: /only its own|only ever reach its own/i,
  },
  {
    kind: 'yes-no',
    q: 'If we buy a big batch of credits, will leftovers be lost after a year?',
    fact: neverExpire,
  },

  // Two questions in one message: both answered (10)
  {
    kind: 'two-in-one',
    q: 'What does Instagram cost to set up, and does it work with a personal profile?',
    facts: [usd('250'), /professional accounts?/i],
  },
  {
    kind: 'two-in-one',
    q: 'What would one automation cost us, and where in the dashboard are they managed?',
    facts: [usd('120'), /Workflows|sequence of steps/i],
  },
  {
    kind: 'two-in-one',
    q: 'How long is the trial and how long until a full rollout?',
    facts: [freeTrial, /1-2 weeks/],
  },
  {
    kind: 'two-in-one',
    q: 'How much is Calendar setup, and can Lisa see my other meetings?',
    facts: [usd('60'), /free and busy/i],
  },
  {
    kind: 'two-in-one',
    q: 'How many seats are free with an account, and what do we pay monthly for a fourth colleague?',
    facts: [usd('25'), /first 2 users|2 included|first 2/i],
  },
  {
    kind: 'two-in-one',
    q: 'What is the Zoho setup price and will it make duplicate leads?',
    facts: [usd('180'), /searches by email and phone|updates the existing/i],
  },
  {
    kind: 'two-in-one',
    q: 'Where is the documentation, and how fast does sales answer a quote?',
    facts: [/\/documentation/, /2 business days/],
  },
  {
    kind: 'two-in-one',
    q: 'Is there a rate limit on the API, and which languages can I call it from?',
    facts: [/429|per minute/i, /HTTPS and JSON|OpenAPI/i],
  },
  {
    kind: 'two-in-one',
    q: 'What does Messenger cost to connect and does Lisa answer post comments?',
    facts: [usd('250'), /only private messages/i],
  },
  {
    kind: 'two-in-one',
    q: 'What is the exchange rate you use, and what is the first band’s credit price?',
    facts: [/129\.8/, kes('1.00')],
  },

  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much does Asana cost to set up?' }],
    q: 'ok, and for the meeting-link one, Google Meet?',
    fact: usd('80'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do I connect Instagram?' }],
    q: 'right, and the one-time fee for that?',
    fact: usd('250'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What does the Basic support plan cost?' }],
    q: 'what does it include?',
    fact: /Weekly reports/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Do you connect to Zoho CRM?' }],
    q: 'which data centres can I choose?',
    fact: /\.eu/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Tell me about the Professional support package' }],
    q: 'so what would we be billed for it every month?',
    fact: kes('10,000'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is the Business Key?' }],
    q: 'what if I regenerate it?',
    fact: /24 hours|replaces the old one/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much is the large knowledge base?' }],
    q: 'what about the smallest size then?',
    fact: usd('0'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Can Lisa book appointments?' }],
    q: 'which calendars does it work with?',
    fact: /Outlook/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do I connect Slack?' }],
    q: 'and could our staff type replies to clients inside that channel?',
    fact: /Not yet/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is the WebSocket feed for?' }],
    q: 'which port and path?',
    fact: /8080/,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'How much is the Kijani setup?' },
      { role: 'visitor', text: 'and Zoho?' },
    ],
    q: 'and Odoo?',
    fact: usd('300'),
  },

  // Typos, chat slang and filler (13)
  { kind: 'slang-typo', q: 'insta conection once off fee?', fact: usd('250') },
  { kind: 'slang-typo', q: 'how mch is odoo', fact: usd('300') },
  { kind: 'slang-typo', q: 'r credits refundable or do they expire lol', fact: neverExpire },
  { kind: 'slang-typo', q: 'any trial w/o card?', fact: /no credit card/i },
  { kind: 'slang-typo', q: 'wat languages u speak', fact: /30\+/ },
  { kind: 'slang-typo', q: 'calender integation price', fact: usd('60') },
  { kind: 'slang-typo', q: 'hw do i connect slack??', fact: /Integrations › Slack/ },
  { kind: 'slang-typo', q: 'biz key where', fact: /Integrations › Web Widget/ },
  { kind: 'slang-typo', q: 'extra seat $ per month?', fact: usd('25') },
  { kind: 'slang-typo', q: 'can visitors chat w/o signing up', fact: /anonymously|no account/i },
  { kind: 'slang-typo', q: 'uptime??', fact: /99\.9%/ },
  { kind: 'slang-typo', q: 'medum kb price', fact: usd('500') },
  { kind: 'slang-typo', q: 'hw long b4 we go live', fact: /same day|1-2 weeks/i },

  // French (11)
  {
    kind: 'language-fr',
    q: 'Pour répondre aux messages Instagram, vous facturez combien au départ ?',
    fact: usd('250'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Mes crédits non utilisés vont-ils disparaître un jour ?',
    fact: neverExpire,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le prix du support Enterprise par mois ?',
    fact: usd('500'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Vos clients peuvent écrire dans combien de langues différentes ?',
    fact: /30\+/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Former nos agents pendant soixante minutes, c’est quel tarif ?',
    fact: usd('100'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Que dois-je coller dans mes pages pour afficher la bulle de discussion ?',
    facts: [/<\/body>|Integrations › Web Widget/],
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le tarif de connexion à Slack ?',
    fact: usd('120'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien de jours dure la période d’essai ?',
    fact: freeTrial,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le prix du crédit entre 1 001 et 2 000 ?',
    fact: kes('0.80'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Un scénario automatisé, vous le facturez combien une fois ?',
    fact: usd('120'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Lisa fonctionne-t-elle avec Odoo ? Quelles versions ?',
    fact: /Odoo Online|Odoo\.sh|self-hosted/i,
    language: 'fr',
  },

  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Kuunganisha Instagram ni bei gani?',
    fact: usd('250'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Credits nisizotumia zitapotea baada ya muda?',
    fact: neverExpire,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Msaada wa kiwango cha chini kabisa kwenye ukurasa wa bei unalipwa dola ngapi kila mwezi?',
    fact: usd('50'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Wateja wetu wanaweza kuandika kwa lugha ngapi tofauti?',
    fact: /30\+/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Ninaunganishaje Slack na Lisa?',
    facts: [/Integrations › Slack/],
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tunalipa shilingi ngapi au dola ngapi mara moja ili Lisa itume viungo vya Google Meet?',
    fact: usd('80'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tunaweza kuijaribu Lisa bure kwanza kwa siku ngapi?',
    fact: freeTrial,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Workflow moja inagharimu kiasi gani kuweka?',
    fact: usd('120'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Inachukua muda gani kuanza kutumia Lisa kikamilifu?',
    fact: /1-2 weeks|same day/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tukiwa na watu watano kwenye timu, kila mmoja zaidi ya wawili analipiwa pesa ngapi kwa mwezi?',
    fact: usd('25'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Bei ya Odoo ni ngapi?',
    fact: usd('300'),
    language: 'sw',
  },

  // Off-topic: an honest don't-know, never an invented answer (18)
  { kind: 'off-topic', q: 'Where can I buy fresh groceries delivered in Nairobi?' },
  { kind: 'off-topic', q: 'Which internet provider has the fastest home internet?' },
  { kind: 'off-topic', q: 'My router keeps dropping the connection, how do I fix it?' },
  { kind: 'off-topic', q: 'What are the entry requirements for a university in Kenya?' },
  { kind: 'off-topic', q: 'How do I apply for a business permit in my county?' },
  { kind: 'off-topic', q: 'What should I eat before a blood test?' },
  { kind: 'off-topic', q: 'How much is a two-bedroom flat in Kilimani?' },
  { kind: 'off-topic', q: 'What interest rate should I expect on a car loan?' },
  { kind: 'off-topic', q: 'How do I track my DHL parcel?' },
  { kind: 'off-topic', q: 'Which matatu goes from town to Kisumu airport?' },
  { kind: 'off-topic', q: "Compose a short song for my daughter's birthday" },
  { kind: 'off-topic', q: 'Who will win the next election in Kenya?' },
  { kind: 'off-topic', q: 'Is ugali healthier than rice?' },
  { kind: 'off-topic', q: 'What is the tallest mountain in Africa?' },
  { kind: 'off-topic', q: 'Can you recommend a good dentist near me?' },
  { kind: 'off-topic', q: 'How do I register to vote?' },
  { kind: 'off-topic', q: 'Which mobile phone has the best camera?' },
  { kind: 'off-topic', q: 'How do I donate blood in Nairobi?' },

  // Requests for a person, in three languages (12)
  { kind: 'handoff', q: 'Get somebody from your office on the line for me' },
  { kind: 'handoff', q: 'Get me a live agent please' },
  { kind: 'handoff', q: 'I need to talk to a manager' },
  { kind: 'handoff', q: 'operator now, not the robot' },
  { kind: 'handoff', q: 'Can a person from your team phone me back?' },
  { kind: 'handoff', q: 'This bot is not helping, I want a human' },
  { kind: 'handoff', q: 'Escalate this to a real person' },
  { kind: 'handoff', q: 'Je veux parler à quelqu’un de chez vous', language: 'fr' },
  { kind: 'handoff', q: 'Passez-moi un agent, s’il vous plaît', language: 'fr' },
  { kind: 'handoff', q: 'Sitaki roboti, niletee binadamu tafadhali', language: 'sw' },
  { kind: 'handoff', q: 'Niunganishe na mhudumu wa wateja', language: 'sw' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Do you offer white-label reselling?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'ok go ahead and connect me',
  },

  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  { kind: 'dont-know', q: 'Can Lisa push leads into Pipedrive?' },
  { kind: 'dont-know', q: 'Can we top up credits with a Visa card?' },
  { kind: 'dont-know', q: 'Is there a student discount?' },
  { kind: 'dont-know', q: 'Can handoff alerts be posted to Microsoft Teams?' },
  { kind: 'dont-know', q: 'In which year was Lisa started?' },
  { kind: 'dont-know', q: 'Can Lisa answer voice notes on WhatsApp?' },
  { kind: 'dont-know', q: 'Are you HIPAA certified?' },
  { kind: 'dont-know', q: 'Can I manage the inbox from an Android app?' },
];
