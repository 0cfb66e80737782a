// The thirteenth held-out evaluation set, written 2026-11-27 (session 15) for issue #24 ("Agent
// answers, round two") by a helper (set13) who has never read or changed the engine: nothing under
// src/engine, src/language, src/text, src/search or src/llm was opened, and the engine was never
// run on these questions (no eval, no ask, nothing importing createLisaEngine). Committed on its
// own before anything ran against it. It must never be edited after its results were seen: new
// cases go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base as
// buildLisaKnowledge() builds it (src/lisa-knowledge and the catalogue), never what the engine
// says. Same kinds and mix as set 12, in fresh everyday wording: a small-business owner, a
// developer, a clinic manager in Nairobi, a French- or Swahili-speaking shop owner. The items
// asked about lean on what earlier sets asked less often (Asana, Google Meet, Calendar, Odoo,
// training, the Basic plan, the Medium knowledge base, the quote form's KES packages, the API's
// idempotency and business endpoints, Messenger comments, the widget's defaultOpen).
// 150 questions: price 17, list 13, how-to 12, yes/no 13, two-in-one 10, follow-up 11,
// slang/typo 13, French 11, Swahili 11 (111 answerable), off-topic 18, request for a person
// 13 (4 accepting the agent's offer after a don't-know, one in French and one in Swahili with the
// offer written in that language; three refusing the bot, one in Swahili; one asking for a call
// back),
// on-topic don't-know 8.
//
// Checks before the commit (a throwaway script outside the repo):
// 1. every fact regex (fact and facts) matches the knowledge text (chunk questions and text) of at
//    least one source: all do, 0 unmatched; each price regex is usd()/kes() of exactly the asked
//    price. Every don't-know case was checked against the knowledge text for its key words (bank
//    transfer, reseller, office, TikTok, ChatGPT/model, document limit, refund, ISO/SOC 2): none
//    answers it. A draft "discount for paying a year upfront" was dropped: the pricing text's
//    "annual total is 12 times the monthly total" half answers it.
// 2. word overlap (Jaccard over lower-cased words) of each question and each visitor history
//    turn with the 1,963 earlier texts (tuning set: questions.ts, -round-two, -round-three;
//    held-out sets 1, 3-12: questions and visitor history turns) and with the texts before it
//    here. Over two rounds of rewording, the drafts had 2 exact copies (a French accept-the-offer
//    and a clinic follow-up opener) and 36 more texts at 0.6 or above; all were reworded. Highest
//    overlap left 0.59, mean of each question's highest overlap 0.37 (the same with or without
//    the history turns).
// 3. `pnpm --filter @lisa/agent typecheck` and `pnpm biome check` on this file pass.
//
// A price question names one item and its regex matches exactly that price. A list case needs
// every item in `facts`; a two-in-one both halves. French and Swahili cases also need the agent's
// own sentences in the visitor's language. Off-topic cases (several sharing words with the
// knowledge: the weather, a youth loan, chapati, Portuguese, a Facebook account, Shopify, and
// things named in the case studies: Skyline, Riverside, Lakeside, Duka Fresh, Summit, Mama Bora,
// Pesa Plus, the county permit office) and don't-know cases must get the don't-know decision;
// requests for a person the handoff decision.

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The agent's fixed don't-know sentence, as sets 8, 9, 11 and 12 quote it, said before the
// visitor's reply in the accepted-offer cases.
const offeredPerson =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

// The same offer as a French- or Swahili-speaking visitor would read it.
const offeredPersonFr =
  'Je suis désolé, je ne connais pas la réponse et je préfère ne pas deviner. Voulez-vous que je vous mette en relation avec une personne de notre équipe ?';
const offeredPersonSw =
  'Samahani, sijui jibu la swali hilo na sipendi kubahatisha. Ungependa nikuunganishe na mtu wa timu yetu?';

const neverExpire = /never expire|do not expire|don't expire/i;
const sameDay = /same day/i;
const widgetInstall = /<\/body>|Integrations › Web Widget/;

export const heldOutCases13: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: 'We track refunds in Asana. What is the one-time fee to link it with Lisa?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'Consultations are booked over video. How much to set up the Google Meet connection?',
    fact: usd('80'),
  },
  {
    kind: 'price',
    q: 'My salon only needs bookings synced with our calendar. What does that integration cost once?',
    fact: usd('60'),
  },
  {
    kind: 'price',
    q: 'Our stock and prices sit in Odoo. What is the setup charge to bring Odoo in?',
    fact: usd('300'),
  },
  {
    kind: 'price',
    q: 'We sell shoes through Instagram DMs. How much would you bill once to connect the account?',
    fact: usd('250'),
  },
  {
    kind: 'price',
    q: 'If our receptionists need a coaching session on the dashboard, what is the hourly rate for training?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'The cheapest support plan in the calculator, the one with weekly reports, is how many dollars a month?',
    fact: usd('50'),
  },
  {
    kind: 'price',
    q: 'We want your team to structure our catalogue and policies for us. What is the Medium knowledge base setup price?',
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: 'Just starting out with a few hundred messages, what does one credit cost in the very first band?',
    fact: kes('1.00'),
  },
  {
    kind: 'price',
    q: 'Credits numbered 2,001 up to 5,000 are billed at what rate each?',
    fact: kes('0.75'),
  },
  {
    kind: 'price',
    q: 'A big telco might use 80,000 credits monthly. What is the per-credit rate past 50,000?',
    fact: kes('0.49'),
  },
  {
    kind: 'price',
    q: 'On the quote form, the default Standard support package comes to how many shillings a month?',
    fact: kes('5,000'),
  },
  {
    kind: 'price',
    q: 'If I choose the Professional package with phone support, what is the monthly fee in KES?',
    fact: kes('10,000'),
  },
  {
    kind: 'price',
    q: 'The Enterprise support plan with the 4h SLA, what do you charge for it every month?',
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: 'We use a ticketing tool that is not on your list. What would its setup cost?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'Our clinic site needs the Lisa bubble in the corner. What would installing that widget set us back?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'Our in-house devs want to call Lisa from a kiosk. What do you charge to set up API access?',
    fact: usd('200'),
  },
  // Lists: every item (13)
  {
    kind: 'list',
    q: 'Which tiers of monthly help does the calculator let me add to my estimate?',
    facts: [/Basic/, /Standard/, /Enterprise/],
  },
  {
    kind: 'list',
    q: 'When requesting a quote, which support packages does the form let me pick from?',
    facts: [/Standard/, /Professional/, /Enterprise/, /Custom/],
  },
  {
    kind: 'list',
    q: 'An empty chat window shows some suggestion chips. What are they?',
    facts: [
      /Product information/,
      /Pricing/,
      /Features/,
      /Get Started/,
      /Support/,
      /Contact sales/,
    ],
  },
  {
    kind: 'list',
    q: 'What are the four stages from creating an assistant to having it fully customised?',
    facts: [/Setup/, /Create the knowledge base/, /Deploy/, /Customize/],
  },
  {
    kind: 'list',
    q: 'In which situations does a conversation get passed on to my staff?',
    facts: [/asks for a person/i, /does not know the answer/i, /run out of credits/i],
  },
  {
    kind: 'list',
    q: 'For a private clinic with six doctors, what features would Lisa give us?',
    facts: [
      /Appointment booking/,
      /Reminders and preparation notes/,
      /Safe escalation/,
      /Prescription refill requests/,
    ],
  },
  {
    kind: 'list',
    q: 'I am a property agent with many listings. What does Lisa offer for real estate?',
    facts: [
      /Listing-aware answers/,
      /Lead qualification/,
      /Viewing booking/,
      /Portal and social enquiries/,
    ],
  },
  {
    kind: 'list',
    q: 'Which languages do you mention by name that Lisa can reply in?',
    facts: [/English/, /Swahili/, /French/, /Arabic/, /Portuguese/],
  },
  {
    kind: 'list',
    q: 'What data source types can I tick on the enterprise quote form?',
    facts: [/Documents \(PDF, CSV, DOCX\)/, /API Integration/, /Web URLs/, /Other sources/],
  },
  {
    kind: 'list',
    q: 'Our charity registers mothers for clinic days. What would Lisa do for an NGO like us?',
    facts: [
      /Programme information line/,
      /Registration by chat/,
      /Surveys and feedback/,
      /Donor and volunteer updates/,
    ],
  },
  {
    kind: 'list',
    q: 'A county office wants to serve citizens better. Which capabilities do you list for government?',
    facts: [
      /Service guide assistant/,
      /Application status/,
      /Appointment booking/,
      /Complaints and feedback/,
    ],
  },
  {
    kind: 'list',
    q: 'As a manager, which statistics can I follow in the dashboard week to week?',
    facts: [/volume by channel/i, /resolved/i, /handoffs/i, /response times/i, /credit use/i],
  },
  {
    kind: 'list',
    q: 'Which details do I need from our Odoo instance before connecting it?',
    facts: [/URL/, /database/, /user id/, /API key/],
  },
  // How-to (12)
  {
    kind: 'how-to',
    q: 'How can a workflow open a task in Asana for a refund we promised?',
    fact: /Create Asana task/,
  },
  {
    kind: 'how-to',
    q: 'What do I click to get our Facebook Page messages answered by Lisa?',
    fact: /Integrations › Facebook Messenger/,
  },
  {
    kind: 'how-to',
    q: 'Walk me through opening a Lisa account from scratch.',
    fact: /\/register/,
  },
  {
    kind: 'how-to',
    q: 'We keep inventory in Odoo. What are the steps to pull it in for the bot?',
    fact: /POST \/odoo\/inventory/,
  },
  {
    kind: 'how-to',
    q: 'My app sometimes times out and resends the same chat message. How do I stop Lisa from answering twice?',
    fact: /client_message_id/,
  },
  {
    kind: 'how-to',
    q: 'How does my app fetch the business name and agent name to put at the top of our chat screen?',
    fact: /GET \/business\/\{business_id\}/,
  },
  {
    kind: 'how-to',
    q: 'Which endpoint tells our server the remaining credit balance?',
    fact: /GET \/api\/credit/,
  },
  {
    kind: 'how-to',
    q: 'Our brand colours are dark. How do I switch the widget to a dark look?',
    fact: /data-theme="dark"|theme: light or dark/,
  },
  {
    kind: 'how-to',
    q: 'I would like the chat panel to already be open when someone lands on the page. Which setting does that?',
    fact: /defaultOpen/,
  },
  {
    kind: 'how-to',
    q: 'Lisa should post alerts in a private Slack channel, but it does not appear in the picker. What do I do?',
    fact: /Invite @Lisa/,
  },
  {
    kind: 'how-to',
    q: 'How do I let prospects book a demo call with a video link from inside the chat?',
    fact: /Book a meeting/,
  },
  {
    kind: 'how-to',
    q: 'After pasting the snippet, how should I test that the widget really answers?',
    fact: /private (?:browser )?window/,
  },
  // Yes/no (13)
  {
    kind: 'yes-no',
    q: 'Customers leave questions in the comment section of our Page posts. Does Lisa respond there too?',
    fact: /only private messages/i,
  },
  {
    kind: 'yes-no',
    q: 'My Instagram is just a personal profile. Can Lisa still answer my DMs?',
    fact: /professional accounts/i,
  },
  {
    kind: 'yes-no',
    q: 'When we tick a task done in Asana, does the customer get told automatically?',
    fact: /Not automatically/,
  },
  {
    kind: 'yes-no',
    q: 'Can Lisa message our customers on WhatsApp first, say to remind them of an appointment?',
    fact: /message templates/i,
  },
  {
    kind: 'yes-no',
    q: 'Is your official client the only way in, or can a PHP shop call the API too?',
    fact: /Any language that speaks HTTPS/i,
  },
  {
    kind: 'yes-no',
    q: 'Our Odoo runs on a machine in our office, not in the cloud. Can Lisa work with it?',
    fact: /self-hosted/,
  },
  {
    kind: 'yes-no',
    q: 'A client invoked her privacy rights and wants her records wiped. Is deletion possible?',
    fact: /export or delete/i,
  },
  {
    kind: 'yes-no',
    q: 'Our FAQs are only in English. Will Lisa still reply to a customer who writes in Portuguese?',
    fact: /language the customer writes in/i,
  },
  {
    kind: 'yes-no',
    q: 'Is the chat on your home page limited, or can I keep testing it forever?',
    fact: /10 messages/,
  },
  {
    kind: 'yes-no',
    q: 'I made a new widget key. Will pages still using the previous key break immediately?',
    fact: /24 hours/,
  },
  {
    kind: 'yes-no',
    q: 'Are credits charged in dollars?',
    fact: /Kenyan shillings/,
  },
  {
    kind: 'yes-no',
    q: 'Does Lisa make up answers, or does it stick to the material we upload?',
    fact: /answers only from what you give it|instead of guessing/i,
  },
  {
    kind: 'yes-no',
    q: 'Could we realistically have a simple assistant running on our website by this evening?',
    fact: sameDay,
  },
  // Two questions in one message: both halves (10)
  {
    kind: 'two-in-one',
    q: 'How much is the Asana setup, and what exactly ends up in the task it creates?',
    facts: [usd('100'), /transcript/i],
  },
  {
    kind: 'two-in-one',
    q: 'We live in Microsoft 365. Does the booking calendar support Outlook, and what is its setup fee?',
    facts: [usd('60'), /Outlook/],
  },
  {
    kind: 'two-in-one',
    q: 'What does linking Instagram cost, and will it work on a personal account?',
    facts: [usd('250'), /professional accounts/i],
  },
  {
    kind: 'two-in-one',
    q: 'How much is the Odoo setup, and which Odoo versions can you connect to?',
    facts: [usd('300'), /JSON-RPC API with API keys|Odoo\.sh|self-hosted/],
  },
  {
    kind: 'two-in-one',
    q: 'The mid-sized knowledge base option: what work does your team do in it, and at what price?',
    facts: [usd('500'), /product catalogue, policies and help articles/i],
  },
  {
    kind: 'two-in-one',
    q: 'Entry-level monthly support on the calculator: price, and which services come with it?',
    facts: [usd('50'), /Weekly reports/i],
  },
  {
    kind: 'two-in-one',
    q: 'For the $500 Enterprise plan, what SLA do we get, and is a dedicated manager part of it?',
    facts: [/4h SLA/, /Dedicated manager/i],
  },
  {
    kind: 'two-in-one',
    q: 'What is the hourly price of training, and how long does a full rollout usually take?',
    facts: [usd('100'), /1-2 weeks/],
  },
  {
    kind: 'two-in-one',
    q: 'Is a paid Workspace subscription required for video bookings, and what is the Meet setup charge?',
    facts: [usd('80'), /personal Google account/i],
  },
  {
    kind: 'two-in-one',
    q: 'What do you charge to connect Messenger, and does Lisa also handle comments on our posts?',
    facts: [usd('250'), /only private messages/i],
  },
  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Booking slots from our calendar, what does that connection cost once?',
      },
    ],
    q: 'same thing but Meet',
    fact: usd('80'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Tell me about the support plans on your pricing page' }],
    q: 'how much is the cheapest of them?',
    fact: usd('50'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How does Lisa work with Asana?' }],
    q: 'ok, and when the task gets closed, is the customer informed?',
    fact: /Not automatically/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Explain how the Instagram connection works' }],
    q: 'what if a shopper sends a picture instead of text?',
    fact: /shows it to your team/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Steps to let Lisa answer our Facebook Page inbox?' }],
    q: 'and if I later revoke Lisa’s access on Facebook, what happens?',
    fact: /stops receiving messages immediately/i,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Tell me the package choices on the enterprise quote page' },
    ],
    q: 'how much is the Professional one monthly?',
    fact: kes('10,000'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How does the Zoho CRM integration work?' }],
    q: 'does it save the chat transcript somewhere on the record?',
    fact: /Transcript saved as a note|attaches the transcript as a note/i,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'We manage a medical centre in Nairobi. How would Lisa fit in?' },
    ],
    q: 'do patients get reminded the day before?',
    fact: /day before/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Tell me about your credits' }],
    q: 'how many does a single reply from Lisa use?',
    fact: /one credit/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Connecting our Kijani CRM, what is involved?' }],
    q: 'and how are phone numbers handled when it matches customers?',
    fact: /international format/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'I want to use the Lisa API from our mobile app' }],
    q: 'where am I supposed to keep the token?',
    fact: /on your server|never in a browser bundle/i,
  },
  // Slang, abbreviations and typos (13)
  { kind: 'slang-typo', q: 'asana hookup fee??', fact: usd('100') },
  { kind: 'slang-typo', q: 'googl meet setup how mch', fact: usd('80') },
  { kind: 'slang-typo', q: 'calender integ price pls', fact: usd('60') },
  { kind: 'slang-typo', q: 'insta dm bot setup cost', fact: usd('250') },
  { kind: 'slang-typo', q: 'odoo conection fee?', fact: usd('300') },
  { kind: 'slang-typo', q: 'trainin per hr hw much', fact: usd('100') },
  { kind: 'slang-typo', q: 'basic suport plan monthly $$', fact: usd('50') },
  { kind: 'slang-typo', q: 'medium kb setup cost?', fact: usd('500') },
  { kind: 'slang-typo', q: 'how long til im live with full setup', fact: /1-2 weeks/ },
  { kind: 'slang-typo', q: 'do i need credt card 4 the trial', fact: /no credit card/i },
  { kind: 'slang-typo', q: 'cn lisa answr in french n arabic', facts: [/French/, /Arabic/] },
  { kind: 'slang-typo', q: 'u guys do comments on fb posts?', fact: /only private messages/i },
  { kind: 'slang-typo', q: 'unusd credits do they expir at month end', fact: neverExpire },
  // French (11)
  {
    kind: 'language-fr',
    q: 'Relier Asana à Lisa nous reviendrait à combien, frais uniques compris ?',
    fact: usd('100'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le tarif pour connecter notre compte Instagram professionnel ?',
    fact: usd('250'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Si vos experts forment nos employés, quel est le tarif horaire ?',
    fact: usd('100'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'L’assistance la moins chère du calculateur, avec rapports hebdomadaires, coûte quoi mensuellement ?',
    fact: usd('50'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Lisa répond-elle aux commentaires publiés sous nos posts Facebook ?',
    fact: /only private messages/i,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment intégrer le widget de discussion sur notre site WordPress ?',
    fact: widgetInstall,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Peut-on avoir un assistant simple en ligne sur notre site dès aujourd’hui ?',
    fact: sameDay,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Au-delà de 50 000 crédits, quel est le prix de chaque crédit ?',
    fact: kes('0.49'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quels sont les forfaits d’assistance proposés dans le formulaire de devis ?',
    facts: [/Standard/, /Professional/, /Enterprise/, /Custom/],
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Nos médecins utilisent Outlook : Lisa sait-elle y réserver des créneaux pour les patients ?',
    fact: /Outlook/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'J’ai envoyé le formulaire de devis hier ; quand vos vendeurs me recontacteront-ils ?',
    fact: /2 business days/,
    language: 'fr',
  },
  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Kuunganisha Asana na Lisa kunagharimu dola ngapi?',
    fact: usd('100'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Bei ya kuweka kalenda ili wateja wajiwekee miadi ni kiasi gani?',
    fact: usd('60'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mafunzo kwa wafanyakazi wetu yanalipwa shilingi au dola ngapi kwa saa?',
    fact: usd('100'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tukichagua huduma ya msaada ya Standard tunapoomba makadirio, tutalipa KES ngapi kila mwezi?',
    fact: kes('5,000'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nina akaunti ya kawaida ya Instagram, si ya biashara. Lisa inaweza kujibu ujumbe wangu?',
    fact: /professional accounts/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, ni lazima kuwa na kadi ya benki ili kuanza kipindi cha majaribio?',
    fact: /no credit card/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Lisa inasaidiaje kliniki kupunguza wagonjwa wasiofika kwenye miadi yao?',
    fact: /Reminders and preparation notes|reminders that reduce no-shows/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mteja akiomba kuongea na mtu, mazungumzo yanafikaje kwa wafanyakazi wetu?',
    fact: /full history|full conversation history/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Credit kuanzia 2,001 hadi 5,000 kila moja ni shilingi ngapi?',
    fact: kes('0.75'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kuweka kila kitu, yaani chaneli, workflow na mafunzo, huchukua wiki ngapi?',
    fact: /1-2 weeks/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mnaunganisha na mifumo gani ya CRM?',
    facts: [/Zoho CRM/, /Kijani/, /Odoo/],
    language: 'sw',
  },
  // Off-topic: don't-know, not an invented answer (18)
  { kind: 'off-topic', q: 'Should I carry an umbrella in Eldoret on Saturday?' },
  { kind: 'off-topic', q: 'How do I qualify for a youth enterprise loan from the government?' },
  { kind: 'off-topic', q: 'What is the secret to soft layered chapatis?' },
  { kind: 'off-topic', q: 'What is the customer care number for Skyline internet?' },
  { kind: 'off-topic', q: 'How much is a two-bedroom at Riverside in Kiambu?' },
  { kind: 'off-topic', q: 'What are Lakeside clinic’s opening hours on Sunday?' },
  { kind: 'off-topic', q: 'Does Duka Fresh sell organic avocados?' },
  { kind: 'off-topic', q: 'What school fees does Summit charge for Form One?' },
  { kind: 'off-topic', q: 'How do I register with Mama Bora to get clinic reminders for my baby?' },
  { kind: 'off-topic', q: 'Can Pesa Plus extend my repayment date by two weeks?' },
  { kind: 'off-topic', q: 'How do I renew my single business permit at the county office?' },
  { kind: 'off-topic', q: 'Teach me how to greet someone politely in Portuguese' },
  { kind: 'off-topic', q: 'Who won the Safari Rally last year?' },
  { kind: 'off-topic', q: 'Which is the best Android phone under 20,000 shillings?' },
  { kind: 'off-topic', q: 'Can you help me write a wedding speech for my brother?' },
  { kind: 'off-topic', q: 'How do I recover my hacked Facebook account?' },
  { kind: 'off-topic', q: 'What is a good fertiliser for maize during the short rains?' },
  { kind: 'off-topic', q: 'Is Shopify better than WooCommerce for a small boutique?' },
  // Requests for a person (13)
  { kind: 'handoff', q: 'Can I speak with one of your consultants, please?' },
  { kind: 'handoff', q: 'This bot is not helping me. I need a real human to answer.' },
  { kind: 'handoff', q: 'Please transfer me to customer support, a person not an AI' },
  { kind: 'handoff', q: 'I want a salesperson to contact me about a demo for our hospital' },
  { kind: 'handoff', q: 'Stop, I refuse to talk to a machine. Connect me to your staff.' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Do schools get special pricing on credits?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'Yes please, get someone from the team',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Could Lisa integrate with our Sage accounting system?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'sure, connect me',
  },
  {
    kind: 'handoff',
    q: 'J’aimerais discuter avec un vrai collaborateur de chez vous, c’est possible ?',
    language: 'fr',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Acceptez-vous le paiement par virement bancaire ?' },
      { role: 'agent', text: offeredPersonFr },
    ],
    q: 'Volontiers, transférez-moi à votre collègue',
    language: 'fr',
  },
  {
    kind: 'handoff',
    q: 'Sipendi majibu ya kompyuta; nataka binadamu wa kampuni yenu anisaidie',
    language: 'sw',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Je, mna ofisi Mombasa ambapo naweza kufika?' },
      { role: 'agent', text: offeredPersonSw },
    ],
    q: 'Haya sawa, nipe huyo mtu wa timu',
    language: 'sw',
  },
  { kind: 'handoff', q: 'Get a human on the line for me right now' },
  { kind: 'handoff', q: 'Have your account manager ring me on 0722 000 111 today' },
  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  { kind: 'dont-know', q: 'Is an RTGS or EFT payment accepted when we top up?' },
  { kind: 'dont-know', q: 'Do you run a reseller programme for digital agencies?' },
  { kind: 'dont-know', q: 'Do you have a physical walk-in location where I can meet your staff?' },
  { kind: 'dont-know', q: 'Can Lisa reply to messages on TikTok?' },
  { kind: 'dont-know', q: 'Which AI model is Lisa built on, is it ChatGPT?' },
  { kind: 'dont-know', q: 'How many documents can our knowledge base hold at most?' },
  { kind: 'dont-know', q: 'If we stop using Lisa halfway through a month, do we get money back?' },
  { kind: 'dont-know', q: 'Is Lisa certified under ISO 27001 or SOC 2?' },
];
