// The twelfth held-out evaluation set, written 2026-11-27 (session 15) for issue #24 ("Agent
// answers, round two") by a helper (set12) who has never read or changed the engine: nothing under
// src/engine, src/language, src/text, src/search or src/llm was opened, and the engine was never
// run on these questions (no eval, no ask, nothing importing createLisaEngine). Committed on its
// own before anything ran against it. It must never be edited after its results were seen: new
// cases go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base as
// buildLisaKnowledge() builds it (src/lisa-knowledge and the catalogue), never what the engine
// says. Same kinds and mix as set 11, in fresh everyday wording: a small-business owner, a
// developer, a clinic manager in Nairobi, a French- or Swahili-speaking shop owner.
// 150 questions: price 17, list 13, how-to 12, yes/no 13, two-in-one 10, follow-up 11,
// slang/typo 13, French 11, Swahili 11 (111 answerable), off-topic 18, request for a person
// 13 (4 of them accepting the agent's offer after a don't-know, one in French and one in
// Swahili with the offer written in that language; one refusing the bot), on-topic don't-know 8.
//
// Checks before the commit (a throwaway script outside the repo):
// 1. every fact regex (fact and facts) matches the knowledge text (chunk questions and text) of at
//    least one source: all do, 0 unmatched; each price regex is usd()/kes() of exactly the asked
//    price. Every don't-know case was checked against the knowledge text for its key words
//    (M-Pesa, nonprofit discount, iOS app, PDF size, founders, SMS, server location, the number
//    behind the per-minute request budget): none answers it.
// 2. word overlap (Jaccard over lower-cased words) of each question and each visitor history
//    turn with the 1,892 earlier texts (tuning set: questions.ts, -round-two, -round-three;
//    held-out sets 1, 3-11: questions and visitor history turns) and with the texts before it
//    here. Over three rounds of rewording, the drafts had 3 exact copies (the obvious off-topic
//    and accept-the-offer wordings had been used before) and 48 more texts at 0.6 or above; all
//    were reworded. Highest overlap left 0.59, mean of each question's highest overlap 0.38
//    (the same with or without the history turns).
// 3. `pnpm --filter @lisa/agent typecheck` and `pnpm biome check` on this file pass.
//
// A price question names one item and its regex matches exactly that price. A list case needs
// every item in `facts`; a two-in-one both halves. French and Swahili cases also need the agent's
// own sentences in the visitor's language. Off-topic cases (several sharing words with the
// knowledge: a loan, the bank's dollar rate, a blood test, WhatsApp and Instagram, and things
// named in the case studies: Skyline, Riverside, Lakeside, Duka Fresh, Summit, Pesa Plus) and
// don't-know cases must get the don't-know decision; requests for a person the handoff decision.

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The agent's fixed don't-know sentence, as sets 8, 9 and 11 quote it, said before the visitor's
// reply in the accepted-offer cases.
const offeredPerson =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

// The same offer as a French- or Swahili-speaking visitor would read it.
const offeredPersonFr =
  'Je suis désolé, je ne connais pas la réponse et je préfère ne pas deviner. Voulez-vous que je vous mette en relation avec une personne de notre équipe ?';
const offeredPersonSw =
  'Samahani, sijui jibu la swali hilo na sipendi kubahatisha. Ungependa nikuunganishe na mtu wa timu yetu?';

const neverExpire = /never expire|do not expire|don't expire/i;
const freeTrial = /14-day|14 days/i;
const fullRollout = /1-2 weeks/;
const widgetInstall = /<\/body>|Integrations › Web Widget/;

export const heldOutCases12: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: 'We want the little chat bubble on our shop website. What is the one-off charge for that widget?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'Our sales team lives in Kijani. How much is it, once, to have Lisa feed it?',
    fact: usd('150'),
  },
  {
    kind: 'price',
    q: 'If we want handoff alerts dropping into Slack, what is the setup price?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: 'We have thousands of documents and want our business data synced. What does the Large knowledge base setup come to?',
    fact: usd('1,500'),
  },
  {
    kind: 'price',
    q: 'I will upload our FAQ page myself. What does the Small knowledge base option cost to set up?',
    fact: usd('0'),
  },
  {
    kind: 'price',
    q: 'The middle support plan on your pricing page, Standard, what is it a month?',
    fact: usd('150'),
  },
  {
    kind: 'price',
    q: 'Five of us would log in to the dashboard. What does each person beyond the included ones add per month?',
    fact: usd('25'),
  },
  {
    kind: 'price',
    q: 'What do I pay per credit once I am between 10,001 and 20,000?',
    fact: kes('0.59'),
  },
  {
    kind: 'price',
    q: 'For the band from twenty thousand up to fifty thousand credits, what is the unit price?',
    fact: kes('0.55'),
  },
  {
    kind: 'price',
    q: 'The second thousand credits we buy, what rate are those charged at?',
    fact: kes('0.80'),
  },
  {
    kind: 'price',
    q: 'What would it cost to build us one lead qualification workflow?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: 'Most of our customers message our Facebook Page. What is the setup charge for Messenger?',
    fact: usd('250'),
  },
  {
    kind: 'price',
    q: 'Getting our WhatsApp Business line answered by Lisa, how much is that once-off?',
    fact: usd('300'),
  },
  {
    kind: 'price',
    q: 'What fee do you charge to get Zoho CRM connected?',
    fact: usd('180'),
  },
  {
    kind: 'price',
    q: 'Requesting a quote, I would tick the package with 24/7 help. How many KES is that each month?',
    fact: kes('20,000'),
  },
  {
    kind: 'price',
    q: 'Our developers will use your REST API from our mobile app. What is the setup cost of the Lisa API?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'On the calculator, the top support plan with a dedicated manager goes for how much monthly?',
    fact: usd('500'),
  },
  // Lists: every item (13)
  {
    kind: 'list',
    q: 'Which CRM systems can Lisa plug into?',
    facts: [/Zoho CRM/, /Kijani/, /Odoo/],
  },
  {
    kind: 'list',
    q: 'What steps does the data centre go through to merge a customer into one record?',
    facts: [/Unify/, /Enrich/, /Sync/],
  },
  {
    kind: 'list',
    q: 'When I price things out on your calculator, which workflows are offered?',
    facts: [/Customer Onboarding/i, /Lead Qualification/i, /Support Triage/i, /Order Processing/i],
  },
  {
    kind: 'list',
    q: 'Setup for the knowledge base comes in which options?',
    facts: [/Small/, /Medium/, /Large/],
  },
  {
    kind: 'list',
    q: 'After the widget answers, which quick reply buttons does the visitor get?',
    facts: [/Explain/, /\bNo\b/, /\bYes\b/, /Tell me more/],
  },
  {
    kind: 'list',
    q: 'Which website builders is the chat widget known to work on?',
    facts: [/WordPress/, /Shopify/, /Webflow/, /Wix/],
  },
  {
    kind: 'list',
    q: 'What document formats can I upload as a knowledge source?',
    facts: [/PDF/, /DOCX|Word/, /Markdown/, /plain text/i],
  },
  {
    kind: 'list',
    q: 'Apart from the website, on which messaging apps will Lisa talk to our buyers?',
    facts: [/WhatsApp/, /Messenger/, /Instagram/],
  },
  {
    kind: 'list',
    q: 'I run a SACCO that gives members loans. What could Lisa handle for us?',
    facts: [
      /Approved-content answers/i,
      /Guided onboarding and applications/i,
      /Status and transaction lookups/i,
      /Priority escalation/i,
    ],
  },
  {
    kind: 'list',
    q: 'List every industry Lisa has a dedicated solution page for.',
    facts: [
      /Customer Service/,
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
    q: 'What do I get with the Professional package when I ask for a quote?',
    facts: [/Standard/, /Priority email/i, /Phone support/i],
  },
  {
    kind: 'list',
    q: 'Our academy is flooded with parent enquiries every January intake. Where does Lisa come in?',
    facts: [
      /Admissions assistant/i,
      /Application guidance/i,
      /Visit and interview booking/i,
      /Parent and student updates/i,
    ],
  },
  {
    kind: 'list',
    q: 'Which kinds of forms can my app submit through your API?',
    facts: [/contact/, /rsvp/, /demo/, /quote/],
  },
  // How-to (12)
  {
    kind: 'how-to',
    q: 'How do I link our Kijani account so new chats become customer records?',
    fact: /Integrations › Kijani/,
  },
  {
    kind: 'how-to',
    q: 'How do I get Lisa to ping a Slack channel whenever someone wants a human?',
    fact: /Integrations › Slack/,
  },
  {
    kind: 'how-to',
    q: 'What are the steps to let clients book appointments straight into our Google Calendar?',
    fact: /Integrations › Calendar/,
  },
  {
    kind: 'how-to',
    q: 'Our developer needs a token for the backend. Where in the dashboard does he make one?',
    fact: /Settings › API tokens/,
  },
  {
    kind: 'how-to',
    q: 'The launcher sits bottom-right and covers our cart icon. How do I flip it to the other corner?',
    fact: /data-position="left"|position: left or right|bottom-left/,
  },
  {
    kind: 'how-to',
    q: 'Someone got hold of our Business Key. How do I swap it for a fresh one?',
    fact: /regenerate/i,
  },
  {
    kind: 'how-to',
    q: 'The 6-digit code from sign-up never reached my inbox. How do I get another?',
    fact: /\/resend-otp/,
  },
  {
    kind: 'how-to',
    q: 'How can our app show a staff member’s reply the instant it is sent?',
    fact: /WebSocket/,
  },
  {
    kind: 'how-to',
    q: 'When my staff are done helping a customer, how does Lisa take the chat over again?',
    fact: /hand the conversation back|handed back/i,
  },
  {
    kind: 'how-to',
    q: 'How do I make the answers a customer gives in a workflow land in the right Zoho fields?',
    fact: /map each question to a Zoho field|Field mapping/i,
  },
  {
    kind: 'how-to',
    q: 'What do I change in the Instagram app so Lisa is allowed to read our DMs?',
    fact: /Allow access to messages|access to messages for connected tools/i,
  },
  {
    kind: 'how-to',
    q: 'Typing in the chat box, how do I start a new line without the message going off?',
    fact: /Shift\+Enter/,
  },
  // Yes/no (13)
  {
    kind: 'yes-no',
    q: 'When a Slack alert comes in, can our agent type the answer to the customer there in Slack?',
    fact: /Not yet/,
  },
  {
    kind: 'yes-no',
    q: 'If I give Lisa my Outlook calendar, does it get to see the titles and notes of my appointments?',
    fact: /free and busy/i,
  },
  {
    kind: 'yes-no',
    q: 'Is the widget going to make our pages load slower?',
    fact: /idle|launcher script/i,
  },
  {
    kind: 'yes-no',
    q: 'Must people visiting our site register before they can chat with Lisa?',
    fact: /anonymously/i,
  },
  {
    kind: 'yes-no',
    q: 'Are Meta’s WhatsApp conversation charges included in what we pay you?',
    fact: /Meta bills conversation fees/i,
  },
  {
    kind: 'yes-no',
    q: 'A returning client already sits in our Zoho contacts. Does Lisa end up making a duplicate?',
    fact: /updates the existing record/i,
  },
  {
    kind: 'yes-no',
    q: 'Will pulling our products in modify any data inside Odoo?',
    fact: /only reads/i,
  },
  {
    kind: 'yes-no',
    q: 'A buyer DMs us a photo of a dress on Instagram. Can Lisa deal with that?',
    fact: /shows it to your team/i,
  },
  {
    kind: 'yes-no',
    q: 'Once the Kijani key is pasted in, is it visible to my colleagues in the dashboard?',
    fact: /masked/i,
  },
  {
    kind: 'yes-no',
    q: 'Do you hold any event where I could see Lisa presented live?',
    fact: /Lisa Live|October/,
  },
  {
    kind: 'yes-no',
    q: 'Is there any cap on how fast we can hit your API?',
    fact: /rate_limited|request budget per minute|429/,
  },
  {
    kind: 'yes-no',
    q: 'Two clients grab the 10 am slot at the same moment. Does one of them get double-booked?',
    fact: /checks the slot again/i,
  },
  {
    kind: 'yes-no',
    q: 'Does connecting Slack give Lisa access to read our staff’s channel messages?',
    fact: /only posts to the channels you pick/i,
  },
  // Two questions in one message: both halves (10)
  {
    kind: 'two-in-one',
    q: 'What is the Slack setup fee, and can it send us a summary at the end of each day?',
    facts: [usd('120'), /daily digest/i],
  },
  {
    kind: 'two-in-one',
    q: 'How much is the Kijani connection, and will my staff be able to read the API key?',
    facts: [usd('150'), /masked/i],
  },
  {
    kind: 'two-in-one',
    q: 'What do you charge to set up WhatsApp, and who pays Meta for the conversations?',
    facts: [usd('300'), /Meta bills conversation fees/i],
  },
  {
    kind: 'two-in-one',
    q: 'For the Standard plan on the pricing page, what is the monthly price and what SLA does it have?',
    facts: [usd('150'), /24h SLA/i],
  },
  {
    kind: 'two-in-one',
    q: 'How much is the widget setup, and how big is the chat panel on a desktop screen?',
    facts: [usd('200'), /380 × 600/],
  },
  {
    kind: 'two-in-one',
    q: 'How many days is the trial and do I have to enter card details to begin?',
    facts: [freeTrial, /no credit card/i],
  },
  {
    kind: 'two-in-one',
    q: 'What does the Large knowledge base cost to set up, and what is it meant for?',
    facts: [usd('1,500'), /large document sets|synced business data/i],
  },
  {
    kind: 'two-in-one',
    q: 'How many dashboard users come included, and what is the monthly cost of each additional one?',
    facts: [/first 2 users/i, usd('25')],
  },
  {
    kind: 'two-in-one',
    q: 'What is the turnaround for a quote from sales, and what is the nearest go-live date the form accepts?',
    facts: [/2 business days/, /at least 3 days/],
  },
  {
    kind: 'two-in-one',
    q: 'What is the credit price from 5,001 to 10,000, and will leftover credits lapse?',
    facts: [kes('0.62'), neverExpire],
  },
  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much do you charge for hooking up Slack?' }],
    q: 'same question for Kijani',
    fact: usd('150'),
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Your pricing page lists a Standard support plan. What is its cost?',
      },
    ],
    q: 'and the top one with the dedicated manager?',
    fact: usd('500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Give me an overview of the Zoho CRM connection' }],
    q: 'which of their data centres can I pick?',
    fact: /\.eu/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What would Lisa handle for a private hospital?' }],
    q: 'would it ever tell a patient what illness they have?',
    fact: /never diagnoses/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How does linking a WhatsApp Business number work?' }],
    q: 'and afterwards can I keep chatting from that number on my phone?',
    fact: /cannot be used in the phone app|dedicated number/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Price per credit for our first 1,000, please' }],
    q: 'and above fifty thousand?',
    fact: kes('0.49'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Tell me how the Google Meet integration works' }],
    q: 'is a free Gmail account enough for that?',
    fact: /personal Google account/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Walk me through embedding the widget' }],
    q: 'our site is all black, does the widget come in a matching colour scheme?',
    fact: /dark/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Describe what the mid-size knowledge base setup covers' }],
    q: 'and the biggest size, what does that one cost?',
    fact: usd('1,500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What happens once a customer asks for a human?' }],
    q: 'can our team get notified on Slack at that moment?',
    fact: /Slack/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How do developers use the Lisa API?' }],
    q: 'suppose our kiosk floods you with calls, what will it get back?',
    fact: /429|rate_limited/,
  },
  // Slang, abbreviations and typos (13)
  { kind: 'slang-typo', q: 'slack integratn price?', fact: usd('120') },
  { kind: 'slang-typo', q: 'kijani crm cost 2 hook up', fact: usd('150') },
  { kind: 'slang-typo', q: 'whatsap bussiness setup fee hw much', fact: usd('300') },
  { kind: 'slang-typo', q: 'how much 4 every extra usr monthly', fact: usd('25') },
  { kind: 'slang-typo', q: 'how much is da big knowlegebase setup', fact: usd('1,500') },
  { kind: 'slang-typo', q: 'do u guys hv a free trial or nah', fact: freeTrial },
  { kind: 'slang-typo', q: 'standrd support plan pm on pricing pg', fact: usd('150') },
  { kind: 'slang-typo', q: 'can lisa tlk swahili to my custmers', fact: /Swahili/ },
  { kind: 'slang-typo', q: 'r the credits expiring after sum time', fact: neverExpire },
  { kind: 'slang-typo', q: 'facebok msngr setup $ ?', fact: usd('250') },
  {
    kind: 'slang-typo',
    q: 'wat happens wen our credits finish',
    fact: /wait(?:s)? for a person/i,
  },
  { kind: 'slang-typo', q: 'hw do i embed the widgit on my site', fact: widgetInstall },
  { kind: 'slang-typo', q: 'zoho integ how mch pls', fact: usd('180') },
  // French (11)
  {
    kind: 'language-fr',
    q: 'Pour WhatsApp, vous facturez combien au départ ?',
    fact: usd('300'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le prix pour relier Slack à Lisa ?',
    fact: usd('120'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Lisa peut-elle répondre en arabe à nos clients du Maghreb ?',
    fact: /Arabic/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Nous serons quatre à utiliser le tableau de bord ; combien paie-t-on pour les personnes en plus ?',
    fact: usd('25'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment brancher notre numéro WhatsApp Business sur Lisa ?',
    fact: /Integrations › WhatsApp/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Faut-il s’inscrire pour poser une question dans la bulle de chat de notre site ?',
    fact: /anonymously|no account is needed/i,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Le forfait d’assistance intermédiaire du calculateur, celui avec un SLA de 24h, revient à combien par mois ?',
    fact: usd('150'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Au-delà de 10 000 crédits et jusqu’à 20 000, quel est le prix unitaire ?',
    fact: kes('0.59'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Est-ce que les données de nos clients sont chiffrées chez vous ?',
    fact: /encrypted/i,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Pour une base documentaire volumineuse avec nos données synchronisées, quel est le tarif d’installation ?',
    fact: usd('1,500'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Il faut combien de temps pour un déploiement complet de Lisa ?',
    fact: fullRollout,
    language: 'fr',
  },
  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Tukitaka arifa za Slack, tutalipa kiasi gani mara moja?',
    fact: usd('120'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tunataka Lisa ijibu namba yetu ya WhatsApp. Gharama ya kuanza ni dola ngapi?',
    fact: usd('300'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, mnatoa siku za majaribio ya bure kabla hatujaanza kulipa? Ni ngapi?',
    fact: freeTrial,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, credit ambazo hatujazitumia zinaisha muda wake?',
    fact: neverExpire,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kwenye kikokotoo cha bei, msaada wa juu kabisa wenye meneja maalum unagharimu dola ngapi kwa mwezi?',
    fact: usd('500'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nitaweka kisanduku cha mazungumzo kwenye tovuti yangu vipi?',
    fact: widgetInstall,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Wateja wetu wengi huandika kwa Kiarabu. Lisa itawaelewa na kuwajibu?',
    fact: /Arabic/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kuunganisha Facebook Messenger kunagharimu bei gani?',
    fact: usd('250'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Lisa inasaidiaje shule wakati wa kusajili wanafunzi wapya?',
    fact: /Admissions assistant|Application guidance/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tukinunua credit 3,000, zile zilizo juu ya 2,000 zinatozwa shilingi ngapi kila moja?',
    fact: kes('0.75'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nikituma fomu ya kuomba bei, nitasubiri jibu kwa muda gani?',
    fact: /2 business days/,
    language: 'sw',
  },
  // Off-topic: don't-know, not an invented answer (18)
  { kind: 'off-topic', q: 'Will it rain in Kisumu tomorrow afternoon?' },
  { kind: 'off-topic', q: 'Which bank gives the lowest interest rate on a small business loan?' },
  { kind: 'off-topic', q: 'How many cups of flour go into a batch of mandazi?' },
  { kind: 'off-topic', q: 'Skyline fibre is crawling in my estate, when will they fix it?' },
  { kind: 'off-topic', q: 'Which Riverside apartments in Kiambu rent for under 30,000 a month?' },
  { kind: 'off-topic', q: 'Is Lakeside clinic taking NHIF patients?' },
  { kind: 'off-topic', q: 'Can Duka Fresh bring my groceries to Westlands tonight?' },
  { kind: 'off-topic', q: 'When does the Summit school intake for next year close?' },
  { kind: 'off-topic', q: 'What is the dollar to shilling rate at the bank today?' },
  { kind: 'off-topic', q: 'Which team is top of the Kenyan Premier League table?' },
  { kind: 'off-topic', q: 'What is the deadline for KRA returns this year?' },
  { kind: 'off-topic', q: 'Compose a haiku about the rainy season' },
  { kind: 'off-topic', q: 'Is WhatsApp down for everyone right now or just me?' },
  { kind: 'off-topic', q: 'How do I make my Instagram reels go viral?' },
  { kind: 'off-topic', q: 'How many hours is the drive from Nairobi to Mombasa?' },
  { kind: 'off-topic', q: 'Should I avoid eating before a cholesterol blood test?' },
  { kind: 'off-topic', q: 'Why was my Pesa Plus loan application turned down?' },
  { kind: 'off-topic', q: 'For bulk SMS marketing, is Africa’s Talking cheaper than Twilio?' },
  // Requests for a person (13)
  {
    kind: 'handoff',
    q: 'Honestly I would prefer a human being. Can somebody from your staff take over?',
  },
  { kind: 'handoff', q: 'Put me through to someone in your sales department' },
  { kind: 'handoff', q: 'I really do not want to chat with a bot. Get me a person.' },
  { kind: 'handoff', q: 'Enough of the auto answers, escalate me to your manager' },
  { kind: 'handoff', q: 'Is a live agent around? I would like to talk to them now.' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Do you have a ready connector for HubSpot?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'Yes, link me up with them',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Could we settle your invoices in euros?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'ok go ahead, I will hold',
  },
  {
    kind: 'handoff',
    q: 'Je voudrais parler à un être humain, s’il vous plaît',
    language: 'fr',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Avez-vous des bureaux à Abidjan ?' },
      { role: 'agent', text: offeredPersonFr },
    ],
    q: 'D’accord, mettez-moi en contact avec eux',
    language: 'fr',
  },
  {
    kind: 'handoff',
    q: 'Sitaki kuongea na roboti, nipe mtu wa huduma kwa wateja',
    language: 'sw',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Je, mnakubali malipo kupitia Airtel Money?' },
      { role: 'agent', text: offeredPersonSw },
    ],
    q: 'Sawa, naomba uniunganishe na mtu huyo',
    language: 'sw',
  },
  { kind: 'handoff', q: 'Let me talk to your support staff directly, not this chat' },
  {
    kind: 'handoff',
    q: 'Could somebody from your team call me back about pricing for our 20 branches?',
  },
  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  { kind: 'dont-know', q: 'Do you accept Lipa na M-Pesa for topping up credits?' },
  { kind: 'dont-know', q: 'We are a registered charity. Is there special nonprofit pricing?' },
  { kind: 'dont-know', q: 'Is there an iOS app from you so I can answer chats on the go?' },
  { kind: 'dont-know', q: 'What is the largest PDF file size I can upload?' },
  { kind: 'dont-know', q: 'Which people founded Lisa? I am curious about the team behind it.' },
  { kind: 'dont-know', q: 'Can Lisa answer our customers by plain SMS text messages?' },
  { kind: 'dont-know', q: 'In which country are your servers, where is our data physically kept?' },
  { kind: 'dont-know', q: 'Exactly how many API requests per minute am I allowed?' },
];
