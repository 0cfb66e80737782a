// The eighteenth held-out evaluation set, written 2026-11-27 (session 20) for issue #24 ("Agent
// answers, round two") by a helper (set18) who has never read or changed the engine: nothing under
// src/engine, src/language, src/text, src/search or src/llm was opened, and the engine was never
// run on these questions (no eval, no ask, nothing importing createLisaEngine). Committed on its
// own before anything ran against it. It must never be edited after its results were seen: new
// cases go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base as
// buildLisaKnowledge() builds it (src/lisa-knowledge and the catalogue), never what the engine
// says. Same kinds and mix as set 17, in fresh scenarios (a tutoring centre, a courier firm, a
// hotel, a co-working space, a farm co-operative, a law firm, a travel agency, a microfinance
// lender, a florist, a hardware chain, a driving school, a physiotherapy clinic, an insurance
// brokerage), long rambling messages next to two- and three-word ones, visitors' own words
// instead of the knowledge's ("extra seat", "signed-off documents", "share the calls out between
// our tutors", "throttle us if we hammer it", "locked Slack channel"), follow-ups that point back
// ("the cheaper of the two", "that one", "and how long until it's running?", "then for two
// thousand of them"), and French and Swahili questions mixed with English words ("le setup",
// "notre appli", "quote form", "support ya saa 24", "timu ya dispatch"). The items asked about
// lean on what sets 16 and 17 asked less often: the Lisa API and Web Widget setup prices, the
// Small and Large knowledge bases, the 2,000-credit example, the quote form's Standard,
// Professional, Enterprise and Custom packages, the pricing page's three support plans and the
// Enterprise plan's contents, the 0.80 / 0.59 / 0.55 bands, Google Meet, training, extra users;
// the list of industries, the headline features, the languages, the quote form's integrations and
// data sources, the six common workflows, Slack's notification types, Zoho's data centres, the
// site builders the widget runs on, the API's account endpoints, the monthly and annual totals,
// uptime and daily API calls, the demo chat limit and Lisa Live; the e-commerce, fintech,
// customer-service, healthcare, real-estate, government and NGO pages; data-title, testing in a
// private window, /signin, /how-to, GET /business, the WebSocket, the health check, the
// TypeScript client's retries, Invite @Lisa, Zoho field mapping, Kijani's Verify, the Odoo
// product ingest and its connection details, the Page admin rule; the Messenger (comments, ads),
// Instagram (story replies), Calendar (one per staff member or room), Google Meet (round-robin),
// WhatsApp (first message), Slack, Lisa API and Web Widget FAQs; the handoff rules (Lisa stays
// silent, the customer is told a teammate will reply).
// 150 questions: price 17, list 13, how-to 12, yes/no 13, two-in-one 10, follow-up 11,
// slang/typo 13, French 11, Swahili 11 (111 answerable), off-topic 18, request for a person 13
// (4 accepting the agent's offer after a don't-know, one in French and one in Swahili with the
// offer written in that language; four refusing the bot, one in French and one in Swahili mixed
// with English; two asking for a phone call; two asking for sales, one of them in Swahili),
// on-topic don't-know 8.
//
// Checks before the commit (a throwaway script outside the repo):
// 1. every fact regex (fact and facts) matches the knowledge text (chunk questions and text) of at
//    least one source: all do, 0 unmatched; 20 of the 24 multi-fact cases are held whole by one
//    source (the other 4 are two-in-ones whose price is on the pricing page and whose other half
//    is in an integration page or FAQ). Each price regex is usd()/kes() of exactly the asked
//    price. Every don't-know case was checked against the knowledge text for its key words
//    (single sign-on with Microsoft 365, a bug bounty, supported browsers and Internet Explorer,
//    VAT on the prices, X / Twitter DMs, a cap on products per Odoo ingest, pro-rating a support
//    plan downgrade, voice messages in the widget), and so were the don't-know turns before the
//    accepted offers (delivery labels, door locks, parcel weight, milk quality): none answers it.
// 2. word overlap (Jaccard over lower-cased words) of each question and each visitor history
//    turn with the 2,777 earlier texts (tuning set: questions.ts, -round-two, -round-three;
//    held-out sets 1, 3-17: questions and visitor history turns) and with the texts before it
//    here. The first draft had 38 texts at 0.45 or above (29 at 0.5 or above, one an exact copy
//    of a set-14 French question); all were reworded, then 4 more at 0.48-0.50. Highest overlap
//    left 0.44, mean of each question's highest overlap 0.29 (0.294 over the 150 questions, 0.295
//    with the 15 visitor history turns).
// 3. `pnpm --filter @lisa/agent typecheck` and `pnpm exec biome check` on this file pass.
//
// A price question names one item and its regex matches exactly that price. A list case needs
// every item in `facts`; a two-in-one both halves. French and Swahili cases also need the agent's
// own sentences in the visitor's language. Off-topic cases (several sharing words with the
// knowledge: the price of Slack Pro and of an Odoo licence, an Outlook auto-reply, appealing a
// disabled Instagram, an M-Pesa charge, a hot desk's monthly price, a microfinance bank's rates,
// a parcel to Kampala) and don't-know cases must get the don't-know decision; requests for a
// person the handoff decision.

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The agent's fixed don't-know sentence, as earlier sets quote it, said before the visitor's
// reply in the accepted-offer cases.
const offeredPerson =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

// The same offer as a French- or Swahili-speaking visitor would read it.
const offeredPersonFr =
  'Je suis désolé, je ne connais pas la réponse et je préfère ne pas deviner. Voulez-vous que je vous mette en relation avec une personne de notre équipe ?';
const offeredPersonSw =
  'Samahani, sijui jibu la swali hilo na sipendi kubahatisha. Ungependa nikuunganishe na mtu wa timu yetu?';

const pageMessagesOnly = /only private messages/;
const widgetStaysLight = /finished loading|browser is idle|small launcher script/;
const trialLength = /14-day|14 days/;
const roundRobin = /[Rr]ound-robin/;
const largeKbContent = /large document sets|several sources|synced business data/;
const replyLanguage = /language the customer writes in|written in another/;
const encryptedData = /encrypted in transit and at rest/;

export const heldOutCases18: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: 'Our tutoring centre already has its own app where parents check homework and pay fees, and the developer says he can plug Lisa in through your API so parents can ask questions inside it. What is the one-time charge on your side for the API?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'Travel agency here. Only the chat bubble on our website for now. Once-off cost?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'For our co-working space I would just upload the house rules page and two or three PDFs myself. What does the knowledge base setup cost for something that small?',
    fact: usd('0'),
  },
  {
    kind: 'price',
    q: 'We are a hardware chain with eleven branches, thousands of product sheets and stock figures that change daily and would need to stay synced. The biggest knowledge base option, what is its setup price?',
    fact: usd('1,500'),
  },
  {
    kind: 'price',
    q: 'Our law firm reckons it will use 2,000 credits a month. Adding up the bands, how many shillings is that in total?',
    fact: kes('1,800'),
  },
  {
    kind: 'price',
    q: 'Courier company, we need support any hour of the day plus one named account manager. On the quote form, how many KES a month is that package?',
    fact: kes('20,000'),
  },
  {
    kind: 'price',
    q: 'Our farm co-operative only needs email help and access to your documentation. Which quote-form package is that, and what is its price per month in shillings?',
    fact: kes('5,000'),
  },
  {
    kind: 'price',
    q: 'A beach hotel group expecting around 30,000 credits monthly: what does each credit cost in the band between twenty and fifty thousand?',
    fact: kes('0.55'),
  },
  {
    kind: 'price',
    q: 'I have a florist shop and think I’ll use roughly 1,500 credits. Past the first thousand, what is the rate per credit?',
    fact: kes('0.80'),
  },
  {
    kind: 'price',
    q: 'Our microfinance lender will go through about 15,000 credits. Which per-credit price applies to the stretch from ten to twenty thousand?',
    fact: kes('0.59'),
  },
  {
    kind: 'price',
    q: 'Parents want video calls with our tutors, booked by the bot with a Meet link attached. What do you charge to set up Google Meet?',
    fact: usd('80'),
  },
  {
    kind: 'price',
    q: 'Client files at our law firm live in Zoho. How much is the Zoho CRM connection?',
    fact: usd('180'),
  },
  {
    kind: 'price',
    q: 'Every borrower of ours is a record in Kijani. What setup fee do you charge for Kijani?',
    fact: usd('150'),
  },
  {
    kind: 'price',
    q: 'People order bouquets by messaging our Facebook Page. Getting Lisa to reply there costs how much to set up?',
    fact: usd('250'),
  },
  {
    kind: 'price',
    q: 'The co-working space has five people at reception who would all log in. Beyond the users that come free, what is each extra seat per month?',
    fact: usd('25'),
  },
  {
    kind: 'price',
    q: 'Dispatch at our courier firm lives in Slack. Setup charge for the Slack integration?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: 'So I run a driving school, about 300 learners a term, and parents plus learners text our WhatsApp line about lesson slots, test dates and fees from six in the morning until midnight, and I am tired. Putting Lisa on that WhatsApp line, what is the setup fee?',
    fact: usd('300'),
  },
  // Lists: every item (13)
  {
    kind: 'list',
    q: 'We are a travel agency weighing up chatbots. Which sectors have you built ready-made solutions for?',
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
    q: 'Of the dollar-priced monthly support tiers, what’s bundled into the top one?',
    facts: [/Dedicated manager/, /4h SLA/, /Custom SLAs/],
  },
  {
    kind: 'list',
    q: 'Our courier firm is asking for a quote. What integration options does that form list?',
    facts: [
      /WhatsApp/,
      /Instagram/,
      /Facebook/,
      /LinkedIn/,
      /CRM/,
      /ERP/,
      /Website/,
      /Custom API/,
      /Email/,
      /Calendar/,
      /Phone Calls/,
      /Other/,
    ],
  },
  {
    kind: 'list',
    q: 'The quote request asks where our data comes from. What choices does it give?',
    facts: [/Documents \(PDF, CSV, DOCX\)/, /API Integration/, /Web URLs/, /Other sources/],
  },
  {
    kind: 'list',
    q: 'Apart from answering questions, what kinds of workflows can Lisa run for a courier business?',
    facts: [
      /Customer onboarding/i,
      /Lead qualification/i,
      /Support triage/i,
      /Order processing/i,
      /Appointment scheduling/i,
      /Reminders/,
    ],
  },
  {
    kind: 'list',
    q: 'If I hook Lisa up to Slack, what sorts of notifications can land in our channels?',
    facts: [
      /[Hh]andoff/,
      /leads/,
      /quote requests/,
      /workflow failures|failed workflows/,
      /digest/,
    ],
  },
  {
    kind: 'list',
    q: 'Zoho keeps regional servers. Which regions does the connection offer?',
    facts: [/\.com/, /\.eu/, /\.in\b/],
  },
  {
    kind: 'list',
    q: 'Our hotel gets guests from Dubai, Lisbon and Paris. Which languages does the assistant handle?',
    facts: [/English/, /Swahili/, /French/, /Arabic/, /Portuguese/],
  },
  {
    kind: 'list',
    q: 'Our hotel site might move to a website builder next year. Which platforms does the chat widget run on?',
    facts: [/WordPress/, /Shopify/, /Webflow/, /Wix/],
  },
  {
    kind: 'list',
    q: 'Which account endpoints does your API expose for credits, tasks and messaging chats?',
    facts: [/\/api\/credit/, /\/api\/tasks/, /\/api\/whatsapp-chat-box/],
  },
  {
    kind: 'list',
    q: 'Pitch me: which features does your platform put front and centre?',
    facts: [
      /Custom Workflows/,
      /Contextual Flexibility/,
      /Human Handoff/,
      /24\/7 Availability/,
      /Data Insights/,
      /Easy Integration/,
    ],
  },
  {
    kind: 'list',
    q: 'What details do I have to give when I open an account?',
    facts: [/email/, /password/, /business name/],
  },
  {
    kind: 'list',
    q: 'Give me each dollar support tier and its monthly figure, side by side.',
    facts: [usd('50'), usd('150'), usd('500')],
  },
  // How-to: doing something in Lisa (12)
  {
    kind: 'how-to',
    q: 'I tried choosing our locked courier-alerts Slack channel as the destination, but it isn’t listed. Why not?',
    fact: /Invite @Lisa/,
  },
  {
    kind: 'how-to',
    q: 'Our tutoring app has its own chat screen. When a tutor answers from the Lisa inbox, how does that message appear live for the parent?',
    fact: /WebSocket|\/ws\b/,
  },
  {
    kind: 'how-to',
    q: 'Our travel agency wants “Ask our travel desk” written across the top of the chat window. Which setting does that?',
    fact: /data-title/,
  },
  {
    kind: 'how-to',
    q: 'How do we bring the items and stock levels from our Odoo into Lisa so it can tell customers what is on the shelf?',
    fact: /POST \/odoo\/inventory|product ingest/,
  },
  {
    kind: 'how-to',
    q: 'Where do I find the list of things customers asked that the bot had no answer for?',
    fact: /could not answer/,
  },
  {
    kind: 'how-to',
    q: 'We built our own chat screen. Which call gives us the business name and the agent’s name to show at the top?',
    fact: /GET \/business/,
  },
  {
    kind: 'how-to',
    q: 'I’ve pasted the snippet into our hotel site. What’s the best way to check it actually works?',
    fact: /private (?:browser )?window/,
  },
  {
    kind: 'how-to',
    q: 'Already registered and verified. Which page do I use to log back in?',
    fact: /\/signin/,
  },
  {
    kind: 'how-to',
    q: 'Is there somewhere with step-by-step guides I can follow on my own?',
    fact: /\/how-to/,
  },
  {
    kind: 'how-to',
    q: 'Our law firm’s intake workflow asks five questions. How do I make each answer land in the right Zoho field?',
    fact: /map each question to a Zoho field|Field mapping/,
  },
  {
    kind: 'how-to',
    q: 'I’ve pasted our Kijani key into Lisa. How does it confirm the key actually works?',
    fact: /Verify|reads one customer/,
  },
  {
    kind: 'how-to',
    q: 'Our developer asks how his app can tell whether the Lisa service is up before sending messages.',
    fact: /health-check/,
  },
  // Yes/no (13)
  {
    kind: 'yes-no',
    q: 'Customers write below the bouquet pictures we share on Facebook. Does the bot reply to that kind of thing?',
    fact: pageMessagesOnly,
  },
  {
    kind: 'yes-no',
    q: 'Our hardware shop sells online too. When a drill is out of stock, can Lisa point the buyer to a similar one?',
    fact: /recommends alternatives/,
  },
  {
    kind: 'yes-no',
    q: 'The regulator watches our microfinance lender closely. Will Lisa ever improvise loan terms, or does it keep to our signed-off documents?',
    fact: /approved product sheets and terms only|strictly from your approved content/,
  },
  {
    kind: 'yes-no',
    q: 'At our physiotherapy clinic, could the bot end up telling a patient what injury they have?',
    fact: /never diagnoses|routes anything clinical/,
  },
  {
    kind: 'yes-no',
    q: 'We have four tutors and two classrooms. Can each of them have its own booking calendar?',
    fact: /One calendar per staff member|per room/,
  },
  {
    kind: 'yes-no',
    q: 'Our farm co-op won’t be ready until the harvest after next, about a year and a half away. Can the quote form take a launch date that far off?',
    fact: /at most one year/,
  },
  {
    kind: 'yes-no',
    q: 'When followers reply to our travel agency’s Instagram stories, does Lisa respond to those?',
    fact: /story repl/,
  },
  {
    kind: 'yes-no',
    q: 'We run Facebook ads with a “Send message” button. Will Lisa pick up chats that start from an ad?',
    fact: /started from ads/,
  },
  {
    kind: 'yes-no',
    q: 'If the network drops for a moment, does your TypeScript client try the request again by itself?',
    fact: /exponential backoff|retries/,
  },
  {
    kind: 'yes-no',
    q: 'Lots of companies use Lisa. Could any of them ever see our hotel’s guest conversations?',
    fact: /only its own|only ever reach its own/,
  },
  {
    kind: 'yes-no',
    q: 'Our NGO hands out seeds to farmers and wants their opinion afterwards. Can Lisa run quick surveys over WhatsApp?',
    fact: /Surveys and feedback|conversational surveys|short survey/,
  },
  {
    kind: 'yes-no',
    q: 'If a visitor closes the tab and comes back tomorrow, is the earlier chat still there?',
    fact: /visitor['’]s device/,
  },
  {
    kind: 'yes-no',
    q: 'When my colleague jumps into a chat, does the bot keep replying over her?',
    fact: /stays silent/,
  },
  // Two questions in one message: both halves (10)
  {
    kind: 'two-in-one',
    q: 'Google Meet setup, what does it cost, and can Lisa share the calls out between our different tutors?',
    facts: [usd('80'), roundRobin],
  },
  {
    kind: 'two-in-one',
    q: 'Our law firm’s Zoho account sits on the European servers. What is the Zoho CRM setup price, and which data centres do you support?',
    facts: [usd('180'), /\.eu/],
  },
  {
    kind: 'two-in-one',
    q: 'How much to put Lisa on our Facebook Page, and does it also handle the comments under posts?',
    facts: [usd('250'), pageMessagesOnly],
  },
  {
    kind: 'two-in-one',
    q: 'Our hardware chain: what would the biggest knowledge-base tier set us back, and what sort of material is it designed around?',
    facts: [usd('1,500'), largeKbContent],
  },
  {
    kind: 'two-in-one',
    q: 'How many logins come with the account at no cost, and what does every further user add per month?',
    facts: [/first 2/, usd('25')],
  },
  {
    kind: 'two-in-one',
    q: 'How long can I test Lisa for free, and do you want card details up front?',
    facts: [trialLength, /no credit card/],
  },
  {
    kind: 'two-in-one',
    q: 'How do you arrive at the monthly total, and then how is the yearly figure worked out?',
    facts: [/additional users/, /12 times/],
  },
  {
    kind: 'two-in-one',
    q: 'Is there a cap on trying the bot on your homepage, and when does your yearly showcase happen?',
    facts: [/10 messages/, /October/],
  },
  {
    kind: 'two-in-one',
    q: 'Our developer codes in PHP. What is the API setup fee, and can he call it from PHP at all?',
    facts: [usd('200'), /Any language that speaks HTTPS|OpenAPI/],
  },
  {
    kind: 'two-in-one',
    q: 'Is the service reliable, as in what percentage availability, and what daily volume of calls do you process?',
    facts: [/99\.9%/, /10M\+/],
  },
  // Follow-ups that lean on an earlier turn (11)
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Our microfinance team uses both Zoho CRM and Kijani. Can Lisa link to them?',
      },
    ],
    q: 'the cheaper of the two, what’s its connection fee?',
    fact: usd('150'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'We want the chat bubble on our hotel website.' }],
    q: 'and how long until it’s running?',
    fact: /same day|1-2 weeks/,
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'We’re an insurance brokerage and clients DM our Facebook Page all day; we’d like Lisa on it.',
      },
    ],
    q: 'do I need to be an admin on that page?',
    fact: /full control|admin of the Page/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Tell me about your $500-a-month support tier.' }],
    q: 'that one, how quickly do you promise to respond?',
    fact: /4h SLA/,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'What would the Large knowledge base cost our hardware chain?' },
    ],
    q: 'and the smallest size?',
    fact: usd('0'),
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'When a parent asks for a refund of tuition, can Lisa open a task for our office?',
      },
    ],
    q: 'which tool would that task end up in?',
    fact: /Asana/,
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Our tutoring app will send parents’ chats to Lisa through your API.',
      },
    ],
    q: 'will it throttle us if we hammer it with calls?',
    fact: /429|request budget|rate limit/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Our law firm is small. Explain how you bill credits.' }],
    q: 'then for two thousand of them, what’s the total?',
    fact: kes('1,800'),
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Our hotel wants guests to make room reservations in the chat.' },
    ],
    q: 'and the price to have you build it?',
    fact: usd('120'),
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Our courier firm wants a quote. What levels of support could we go for?',
      },
    ],
    q: 'the one with no fixed price, what does it cover?',
    fact: /tailored to your organisation|Terms agreed with our sales team/,
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Patients of our physiotherapy clinic also ask for repeat prescriptions by chat.',
      },
    ],
    q: 'does the bot approve those itself, or who does?',
    fact: /pharmacist or doctor/,
  },
  // Slang, abbreviations and typos (13)
  { kind: 'slang-typo', q: 'cost 2 link zoho?', fact: usd('180') },
  { kind: 'slang-typo', q: 'fb msngr setup how much', fact: usd('250') },
  { kind: 'slang-typo', q: 'xtra user /month?', fact: usd('25') },
  { kind: 'slang-typo', q: 'biggest kb tier $$ pls', fact: usd('1,500') },
  { kind: 'slang-typo', q: 'google meet hookup once-off?', fact: usd('80') },
  { kind: 'slang-typo', q: 'hw much 4 coaching our team, per hr', fact: usd('100') },
  { kind: 'slang-typo', q: 'trail period lenght?', fact: trialLength },
  {
    kind: 'slang-typo',
    q: 'xmas rush every yr, can the bot cope w/o hiring temps?',
    fact: /seasonal peaks|sales peaks|intake peaks|without temporary staff/,
  },
  { kind: 'slang-typo', q: 'servce availabilty guarntee', fact: /99\.9%/ },
  { kind: 'slang-typo', q: 'chat box size on fone?', fact: /[Ff]ull[- ]width/ },
  { kind: 'slang-typo', q: 'rate per credit 20k-50k??', fact: kes('0.55') },
  { kind: 'slang-typo', q: 'pro support pkg w/ phone help, ksh/month?', fact: kes('10,000') },
  { kind: 'slang-typo', q: 'does the bot answr fb comments', fact: pageMessagesOnly },
  // French (11), some mixed with English words
  {
    kind: 'language-fr',
    q: 'Notre cabinet d’avocats gère ses clients dans Zoho CRM. Combien coûte la connexion avec Lisa ?',
    fact: usd('180'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Je suis fleuriste et mes clients m’écrivent sur ma page Facebook. Le setup de Messenger, c’est combien ?',
    fact: usd('250'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Mon agence immobilière reçoit des demandes la nuit. Lisa peut-elle caler les visites directement dans l’agenda de l’agent ?',
    fact: /agent’s calendar|Viewing booking|books the viewing/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Notre centre de soutien scolaire a sa propre appli. Brancher votre API, ça coûte combien une fois ?',
    fact: usd('200'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'On a combien de temps pour tester Lisa sans payer ?',
    fact: trialLength,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Avec l’intégration Google Meet, qu’est-ce que Lisa fait exactement pour nos rendez-vous vidéo ?',
    facts: [/Meet links?/, /summary/, roundRobin, /Reminders/],
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Notre hôtel a un site déjà lent. Ajouter votre bulle de chat va-t-il l’alourdir ?',
    fact: widgetStaysLight,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Lisa peut-elle envoyer le premier message sur WhatsApp, par exemple un rappel avant la leçon de conduite ?',
    fact: /approved message templates/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Je voudrais la bulle de chat à gauche de la page plutôt qu’à droite. C’est possible ?',
    fact: /data-position="left"|left or right|bottom-left/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Pour connecter notre Odoo, quelles informations dois-je fournir ?',
    fact: /user id/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien coûte chaque crédit entre le 1 001e et le 2 000e ?',
    fact: kes('0.80'),
    language: 'fr',
  },
  // Swahili (11), some mixed with English words
  {
    kind: 'language-sw',
    q: 'Tunatumia Kijani CRM kwa wateja wetu wa mikopo. Kuiunganisha na Lisa ni bei gani?',
    fact: usd('150'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kuweka widget ya chat kwenye website ya hoteli yetu ni pesa ngapi mara moja?',
    fact: usd('200'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Ofisi yetu ya kaunti inatoa leseni za biashara. Wananchi wanaweza kuangalia hali ya maombi yao kupitia Lisa?',
    fact: /Application status|reference number/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tuna maduka ya hardware kumi na moja. Knowledge base kubwa kabisa inagharimu dola ngapi kuweka?',
    fact: usd('1,500'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Lisa inaweza kugawa simu za video za Google Meet kwa walimu wetu kwa zamu?',
    fact: roundRobin,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Knowledge base yetu iko kwa Kiingereza. Mteja akiandika kwa Kiswahili, Lisa itamjibu kwa Kiswahili?',
    fact: replyLanguage,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Lisa ikikabidhi mazungumzo kwa mfanyakazi wetu, mteja ataambiwa?',
    fact: /teammate will reply/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Taarifa za wateja wetu ziko salama kwenu? Mnazisimba (encrypt)?',
    fact: encryptedData,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Timu yetu ya dispatch inaweza kuwajibu wateja moja kwa moja kutoka Slack?',
    fact: /Not yet/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kampuni yetu ya courier inataka kusaidiwa usiku na mchana, pamoja na mtu mmoja wa kushughulikia akaunti yetu. Package hiyo ya quote form ni KES ngapi kwa mwezi?',
    fact: kes('20,000'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mteja akipata jibu moja kutoka kwa Lisa, tunakatwa credits ngapi?',
    fact: /one credit/,
    language: 'sw',
  },
  // Off-topic: don't-know, not an invented answer (18)
  { kind: 'off-topic', q: 'How do I keep cut roses fresh in a vase for a whole week?' },
  { kind: 'off-topic', q: 'What is the penalty in Kenya for driving without a valid licence?' },
  { kind: 'off-topic', q: 'My knee hurts after running. Should I ice it or use heat?' },
  {
    kind: 'off-topic',
    q: 'Can you explain how to solve quadratic equations for my Form Three student?',
  },
  {
    kind: 'off-topic',
    q: 'What is the cheapest way to send a 20 kg parcel from Nairobi to Kampala?',
  },
  { kind: 'off-topic', q: 'Which hotels in Diani have their own private beach?' },
  { kind: 'off-topic', q: 'Is it safe to take ibuprofen together with paracetamol for back pain?' },
  {
    kind: 'off-topic',
    q: 'What does a hot desk usually cost per month at co-working spaces in Kilimani?',
  },
  {
    kind: 'off-topic',
    q: 'When should our co-op members plant maize if the long rains come late?',
  },
  {
    kind: 'off-topic',
    q: 'What are the steps to register a limited company with the Business Registration Service?',
  },
  { kind: 'off-topic', q: 'Do Kenyan citizens need a visa to travel to Zanzibar?' },
  {
    kind: 'off-topic',
    q: 'Which microfinance bank in Kenya offers the lowest rates for women-owned businesses?',
  },
  { kind: 'off-topic', q: 'How much does Slack Pro cost per user each month?' },
  { kind: 'off-topic', q: 'How do I set up an out-of-office auto-reply in Outlook?' },
  { kind: 'off-topic', q: 'What does an Odoo Enterprise licence cost per user?' },
  {
    kind: 'off-topic',
    q: 'Meta disabled our florist’s Instagram for no reason. How do we appeal?',
  },
  {
    kind: 'off-topic',
    q: 'What is the M-Pesa charge for sending 5,000 shillings to another number?',
  },
  {
    kind: 'off-topic',
    q: 'Write a tweet announcing that our courier service now delivers on Sundays.',
  },
  // Requests for a person (13)
  {
    kind: 'handoff',
    q: 'Our car-hire company has forty vehicles in three towns. Before we commit, I’d like to talk it through with someone from your sales team.',
  },
  {
    kind: 'handoff',
    q: 'Is there an actual person at Lisa I can speak to about our law firm’s account?',
  },
  { kind: 'handoff', q: 'I don’t want to keep typing to a machine. Get me one of your staff.' },
  { kind: 'handoff', q: 'human pls, not the bot' },
  {
    kind: 'handoff',
    q: 'Can someone from your team call me back on my mobile this afternoon about our hotel?',
  },
  {
    kind: 'handoff',
    q: 'Please have one of your people phone our physio clinic before 5 pm today.',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Can Lisa print delivery labels for our courier parcels?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'yes please, a human would help',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Can Lisa lock the doors of our co-working space after hours?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'ok, a person then',
  },
  {
    kind: 'handoff',
    q: 'Ça suffit avec la machine, je veux échanger avec un humain de chez vous.',
    language: 'fr',
  },
  {
    kind: 'handoff',
    history: [
      {
        role: 'visitor',
        text: 'Lisa peut-elle calculer les frais de livraison de nos colis selon le poids ?',
      },
      { role: 'agent', text: offeredPersonFr },
    ],
    q: 'Volontiers, trouvez-moi un interlocuteur de l’équipe.',
    language: 'fr',
  },
  {
    kind: 'handoff',
    q: 'Bot hii hainielewi kabisa. Naomba agent halisi wa customer care.',
    language: 'sw',
  },
  {
    kind: 'handoff',
    history: [
      {
        role: 'visitor',
        text: 'Je, Lisa inaweza kupima ubora wa maziwa ya wakulima wetu?',
      },
      { role: 'agent', text: offeredPersonSw },
    ],
    q: 'Ndiyo, naomba niunganishwe na mhudumu.',
    language: 'sw',
  },
  {
    kind: 'handoff',
    q: 'Ningependa kuongea na mtu wa sales kuhusu kutumia Lisa kwenye hoteli zetu.',
    language: 'sw',
  },
  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  {
    kind: 'dont-know',
    q: 'Our law firm signs in to everything with Microsoft 365. Can my staff log in to the Lisa dashboard with single sign-on?',
  },
  {
    kind: 'dont-know',
    q: 'Do you run a bug bounty programme if our IT person finds a security hole in Lisa?',
  },
  {
    kind: 'dont-know',
    q: 'Some of our branches still use old computers with Internet Explorer. Which browsers does the dashboard support?',
  },
  {
    kind: 'dont-know',
    q: 'Are the prices on your calculator inclusive of 16% VAT, or is VAT added on top?',
  },
  {
    kind: 'dont-know',
    q: 'Our travel agency gets lots of DMs on X, the old Twitter. Can Lisa answer those?',
  },
  {
    kind: 'dont-know',
    q: 'Our hardware chain has about 20,000 products in Odoo. Is there a maximum number of products one ingest can bring in?',
  },
  {
    kind: 'dont-know',
    q: 'If we drop from the Enterprise support plan to a cheaper one in the middle of a month, is the fee pro-rated?',
  },
  {
    kind: 'dont-know',
    q: 'Hotel guests would rather talk than type. Can visitors record a voice message in the website widget?',
  },
];
