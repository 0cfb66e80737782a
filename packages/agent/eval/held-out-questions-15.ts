// The fifteenth held-out evaluation set, written 2026-11-27 (session 17) for issue #24 ("Agent
// answers, round two") by a helper (set15) who has never read or changed the engine: nothing under
// src/engine, src/language, src/text, src/search or src/llm was opened, and the engine was never
// run on these questions (no eval, no ask, nothing importing createLisaEngine). Committed on its
// own before anything ran against it. It must never be edited after its results were seen: new
// cases go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base as
// buildLisaKnowledge() builds it (src/lisa-knowledge and the catalogue), never what the engine
// says. Same kinds and mix as set 14, in fresh everyday wording and fresh scenarios (a driving
// school, a hardware shop, a church, a law firm, a hostel, a clinic in Nairobi, a French- or
// Swahili-speaking shop owner), some questions leaning on what the visitor said earlier in the
// same message. The items asked about lean on what set 14 asked less often (Google Meet, Asana,
// the calendar, Instagram, Odoo, the web widget and Lisa API setup prices, any other integration,
// training, the Medium knowledge base, the Basic and Enterprise plans of the pricing page, the
// Standard and Professional quote packages, the 1.00 / 0.75 / 0.49 credit bands, the government,
// NGO, real estate and healthcare pages, Zoho's data centres, Slack's notifications, Odoo's
// connection details and versions, the Messenger, Instagram, Google Meet and Asana FAQs, the
// Business Key's 24 hours, defaultOpen, client_message_id, GET /business, running out of credits).
// 150 questions: price 17, list 13, how-to 12, yes/no 13, two-in-one 10, follow-up 11,
// slang/typo 13, French 11, Swahili 11 (111 answerable), off-topic 18, request for a person 13
// (4 accepting the agent's offer after a don't-know, one in French and one in Swahili with the
// offer written in that language; five refusing the bot, two in French and one in Swahili; one
// asking for a phone call), on-topic don't-know 8.
//
// Checks before the commit (a throwaway script outside the repo):
// 1. every fact regex (fact and facts) matches the knowledge text (chunk questions and text) of at
//    least one source: all do, 0 unmatched; each price regex is usd()/kes() of exactly the asked
//    price. Every don't-know case was checked against the knowledge text for its key words (screen
//    reader, a read-only login, how long Meta takes to approve a template, a notification sound, an
//    API sandbox, a maximum of team members, Kikuyu and Dholuo, compensation for downtime): none
//    answers it, and none repeats a don't-know topic of sets 1 and 3-14.
// 2. word overlap (Jaccard over lower-cased words) of each question and each visitor history
//    turn with the 2,293 earlier texts (tuning set: questions.ts, -round-two, -round-three;
//    held-out sets 1, 3-14: questions and visitor history turns) and with the texts before it
//    here. The first draft had 24 texts at 0.6 or above (2 exact copies of earlier French
//    questions, on the hourly training rate and the Basic plan); all were reworded, then 2 more,
//    then 9 at 0.55-0.59 for margin. Highest overlap left 0.54, mean of each question's highest
//    overlap 0.33 (0.334 over the 150 questions, 0.336 with the 15 visitor history turns).
// 3. `pnpm --filter @lisa/agent typecheck` and `pnpm biome check` on this file pass.
//
// A price question names one item and its regex matches exactly that price. A list case needs
// every item in `facts`; a two-in-one both halves. French and Swahili cases also need the agent's
// own sentences in the visitor's language. Off-topic cases (several sharing words with the
// knowledge: the rains, a matatu loan, mandazi dough, a Wi-Fi router, cement, a Sunday service, a
// driving test, registering a company, a hostel, a Google Meet camera, a hacked Instagram, a
// translation into Portuguese, and things named in the case studies: Skyline, Duka Fresh, Summit,
// Lakeside, Pesa Plus) and don't-know cases must get the don't-know decision; requests for a
// person the handoff decision.

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The agent's fixed don't-know sentence, as sets 8, 9 and 11 to 14 quote it, said before the
// visitor's reply in the accepted-offer cases.
const offeredPerson =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

// The same offer as a French- or Swahili-speaking visitor would read it.
const offeredPersonFr =
  'Je suis désolé, je ne connais pas la réponse et je préfère ne pas deviner. Voulez-vous que je vous mette en relation avec une personne de notre équipe ?';
const offeredPersonSw =
  'Samahani, sijui jibu la swali hilo na sipendi kubahatisha. Ungependa nikuunganishe na mtu wa timu yetu?';

const neverExpire = /never expire|do not expire/i;
const goLive = /same day|1-2 weeks/;
const professionalAccount = /professional accounts?/i;
const pageMessagesOnly = /only private messages/;
const outOfCredits = /waits? for a person/;
const widgetInstall = /<\/body>|Integrations › Web Widget/;

export const heldOutCases15: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: 'My driving school keeps lesson slots in Google Calendar. What is your one-time fee for the calendar connection?',
    fact: usd('60'),
  },
  {
    kind: 'price',
    q: 'We are a small law firm and do client consultations on video. How much to set up Google Meet with Lisa?',
    fact: usd('80'),
  },
  {
    kind: 'price',
    q: 'At the hardware shop we track supplier callbacks in Asana. What would linking Asana cost us up front?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'Most guests ask about beds through our hostel’s Instagram DMs. What is the Instagram setup charge?',
    fact: usd('250'),
  },
  {
    kind: 'price',
    q: 'All our stock and prices live in Odoo. What do you charge once to integrate it?',
    fact: usd('300'),
  },
  {
    kind: 'price',
    q: 'The parish only wants the little chat button on its website. What is the setup price of the web widget?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'Our developer would call Lisa from our own booking app. What is the one-off fee for the Lisa API?',
    fact: usd('200'),
  },
  {
    kind: 'price',
    q: 'Our bookkeeping software isn’t one you name anywhere. Would linking it still be possible, and at what one-off price?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'If your people train my cashiers on the dashboard, what is the rate per hour?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'You would organise our catalogue and return policy for us: what is that Medium knowledge base priced at?',
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: 'I only need email help and weekly reports. What would the Basic plan set me back each month?',
    fact: usd('50'),
  },
  {
    kind: 'price',
    q: 'We want a 4-hour SLA and someone dedicated to us. What does the Enterprise support plan cost monthly?',
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: 'Requesting a quote, I saw a Professional package that adds phone support. How many shillings per month is it?',
    fact: kes('10,000'),
  },
  {
    kind: 'price',
    q: 'The support package that is ticked by default on the quote form costs how much a month?',
    fact: kes('5,000'),
  },
  {
    kind: 'price',
    q: 'For the very first thousand credits we buy, what is the price of one credit?',
    fact: kes('1.00'),
  },
  {
    kind: 'price',
    q: 'Once we are past two thousand credits, each one up to 5,000 is charged at what?',
    fact: kes('0.75'),
  },
  {
    kind: 'price',
    q: 'A chain of churches could use over 60,000 credits a month. What is the rate beyond the 50,000 mark?',
    fact: kes('0.49'),
  },
  // Lists: every item (13)
  {
    kind: 'list',
    q: 'I work in a county revenue department. List what Lisa offers public sector offices.',
    facts: [
      /Service guide assistant/,
      /Application status/,
      /Appointment booking/,
      /Complaints and feedback/,
    ],
  },
  {
    kind: 'list',
    q: 'Our church runs a food programme for widows, much like an NGO. What can Lisa do for non-profits?',
    facts: [
      /Programme information line/,
      /Registration by chat/,
      /Surveys and feedback/,
      /Donor and volunteer updates/,
    ],
  },
  {
    kind: 'list',
    q: 'I let out flats in Kilimani and get enquiries all night. What do you provide for property businesses?',
    facts: [
      /Listing-aware answers/,
      /Lead qualification/,
      /Viewing booking/,
      /Portal and social enquiries/,
    ],
  },
  {
    kind: 'list',
    q: 'I manage a clinic in Nairobi with three doctors. Tell me every feature you have for healthcare.',
    facts: [
      /Appointment booking/,
      /Reminders and preparation notes/,
      /Safe escalation/,
      /Prescription refill requests/,
    ],
  },
  {
    kind: 'list',
    q: 'Which four support options appear when I fill in the enterprise quote request?',
    facts: [/Standard/, /Professional/, /Enterprise/, /Custom/],
  },
  {
    kind: 'list',
    q: 'How many knowledge base sizes are there to choose from, and what are they called?',
    facts: [/Small/, /Medium/, /Large/],
  },
  {
    kind: 'list',
    q: 'Zoho asks which data centre our account is on. Which ones can Lisa work with?',
    facts: [/\.com/, /\.eu/, /\.in\b/],
  },
  {
    kind: 'list',
    q: 'Before anyone types, the chat panel shows some starter topics. Name all of them.',
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
    q: 'What sorts of messages will Lisa drop into our Slack channels?',
    facts: [
      /handoff/i,
      /leads/i,
      /quote requests/i,
      /workflow failures|failed workflows/i,
      /digest/i,
    ],
  },
  {
    kind: 'list',
    q: 'Tell me every case in which the bot stops and lets a member of staff handle the customer.',
    facts: [
      /asks? for a (?:person|human)/i,
      /does not know|cannot answer|not confident/i,
      /run out of credits|runs out of credits/i,
    ],
  },
  {
    kind: 'list',
    q: 'To hook up Odoo, which four pieces of information do I have to type in?',
    facts: [/URL/, /database/i, /user id/i, /API key/],
  },
  {
    kind: 'list',
    q: 'Give me the full list of things a workflow can do in a conversation, according to your docs.',
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
    q: 'What does the Google Meet integration actually give me when Lisa books a call?',
    facts: [/Meet links?/, /summary/i, /Round-robin/i, /Reminders/],
  },
  // How-to (12)
  {
    kind: 'how-to',
    q: 'Our boutique has an Instagram shop. Walk me through letting Lisa reply to its DMs.',
    fact: /Integrations › Instagram/,
  },
  {
    kind: 'how-to',
    q: 'Our hostel has a Facebook Page that gets booking questions. How do I connect it?',
    fact: /Integrations › Facebook Messenger/,
  },
  {
    kind: 'how-to',
    q: 'When a customer wants a callback about a broken wheelbarrow, how do I make Lisa open an Asana task?',
    fact: /Create Asana task/,
  },
  {
    kind: 'how-to',
    q: 'How can I let Lisa put driving lessons straight into our instructor’s calendar?',
    fact: /Integrations › Calendar/,
  },
  {
    kind: 'how-to',
    q: 'Our church site has a black theme. How do I switch the chat to dark mode?',
    fact: /data-theme="dark"|light or dark/,
  },
  {
    kind: 'how-to',
    q: 'Our mobile network is patchy and the app retries requests. How do I stop customers getting the same answer twice?',
    fact: /client_message_id/,
  },
  {
    kind: 'how-to',
    q: 'In my own app’s chat header I want to show the business name and the bot’s name. Which call gives me those?',
    fact: /GET \/business\/\{business_id\}/,
  },
  {
    kind: 'how-to',
    q: 'Where can I check how many credits we have left and what used them?',
    fact: /under Credits|GET \/api\/credit/,
  },
  {
    kind: 'how-to',
    q: 'I have our common questions in a spreadsheet. How should it be laid out to upload it as an FAQ?',
    fact: /question and answer columns/,
  },
  {
    kind: 'how-to',
    q: 'I pasted the snippet on my law firm’s site. What is the right way to test that it works?',
    fact: /private (?:browser )?window/,
  },
  {
    kind: 'how-to',
    q: 'Where do I go to open an account and begin the free trial?',
    fact: /\/register/,
  },
  {
    kind: 'how-to',
    q: 'How do I get the API key that Lisa asks for when linking Odoo?',
    fact: /Account Security/,
  },
  // Yes/no (13)
  {
    kind: 'yes-no',
    q: 'People leave questions under our Facebook posts. Will Lisa answer those comments?',
    fact: pageMessagesOnly,
  },
  {
    kind: 'yes-no',
    q: 'Our salon only has a personal Instagram profile. Is that enough for Lisa?',
    fact: professionalAccount,
  },
  {
    kind: 'yes-no',
    q: 'Do I have to pay for Google Workspace before Lisa can book video calls?',
    fact: /personal Google account works/,
  },
  {
    kind: 'yes-no',
    q: 'When my storeman marks the Asana task done, is the customer told on their own?',
    fact: /Not automatically/,
  },
  {
    kind: 'yes-no',
    q: 'Our Odoo is the hosted online edition, not installed in-house. Will Lisa connect to it?',
    fact: /Odoo Online, Odoo\.sh or self-hosted/,
  },
  {
    kind: 'yes-no',
    q: 'Buying credits in December for the January rush: will any be lost if we do not use them quickly?',
    fact: neverExpire,
  },
  {
    kind: 'yes-no',
    q: 'Customers DM us photos of the tiles they want. Does Lisa understand the pictures?',
    fact: /shows it to your team|based on the text/,
  },
  {
    kind: 'yes-no',
    q: 'If our balance hits zero over a weekend, are customers simply ignored?',
    fact: outOfCredits,
  },
  {
    kind: 'yes-no',
    q: 'A former client wants everything we hold on him erased. Can we do that?',
    fact: /export or delete/,
  },
  {
    kind: 'yes-no',
    q: 'Could another business using Lisa ever read our guests’ chats?',
    fact: /only ever reach its own|sees only its own/,
  },
  {
    kind: 'yes-no',
    q: 'Is there a setting so visitors find the conversation window already expanded on arrival?',
    fact: /defaultOpen/,
  },
  {
    kind: 'yes-no',
    q: 'Our backend is Python. Can we still use your API without the TypeScript client?',
    fact: /Any language that speaks HTTPS/,
  },
  {
    kind: 'yes-no',
    q: 'I clicked regenerate on the Business Key. Does our website chat break straight away?',
    fact: /24 hours/,
  },
  // Two questions in one message: both halves (10)
  {
    kind: 'two-in-one',
    q: 'How much does the Asana link cost, and will finishing a task there message the customer?',
    facts: [usd('100'), /Not automatically/],
  },
  {
    kind: 'two-in-one',
    q: 'Two things about Google Meet: the setup price, and whether a normal Gmail account is fine.',
    facts: [usd('80'), /personal Google account works/],
  },
  {
    kind: 'two-in-one',
    q: 'What is the Instagram setup fee, and can it run on a personal account?',
    facts: [usd('250'), professionalAccount],
  },
  {
    kind: 'two-in-one',
    q: 'We run an older Odoo release. Will it be compatible, and what is the integration fee?',
    facts: [usd('300'), /JSON-RPC/],
  },
  {
    kind: 'two-in-one',
    q: 'What do you charge per hour of training, and how many weeks does a full rollout normally take?',
    facts: [usd('100'), /1-2 weeks/],
  },
  {
    kind: 'two-in-one',
    q: 'What is the price of the Medium knowledge base, and what does your team do for that money?',
    facts: [usd('500'), /structured by our team/],
  },
  {
    kind: 'two-in-one',
    q: 'The Basic support plan: what is it per month and what comes with it?',
    facts: [usd('50'), /Weekly reports/i],
  },
  {
    kind: 'two-in-one',
    q: 'After I send the quote form, when will sales get back to me, and how far ahead may I set the go-live date?',
    facts: [/2 business days/, /one year/],
  },
  {
    kind: 'two-in-one',
    q: 'Tell me two numbers: languages the assistant understands, and apps it integrates with.',
    facts: [/30\+/, /50\+/],
  },
  {
    kind: 'two-in-one',
    q: 'Calendar hookup price? Also, what happens when two learners try to grab the same lesson time?',
    facts: [usd('60'), /checks the slot again/],
  },
  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Our lawyers meet clients on Google Meet. Is there a fee to connect it?',
      },
    ],
    q: 'and linking the calendar itself?',
    fact: usd('60'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Explain the support packages on your quote form' }],
    q: 'the one with phone support, monthly fee?',
    fact: kes('10,000'),
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Our law firm gets a lot of enquiries on Instagram these days' },
    ],
    q: 'what kind of account do we need for Lisa to answer them?',
    fact: professionalAccount,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How would Lisa pull our hardware inventory from Odoo?' }],
    q: 'could that mess up the data we already have there?',
    fact: /only reads/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Which knowledge base packages do you sell?' }],
    q: 'price of the mid-sized option?',
    fact: usd('500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'I’d like the chat on our driving school website' }],
    q: 'and on a small phone screen, how big is it?',
    fact: /full width|Full-width/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What can Lisa do for a pharmacy attached to a clinic?' }],
    q: 'and refill requests, who approves those?',
    fact: /pharmacist or doctor/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'I don’t get how your credits work' }],
    q: 'so what exactly eats them up?',
    fact: /Each reply Lisa sends uses one credit|messages and workflows consume/i,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Which monthly help plans can I add in the price calculator?' },
    ],
    q: 'what reply time is promised with the most expensive one?',
    fact: /4h SLA/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Setting up Messenger for our Page, what are the steps?' }],
    q: 'we have two Pages, one per branch. Can both be linked?',
    fact: /one or several Pages|Tick the Pages|Choose the Pages/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'We use Zoho CRM for our tour bookings' }],
    q: 'our Zoho account is on the European servers, is that ok?',
    fact: /\.eu/,
  },
  // Slang, abbreviations and typos (13)
  { kind: 'slang-typo', q: 'gogle meet integ price??', fact: usd('80') },
  { kind: 'slang-typo', q: 'asana conect hw mch', fact: usd('100') },
  { kind: 'slang-typo', q: 'calender sync one time fee', fact: usd('60') },
  { kind: 'slang-typo', q: 'instagram dm automation one off fee??', fact: usd('250') },
  { kind: 'slang-typo', q: 'odoo hookup how many $', fact: usd('300') },
  { kind: 'slang-typo', q: 'staff traning hourly charge', fact: usd('100') },
  { kind: 'slang-typo', q: 'medium kb pric pls', fact: usd('500') },
  { kind: 'slang-typo', q: 'cheapest suport tier pricing pg, per mo?', fact: usd('50') },
  { kind: 'slang-typo', q: 'enterprize suport w 4hr sla cost', fact: usd('500') },
  { kind: 'slang-typo', q: 'credits past 50k each hw much', fact: kes('0.49') },
  { kind: 'slang-typo', q: 'do ma credits expre?', fact: neverExpire },
  { kind: 'slang-typo', q: 'wat langs can lisa speek', fact: /30\+/ },
  { kind: 'slang-typo', q: 'how quick can u get us runnin', fact: goLive },
  // French (11)
  {
    kind: 'language-fr',
    q: 'Relier Lisa à notre agenda Outlook, c’est quel tarif au départ ?',
    fact: usd('60'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Pour notre auto-école, quel est le prix pour connecter Instagram ?',
    fact: usd('250'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Si votre équipe forme nos secrétaires, vous prenez combien par heure ?',
    fact: usd('100'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'L’assistance Basic affichée sur la page des tarifs revient à combien chaque mois ?',
    fact: usd('50'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Nos crédits restants disparaissent-ils à la fin du trimestre ?',
    fact: neverExpire,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Est-ce que Lisa répond aussi aux commentaires laissés sous nos publications Facebook ?',
    fact: pageMessagesOnly,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment ajouter la fenêtre de discussion sur le site internet de notre paroisse ?',
    fact: widgetInstall,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Je gère un cabinet médical : Lisa peut-elle prendre les rendez-vous de nos patients ?',
    fact: /Appointment booking|books? (?:and reschedules )?appointments/i,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien de temps faut-il pour que l’assistant soit en ligne chez nous ?',
    fact: goLive,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Une fois passés les 2 000 premiers crédits, quel tarif s’applique jusqu’à 5 000 ?',
    fact: kes('0.75'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Dans combien de langues Lisa peut-elle répondre à nos clients ?',
    fact: /30\+/,
    language: 'fr',
  },
  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Tunafanya mikutano ya video na wateja. Ada ya kuweka Google Meet ni dola ngapi?',
    fact: usd('80'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Duka letu la vifaa vya ujenzi linatumia Odoo. Ada ya kuunganisha ni kiasi gani?',
    fact: usd('300'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mafunzo ya wafanyakazi wetu yanalipiwa dola ngapi kwa saa moja?',
    fact: usd('100'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kifurushi cha Professional (pamoja na msaada kwa simu) kinagharimu shilingi ngapi kwa mwezi?',
    fact: kes('10,000'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, credit tulizonunua zitapotea tusipozitumia mwezi huu?',
    fact: neverExpire,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Wateja wetu wengi huandika kwa Kiswahili. Je, Lisa itawajibu kwa lugha hiyo?',
    fact: /Swahili/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nifanye nini ili kuunganisha ukurasa wa Facebook wa biashara yangu na Lisa?',
    fact: /Integrations › Facebook Messenger/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Hosteli yetu ina akaunti binafsi ya Instagram. Je, inatosha kuunganishwa na Lisa?',
    fact: professionalAccount,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, Lisa inaweza kupanga miadi ya wagonjwa moja kwa moja kwenye kalenda ya kliniki?',
    fact: /Google Calendar|books? (?:them|the chosen slot|appointments)/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Credit zikiisha, nini hutokea kwa wateja wanaotuandikia?',
    fact: outOfCredits,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Shirika letu lisilo la kiserikali linasaidia jamii. Lisa inaweza kutufanyia nini?',
    fact: /Programme information line|Registration by chat/,
    language: 'sw',
  },
  // Off-topic: don't-know, not an invented answer (18)
  { kind: 'off-topic', q: 'Will the long rains reach Kisumu before Saturday?' },
  { kind: 'off-topic', q: 'Which bank gives the cheapest loan for buying a second-hand matatu?' },
  { kind: 'off-topic', q: 'My mandazi come out hard. What am I doing wrong with the dough?' },
  { kind: 'off-topic', q: 'How do I reset the Wi-Fi password on the router Skyline installed?' },
  {
    kind: 'off-topic',
    q: 'Can I order sukuma and milk from Duka Fresh for delivery in Rongai tonight?',
  },
  { kind: 'off-topic', q: 'What are Summit’s school fees for a form one student?' },
  { kind: 'off-topic', q: 'Is Lakeside clinic open on Sunday afternoons?' },
  {
    kind: 'off-topic',
    q: 'My Pesa Plus repayment is three days late. What penalty will they add?',
  },
  { kind: 'off-topic', q: 'What is a 50 kg bag of cement going for in Nairobi this month?' },
  {
    kind: 'off-topic',
    q: 'What time does the Sunday English service start at All Saints Cathedral?',
  },
  { kind: 'off-topic', q: 'How many lessons should I take before sitting the NTSA driving test?' },
  { kind: 'off-topic', q: 'What do I need to register a limited company in Kenya?' },
  { kind: 'off-topic', q: 'Find me a cheap backpackers hostel in Naivasha for two nights' },
  { kind: 'off-topic', q: 'My camera shows a black screen in Google Meet. How do I fix it?' },
  {
    kind: 'off-topic',
    q: 'A scammer took over our shop’s Instagram and changed the login email. How do we recover it?',
  },
  { kind: 'off-topic', q: 'Which African footballer earns the most in Europe?' },
  { kind: 'off-topic', q: 'Translate “good morning, welcome to our shop” into Portuguese' },
  { kind: 'off-topic', q: 'Is Excel or Google Sheets better for keeping a small shop’s books?' },
  // Requests for a person (13)
  {
    kind: 'handoff',
    q: 'Could I talk to somebody on your team about a setup for our four hostels?',
  },
  {
    kind: 'handoff',
    q: 'Please ask one of your staff to ring me, I am at the hardware shop until six.',
  },
  { kind: 'handoff', q: 'I don’t trust a bot with this. Get me a human being.' },
  { kind: 'handoff', q: 'Stop replying automatically, I want an actual member of staff' },
  { kind: 'handoff', q: 'Is there a live person I can chat to at this moment?' },
  {
    kind: 'handoff',
    q: 'Connect me with one of your salespeople, our driving school wants to discuss a contract.',
  },
  {
    kind: 'handoff',
    history: [
      {
        role: 'visitor',
        text: 'Can Lisa print incoming orders on our kitchen printer?',
      },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'fine by me, pass me along',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Can the widget show our church logo on the chat button?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'alright, a colleague of yours then',
  },
  {
    kind: 'handoff',
    q: 'Un membre de votre personnel pourrait-il reprendre cette conversation à la place du robot ?',
    language: 'fr',
  },
  {
    kind: 'handoff',
    q: 'Assez des réponses automatiques, je veux parler à un humain de votre société.',
    language: 'fr',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Est-ce que Lisa sait lire les notes vocales de nos clients ?' },
      { role: 'agent', text: offeredPersonFr },
    ],
    q: 'Oui, mettez-moi en contact avec quelqu’un, merci.',
    language: 'fr',
  },
  {
    kind: 'handoff',
    q: 'Sitaki kuongea na mashine. Niunganishe na binadamu tafadhali.',
    language: 'sw',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Je, mnatoa punguzo kwa shule za udereva?' },
      { role: 'agent', text: offeredPersonSw },
    ],
    q: 'Sawa, nipe mtu wa kuzungumza naye',
    language: 'sw',
  },
  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  { kind: 'dont-know', q: 'Does the chat widget work with screen readers for blind visitors?' },
  {
    kind: 'dont-know',
    q: 'Can I give my receptionist a login that can read chats but not reply to them?',
  },
  {
    kind: 'dont-know',
    q: 'How long does Meta usually take to approve a new WhatsApp message template?',
  },
  { kind: 'dont-know', q: 'Does the widget play a sound when a new reply comes in?' },
  { kind: 'dont-know', q: 'Is there a sandbox version of the API we can test against first?' },
  { kind: 'dont-know', q: 'What is the most team members one business can add to Lisa?' },
  {
    kind: 'dont-know',
    q: 'Many of our farmers write in Kikuyu or Dholuo. Does Lisa handle those two?',
  },
  {
    kind: 'dont-know',
    q: 'If Lisa goes down for a day, do we get compensated in credits?',
  },
];
