// The sixteenth held-out evaluation set, written 2026-11-27 (session 18) for issue #24 ("Agent
// answers, round two") by a helper (set16) who has never read or changed the engine: nothing under
// src/engine, src/language, src/text, src/search or src/llm was opened, and the engine was never
// run on these questions (no eval, no ask, nothing importing createLisaEngine). Committed on its
// own before anything ran against it. It must never be edited after its results were seen: new
// cases go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base as
// buildLisaKnowledge() builds it (src/lisa-knowledge and the catalogue), never what the engine
// says. Same kinds and mix as set 15, in fresh everyday wording and fresh scenarios (a bakery, a
// car-hire firm, a dental practice, a tour operator, a school bursar, an NGO, a pharmacy chain, a
// SACCO), many questions telling the visitor's own situation before asking, two-in-one questions
// joined by "also", follow-ups that lean on "that one", "the cheapest one", "same for", and
// how-tos about doing something in Lisa. The items asked about lean on what set 15 asked less
// often (Slack, Zoho CRM, Kijani, WhatsApp and Messenger setup prices, additional users, one
// workflow, the Small and Large knowledge bases, the Standard support plan, the quote form's
// Enterprise package, the 0.80 / 0.62 / 0.59 / 0.55 credit bands and the 2,000-credit example;
// the education, fintech, e-commerce and customer-service pages, the data centre's three steps,
// the knowledge source types, the widget's options and quick replies, WhatsApp's prerequisites,
// /verify-account and /resend-otp, API tokens, the npm client, handing a chat back to Lisa; the
// WhatsApp, Slack, Zoho, Calendar, Web Widget, Kijani and Lisa API FAQs).
// 150 questions: price 17, list 13, how-to 12, yes/no 13, two-in-one 10, follow-up 11,
// slang/typo 13, French 11, Swahili 11 (111 answerable), off-topic 18, request for a person 13
// (4 accepting the agent's offer after a don't-know, one in French and one in Swahili with the
// offer written in that language; four refusing the bot, one in French and one in Swahili; one
// asking for a phone call), on-topic don't-know 8.
//
// Checks before the commit (a throwaway script outside the repo):
// 1. every fact regex (fact and facts) matches the knowledge text (chunk questions and text) of at
//    least one source: all do, 0 unmatched; each price regex is usd()/kes() of exactly the asked
//    price. Every don't-know case was checked against the knowledge text for its key words
//    (removing the Lisa name and logo from the widget, a minimum credit top-up, a minimum contract
//    period, installing Lisa on-premise, a free plan after the trial, a daily credit cap, how long
//    data is kept after an account is closed, a dark dashboard): none answers it.
// 2. word overlap (Jaccard over lower-cased words) of each question and each visitor history
//    turn with the 2,552 earlier texts (tuning set: questions.ts, -round-two, -round-three;
//    held-out sets 1, 3-15: questions and visitor history turns) and with the texts before it
//    here. The first draft had 50 texts at 0.5 or above (27 at 0.6 or above, one an exact copy,
//    "ok, do that"); all were reworded, then 5 more at 0.5-0.75 (and two credit-band questions
//    for clarity). Highest overlap left 0.48, mean of each question's highest overlap 0.35
//    (0.347 over the 150 questions, 0.348 with the 15 visitor history turns).
// 3. `pnpm --filter @lisa/agent typecheck` and `pnpm biome check` on this file pass.
//
// A price question names one item and its regex matches exactly that price. A list case needs
// every item in `facts`; a two-in-one both halves. French and Swahili cases also need the agent's
// own sentences in the visitor's language. Off-topic cases (several sharing words with the
// knowledge: sunny weather for a safari, a SACCO loan, a banana cake recipe, resetting a router,
// updating the WhatsApp app, a printer cartridge, a Gmail CSV export, M-Pesa being down, other
// companies (Goodlife Pharmacy, a Toyota Probox hire) and things named in the case studies:
// Riverside, Mama Bora, Skyline) and don't-know cases must get the don't-know decision; requests
// for a person the handoff decision.

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The agent's fixed don't-know sentence, as sets 8, 9 and 11 to 15 quote it, said before the
// visitor's reply in the accepted-offer cases.
const offeredPerson =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

// The same offer as a French- or Swahili-speaking visitor would read it.
const offeredPersonFr =
  'Je suis désolé, je ne connais pas la réponse et je préfère ne pas deviner. Voulez-vous que je vous mette en relation avec une personne de notre équipe ?';
const offeredPersonSw =
  'Samahani, sijui jibu la swali hilo na sipendi kubahatisha. Ungependa nikuunganishe na mtu wa timu yetu?';

const phoneAppNumber = /cannot be used in the phone app/;
const noCard = /no credit card/;
const noDuplicates = /searches by email and phone/;
const widgetInstall = /<\/body>|Integrations › Web Widget/;
const reminders = /reminders?/i;

export const heldOutCases16: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: 'I run a small bakery and my two bakers live in Slack. What is the one-off charge to hook Slack up?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: 'Our car-hire firm keeps every renter in Zoho CRM. How much is the Zoho setup?',
    fact: usd('180'),
  },
  {
    kind: 'price',
    q: 'Patients message our dental practice on WhatsApp all evening. What do you bill once to put Lisa on that number?',
    fact: usd('300'),
  },
  {
    kind: 'price',
    q: 'Our pharmacy chain already uses Kijani for customer records. Price to connect it, please?',
    fact: usd('150'),
  },
  {
    kind: 'price',
    q: 'As school bursar I need logins for me, the principal and two clerks. What does each user beyond the included ones cost?',
    fact: usd('25'),
  },
  {
    kind: 'price',
    q: 'Our NGO has its own beneficiary app and the developer would plug Lisa into it. What is the Lisa API setup fee?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'The pharmacies want a refill-request flow built. How much is one workflow to set up?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: 'Travellers write to our tour company’s Facebook Page before booking. What does the Messenger connection cost?',
    fact: usd('250'),
  },
  {
    kind: 'price',
    q: 'Our car-hire firm needs a guaranteed reply within a day. What does the plan with the 24h SLA cost per month?',
    fact: usd('150'),
  },
  {
    kind: 'price',
    q: 'On the quote form, the package with 24/7 support and an account manager is how many shillings monthly?',
    fact: kes('20,000'),
  },
  {
    kind: 'price',
    q: 'After the first thousand credits, each of the following thousand is priced at how much?',
    fact: kes('0.80'),
  },
  {
    kind: 'price',
    q: 'Our car-hire desk burns about 8,000 credits. What is the unit price in the 5,001 to 10,000 band?',
    fact: kes('0.62'),
  },
  {
    kind: 'price',
    q: 'Our tour company expects to pass 10,000 credits a month. What is charged for each credit from 10,001 to 20,000?',
    fact: kes('0.59'),
  },
  {
    kind: 'price',
    q: 'A busy pharmacy chain at 40,000 credits a month: what is the per-credit price in the band that ends at 50,000?',
    fact: kes('0.55'),
  },
  {
    kind: 'price',
    q: 'Our bakery menu and FAQ are short and I’d load them in myself. Is the smallest knowledge base option free, or what is its price?',
    fact: usd('0'),
  },
  {
    kind: 'price',
    q: 'We only want the chat bubble on the dental clinic website, nothing else. What is the widget’s setup price?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'Our tour company sells safaris mostly through Instagram messages. What is your fee to connect Instagram?',
    fact: usd('250'),
  },
  // Lists: every item (13)
  {
    kind: 'list',
    q: 'Which monthly support plans are on the pricing page? Name them all.',
    facts: [/Basic/, /Standard/, /Enterprise/],
  },
  {
    kind: 'list',
    q: 'The data centre page mentions steps for merging customer records. What are those steps?',
    facts: [/Unify/, /Enrich/, /Sync/],
  },
  {
    kind: 'list',
    q: 'I am the bursar of a secondary school and admissions is chaos in January. What does Lisa offer schools?',
    facts: [
      /Admissions assistant/,
      /Application guidance/,
      /Visit and interview booking/,
      /Parent and student updates/,
    ],
  },
  {
    kind: 'list',
    q: 'Our SACCO lends to members and fields endless balance questions. Which features do you have for fintech?',
    facts: [
      /Approved-content answers/,
      /Guided onboarding and applications/,
      /Status and transaction lookups/,
      /Priority escalation/,
    ],
  },
  {
    kind: 'list',
    q: 'The bakery now takes cake orders online. What can Lisa do for an e-commerce shop like that?',
    facts: [
      /Catalogue answers/,
      /Order capture in chat/,
      /Order tracking/,
      /Returns and complaints/,
    ],
  },
  {
    kind: 'list',
    q: 'Our car-hire call centre is drowning. Which customer service features does Lisa bring?',
    facts: [
      /Answers from your help centre/,
      /Human handoff with history/,
      /Omnichannel inbox/,
      /Ticket and task creation/,
    ],
  },
  {
    kind: 'list',
    q: 'In what forms can I add knowledge in the dashboard? Give me every kind of source.',
    facts: [/FAQ file/, /PDF|document/, /web page link/, /typed or pasted/],
  },
  {
    kind: 'list',
    q: 'Which settings can I pass to the web widget? I want the complete list.',
    facts: [/business id/i, /position/, /theme/, /defaultOpen/, /maxWidth/],
  },
  {
    kind: 'list',
    q: 'After Lisa gives its first answer some quick reply buttons appear. What do they say?',
    facts: [/Explain/, /\bNo\b/, /\bYes\b/, /Tell me more/],
  },
  {
    kind: 'list',
    q: 'The dental practice wants Lisa on WhatsApp. What do we need to have before we start?',
    facts: [/business account/, /not already registered/],
  },
  {
    kind: 'list',
    q: 'On which messaging channels and sites can Lisa reply to my customers? All of them please.',
    facts: [/website|widget/i, /WhatsApp/, /Messenger/, /Instagram/],
  },
  {
    kind: 'list',
    q: 'When I build an estimate on the pricing page, which workflows can I tick?',
    facts: [/Customer Onboarding/i, /Lead Qualification/i, /Support Triage/i, /Order Processing/i],
  },
  {
    kind: 'list',
    q: 'The car-hire firm might switch CRM. Which ones can Lisa sync customer records with?',
    facts: [/Zoho CRM/, /Kijani/, /Odoo/],
  },
  // How-to: doing something in Lisa (12)
  {
    kind: 'how-to',
    q: 'Our dental receptionist answers WhatsApp from one number. What are the steps to let Lisa take it over?',
    fact: /Integrations › WhatsApp/,
  },
  {
    kind: 'how-to',
    q: 'How do I link the car-hire company’s Zoho CRM account to Lisa?',
    fact: /Integrations › Zoho CRM/,
  },
  {
    kind: 'how-to',
    q: 'The pharmacies keep customers in Kijani. Where do I put the key to connect it?',
    fact: /Integrations › Kijani/,
  },
  {
    kind: 'how-to',
    q: 'I want a ping in our bakery’s Slack channel whenever a customer asks for a human. How do I set that up?',
    fact: /Integrations › Slack/,
  },
  {
    kind: 'how-to',
    q: 'A WhatsApp button already sits bottom-right on our pharmacy site. How do I put Lisa’s launcher on the opposite side?',
    fact: /data-position="left"|left or right/,
  },
  {
    kind: 'how-to',
    q: 'I registered for the trial and a 6-digit code landed in my inbox. Which page takes it?',
    fact: /\/verify-account/,
  },
  {
    kind: 'how-to',
    q: 'Registration went fine but no code arrived at my email. What do I do to request a fresh one?',
    fact: /\/resend-otp/,
  },
  {
    kind: 'how-to',
    q: 'Our tour itineraries are already on our website. How can Lisa learn from those pages?',
    fact: /web page link|fetches the page/,
  },
  {
    kind: 'how-to',
    q: 'Where in the dashboard do I create a token for calling the account endpoints of your API?',
    fact: /Settings › API tokens/,
  },
  {
    kind: 'how-to',
    q: 'My assistant took over a chat from Lisa. When she is finished, how does Lisa start answering again?',
    fact: /hand the conversation back|handed back/,
  },
  {
    kind: 'how-to',
    q: 'Our developer wants the Lisa client library as an npm package. What is the install command?',
    fact: /npm install @lisa\/api-client/,
  },
  {
    kind: 'how-to',
    q: 'I want the chat panel on our NGO site to be headed “Ask us anything”. How do I change its heading?',
    fact: /data-title/,
  },
  // Yes/no (13)
  {
    kind: 'yes-no',
    q: 'If Lisa runs our clinic’s WhatsApp number, can the receptionist still open that number in the WhatsApp app on her phone?',
    fact: phoneAppNumber,
  },
  {
    kind: 'yes-no',
    q: 'Does Lisa’s bill cover the fees Meta takes for WhatsApp conversations, or is that separate?',
    fact: /Meta bills conversation fees/,
  },
  {
    kind: 'yes-no',
    q: 'Can Lisa be the one to start a WhatsApp chat, say to remind a customer their hire car is due back?',
    fact: /approved message templates/,
  },
  {
    kind: 'yes-no',
    q: 'Once Lisa is in our Slack workspace, does it read what my staff write to each other?',
    fact: /only posts to the channels/,
  },
  {
    kind: 'yes-no',
    q: 'When a Slack alert pops up, could my pharmacist type the reply to the customer in that Slack thread?',
    fact: /Not yet/,
  },
  {
    kind: 'yes-no',
    q: 'A renter who hired from us last year writes in again. Does Lisa make a fresh Zoho record for him?',
    fact: noDuplicates,
  },
  {
    kind: 'yes-no',
    q: 'I keep personal appointments in the same Google Calendar. Will Lisa see what they are about?',
    fact: /free and busy times/,
  },
  {
    kind: 'yes-no',
    q: 'Our bakery site is already slow on mobile data. Does adding your widget make page loading worse?',
    fact: /finished loading|browser is idle/,
  },
  {
    kind: 'yes-no',
    q: 'Must tourists create an account before they can chat with us on the website?',
    fact: /anonymously/,
  },
  {
    kind: 'yes-no',
    q: 'Once the Kijani key is saved in Lisa, is it shown in full to everyone on my team?',
    fact: /stored encrypted|shown masked/,
  },
  {
    kind: 'yes-no',
    q: 'Does the API throttle us if our kiosk sends lots of messages at once?',
    fact: /429|request budget/,
  },
  {
    kind: 'yes-no',
    q: 'Our knowledge base is only in English. Will Lisa still reply to a French tourist in French?',
    fact: /language the customer writes in/,
  },
  {
    kind: 'yes-no',
    q: 'A patient describes a toothache. Will Lisa tell them what is wrong with their tooth?',
    fact: /never diagnoses|routes anything clinical|handed to your staff/,
  },
  // Two questions in one message: both halves (10)
  {
    kind: 'two-in-one',
    q: 'What does the WhatsApp setup cost, and also can our front desk keep using the number on their phone?',
    facts: [usd('300'), phoneAppNumber],
  },
  {
    kind: 'two-in-one',
    q: 'Slack: what’s the one-time price, also could our staff answer customers without leaving it?',
    facts: [usd('120'), /Not yet/],
  },
  {
    kind: 'two-in-one',
    q: 'How much to connect Zoho CRM, and does Lisa avoid making duplicate contacts there?',
    facts: [usd('180'), noDuplicates],
  },
  {
    kind: 'two-in-one',
    q: 'How long is your free trial, and do I have to give card details to start it?',
    facts: [/14-day|14 days/, noCard],
  },
  {
    kind: 'two-in-one',
    q: 'Kijani for our pharmacies: price to set up, also the steps to link it?',
    facts: [usd('150'), /Integrations › Kijani/],
  },
  {
    kind: 'two-in-one',
    q: 'How many users come free with the account, and what is charged for each extra one?',
    facts: [/first 2 users/, usd('25')],
  },
  {
    kind: 'two-in-one',
    q: 'For an NGO with piles of documents, what does the Large knowledge base cost and what is included?',
    facts: [usd('1,500'), /large document sets|several sources|synced business data/],
  },
  {
    kind: 'two-in-one',
    q: 'What is the Messenger setup price, and also will Lisa answer comments on our Page’s posts?',
    facts: [usd('250'), /only private messages/],
  },
  {
    kind: 'two-in-one',
    q: 'On a laptop, what dimensions does the chat window take, and below which width does it fill a phone screen?',
    facts: [/380 × 600|380x600|380 x 600/, /768/],
  },
  {
    kind: 'two-in-one',
    q: 'The Standard plan on the pricing page: monthly price, and how fast do you respond?',
    facts: [usd('150'), /24h SLA/],
  },
  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'List the support packages offered with a quote request' }],
    q: 'the cheapest one, what’s included in it?',
    fact: /Documentation access/,
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Our car-hire desk is thinking of WhatsApp. What’s the one-time price?',
      },
    ],
    q: 'same for Zoho CRM?',
    fact: usd('180'),
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Walk me through the support plans you list with prices in dollars',
      },
    ],
    q: 'that middle one, what response time does it promise?',
    fact: /24h SLA/,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Our pharmacy chain wants customers to reach Lisa on WhatsApp' },
    ],
    q: 'what kind of phone number do we need for it?',
    fact: /not already registered/,
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Our pharmacies want customer records synced to a CRM. Which ones do you support?',
      },
    ],
    q: 'we use the Kijani one. How do we link it?',
    fact: /Integrations › Kijani/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How are your credits priced?' }],
    q: 'ok so if the bakery buys 2,000, what’s the total in shillings?',
    fact: kes('1,800'),
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Can Lisa book check-ups into our dental practice calendar?' },
    ],
    q: 'would it be able to read the details of my other meetings?',
    fact: /free and busy times/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'We would put your chat widget on the bakery website' }],
    q: 'can that one sit on the left side of the page?',
    fact: /left or right|data-position="left"/,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'What happens when my receptionist takes a chat over from Lisa?' },
    ],
    q: 'and when my staff member is done with it, then what?',
    fact: /hand the conversation back|handed back/,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'The NGO is weighing the Medium knowledge base. Its price?' },
    ],
    q: 'and if we went one size up from that?',
    fact: usd('1,500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Our developer is curious about the REST API you offer' }],
    q: 'does that one need an account token just to chat?',
    fact: /needs no account|without a token|without an account/,
  },
  // Slang, abbreviations and typos (13)
  { kind: 'slang-typo', q: 'whtsapp bizness number connect fee?', fact: usd('300') },
  { kind: 'slang-typo', q: 'zoho crm intgration cost?', fact: usd('180') },
  { kind: 'slang-typo', q: 'slak notifs one time price', fact: usd('120') },
  { kind: 'slang-typo', q: '2 users not enuf, each addtl one costs?', fact: usd('25') },
  { kind: 'slang-typo', q: 'biggest knowlege base option setup price', fact: usd('1,500') },
  { kind: 'slang-typo', q: 'kijani crm conect fee', fact: usd('150') },
  { kind: 'slang-typo', q: 'std support plan monthly how mch', fact: usd('150') },
  { kind: 'slang-typo', q: 'credits 5001-10k rate per 1?', fact: kes('0.62') },
  { kind: 'slang-typo', q: 'free trail how many days n do i need a card', facts: [/14/, noCard] },
  {
    kind: 'slang-typo',
    q: 'can my custmers get a real persn thru the widgt',
    fact: /handed to your team|hands the conversation to your team/,
  },
  { kind: 'slang-typo', q: '1 wrkflow = how many $ to build', fact: usd('120') },
  { kind: 'slang-typo', q: 'u guys do fb msngr? price', fact: usd('250') },
  {
    kind: 'slang-typo',
    q: 'y does ur site demo stop me after a few msgs? whats the cap',
    fact: /10 messages/,
  },
  // French (11)
  {
    kind: 'language-fr',
    q: 'Pour relier le numéro WhatsApp de notre boulangerie, vous facturez quel montant une seule fois ?',
    fact: usd('300'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Au-delà des comptes inclus, un collègue supplémentaire revient à quel prix mensuel ?',
    fact: usd('25'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Nous louons des voitures et tout est dans Zoho CRM. Quel est le prix de l’intégration ?',
    fact: usd('180'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le tarif mensuel du niveau d’assistance intermédiaire, celui avec un SLA de 24 h ?',
    fact: usd('150'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Pour tester Lisa deux semaines, dois-je saisir mes coordonnées bancaires ?',
    fact: noCard,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment installer la bulle de chat sur le site de notre cabinet dentaire ?',
    fact: widgetInstall,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Nos patients oublient souvent leur rendez-vous chez le dentiste. Lisa peut-elle les leur rappeler ?',
    fact: reminders,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Notre agence de voyages dépassera les 10 000 crédits par mois. Que paie-t-on pour chaque crédit de la tranche suivante, jusqu’à 20 000 ?',
    fact: kes('0.59'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Votre équipe peut-elle s’occuper de toute la configuration à notre place ?',
    fact: /our team can do the setup/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Notre réceptionniste pourra-t-elle garder le même numéro WhatsApp dans l’application de son téléphone ?',
    fact: phoneAppNumber,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Avec quels logiciels CRM Lisa fonctionne-t-elle ?',
    facts: [/Zoho CRM/, /Kijani/, /Odoo/],
    language: 'fr',
  },
  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Tuna kampuni ya kukodisha magari. Kuunganisha WhatsApp kunagharimu dola ngapi?',
    fact: usd('300'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kuweka Slack ili wafanyakazi wapate arifa kunagharimu kiasi gani?',
    fact: usd('120'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tukiongeza mtu wa tatu kwenye akaunti, tutalipa dola ngapi kwa mwezi kwa ajili yake?',
    fact: usd('25'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Msaada wa saa 24 pamoja na meneja maalum kwenye fomu ya nukuu unagharimu shilingi ngapi kila mwezi?',
    fact: kes('20,000'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Jaribio la bure la Lisa linadumu kwa muda gani kabla sijaanza kulipia?',
    fact: /14/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nawezaje kuweka kitufe cha gumzo kwenye tovuti ya duka letu la mikate?',
    fact: widgetInstall,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, Lisa inaweza kuwatumia wagonjwa wa kliniki yetu ya meno vikumbusho vya miadi?',
    fact: reminders,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kampuni yetu ya utalii inatumia Zoho CRM. Je, Lisa itaunda rekodi mbili kwa mteja yule yule?',
    fact: noDuplicates,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nimejaza fomu ya nukuu kwa ajili ya kampuni yetu ya utalii. Mauzo watawasiliana nami lini?',
    fact: /2 business days/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mimi ni mhasibu wa shule ya sekondari. Wazazi huuliza maswali mengi wakati wa udahili; Lisa itatusaidiaje?',
    fact: /Admissions assistant|Application guidance/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, nahitaji akaunti ya Facebook ili kuunganisha WhatsApp na Lisa?',
    fact: /Facebook \(Meta\) business account|Facebook account that manages your business/,
    language: 'sw',
  },
  // Off-topic: don't-know, not an invented answer (18)
  { kind: 'off-topic', q: 'Will it be sunny in Nanyuki on Friday for our safari group?' },
  {
    kind: 'off-topic',
    q: 'Which SACCO charges the lowest interest on a loan for a delivery van?',
  },
  { kind: 'off-topic', q: 'Give me a recipe for a moist banana cake I can sell at the bakery' },
  { kind: 'off-topic', q: 'The internet went off after a power cut. How do I reset my router?' },
  { kind: 'off-topic', q: 'How do I update the WhatsApp app on my Android phone?' },
  { kind: 'off-topic', q: 'How do I change the ink cartridge in our HP office printer?' },
  { kind: 'off-topic', q: 'Which toothpaste is best for sensitive teeth?' },
  { kind: 'off-topic', q: 'How much does it cost to hire a Toyota Probox for a week in Nairobi?' },
  { kind: 'off-topic', q: 'Are Riverside’s two-bedroom flats in Kiambu still available to rent?' },
  {
    kind: 'off-topic',
    q: 'Can you register my sister for Mama Bora’s programme for mothers in Kakamega?',
  },
  { kind: 'off-topic', q: 'Does Skyline have fibre coverage in Syokimau yet?' },
  { kind: 'off-topic', q: 'What is the price of a packet of paracetamol at Goodlife Pharmacy?' },
  { kind: 'off-topic', q: 'Which Maasai Mara camps are best for watching the migration in July?' },
  { kind: 'off-topic', q: 'How do I calculate PAYE for the four staff at my bakery?' },
  { kind: 'off-topic', q: 'Write a thank-you letter to the donors of our NGO for their support' },
  { kind: 'off-topic', q: 'How do I export my Gmail contacts into a CSV file?' },
  { kind: 'off-topic', q: 'Is M-Pesa down right now? My customers cannot pay.' },
  { kind: 'off-topic', q: 'On which dates do the KCSE exams start this year?' },
  // Requests for a person (13)
  {
    kind: 'handoff',
    q: 'I would like to speak with someone from your sales side about a rollout across our twelve pharmacies.',
  },
  { kind: 'handoff', q: 'Can a real human at Lisa phone me back this afternoon?' },
  {
    kind: 'handoff',
    q: 'Before we sign for the dental practice, my manager wants to go over pricing with one of your people. Can you arrange that?',
  },
  {
    kind: 'handoff',
    q: 'Your automatic replies are going in circles. Let me deal with a person instead.',
  },
  { kind: 'handoff', q: 'No more automatic answers please, put me through to your staff.' },
  {
    kind: 'handoff',
    q: 'Is there someone at Lisa I could talk to directly about our tour company’s setup?',
  },
  { kind: 'handoff', q: 'pass this chat to one of your support people' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Can Lisa print receipts on the till printer at our bakery?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'go ahead, find me somebody',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Does Lisa read the GPS trackers in our hire cars?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'alright, hook me up with whoever can help',
  },
  {
    kind: 'handoff',
    q: 'Plutôt qu’un assistant automatique, j’aimerais un vrai conseiller de votre entreprise.',
    language: 'fr',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Lisa peut-elle gérer les cartes de fidélité de nos clients ?' },
      { role: 'agent', text: offeredPersonFr },
    ],
    q: 'D’accord, passez-moi quelqu’un.',
    language: 'fr',
  },
  {
    kind: 'handoff',
    q: 'Siridhiki na majibu ya kompyuta. Nipe mhudumu wa kweli.',
    language: 'sw',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Je, Lisa inaweza kutuma risiti kwa barua pepe kwa wateja?' },
      { role: 'agent', text: offeredPersonSw },
    ],
    q: 'Sawa kabisa, nitafutie mtu wa kunisaidia.',
    language: 'sw',
  },
  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  {
    kind: 'dont-know',
    q: 'Can we take the Lisa name and logo off the widget so it looks fully like our own brand?',
  },
  { kind: 'dont-know', q: 'What is the smallest number of credits I can buy in one top-up?' },
  {
    kind: 'dont-know',
    q: 'Is there a minimum contract period, or can we stop after a couple of months?',
  },
  {
    kind: 'dont-know',
    q: 'Our pharmacy chain’s IT policy needs software on our own servers. Can Lisa be installed on-premise?',
  },
  { kind: 'dont-know', q: 'When the 14 days run out, is there a free plan we can stay on?' },
  {
    kind: 'dont-know',
    q: 'Can I set a daily cap so Lisa never uses more than a certain number of credits a day?',
  },
  {
    kind: 'dont-know',
    q: 'If we close our Lisa account, how long until our conversations and data are wiped?',
  },
  {
    kind: 'dont-know',
    q: 'Can the dashboard itself, not the widget, be switched to dark colours for my night-shift staff?',
  },
];
