// The eleventh held-out evaluation set, written 2026-11-27 (session 14) for issue #24 ("Agent
// answers, round two") by a helper (set11) who has never read or changed the engine: nothing under
// src/engine, src/language, src/text, src/search or src/llm was opened, and the engine was never
// run on these questions (no eval, no ask, nothing importing createLisaEngine). Committed on its
// own before anything ran against it. It must never be edited after its results were seen: new
// cases go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base as
// buildLisaKnowledge() builds it (src/lisa-knowledge and the catalogue), never what the engine
// says. Same kinds and mix as set 9, in fresh everyday wording: a small-business owner, a
// developer, a clinic manager in Nairobi, a French- or Swahili-speaking shop owner.
// 150 questions: price 17, list 13, how-to 12, yes/no 13, two-in-one 10, follow-up 11,
// slang/typo 13, French 11, Swahili 11 (111 answerable), off-topic 18, request for a person
// 13 (4 of them accepting the agent's offer after a don't-know, one in French and one in
// Swahili with the offer written in that language), on-topic don't-know 8.
//
// Checks before the commit (a throwaway script outside the repo):
// 1. every fact regex (fact and facts) matches the knowledge text of at least one source: all
//    do, 0 unmatched; each price regex is usd()/kes() of exactly the asked price. Every
//    don't-know case was checked against the knowledge text for its key words (QuickBooks, Visa,
//    office, SOC, registered company, message length, commission, Telegram): none answers it.
// 2. word overlap (Jaccard over lower-cased words) of each question and each visitor history
//    turn with the 1,622 earlier texts (tuning set: questions.ts, -round-two, -round-three;
//    held-out sets 1, 3-10: questions and visitor history turns) and with the texts before it
//    here. Over two rounds of rewording, the drafts had 8 exact copies (the obvious questions had
//    all been asked before; one a history turn) and 35 more texts at 0.6 or above (7 of them
//    history turns); all were reworded.
//    Highest overlap left 0.58, mean of each question's highest overlap 0.39.
// 3. `pnpm --filter @lisa/agent typecheck` and `pnpm biome check` on this file pass.
//
// A price question names one item and its regex matches exactly that price. A list case needs
// every item in `facts`; a two-in-one both halves. French and Swahili cases also need the agent's
// own sentences in the visitor's language. Off-topic (several naming things from the case
// studies: Riverside, Mama Bora, Skyline, Pesa Plus, Summit, Duka Fresh, a Nairobi business
// permit) and don't-know cases must get the don't-know decision; requests for a person the
// handoff decision.

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The agent's fixed don't-know sentence, as sets 8 and 9 quote it, said before the visitor's
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

export const heldOutCases11: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: 'We only sell through our Instagram shop. What is the one-time fee to put Lisa on it?',
    fact: usd('250'),
  },
  { kind: 'price', q: 'What does it cost to hook Asana up to Lisa?', fact: usd('100') },
  {
    kind: 'price',
    q: 'How much do you bill once for the Google Meet booking link feature?',
    fact: usd('80'),
  },
  {
    kind: 'price',
    q: 'Our stock and prices live in Odoo. What is the charge for connecting it?',
    fact: usd('300'),
  },
  {
    kind: 'price',
    q: 'On the pricing page, what is the cheapest monthly support plan, Basic, going for?',
    fact: usd('50'),
  },
  {
    kind: 'price',
    q: 'If your trainer spends an hour with our receptionists, what do we pay?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'We want a support triage flow that sorts urgent requests. What is its setup price?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: 'Our catalogue and return policy would need structuring by your people. What does that knowledge base size cost?',
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: 'Once we go past fifty thousand credits, what is each extra one?',
    fact: kes('0.49'),
  },
  {
    kind: 'price',
    q: 'Credits number 2,001 through 5,000: how much apiece?',
    fact: kes('0.75'),
  },
  {
    kind: 'price',
    q: 'What is the per-credit rate in the band between five and ten thousand?',
    fact: kes('0.62'),
  },
  {
    kind: 'price',
    q: 'Adding it all up with your bands, what would a batch of 2,000 credits cost?',
    fact: kes('1,800'),
  },
  {
    kind: 'price',
    q: 'When requesting a quote, what is the Professional support package per month?',
    fact: kes('10,000'),
  },
  {
    kind: 'price',
    q: 'The default support package when I ask for a quote, what does it cost monthly?',
    fact: kes('5,000'),
  },
  {
    kind: 'price',
    q: 'Our developer would call Lisa from a self-service kiosk. What is the API connection fee?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'Say we need a tool that is not on your integrations list, like our own ERP. What is the setup price for that?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'We only want Lisa booking into our Google Calendar. How much is that connection?',
    fact: usd('60'),
  },
  // Lists: every item (13)
  {
    kind: 'list',
    q: 'Which languages can Lisa talk to customers in? Give me some examples.',
    facts: [/English/, /Swahili/, /French/, /Arabic/, /Portuguese/],
  },
  {
    kind: 'list',
    q: 'What are the four stages of getting going with Lisa?',
    facts: [/Setup/, /knowledge base/i, /Deploy/, /Customi[sz]e/],
  },
  {
    kind: 'list',
    q: 'In what forms can I add material for Lisa to learn from in the dashboard?',
    facts: [/FAQ/, /PDF/, /web page|link|URL/i, /typed|pasted/i],
  },
  {
    kind: 'list',
    q: 'Which monthly support plans does the price calculator have?',
    facts: [/Basic/, /Standard/, /Enterprise/],
  },
  {
    kind: 'list',
    q: 'What can I customise about the widget through attributes on its script tag?',
    facts: [/position/i, /theme/i, /title/i],
  },
  {
    kind: 'list',
    q: 'A first-time visitor opens the chat panel and sees topic buttons. Which ones?',
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
    q: 'What does Lisa do for a hospital front desk?',
    facts: [
      /Appointment booking/i,
      /Reminders and preparation notes/i,
      /Safe escalation/i,
      /Prescription refill requests/i,
    ],
  },
  {
    kind: 'list',
    q: 'How could Lisa help our online clothing store?',
    facts: [
      /Catalogue answers/i,
      /Order capture in chat/i,
      /Order tracking/i,
      /Returns and complaints/i,
    ],
  },
  {
    kind: 'list',
    q: 'What would Lisa do for a county office that serves citizens?',
    facts: [
      /Service guide assistant/i,
      /Application status/i,
      /Appointment booking/i,
      /Complaints and feedback/i,
    ],
  },
  {
    kind: 'list',
    q: 'We are a charity working with mothers in rural areas. What can Lisa do for us?',
    facts: [
      /Programme information line/i,
      /Registration by chat/i,
      /Surveys and feedback/i,
      /Donor and volunteer updates/i,
    ],
  },
  {
    kind: 'list',
    q: 'Which support packages can I choose between on the quote request?',
    facts: [/Standard/, /Professional/, /Enterprise/, /Custom/],
  },
  {
    kind: 'list',
    q: 'What adds up to the one-off setup fee?',
    facts: [/integrations/i, /workflows/i, /knowledge base/i, /training/i],
  },
  {
    kind: 'list',
    q: 'What do we get with the Enterprise plan in the pricing calculator?',
    facts: [/Dedicated manager/i, /4h SLA/i, /Custom SLAs/i],
  },
  // How-to (12)
  {
    kind: 'how-to',
    q: 'What do I do to let Lisa handle messages people send our Instagram account?',
    fact: /Integrations › Instagram/,
  },
  {
    kind: 'how-to',
    q: 'Setting Lisa up with our Zoho CRM, where do I begin?',
    fact: /Integrations › Zoho CRM/,
  },
  {
    kind: 'how-to',
    q: 'How do I pull our Odoo product list in so Lisa can quote stock levels?',
    fact: /POST \/odoo\/inventory|Integrations › Odoo/,
  },
  {
    kind: 'how-to',
    q: 'How can a chat about a refund turn into a task in Asana?',
    fact: /Create Asana task/,
  },
  {
    kind: 'how-to',
    q: 'I lost the embed snippet for the widget. Where can I copy our key from?',
    fact: /Integrations › Web Widget/,
  },
  {
    kind: 'how-to',
    q: 'I signed up and got a code by email. Where do I enter it?',
    fact: /\/verify-account/,
  },
  {
    kind: 'how-to',
    q: 'How can I check how many credits we still have?',
    fact: /under Credits|GET \/api\/credit/,
  },
  {
    kind: 'how-to',
    q: 'From our server, how do I send a customer message to Lisa for a public chat?',
    fact: /POST \/chat/,
  },
  {
    kind: 'how-to',
    q: 'How do I make the chat window pop open by itself when the page loads?',
    fact: /defaultOpen/,
  },
  {
    kind: 'how-to',
    q: 'How do I have Lisa arrange video calls with prospects who want a demo?',
    fact: /Integrations › Google Meet|Book a meeting/,
  },
  {
    kind: 'how-to',
    q: 'My app sometimes retries a request after a timeout. How do I stop Lisa answering twice?',
    fact: /client_message_id/,
  },
  {
    kind: 'how-to',
    q: 'After linking our Facebook Page, how do I check it actually works?',
    fact: /personal account/i,
  },
  // Yes/no (13)
  {
    kind: 'yes-no',
    q: 'Will Lisa reply to people commenting under our Facebook posts?',
    fact: /only private messages|Comments stay/i,
  },
  {
    kind: 'yes-no',
    q: 'After we connect our number, can I still open WhatsApp on my own phone with it?',
    fact: /cannot be used in the phone app|dedicated number/i,
  },
  {
    kind: 'yes-no',
    q: 'Can Lisa message a customer first on WhatsApp, say the day before their appointment?',
    fact: /approved message templates/i,
  },
  {
    kind: 'yes-no',
    q: 'Can Lisa work with a normal, non-business Instagram account?',
    fact: /professional accounts?/i,
  },
  {
    kind: 'yes-no',
    q: 'Once our staff close the Asana task for a refund, does Lisa notify the shopper?',
    fact: /Not automatically/,
  },
  { kind: 'yes-no', q: 'Does the booking feature work with Outlook?', fact: /Outlook/ },
  {
    kind: 'yes-no',
    q: 'Is there a client library I can use from Python?',
    fact: /OpenAPI|HTTPS and JSON/,
  },
  {
    kind: 'yes-no',
    q: 'Is the data we store with you encrypted?',
    fact: /encrypted in transit and at rest/i,
  },
  { kind: 'yes-no', q: 'Our site is built on Wix. Will the widget work there?', fact: /Wix/ },
  {
    kind: 'yes-no',
    q: 'If a customer asks us to erase their details, can we do that?',
    fact: /export or delete/i,
  },
  {
    kind: 'yes-no',
    q: 'Our Zoho account is hosted in Europe. Is that supported?',
    fact: /\.eu/,
  },
  {
    kind: 'yes-no',
    q: 'Could Lisa answer our Brazilian customers in Portuguese?',
    fact: /Portuguese/,
  },
  {
    kind: 'yes-no',
    q: 'We run Odoo on our own server, not Odoo Online. Will it still connect?',
    fact: /self-hosted/,
  },
  // Two questions in one message: both halves (10)
  {
    kind: 'two-in-one',
    q: 'What is the Instagram setup fee, and does Lisa also handle replies to our stories?',
    facts: [usd('250'), /story repl/i],
  },
  {
    kind: 'two-in-one',
    q: 'How much is the Google Meet setup, and do I need a paid Workspace account for it?',
    facts: [usd('80'), /personal Google account/i],
  },
  {
    kind: 'two-in-one',
    q: 'Can a simple assistant be on our site the same day, and how long does the whole rollout take?',
    facts: [/same day/i, fullRollout],
  },
  {
    kind: 'two-in-one',
    q: 'Basic support: what is the monthly fee and what is covered?',
    facts: [usd('50'), /Weekly reports/i],
  },
  {
    kind: 'two-in-one',
    q: 'What does the calendar connection cost, and will it work with Microsoft calendars?',
    facts: [usd('60'), /Outlook/],
  },
  {
    kind: 'two-in-one',
    q: 'What is a credit in the first thousand, and how many does each reply eat?',
    facts: [kes('1.00'), /one credit/i],
  },
  {
    kind: 'two-in-one',
    q: 'What error code do I get when rate limited, and how long does the TypeScript client wait before timing out?',
    facts: [/rate_limited/, /15-second/],
  },
  {
    kind: 'two-in-one',
    q: 'How much is the Enterprise plan in the calculator per month, and what response time does its SLA promise?',
    facts: [usd('500'), /4h SLA/i],
  },
  {
    kind: 'two-in-one',
    q: 'What do you charge to connect Zoho, and which Zoho regions can I pick?',
    facts: [usd('180'), /\.eu/],
  },
  {
    kind: 'two-in-one',
    q: 'How much is the Asana setup, and who gets the task it creates?',
    facts: [usd('100'), /assign/i],
  },
  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is the price to connect our Instagram account?' }],
    q: 'what about our Facebook Page inbox then?',
    fact: usd('250'),
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Standard support from your calculator, what is the monthly figure?',
      },
    ],
    q: 'and the one below it?',
    fact: usd('50'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Explain the Odoo integration to me' }],
    q: 'what would we pay to set it up?',
    fact: usd('300'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is the first credit band priced at?' }],
    q: 'and credits 2,001 to 5,000?',
    fact: kes('0.75'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Does the booking work with Google’s calendar?' }],
    q: 'we use Outlook though, fine?',
    fact: /Outlook/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What can Lisa do for a property agency?' }],
    q: 'would the buyer get a reminder before the viewing?',
    fact: /reminder with directions/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Walk me through connecting WhatsApp' }],
    q: 'what should I have ready before I start?',
    facts: [/business account/i, /verification code/i],
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Tell me what developers can do with your REST API' }],
    q: 'do you have a ready-made client for it?',
    fact: /@lisa\/api-client|TypeScript client/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Describe the Medium knowledge base option' }],
    q: 'and the price of it?',
    fact: usd('500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Does Lisa alert us in Slack when a chat is handed over?' }],
    q: 'can it post a summary once a day too?',
    fact: /daily digest/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What support tiers come with asking sales for a quote?' }],
    q: 'how much is the Enterprise one of those?',
    fact: kes('20,000'),
  },
  // Slang, abbreviations and typos (13)
  { kind: 'slang-typo', q: 'hw much 2 connect insta', fact: usd('250') },
  { kind: 'slang-typo', q: 'odooo setup fee hw much', fact: usd('300') },
  { kind: 'slang-typo', q: 'asana integ how mch', fact: usd('100') },
  { kind: 'slang-typo', q: 'wat does 1 credit cost if i buy like 60k', fact: kes('0.49') },
  { kind: 'slang-typo', q: 'medium knowldge base $$?', fact: usd('500') },
  { kind: 'slang-typo', q: 'basic suport plan per mnth', fact: usd('50') },
  { kind: 'slang-typo', q: 'trial period is hw many dayz', fact: freeTrial },
  { kind: 'slang-typo', q: 'does lisa speek french', fact: /French/ },
  { kind: 'slang-typo', q: 'callendar integration price pls', fact: usd('60') },
  { kind: 'slang-typo', q: 'how 2 get api tokn', fact: /Settings › API tokens/ },
  { kind: 'slang-typo', q: 'do u guys work wth wordpress sites', fact: /WordPress/ },
  { kind: 'slang-typo', q: 'msg limit on ur homepage demo?', fact: /10 messages/ },
  { kind: 'slang-typo', q: 'how long til we r fully live', fact: fullRollout },
  // French (11)
  {
    kind: 'language-fr',
    q: 'Combien coûte la mise en service sur Instagram ?',
    fact: usd('250'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Est-ce que Lisa répond aussi en portugais ?',
    fact: /Portuguese/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Le support Basic, il coûte combien chaque mois ?',
    fact: usd('50'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'On peut essayer gratuitement pendant combien de temps ?',
    fact: freeTrial,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment installer la fenêtre de discussion sur mon site ?',
    fact: /<\/body>|Integrations › Web Widget/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Les crédits qu’on n’utilise pas sont-ils perdus à la fin du mois ?',
    fact: neverExpire,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien facturez-vous une heure de formation pour notre personnel ?',
    fact: usd('100'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Vous gérez les réservations dans un calendrier Microsoft Outlook ?',
    fact: /Outlook/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le tarif de mise en place pour Google Meet ?',
    fact: usd('80'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Que peut faire Lisa pour une clinique médicale ?',
    fact: /Appointment booking/i,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Après une demande de devis, votre service commercial répond sous combien de temps ?',
    fact: /2 business days/,
    language: 'fr',
  },
  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Bei ya kuweka Lisa kwenye Instagram yetu ni dola ngapi?',
    fact: usd('250'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tukitaka kuunganisha Odoo, tutalipa bei gani ya kuanzisha?',
    fact: usd('300'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tukichagua msaada wa Basic, tutalipa ngapi kila mwezi?',
    fact: usd('50'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, Lisa inaweza kuzungumza na wateja kwa Kifaransa?',
    fact: /French/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tukiongeza mfanyakazi wa tatu kwenye akaunti, gharama ya kila mwezi ni ngapi?',
    fact: usd('25'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nitafungua akaunti ya Lisa vipi?',
    fact: /\/register/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kila jibu ambalo Lisa inatuma linatumia credit ngapi?',
    fact: /one credit/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, data yetu imesimbwa kwa njia fiche?',
    fact: /encrypted/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Utekelezaji kamili wa Lisa unachukua muda gani?',
    fact: fullRollout,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Lisa inaweza kusaidia hospitali yetu kupanga miadi ya wagonjwa?',
    fact: /Appointment booking|books/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Bei ya kila credit tukinunua zaidi ya 50,000 ni shilingi ngapi?',
    fact: kes('0.49'),
    language: 'sw',
  },
  // Off-topic: don't-know, not an invented answer (18)
  { kind: 'off-topic', q: 'Is it going to be sunny in Nakuru on Sunday?' },
  { kind: 'off-topic', q: 'Can you lend me money for stock until the end of the month?' },
  { kind: 'off-topic', q: 'How do you cook pilau for twenty guests?' },
  { kind: 'off-topic', q: 'How much does Safaricom charge for an M-Pesa withdrawal?' },
  { kind: 'off-topic', q: 'Does Riverside have a two-bedroom flat available in Kilimani?' },
  { kind: 'off-topic', q: 'Which days is the Mama Bora clinic open this month?' },
  { kind: 'off-topic', q: 'Is Skyline internet down in Ruaka right now?' },
  { kind: 'off-topic', q: 'When is my next Pesa Plus loan repayment due?' },
  { kind: 'off-topic', q: 'How much are the school fees at Summit for form one?' },
  { kind: 'off-topic', q: 'Can Duka Fresh swap my tomatoes for onions if they run out?' },
  { kind: 'off-topic', q: 'My Gmail is locked, how do I get back in?' },
  { kind: 'off-topic', q: 'Compose a birthday message for my sister' },
  { kind: 'off-topic', q: 'Which country has the biggest population in Africa?' },
  { kind: 'off-topic', q: 'For a new online shop, is Shopify or WooCommerce better?' },
  { kind: 'off-topic', q: 'What documents do I need for a single business permit in Nairobi?' },
  { kind: 'off-topic', q: 'Recommend a good laptop for my receptionist' },
  { kind: 'off-topic', q: 'Is avocado good for lowering cholesterol?' },
  { kind: 'off-topic', q: 'When is Lisa from Blackpink releasing her next album?' },
  // Requests for a person (13)
  { kind: 'handoff', q: 'Could you pass me over to an actual staff member?' },
  { kind: 'handoff', q: 'I need to speak to an agent about our contract' },
  { kind: 'handoff', q: 'This bot is not helping me. Who can I talk to on your side?' },
  { kind: 'handoff', q: 'Can one of your salespeople phone me this afternoon?' },
  { kind: 'handoff', q: 'Transfer me to someone on your team' },
  { kind: 'handoff', q: 'Nope, no more robot. Human.' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Is there a Zendesk connector so our chats become tickets there?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'yes, that would help, thanks',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Can we pay your invoices by bank transfer?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'sure, I will wait for them',
  },
  {
    kind: 'handoff',
    q: 'Je n’ai pas envie de discuter avec une machine, mettez-moi en relation avec un conseiller',
    language: 'fr',
  },
  { kind: 'handoff', q: 'Passez-moi quelqu’un de votre équipe commerciale', language: 'fr' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Pouvez-vous héberger nos données au Sénégal ?' },
      { role: 'agent', text: offeredPersonFr },
    ],
    q: 'Oui, je veux bien parler à quelqu’un',
    language: 'fr',
  },
  { kind: 'handoff', q: 'Nataka kuhudumiwa na binadamu tafadhali', language: 'sw' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Je, mnatoa risiti za ETR kwa malipo yetu?' },
      { role: 'agent', text: offeredPersonSw },
    ],
    q: 'Ndiyo, niunganishe nao tafadhali',
    language: 'sw',
  },
  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  { kind: 'dont-know', q: 'Does Lisa integrate with QuickBooks for our invoices?' },
  { kind: 'dont-know', q: 'Can I buy our credits with a Visa card, or is it invoice only?' },
  { kind: 'dont-know', q: 'Where is your office in Nairobi? I would like to visit.' },
  { kind: 'dont-know', q: 'Has Lisa passed an outside security audit like SOC 2?' },
  { kind: 'dont-know', q: 'In which country is the company behind Lisa registered?' },
  { kind: 'dont-know', q: 'How many characters long can a single customer message be?' },
  { kind: 'dont-know', q: 'Do you pay a referral commission to agencies that bring you clients?' },
  { kind: 'dont-know', q: 'Can Lisa reply to our customers on Telegram?' },
];
