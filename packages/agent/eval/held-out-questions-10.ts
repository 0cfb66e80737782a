// The tenth held-out evaluation set, written 2026-11-26 (session 13) for issue #24 ("Agent
// answers, round two") by a helper (set10) who has never read or changed the engine: nothing under
// src/engine, src/language, src/text, src/search or src/llm was opened, and the engine was never
// run on these questions (no eval, no ask, no script importing the engine). Committed on its own
// before anything ran against it. It must never be edited after its results were seen: new cases
// go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base as
// buildLisaKnowledge() builds it (src/lisa-knowledge and the catalogue), never what the engine
// says. Same kinds and roughly the mix of set 9, in fresh everyday wording: a small-business
// owner, a developer, a clinic manager in Nairobi, a French- or Swahili-speaking shop owner.
// 150 questions: price 17, list 13, how-to 13, yes/no 13, two-in-one 10, follow-up 11,
// slang/typo 13, French 11, Swahili 11 (112 answerable), off-topic 18, request for a person
// 12, on-topic don't-know 8.
//
// Checks before the commit (a throwaway script outside the repo):
// 1. every fact regex (fact and facts) matches the knowledge text (chunk questions and text of
//    every source): all do, 0 unmatched; each price regex is usd()/kes() of exactly the asked
//    price.
// 2. word overlap (Jaccard over lower-cased words) of each question and visitor history turn
//    with each of the 1,458 earlier texts (tuning set: questions.ts, -round-two, -round-three;
//    held-out sets 1, 3-9; their questions and visitor history turns) and with the texts before
//    it here. The first draft had 2 exact copies (a French and a Swahili Instagram price) and
//    20 more questions or history turns at 0.6 or above; all were reworded, with a few more
//    above 0.55. Highest overlap left 0.57, mean of each question's highest overlap 0.35.
// 3. `pnpm --filter @lisa/agent typecheck` and `pnpm biome check` on this file pass.
//
// A price question names one item and its regex matches exactly that price. A list case needs
// every item in `facts`; a two-in-one both halves. French and Swahili cases also need the agent's
// own sentences in the visitor's language. Off-topic (several naming things from the case
// studies: Riverside, Lakeside, Mama Bora, Skyline, Pesa Plus) and don't-know cases must get the
// don't-know decision; requests for a person the handoff decision.

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The agent's fixed don't-know sentence, as sets 8 and 9 quote it, said before the visitor's
// reply in the accepted-offer cases; the French one for the French case.
const offeredPerson =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";
const offeredPersonFr =
  'Désolé, je ne connais pas la réponse et je préfère ne pas deviner. Voulez-vous que je vous mette en relation avec une personne de notre équipe ?';

const neverExpire = /never expire|do not expire|don't expire/i;
const freeTrial = /14-day|14 days/i;
const beforeBody = /<\/body>|script tag/i;
const encrypted = /encrypted/i;
const salesReply = /2 business days/;

export const heldOutCases10: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: 'We sell shoes through Instagram DMs. What is the once-off fee to have Lisa answer there?',
    fact: usd('250'),
  },
  {
    kind: 'price',
    q: 'What do you charge to connect Asana so complaints turn into tasks?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'Setting up the Google Meet booking link feature costs what?',
    fact: usd('80'),
  },
  {
    kind: 'price',
    q: 'Our point-of-sale software is not in your list. What would hooking up some other tool cost at setup?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'What is the one-time fee for putting your chat bubble on our website?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'We keep our stock in Odoo. How much is it to get that connected?',
    fact: usd('300'),
  },
  {
    kind: 'price',
    q: 'What is the monthly price of the cheapest support plan in the calculator?',
    fact: usd('50'),
  },
  {
    kind: 'price',
    q: 'How much would an hour of coaching for our receptionists cost?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'If we top up 3,000 credits, what are the ones after the first two thousand charged at?',
    fact: kes('0.75'),
  },
  {
    kind: 'price',
    q: 'What does one credit cost once our usage lands somewhere between 5,000 and 10,000?',
    fact: kes('0.62'),
  },
  {
    kind: 'price',
    q: 'The Professional package on the quote request form, how many shillings is that monthly?',
    fact: kes('10,000'),
  },
  {
    kind: 'price',
    q: 'The default support package when asking for a quote: what is its fee per month in KES?',
    fact: kes('5,000'),
  },
  {
    kind: 'price',
    q: 'How much to have one more automation built, for example support triage?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: 'If your team organises our policies and product catalogue into the knowledge base, what is that setup?',
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: 'What does the support plan with a 24h SLA cost each month?',
    fact: usd('150'),
  },
  {
    kind: 'price',
    q: 'For our very first thousand credits, how many shillings is each one?',
    fact: kes('1.00'),
  },
  {
    kind: 'price',
    q: 'Altogether, what would 2,000 credits come to?',
    fact: kes('1,800'),
  },

  // Lists: every item (13)
  {
    kind: 'list',
    q: 'On your prices page there are monthly support options; what are they called?',
    facts: [/Basic/, /Standard/, /Enterprise/],
  },
  {
    kind: 'list',
    q: 'Name the support packages I can choose when I request a quote.',
    facts: [/Standard/, /Professional/, /Enterprise/, /Custom/],
  },
  {
    kind: 'list',
    q: 'In what forms can I give Lisa our information from the dashboard?',
    facts: [/FAQ/, /PDF|DOCX/, /web page|link/i, /typed or pasted|pasted/i],
  },
  {
    kind: 'list',
    q: 'What are the stages from signing up to having the assistant live and customised?',
    facts: [/Setup/i, /knowledge base/i, /Deploy/i, /Customi[sz]e/i],
  },
  {
    kind: 'list',
    q: 'What features do you have for a hospital front desk?',
    facts: [
      /Appointment booking/i,
      /Reminders and preparation notes/i,
      /Safe escalation/i,
      /Prescription refill requests/i,
    ],
  },
  {
    kind: 'list',
    q: 'I run an online fashion store. What exactly would Lisa handle for us?',
    facts: [
      /Catalogue answers/i,
      /Order capture in chat/i,
      /Order tracking/i,
      /Returns and complaints/i,
    ],
  },
  {
    kind: 'list',
    q: 'We are a county office serving citizens. What can Lisa take on?',
    facts: [
      /Service guide assistant/i,
      /Application status/i,
      /Appointment booking/i,
      /Complaints and feedback/i,
    ],
  },
  {
    kind: 'list',
    q: 'How would a charity working with rural communities use Lisa?',
    facts: [
      /Programme information line/i,
      /Registration by chat/i,
      /Surveys and feedback/i,
      /Donor and volunteer updates/i,
    ],
  },
  {
    kind: 'list',
    q: 'What suggestions appear in the chat window before a visitor has typed anything?',
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
    q: 'Name some of the languages Lisa can reply in.',
    facts: [/English/, /Swahili/, /French/, /Arabic/, /Portuguese/],
  },
  {
    kind: 'list',
    q: 'Which kinds of form can my app send through the forms endpoint?',
    facts: [/contact/, /rsvp/, /demo/, /quote/],
  },
  {
    kind: 'list',
    q: 'Which attributes does your embed script accept to restyle the bubble?',
    facts: [/position/, /theme/, /title/i, /max-?width/i],
  },
  {
    kind: 'list',
    q: 'When filling in the quote request, what data source options are there?',
    facts: [/Documents/, /API Integration/, /Web URLs/, /Other sources/],
  },

  // How-to (13)
  {
    kind: 'how-to',
    q: 'How do I link our Instagram business profile to Lisa?',
    fact: /Integrations › Instagram/,
  },
  {
    kind: 'how-to',
    q: 'What do I click to hook our Zoho account up to Lisa?',
    fact: /Integrations › Zoho CRM/,
  },
  {
    kind: 'how-to',
    q: 'Where in Lisa do I type our Odoo URL, database and key?',
    fact: /Integrations › Odoo|URL, database, user id and API key/,
  },
  {
    kind: 'how-to',
    q: 'Where do I generate the Business Key for our site?',
    fact: /Integrations › Web Widget/,
  },
  {
    kind: 'how-to',
    q: 'How do I make a conversation create an Asana task for my team?',
    fact: /Integrations › Asana|Create Asana task/,
  },
  {
    kind: 'how-to',
    q: 'I just registered. How do I confirm the account?',
    fact: /\/verify-account|6-digit code/,
  },
  {
    kind: 'how-to',
    q: 'How can I have the chat window already open when someone lands on the page?',
    fact: /defaultOpen/,
  },
  {
    kind: 'how-to',
    q: 'Our prices and stock sit in Odoo; what brings that catalogue into Lisa?',
    fact: /POST \/odoo\/inventory|product ingest/i,
  },
  {
    kind: 'how-to',
    q: 'From our back end, how do I read how many credits we have left through the API?',
    fact: /GET \/api\/credit/,
  },
  {
    kind: 'how-to',
    q: 'How can my app show a staff member’s reply the moment they send it?',
    fact: /WebSocket|\/ws/,
  },
  {
    kind: 'how-to',
    q: 'Once the snippet is on my site, how should I check that it works?',
    fact: /private (?:browser )?window/i,
  },
  {
    kind: 'how-to',
    q: 'How do I set things up so clients can book a video call with us?',
    fact: /Integrations › Google Meet|Book a meeting/,
  },
  {
    kind: 'how-to',
    q: 'A former employee saw our Business Key. How do I swap it for a new one?',
    fact: /regenerate/i,
  },

  // Yes/no (13)
  {
    kind: 'yes-no',
    q: 'People comment under our Facebook ads asking for prices. Will Lisa answer those comments?',
    fact: /only private messages/i,
  },
  {
    kind: 'yes-no',
    q: 'Once Lisa takes over our business line, could staff keep chatting from that number in the normal WhatsApp app?',
    fact: /cannot be used in the phone app|dedicated number/i,
  },
  {
    kind: 'yes-no',
    q: 'Can Lisa message customers first on WhatsApp, for example to remind them of a payment?',
    fact: /message templates/i,
  },
  {
    kind: 'yes-no',
    q: 'My shop uses a personal Instagram profile. Will that work?',
    fact: /professional accounts?/i,
  },
  {
    kind: 'yes-no',
    q: 'When we mark an Asana task done, does the customer hear about it automatically?',
    fact: /Not automatically/,
  },
  {
    kind: 'yes-no',
    q: 'Is what our customers write to Lisa stored encrypted?',
    fact: /encrypted in transit and at rest/i,
  },
  {
    kind: 'yes-no',
    q: 'If a client asks us to erase everything about them, can that be done?',
    fact: /export or delete/i,
  },
  {
    kind: 'yes-no',
    q: 'Our documents are all in English. Will Lisa still answer a customer who writes in Swahili?',
    fact: /language the customer writes in|written in another/i,
  },
  {
    kind: 'yes-no',
    q: 'Is there a cap on how fast my app can call your API?',
    fact: /rate limited|request budget|429/i,
  },
  {
    kind: 'yes-no',
    q: 'Our developers write Python, not TypeScript. Can they still use the API?',
    fact: /Any language that speaks HTTPS|OpenAPI/i,
  },
  {
    kind: 'yes-no',
    q: 'While my colleague is typing to a customer, will Lisa keep replying too?',
    fact: /stays silent|silent/i,
  },
  {
    kind: 'yes-no',
    q: 'We run Odoo on our own server rather than Odoo Online. Is that supported?',
    fact: /self-hosted/,
  },
  {
    kind: 'yes-no',
    q: 'On the quote form, may I choose a go-live date just two days away?',
    fact: /at least 3 days/i,
  },

  // Two questions in one message: both halves (10)
  {
    kind: 'two-in-one',
    q: 'What is the Instagram setup price, and do I need a particular kind of account?',
    facts: [usd('250'), /professional/i],
  },
  {
    kind: 'two-in-one',
    q: 'What is included in Basic support, and what is its monthly fee?',
    facts: [usd('50'), /Weekly reports/i],
  },
  {
    kind: 'two-in-one',
    q: 'What is the calendar connection fee, and does it work with Outlook?',
    facts: [usd('60'), /Outlook/],
  },
  {
    kind: 'two-in-one',
    q: 'What does linking Asana cost, and what information goes into the tasks?',
    facts: [usd('100'), /transcript/i],
  },
  {
    kind: 'two-in-one',
    q: 'How many languages does Lisa handle, and how many tools can it plug into?',
    facts: [/30\+/, /50\+/],
  },
  {
    kind: 'two-in-one',
    q: 'How long does a complete rollout take, and could a simple website bot be running sooner?',
    facts: [/1-2 weeks/, /same day/i],
  },
  {
    kind: 'two-in-one',
    q: 'What is a credit priced at beyond 50,000, and what actually uses credits up?',
    facts: [kes('0.49'), /messages and workflows|each reply/i],
  },
  {
    kind: 'two-in-one',
    q: 'How big is the chat window on a laptop, and how does it look on a phone?',
    facts: [/380 ?[×x] ?600/, /full width|full-width/i],
  },
  {
    kind: 'two-in-one',
    q: 'Zoho: what is the setup cost and which data centre regions can I choose?',
    facts: [usd('180'), /\.eu/],
  },
  {
    kind: 'two-in-one',
    q: 'What does adding Google Meet cost, and must we have Google Workspace?',
    facts: [usd('80'), /personal Google account works/i],
  },

  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is the setup charge for Slack?' }],
    q: 'ok, and for Asana?',
    fact: usd('100'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Explain how your calendar booking feature works' }],
    q: 'which calendar apps does it support?',
    fact: /Outlook/,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'I am buying 4,000 credits; what do the ones above 2,000 cost?' },
    ],
    q: 'and in the band right after it?',
    fact: kes('0.62'),
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Tell me what the Enterprise tier in your pricing calculator covers',
      },
    ],
    q: 'right, and its monthly fee?',
    fact: usd('500'),
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Our site runs on WordPress; how do we embed your chat on it?' },
    ],
    q: 'can I change the heading it shows?',
    fact: /data-title|custom title/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'We are a microlender. What would Lisa do for us?' }],
    q: 'and what about customers reporting fraud?',
    fact: /fraud/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How does the WhatsApp connection work?' }],
    q: 'is a Facebook account needed for that?',
    fact: /Facebook (?:\(Meta\) )?(?:business )?account/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Do you work with Kijani CRM?' }],
    q: 'where do I find the key it asks for?',
    fact: /account settings|generate an API key/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What does the Medium knowledge base include?' }],
    q: 'and the Small one, what is its price?',
    fact: usd('0'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What happens when we run out of credits?' }],
    q: 'where do I check my balance then?',
    fact: /dashboard under Credits|GET \/api\/credit/i,
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Could our clinic’s patients schedule visits through Lisa on WhatsApp?',
      },
    ],
    q: 'will they get a reminder before the visit?',
    fact: /reminder/i,
  },

  // Slang, abbreviations and typos (13)
  { kind: 'slang-typo', q: 'instagrm integratn fee??', fact: usd('250') },
  { kind: 'slang-typo', q: 'odoo conect cost', fact: usd('300') },
  { kind: 'slang-typo', q: 'hw much per xtra usr monthly', fact: usd('25') },
  { kind: 'slang-typo', q: 'basic suport plan cost a mnth', fact: usd('50') },
  { kind: 'slang-typo', q: 'do u hv a free trail', fact: freeTrial },
  { kind: 'slang-typo', q: '$$ 4 connectin outlook calender', fact: usd('60') },
  { kind: 'slang-typo', q: 'asana setup hw much', fact: usd('100') },
  { kind: 'slang-typo', q: 'wats ur uptime', fact: /99\.9%/ },
  { kind: 'slang-typo', q: 'can it chat in portugese', fact: /Portuguese/ },
  { kind: 'slang-typo', q: 'larg knowlegebase cost', fact: usd('1,500') },
  { kind: 'slang-typo', q: 'hw long 2 go fully live', fact: /1-2 weeks/ },
  { kind: 'slang-typo', q: 'demo chat msgs r limited? how many', fact: /10 messages/ },
  { kind: 'slang-typo', q: 'wat code do i get wen i spam ur api 2 fast', fact: /rate_limited|429/ },

  // French (11)
  {
    kind: 'language-fr',
    q: 'Pour que Lisa réponde aux messages privés Instagram, quels sont les frais d’installation ?',
    fact: usd('250'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'L’offre d’assistance la moins chère du calculateur, c’est combien par mois ?',
    fact: usd('50'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Après l’envoi de ma demande de devis, sous quel délai aurai-je un retour ?',
    fact: salesReply,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Où dois-je coller le code du widget dans mon thème WordPress ?',
    fact: beforeBody,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Si on n’utilise pas tous nos crédits, on les perd ?',
    fact: neverExpire,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Lisa peut-elle parler portugais avec nos clients ?',
    fact: /Portuguese/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'La formation de notre personnel est facturée combien de l’heure ?',
    fact: usd('100'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Les conversations de nos clients sont-elles protégées par chiffrement ?',
    fact: encrypted,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le tarif pour créer un scénario automatisé, par exemple la qualification des prospects ?',
    fact: usd('120'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Au-delà de 10 000 crédits et jusqu’à 20 000, chaque crédit est facturé combien ?',
    fact: kes('0.59'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment brancher Slack pour être prévenu quand un client veut parler à un humain ?',
    fact: /Integrations › Slack/,
    language: 'fr',
  },

  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Tukitaka Lisa ijibu ujumbe wa Instagram, ada ya kuanzisha ni dola ngapi?',
    fact: usd('250'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kifurushi cha bei nafuu zaidi cha msaada kwenye kikokotoo kinagharimu dola ngapi kila mwezi?',
    fact: usd('50'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kuweka Google Meet kunagharimu kiasi gani?',
    fact: usd('80'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Wateja wetu wengi huzungumza Kifaransa. Lisa itaweza kuwahudumia?',
    fact: /French/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mtumiaji mmoja wa ziada analipiwa kiasi gani kila mwezi?',
    fact: usd('25'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nitafunguaje akaunti ya Lisa?',
    fact: /\/register/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, taarifa za wateja wetu zinalindwa kwa usimbaji fiche?',
    fact: encrypted,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kuunganisha Kijani CRM ni dola ngapi?',
    fact: usd('150'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tukizidi credits 50,000, kila moja itatugharimu shilingi ngapi?',
    fact: kes('0.49'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nikituma fomu ya kuomba bei, nitajibiwa ndani ya muda gani?',
    fact: salesReply,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, ninahitaji kadi ya benki ili kujaribu Lisa?',
    fact: /no credit card/i,
    language: 'sw',
  },

  // Off-topic: don't-know, not an invented answer (18)
  { kind: 'off-topic', q: 'What is the weather going to be like in Kisumu tomorrow?' },
  { kind: 'off-topic', q: 'Can you lend me some money until my salary comes in?' },
  { kind: 'off-topic', q: 'How long should I knead the dough for chapati?' },
  { kind: 'off-topic', q: 'How much does Safaricom charge to withdraw cash from M-Pesa?' },
  { kind: 'off-topic', q: 'Does Riverside still have two-bedroom flats to let?' },
  { kind: 'off-topic', q: 'Can I book a check-up with a doctor at Lakeside for Monday?' },
  { kind: 'off-topic', q: 'When is the next Mama Bora clinic day for new mothers?' },
  { kind: 'off-topic', q: 'My Skyline router keeps blinking red, what do I do?' },
  { kind: 'off-topic', q: 'How do I register a business name on eCitizen?' },
  { kind: 'off-topic', q: 'How many shillings is one euro today?' },
  { kind: 'off-topic', q: 'Which WordPress theme looks best for a bakery?' },
  { kind: 'off-topic', q: 'Someone hacked my Instagram, how do I get it back?' },
  { kind: 'off-topic', q: 'Write me a short poem about Nairobi traffic' },
  { kind: 'off-topic', q: 'Which is better for a start-up, Salesforce or HubSpot?' },
  { kind: 'off-topic', q: 'How much rice do I need to cook pilau for 20 guests?' },
  { kind: 'off-topic', q: 'What interest does Pesa Plus charge on a 10,000 shilling loan?' },
  { kind: 'off-topic', q: 'Who won the last presidential election in France?' },
  { kind: 'off-topic', q: 'My laptop has become very slow, how can I speed it up?' },

  // Requests for a person (12)
  { kind: 'handoff', q: 'Please put me through to somebody on your team' },
  { kind: 'handoff', q: 'I want to discuss our pricing with an actual person' },
  { kind: 'handoff', q: 'this bot is useless, get me a human' },
  { kind: 'handoff', q: 'Could one of your sales reps phone me?' },
  { kind: 'handoff', q: 'No more robot answers please, I need your support staff' },
  { kind: 'handoff', q: 'Is a live agent available to chat?' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Do you offer white-label deals for digital agencies?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'yes please, connect me',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Can we buy credits with M-Pesa?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'ok, a person would be great',
  },
  {
    kind: 'handoff',
    q: 'Je voudrais parler à quelqu’un de votre équipe, s’il vous plaît',
    language: 'fr',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Proposez-vous une remise aux associations ?' },
      { role: 'agent', text: offeredPersonFr },
    ],
    q: 'Oui, volontiers, mettez-moi en contact',
    language: 'fr',
  },
  {
    kind: 'handoff',
    q: 'Sipendi kuandikiana na mashine, niunganishe na mfanyakazi wenu',
    language: 'sw',
  },
  { kind: 'handoff', q: 'Naomba mtu wa mauzo anipigie simu', language: 'sw' },

  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  { kind: 'dont-know', q: 'Can my team answer the inbox from a Lisa mobile app on their phones?' },
  { kind: 'dont-know', q: 'In which country are your servers located?' },
  { kind: 'dont-know', q: 'Which payment methods do you accept when we buy credits?' },
  { kind: 'dont-know', q: 'Who founded Lisa, and in which year?' },
  { kind: 'dont-know', q: 'Do we get a discount for paying a whole year upfront?' },
  { kind: 'dont-know', q: 'Where is your head office, in case we want to drop by?' },
  { kind: 'dont-know', q: 'What is the biggest PDF, in MB, that I can upload?' },
  { kind: 'dont-know', q: 'Can I set Lisa to reply only outside our office hours?' },
];
