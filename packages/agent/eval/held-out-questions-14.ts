// The fourteenth held-out evaluation set, written 2026-11-27 (session 16) for issue #24 ("Agent
// answers, round two") by a helper (set14) who has never read or changed the engine: nothing under
// src/engine, src/language, src/text, src/search or src/llm was opened, and the engine was never
// run on these questions (no eval, no ask, nothing importing createLisaEngine). Committed on its
// own before anything ran against it. It must never be edited after its results were seen: new
// cases go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base as
// buildLisaKnowledge() builds it (src/lisa-knowledge and the catalogue), never what the engine
// says. Same kinds and mix as set 13, in fresh everyday wording: a small-business owner, a
// developer, a clinic manager in Nairobi, a French- or Swahili-speaking shop owner. The items
// asked about lean on what set 13 asked less often (Zoho CRM, Kijani, Slack, WhatsApp, the
// Standard support plan, extra users, the Large and Small knowledge bases, the 0.80 / 0.62 / 0.59 /
// 0.55 credit bands, the 2,000-credit example, the exchange rate, the Enterprise quote package,
// the calendar, Slack, WhatsApp, Kijani, Odoo and Zoho FAQs, the data centre, the fintech,
// education, e-commerce and customer-service pages, the API's forms, WebSocket and health check).
// 150 questions: price 17, list 13, how-to 12, yes/no 13, two-in-one 10, follow-up 11,
// slang/typo 13, French 11, Swahili 11 (111 answerable), off-topic 18, request for a person 13
// (4 accepting the agent's offer after a don't-know, one in French and one in Swahili with the
// offer written in that language; four refusing the bot, one in French and one in Swahili; one
// asking for a phone call), on-topic don't-know 8.
//
// Checks before the commit (a throwaway script outside the repo):
// 1. every fact regex (fact and facts) matches the knowledge text (chunk questions and text) of at
//    least one source: all do, 0 unmatched; each price regex is usd()/kes() of exactly the asked
//    price. Every don't-know case was checked against the knowledge text for its key words (Data
//    Protection Commissioner, Lisa Live ticket and city, a cap on workflows, the dashboard's own
//    language, how often the exchange rate changes, how many WhatsApp numbers, Node.js versions):
//    none answers it. Seven of the eight first drafts (founders, PDF size, server country, a phone
//    app, M-Pesa, transcript retention, KRA invoices) were replaced: earlier sets already ask them.
// 2. word overlap (Jaccard over lower-cased words) of each question and each visitor history
//    turn with the 2,128 earlier texts (tuning set: questions.ts, -round-two, -round-three;
//    held-out sets 1, 3-13: questions and visitor history turns) and with the texts before it
//    here. The first draft had 1 exact copy (a don't-know about the founders) and 33 more texts at
//    0.6 or above; all were reworded, then 4 and 1 more over two further rounds, and 6 at 0.58-0.59
//    for margin. Highest overlap left 0.57, mean of each question's highest overlap 0.38 (0.378
//    over the 150 questions, 0.384 with the 15 visitor history turns).
// 3. `pnpm --filter @lisa/agent typecheck` and `pnpm biome check` on this file pass.
//
// A price question names one item and its regex matches exactly that price. A list case needs
// every item in `facts`; a two-in-one both halves. French and Swahili cases also need the agent's
// own sentences in the visitor's language. Off-topic cases (several sharing words with the
// knowledge: the weather, a logbook loan, pilau masala, Safaricom, tax brackets, a bank exchange
// rate, an Instagram caption, WordPress, Arabic, and things named in the case studies: Skyline,
// Riverside, Lakeside, Duka Fresh, Summit, Mama Bora, Pesa Plus, the county licensing office) and
// don't-know cases must get the don't-know decision; requests for a person the handoff decision.

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The agent's fixed don't-know sentence, as sets 8, 9 and 11 to 13 quote it, said before the
// visitor's reply in the accepted-offer cases.
const offeredPerson =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

// The same offer as a French- or Swahili-speaking visitor would read it.
const offeredPersonFr =
  'Je suis désolé, je ne connais pas la réponse et je préfère ne pas deviner. Voulez-vous que je vous mette en relation avec une personne de notre équipe ?';
const offeredPersonSw =
  'Samahani, sijui jibu la swali hilo na sipendi kubahatisha. Ungependa nikuunganishe na mtu wa timu yetu?';

const freeTrial = /14-day|14 days/;
const noPhoneApp = /cannot be used in the phone app/;
const anonymous = /anonymous/i;
const businessKey = /Integrations › Web Widget/;
const rateLimit = /429|rate limit|request budget/i;
const widgetInstall = /<\/body>|Integrations › Web Widget/;
const zohoNote = /Transcript saved as a note|attaches the transcript as a note/i;
const industries = [
  /Customer Service/,
  /Real Estate/,
  /Healthcare/,
  /E-commerce/,
  /Education/,
  /NGOs/,
  /Government/,
  /Fintech/,
];

export const heldOutCases14: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: 'Our sales reps work out of Zoho. What is the one-off charge to hook it up to Lisa?',
    fact: usd('180'),
  },
  {
    kind: 'price',
    q: 'We keep customer records in Kijani. How much does that connection cost to set up?',
    fact: usd('150'),
  },
  {
    kind: 'price',
    q: 'I want handoff alerts pinged into our team Slack. What is the setup price for that?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: 'What would you charge once to put Lisa on our WhatsApp Business line?',
    fact: usd('300'),
  },
  {
    kind: 'price',
    q: 'Our Facebook Page gets lots of inbox messages. What is the one-time Messenger setup?',
    fact: usd('250'),
  },
  {
    kind: 'price',
    q: 'Every automated flow you build for us, say order processing, costs how much to set up?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: 'Five receptionists will need their own logins. What does each extra user add per month?',
    fact: usd('25'),
  },
  {
    kind: 'price',
    q: 'Monthly, what do you charge for the mid-tier plan promising a 24h SLA?',
    fact: usd('150'),
  },
  {
    kind: 'price',
    q: 'We have thousands of manuals spread over several systems. What would the Large knowledge base setup cost?',
    fact: usd('1,500'),
  },
  {
    kind: 'price',
    q: 'If I upload our FAQ page and a couple of PDFs myself, what do you charge for that Small knowledge base?',
    fact: usd('0'),
  },
  {
    kind: 'price',
    q: 'Once we go past our first thousand credits, what does each one cost up to 2,000?',
    fact: kes('0.80'),
  },
  {
    kind: 'price',
    q: 'A shop using about 8,000 credits a month pays what per credit in the 5,001 to 10,000 band?',
    fact: kes('0.62'),
  },
  {
    kind: 'price',
    q: 'What do credits between ten thousand and twenty thousand cost apiece?',
    fact: kes('0.59'),
  },
  {
    kind: 'price',
    q: 'Our call centre expects roughly 30,000 messages monthly. What is the unit price in the 20,001 to 50,000 range?',
    fact: kes('0.55'),
  },
  {
    kind: 'price',
    q: 'On the quote request page, the Enterprise package with round-the-clock support is how much monthly?',
    fact: kes('20,000'),
  },
  {
    kind: 'price',
    q: 'Add it up for me: what would 2,000 credits cost altogether?',
    fact: kes('1,800'),
  },
  {
    kind: 'price',
    q: 'Which exchange rate do you use to turn the shilling credit prices into dollars?',
    fact: kes('129.8'),
  },
  // Lists: every item (13)
  {
    kind: 'list',
    q: 'The data centre merges customer records in three steps. What are they?',
    facts: [/Unify/, /Enrich/, /Sync/],
  },
  {
    kind: 'list',
    q: 'I sell clothes online. What features does Lisa have for an e-commerce business?',
    facts: [
      /Catalogue answers/,
      /Order capture in chat/,
      /Order tracking/,
      /Returns and complaints/,
    ],
  },
  {
    kind: 'list',
    q: 'We are a small microfinance lender. Which capabilities do you offer fintech companies?',
    facts: [
      /Approved-content answers/,
      /Guided onboarding and applications/,
      /Status and transaction lookups/,
      /Priority escalation/,
    ],
  },
  {
    kind: 'list',
    q: 'What would Lisa do for a college admissions office during intake season?',
    facts: [
      /Admissions assistant/,
      /Application guidance/,
      /Visit and interview booking/,
      /Parent and student updates/,
    ],
  },
  {
    kind: 'list',
    q: 'Our support desk is drowning in tickets. Which Lisa features are meant for customer service teams?',
    facts: [
      /Answers from your help centre/,
      /Human handoff with history/,
      /Omnichannel inbox/,
      /Ticket and task creation/,
    ],
  },
  {
    kind: 'list',
    q: 'Which kinds of documents can I upload as a knowledge source?',
    facts: [/PDF/, /DOCX/, /Markdown/, /plain text/],
  },
  {
    kind: 'list',
    q: 'When I estimate our setup cost online, which automations can I add to it?',
    facts: [/Customer Onboarding/, /Lead Qualification/, /Support Triage/, /Order Processing/],
  },
  {
    kind: 'list',
    q: 'The $150 monthly plan on your pricing page: which services are bundled in it?',
    facts: [/Priority email/, /Monthly review/, /24h SLA/],
  },
  {
    kind: 'list',
    q: 'Which industries does Lisa cater to specifically?',
    facts: industries,
  },
  {
    kind: 'list',
    q: 'After Lisa gives its first answer in the widget, which quick reply buttons show up?',
    facts: [/Explain/, /\bNo\b/, /\bYes\b/, /Tell me more/],
  },
  {
    kind: 'list',
    q: 'Before I start the WhatsApp signup, what must I already have ready?',
    facts: [
      /Facebook \(Meta\) business account|Facebook account that manages your business/,
      /not already registered/,
    ],
  },
  {
    kind: 'list',
    q: 'POST /forms takes a type in the path. Which values are allowed there?',
    facts: [/contact/, /rsvp/, /demo/, /quote/],
  },
  {
    kind: 'list',
    q: 'Which calendar services can Lisa read free slots from and book into?',
    facts: [/Google Calendar/, /Outlook/],
  },
  // How-to (12)
  {
    kind: 'how-to',
    q: 'How do I connect Zoho CRM so new leads from the chat land in it?',
    fact: /Integrations › Zoho CRM/,
  },
  {
    kind: 'how-to',
    q: 'What are the steps to link our Kijani account with Lisa?',
    fact: /Integrations › Kijani/,
  },
  {
    kind: 'how-to',
    q: 'Where do I get the Business Key that the chat widget needs?',
    fact: businessKey,
  },
  {
    kind: 'how-to',
    q: 'Our cookie banner sits bottom-right. How do I move the chat button to the left side?',
    fact: /data-position="left"|position: left or right/,
  },
  {
    kind: 'how-to',
    q: 'My verification email with the code never came. Can I request another?',
    fact: /\/resend-otp/,
  },
  {
    kind: 'how-to',
    q: 'When my colleague has finished with a customer, how does the chat go back to the bot?',
    fact: /hand the conversation back|handed back/i,
  },
  {
    kind: 'how-to',
    q: 'Our Flutter app should show agent replies live. What do we subscribe to?',
    fact: /WebSocket/,
  },
  {
    kind: 'how-to',
    q: 'What command installs your official TypeScript client?',
    fact: /npm install @lisa\/api-client/,
  },
  {
    kind: 'how-to',
    q: 'Where in the dashboard do I build a workflow that takes orders?',
    fact: /under Workflows|In Workflows/,
  },
  {
    kind: 'how-to',
    q: 'How can my backend check that your service is up before it sends anything?',
    fact: /HEAD \/api\/health-check/,
  },
  {
    kind: 'how-to',
    q: 'How do I feed the help pages already on our website into the knowledge base?',
    fact: /web page link|Lisa fetches the page/i,
  },
  {
    kind: 'how-to',
    q: 'Where in the dashboard are API tokens generated?',
    fact: /Settings › API tokens/,
  },
  // Yes/no (13)
  {
    kind: 'yes-no',
    q: 'If I connect my calendar, can Lisa see what my other meetings are about?',
    fact: /free and busy times/,
  },
  {
    kind: 'yes-no',
    q: 'Two patients pick the same 10am slot at the same moment. Will Lisa double-book it?',
    fact: /checks the slot again/i,
  },
  {
    kind: 'yes-no',
    q: 'Can my agents reply to customers straight from a Slack thread?',
    fact: /Not yet/,
  },
  {
    kind: 'yes-no',
    q: 'Will Lisa be reading the private chats in our Slack workspace?',
    fact: /only posts to the channels you pick/,
  },
  {
    kind: 'yes-no',
    q: 'After connecting our number to Lisa, can I still chat from the WhatsApp app on my phone?',
    fact: noPhoneApp,
  },
  {
    kind: 'yes-no',
    q: 'Do your credits cover the per-conversation charges Meta levies on WhatsApp?',
    fact: /Meta bills conversation fees/,
  },
  {
    kind: 'yes-no',
    q: 'After saving our Kijani API key, could any colleague copy it from the screen?',
    fact: /stored encrypted|shown masked/,
  },
  {
    kind: 'yes-no',
    q: 'Will pulling our products out of Odoo change or overwrite anything in it?',
    fact: /only reads/,
  },
  {
    kind: 'yes-no',
    q: 'Someone already in our Zoho database writes in again. Will a fresh record be made for them?',
    fact: /searches by email and phone|updates the existing record/,
  },
  {
    kind: 'yes-no',
    q: 'Will adding the chat bubble make my pages load slower?',
    fact: /small launcher script|does not slow/,
  },
  {
    kind: 'yes-no',
    q: 'Must visitors to our website sign up first in order to chat with Lisa?',
    fact: anonymous,
  },
  {
    kind: 'yes-no',
    q: 'Is there a cap on how many requests we can send to the API?',
    fact: rateLimit,
  },
  {
    kind: 'yes-no',
    q: 'Will Lisa tell patients what illness they have from their symptoms?',
    fact: /never diagnoses/,
  },
  // Two questions in one message: both halves (10)
  {
    kind: 'two-in-one',
    q: 'What is the Zoho CRM setup fee, and does the conversation get stored on the contact?',
    facts: [usd('180'), zohoNote],
  },
  {
    kind: 'two-in-one',
    q: 'How much to connect Kijani, and do you tidy up phone numbers before matching customers?',
    facts: [usd('150'), /international format/],
  },
  {
    kind: 'two-in-one',
    q: 'What does Slack cost to set up, and can staff answer customers from inside Slack?',
    facts: [usd('120'), /Not yet/],
  },
  {
    kind: 'two-in-one',
    q: 'WhatsApp: what is the setup fee, and may Lisa start a chat to remind a client?',
    facts: [usd('300'), /message templates/i],
  },
  {
    kind: 'two-in-one',
    q: 'Price of the Large knowledge base, and what kind of content is it meant for?',
    facts: [usd('1,500'), /large document sets|synced business data/i],
  },
  {
    kind: 'two-in-one',
    q: 'How many users come included, and what does every additional one cost a month?',
    facts: [usd('25'), /first 2 users/i],
  },
  {
    kind: 'two-in-one',
    q: 'How long does the free trial run, and will you ask for my card details?',
    facts: [freeTrial, /no credit card/i],
  },
  {
    kind: 'two-in-one',
    q: 'For the Standard plan on the pricing page: how much a month, and what response SLA?',
    facts: [usd('150'), /24h SLA/],
  },
  {
    kind: 'two-in-one',
    q: 'What does one workflow cost to build, and does running it eat credits?',
    facts: [usd('120'), /uses credits like messages do|messages and workflows consume/i],
  },
  {
    kind: 'two-in-one',
    q: 'How many messages does the demo chat on your home page allow, and how are they counted?',
    facts: [/10 messages/, /counted in the browser/i],
  },
  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is the one-time cost of the Zoho CRM integration?' }],
    q: 'ok and Kijani’s fee?',
    fact: usd('150'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'I’m curious about the Standard tier of monthly support' }],
    q: 'ok what does it cost per month',
    fact: usd('150'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How does Lisa put bookings into a calendar?' }],
    q: 'our clinic uses Microsoft, does that work too?',
    fact: /Outlook/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What knowledge base setup sizes do you have?' }],
    q: 'price of the largest?',
    fact: usd('1,500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Walk me through hooking up WhatsApp' }],
    q: 'will I still be able to use that number in the app on my phone?',
    fact: noPhoneApp,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What does the Slack integration do for my team?' }],
    q: 'our channel is private, how do I make it show up?',
    fact: /Invite @Lisa/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How does the credit pricing work?' }],
    q: 'so 2,000 of them would be how much in total?',
    fact: kes('1,800'),
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'We run a secondary school. How can Lisa help our admissions?' },
    ],
    q: 'can parents be reminded about fee dates on WhatsApp?',
    fact: /Fee reminders|reminded of fees|fee dates/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How does passing a chat to a human work?' }],
    q: 'while my staff member is typing, does the bot keep replying?',
    fact: /stays silent/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Tell me about your public REST API' }],
    q: 'what happens if we fire too many calls at it?',
    fact: rateLimit,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'I want the chat widget on our company site' }],
    q: 'what size does the chat window open at on a computer?',
    fact: /380 ?[×x] ?600/,
  },
  // Slang, abbreviations and typos (13)
  { kind: 'slang-typo', q: 'zoho crm hook up pric?', fact: usd('180') },
  { kind: 'slang-typo', q: 'kijani intergration cost', fact: usd('150') },
  { kind: 'slang-typo', q: 'slak alerts setup hw much', fact: usd('120') },
  { kind: 'slang-typo', q: 'whatsap conect fee?', fact: usd('300') },
  { kind: 'slang-typo', q: 'fb mesenger setup $', fact: usd('250') },
  { kind: 'slang-typo', q: 'xtra user per mnth cost?', fact: usd('25') },
  { kind: 'slang-typo', q: 'big knowldge base option $$?', fact: usd('1,500') },
  { kind: 'slang-typo', q: 'wrkflow setup each how much', fact: usd('120') },
  { kind: 'slang-typo', q: 'credits 5k to 10k price per 1', fact: kes('0.62') },
  { kind: 'slang-typo', q: 'std suport plan $ a month', fact: usd('150') },
  { kind: 'slang-typo', q: 'free trial hw many dayz', fact: freeTrial },
  { kind: 'slang-typo', q: 'can ur bot talk swahili n arabic', facts: [/Swahili/, /Arabic/] },
  { kind: 'slang-typo', q: 'r site visitors anonymus or do they need acct', fact: anonymous },
  // French (11)
  {
    kind: 'language-fr',
    q: 'Brancher Zoho CRM à Lisa, ça coûte combien une fois ?',
    fact: usd('180'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quels frais uniques pour relier notre ligne WhatsApp Business à Lisa ?',
    fact: usd('300'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Chaque utilisateur en plus nous coûterait combien par mois ?',
    fact: usd('25'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'À combien revient la grande base de connaissances, la formule Large ?',
    fact: usd('1,500'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Entre 1 001 et 2 000 crédits, combien paie-t-on chaque crédit ?',
    fact: kes('0.80'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Mes collègues peuvent-ils répondre aux clients directement depuis Slack ?',
    fact: /Not yet/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Où est-ce que je trouve la clé Business demandée par le widget ?',
    fact: businessKey,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'L’essai gratuit dure combien de jours ?',
    fact: freeTrial,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Pour quels secteurs d’activité proposez-vous des solutions ?',
    facts: industries,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Lisa peut-elle écrire la première à nos clients sur WhatsApp pour rappeler un rendez-vous ?',
    fact: /message templates/i,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Vous chiffrez les informations de nos clients ?',
    fact: /encrypted/,
    language: 'fr',
  },
  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Tukiunganisha Lisa na Zoho CRM, malipo ya mara moja ni dola ngapi?',
    fact: usd('180'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tunatumia WhatsApp Business dukani. Gharama ya kuiunganisha mara moja ni kiasi gani?',
    fact: usd('300'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Dashibodi ikitumiwa na wahudumu watatu, yule wa ziada analipiwa dola ngapi kwa mwezi?',
    fact: usd('25'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Huduma ya msaada ya Enterprise, yenye msaada saa 24, inagharimu shilingi ngapi kila mwezi kwenye fomu ya bei?',
    fact: kes('20,000'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, Lisa itaona maelezo ya mikutano yangu mingine ikiunganishwa na kalenda?',
    fact: /free and busy times/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nawezaje kuweka kidirisha cha mazungumzo cha Lisa kwenye tovuti yangu?',
    fact: widgetInstall,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, wageni wa tovuti yetu lazima wafungue akaunti ndipo waongee na Lisa?',
    fact: anonymous,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kipindi cha majaribio cha bure kinadumu siku ngapi?',
    fact: freeTrial,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Lisa inasaidiaje duka la mtandaoni kufuatilia oda za wateja?',
    fact: /Order tracking|order status/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kwa credit za kuanzia 10,001 mpaka 20,000, mnatoza shilingi ngapi kwa kila credit?',
    fact: kes('0.59'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mkitutengenezea workflow moja, tutalipa dola ngapi kuiweka?',
    fact: usd('120'),
    language: 'sw',
  },
  // Off-topic: don't-know, not an invented answer (18)
  { kind: 'off-topic', q: 'Do I need a jacket in Nakuru this evening, will it get cold?' },
  { kind: 'off-topic', q: 'What interest rate do banks charge on a logbook loan these days?' },
  { kind: 'off-topic', q: 'How do I make pilau masala at home from whole spices?' },
  { kind: 'off-topic', q: 'How do I buy Safaricom airtime straight from my bank account?' },
  { kind: 'off-topic', q: 'Skyline internet is down in my estate. When will it be back?' },
  {
    kind: 'off-topic',
    q: 'Does Riverside have any vacant apartments along Thika Road next month?',
  },
  { kind: 'off-topic', q: 'Can I book a dentist at Lakeside for Tuesday morning?' },
  { kind: 'off-topic', q: 'Can Duka Fresh swap the tomatoes on today’s order for onions?' },
  { kind: 'off-topic', q: 'When is the entrance exam for new students at Summit?' },
  { kind: 'off-topic', q: 'Where is the next Mama Bora clinic day in Kibera?' },
  { kind: 'off-topic', q: 'How much can a first-time borrower get from Pesa Plus?' },
  { kind: 'off-topic', q: 'Which documents does the county want for a liquor licence?' },
  { kind: 'off-topic', q: 'How do PAYE tax brackets work on a Kenyan salary?' },
  { kind: 'off-topic', q: 'What exchange rate are banks giving for the dollar today?' },
  { kind: 'off-topic', q: 'Write me a catchy Instagram caption for a weekend shoe sale' },
  {
    kind: 'off-topic',
    q: 'My WordPress site shows a blank white screen after an update. How do I fix it?',
  },
  { kind: 'off-topic', q: 'Help me learn the Arabic alphabet' },
  { kind: 'off-topic', q: 'Which team won the last AFCON final?' },
  // Requests for a person (13)
  { kind: 'handoff', q: 'Transfer this chat to a live agent, please.' },
  { kind: 'handoff', q: 'Could someone from your sales team phone me about our three branches?' },
  { kind: 'handoff', q: 'I would honestly rather chat with a real person than a bot' },
  { kind: 'handoff', q: 'Enough automated replies. Put me through to one of your agents.' },
  { kind: 'handoff', q: 'Any humans around who could help me?' },
  {
    kind: 'handoff',
    q: 'My director wants a word with your account manager before we sign. Please arrange it.',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Do churches get a discount on your packages?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'yes, a person please',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Can the bot pick up calls on our office landline?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'alright, hand me over then',
  },
  {
    kind: 'handoff',
    q: 'Un vrai conseiller pourrait-il me répondre à la place de l’assistant ?',
    language: 'fr',
  },
  {
    kind: 'handoff',
    q: 'Je ne veux pas discuter avec un robot : passez-moi quelqu’un de votre équipe.',
    language: 'fr',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Proposez-vous des tarifs réduits pour les associations ?' },
      { role: 'agent', text: offeredPersonFr },
    ],
    q: 'D’accord, j’accepte : qu’un de vos collègues me réponde',
    language: 'fr',
  },
  {
    kind: 'handoff',
    q: 'Naomba kuongea na mhudumu wa kampuni yenu, si roboti.',
    language: 'sw',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Je, mnakubali malipo ya credit kupitia M-Pesa?' },
      { role: 'agent', text: offeredPersonSw },
    ],
    q: 'Ndiyo, naomba unipitishe kwa mfanyakazi wenu',
    language: 'sw',
  },
  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  {
    kind: 'dont-know',
    q: 'Is Lisa registered with the Office of the Data Protection Commissioner?',
  },
  { kind: 'dont-know', q: 'How much is a ticket to Lisa Live?' },
  { kind: 'dont-know', q: 'In which city will Lisa Live take place this year?' },
  { kind: 'dont-know', q: 'Is there a cap on how many workflows one business can have running?' },
  { kind: 'dont-know', q: 'Can I switch the dashboard itself into French for my staff?' },
  {
    kind: 'dont-know',
    q: 'How often do you revise the 129.8 exchange rate used on the calculator?',
  },
  { kind: 'dont-know', q: 'How many WhatsApp numbers can one business connect to Lisa?' },
  { kind: 'dont-know', q: 'Which Node.js versions does your TypeScript client support?' },
];
