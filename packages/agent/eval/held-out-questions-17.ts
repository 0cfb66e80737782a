// The seventeenth held-out evaluation set, written 2026-11-27 (session 19) for issue #24 ("Agent
// answers, round two") by a helper (set17) who has never read or changed the engine: nothing under
// src/engine, src/language, src/text, src/search or src/llm was opened, and the engine was never
// run on these questions (no eval, no ask, nothing importing createLisaEngine). Committed on its
// own before anything ran against it. It must never be edited after its results were seen: new
// cases go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base as
// buildLisaKnowledge() builds it (src/lisa-knowledge and the catalogue), never what the engine
// says. Same kinds and mix as set 16, in fresh scenarios (a fish monger, a gym, a wedding planner,
// a printing shop, a university admissions office, a solar-panel installer, a water-delivery
// business, a vet clinic, student hostels, a church), long rambling messages next to two- and
// three-word ones, visitors' own words instead of the knowledge's ("appointment diary", "erase
// everything we hold about her", "runs dry of credits", "price ladder"), follow-ups that point back
// ("the second one", "the middle one", "the last one you named", "how many days or weeks would
// that be"), and French and Swahili questions mixed with English words ("le setup", "DM za
// Instagram", "support ya simu", "customer care"). The items asked about lean on what set 16 asked
// less often: Google Meet, Calendar, Asana, Odoo, training, an unlisted integration, the Medium
// knowledge base, the Basic and Enterprise support plans, the quote form's Standard and
// Professional packages, the 1.00 / 0.75 / 0.49 credit bands and the exchange rate; the
// healthcare, real-estate, government and NGO pages, the four getting-started steps, the chat's
// suggestion chips, when Lisa hands over, the analytics, the API's form types, client_message_id,
// defaultOpen and the dark theme, regenerating the Business Key, the credits page; the Instagram,
// Calendar, Google Meet, Asana, Odoo, Messenger and Lisa API FAQs.
// 150 questions: price 17, list 13, how-to 12, yes/no 13, two-in-one 10, follow-up 11,
// slang/typo 13, French 11, Swahili 11 (111 answerable), off-topic 18, request for a person 13
// (4 accepting the agent's offer after a don't-know, one in French and one in Swahili with the
// offer written in that language; four refusing the bot, one in French and one in Swahili mixed
// with English; two asking for a phone call; one in Swahili asking for sales), on-topic
// don't-know 8.
//
// Checks before the commit (a throwaway script outside the repo):
// 1. every fact regex (fact and facts) matches the knowledge text (chunk questions and text) of at
//    least one source: all do, 0 unmatched; 21 of the 26 multi-fact cases are held whole by one
//    source (the other 5 are two-in-ones whose price is on the pricing page and whose other half
//    is in an integration FAQ or the FAQ). Each price regex is usd()/kes() of exactly the asked
//    price. Every don't-know case was checked against the knowledge text for its key words (paying
//    by M-Pesa paybill, special pricing for a church, a file-size cap on uploads, ISO 27001, where
//    Lisa's office is, WhatsApp voice notes, a referral scheme, a mobile app of the dashboard):
//    none answers it.
// 2. word overlap (Jaccard over lower-cased words) of each question and each visitor history
//    turn with the 2,717 earlier texts (tuning set: questions.ts, -round-two, -round-three;
//    held-out sets 1, 3-16: questions and visitor history turns) and with the texts before it
//    here. The first draft had 52 texts at 0.5 or above (three exact copies of earlier
//    questions, and four don't-know topics earlier sets had already asked); all were reworded or
//    replaced, then 13 more at 0.45-0.67. Highest overlap left 0.46, mean of each question's
//    highest overlap 0.32 (0.321 over the 150 questions, 0.323 with the 15 visitor history turns).
// 3. `pnpm --filter @lisa/agent typecheck` and `pnpm biome check` on this file pass.
//
// A price question names one item and its regex matches exactly that price. A list case needs
// every item in `facts`; a two-in-one both halves. French and Swahili cases also need the agent's
// own sentences in the visitor's language. Off-topic cases (several sharing words with the
// knowledge: rain for an outdoor wedding, a bank loan for solar panels, frying tilapia, KPLC
// tokens, a KRA return, WhatsApp storage on a phone, the Google Calendar week start, and things
// named in the case studies: Duka Fresh, Lakeside, Summit, Pesa Plus) and don't-know cases must
// get the don't-know decision; requests for a person the handoff decision.

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

const creditsLast = /never expire|do not expire/;
const professionalOnly = /professional accounts?/;
const bothCalendars = [/Google Calendar/, /Outlook/];
const instagramSteps = /Integrations › Instagram/;
const keyLocation = /Integrations › Web Widget/;
const waitsForPerson = /waits? for a person/;

export const heldOutCases17: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: 'I own a gym in Westlands and members book trial sessions with me. If Lisa puts those bookings straight into my Google Calendar, what is the once-off fee for that connection?',
    fact: usd('60'),
  },
  {
    kind: 'price',
    q: 'Wedding planner here. Couples like a video consultation first. What do you charge once to add Google Meet?',
    fact: usd('80'),
  },
  {
    kind: 'price',
    q: 'Our printing shop tracks reprint jobs in Asana. Cost to hook it up?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'We install solar panels and every inverter and battery we stock sits in Odoo. How much is it to get Odoo linked?',
    fact: usd('300'),
  },
  {
    kind: 'price',
    q: 'Our vet clinic nurses are not very techy, so we would want someone to coach them. What is the hourly rate for training?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'The university admissions office has a prospectus, fee policies and around forty help articles that we would like your team to structure for us. What does that size of knowledge base cost?',
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: 'For our water-delivery business, email help plus weekly reports would be plenty. What does the plan with those cost per month?',
    fact: usd('50'),
  },
  {
    kind: 'price',
    q: 'A fish monger with six stalls: we want a dedicated manager and a 4-hour SLA. What does that top support plan run per month?',
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: 'Our vet clinic needs to be able to phone you when things break. On the quote form, the package that first adds phone support is how much in KES per month?',
    fact: kes('10,000'),
  },
  {
    kind: 'price',
    q: 'If I leave the support choice untouched on the enterprise quote form, what monthly amount am I signing up for?',
    fact: kes('5,000'),
  },
  {
    kind: 'price',
    q: 'My gym would get through around 4,000 credits. What is the per-credit rate in the band those last ones fall into?',
    fact: kes('0.75'),
  },
  {
    kind: 'price',
    q: 'Our water bottling company could pass 60,000 credits in a month. What do the credits above 50,000 cost apiece?',
    fact: kes('0.49'),
  },
  {
    kind: 'price',
    q: 'Just starting out with a tiny printing shop: the very first credits I use, how much is each?',
    fact: kes('1.00'),
  },
  {
    kind: 'price',
    q: 'We keep our books in QuickBooks, which I do not see on your integrations page. What would setting up a tool that is not listed cost?',
    fact: usd('100'),
  },
  {
    kind: 'price',
    q: 'Credits are in shillings but my budget is in dollars. What exchange rate do you convert at?',
    fact: kes('129.8'),
  },
  {
    kind: 'price',
    q: 'Most of our solar enquiries come in as Instagram DMs. Setup price for that channel?',
    fact: usd('250'),
  },
  {
    kind: 'price',
    q: 'All I need is the little chat button on our vet clinic website. What is the one-time price for it?',
    fact: usd('200'),
  },
  // Lists: every item (13)
  {
    kind: 'list',
    q: 'What support options can I choose from when I ask for an enterprise quote?',
    facts: [/Standard/, /Professional/, /Enterprise/, /Custom/],
  },
  {
    kind: 'list',
    q: 'I manage a small outpatient clinic in Nairobi. What exactly can Lisa take off my front desk?',
    facts: [
      /Appointment booking/,
      /Reminders and preparation notes/,
      /Safe escalation/,
      /Prescription refill requests/,
    ],
  },
  {
    kind: 'list',
    q: 'We run student hostels and rent rooms out by the semester, so property enquiries never stop. What features do you have for real estate?',
    facts: [
      /Listing-aware answers/,
      /Lead qualification/,
      /Viewing booking/,
      /Portal and social enquiries/,
    ],
  },
  {
    kind: 'list',
    q: 'Our county permits desk is swamped every licensing season. What are Lisa’s features for the public sector?',
    facts: [
      /Service guide assistant/,
      /Application status/,
      /Appointment booking/,
      /Complaints and feedback/,
    ],
  },
  {
    kind: 'list',
    q: 'Our church runs a feeding programme with volunteers and donors. What do you offer non-profits?',
    facts: [
      /Programme information line/,
      /Registration by chat/,
      /Surveys and feedback/,
      /Donor and volunteer updates/,
    ],
  },
  {
    kind: 'list',
    q: 'Give me the whole price ladder for credits, every band.',
    facts: [
      kes('1.00'),
      kes('0.80'),
      kes('0.75'),
      kes('0.62'),
      kes('0.59'),
      kes('0.55'),
      kes('0.49'),
    ],
  },
  {
    kind: 'list',
    q: 'How many tiers does the knowledge base setup come in, and what are they called?',
    facts: [/Small/, /Medium/, /Large/],
  },
  {
    kind: 'list',
    q: 'That one-time setup fee, what things is it made up of?',
    facts: [/integrations/, /workflows/, /knowledge base/, /training/],
  },
  {
    kind: 'list',
    q: 'Roughly what are the steps, start to finish, in getting a Lisa assistant going?',
    facts: [/Setup/, /knowledge base/, /Deploy/, /Customi[sz]e/],
  },
  {
    kind: 'list',
    q: 'When someone opens a blank chat on my site, which suggestion buttons are shown to them?',
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
    q: 'When exactly does Lisa stop and hand a chat to one of my people?',
    facts: [/asks for a person/, /does not know the answer/, /run out of credits/],
  },
  {
    kind: 'list',
    q: 'As the owner I want numbers. What stats and reports does the dashboard give me?',
    facts: [
      /conversation volume by channel/,
      /resolved on its own/,
      /handoffs/,
      /response times/,
      /credit use/,
      /could not answer/,
    ],
  },
  {
    kind: 'list',
    q: 'Our developer wants to post forms through your API. Which form types exist?',
    facts: [/contact/, /rsvp/, /demo/, /quote/],
  },
  // How-to: doing something in Lisa (12)
  {
    kind: 'how-to',
    q: 'How do I let Lisa see my appointment diary so it stops double-booking my personal trainers?',
    fact: /Integrations › Calendar/,
  },
  {
    kind: 'how-to',
    q: 'Steps to get Lisa answering the DMs on our solar company’s Insta?',
    fact: instagramSteps,
  },
  {
    kind: 'how-to',
    q: 'My wedding planning business has a Facebook page where brides message us. How do I get Lisa replying there?',
    fact: /Integrations › Facebook Messenger/,
  },
  {
    kind: 'how-to',
    q: 'When a customer complains about a bad print run, I want a to-do created in Asana automatically. How is that done?',
    fact: /Create Asana task/,
  },
  {
    kind: 'how-to',
    q: 'Connecting Odoo asks for an API key. Where in Odoo do I make one?',
    fact: /Account Security/,
  },
  {
    kind: 'how-to',
    q: 'I pasted our Business Key in a WhatsApp group by mistake. How do I get a new one so the old one dies?',
    fact: /regenerate/i,
  },
  {
    kind: 'how-to',
    q: 'Our gym website is black and neon. How do I make the chat window dark to match?',
    fact: /data-theme="dark"|light or dark/,
  },
  {
    kind: 'how-to',
    q: 'On our admissions page I want the chat to pop up by itself without anyone clicking. Is there a setting for that?',
    fact: /defaultOpen/,
  },
  {
    kind: 'how-to',
    q: 'Our app sometimes resends a chat request after a timeout and the customer gets two answers. How do we stop that?',
    fact: /client_message_id/,
  },
  {
    kind: 'how-to',
    q: 'Where do I see our remaining balance of credits and a log of what consumed them?',
    fact: /under Credits|\/api\/credit/,
  },
  {
    kind: 'how-to',
    q: 'How do I get Lisa to schedule video calls with prospects and send them the link?',
    fact: /Book a meeting/,
  },
  {
    kind: 'how-to',
    q: 'Which page do I sign up on to try Lisa for free?',
    fact: /\/register/,
  },
  // Yes/no (13)
  {
    kind: 'yes-no',
    q: 'If our fish stall buys credits in December and we only use half, do the rest vanish in January?',
    fact: creditsLast,
  },
  {
    kind: 'yes-no',
    q: 'My gym’s Instagram is just my own personal profile. Will Lisa work on it?',
    fact: professionalOnly,
  },
  {
    kind: 'yes-no',
    q: 'Customers DM us on Instagram with pictures of the banners they want printed. Can Lisa make sense of those photos?',
    fact: /receives the image/,
  },
  {
    kind: 'yes-no',
    q: 'Is there a risk two pet owners end up booked into the same 10 o’clock slot at our vet clinic?',
    fact: /checks the slot again/,
  },
  {
    kind: 'yes-no',
    q: 'For the Meet bookings, must I pay for Google Workspace or does a normal Gmail do?',
    fact: /personal Google account works/,
  },
  {
    kind: 'yes-no',
    q: 'Our print team closes jobs in Asana. Is the client told automatically once a job is closed there?',
    fact: /Not automatically/,
  },
  {
    kind: 'yes-no',
    q: 'Will pulling our solar catalogue out of Odoo mess with the prices or stock in Odoo?',
    fact: /only reads/,
  },
  {
    kind: 'yes-no',
    q: 'Our Odoo instance runs on a VPS we manage ourselves. Does Lisa support that kind of setup?',
    fact: /self-hosted/,
  },
  {
    kind: 'yes-no',
    q: 'If our water-delivery account runs dry of credits at night, are customers just ignored?',
    fact: waitsForPerson,
  },
  {
    kind: 'yes-no',
    q: 'The printing shop’s pages run on WordPress. Is the chat bubble compatible with that?',
    fact: /WordPress/,
  },
  {
    kind: 'yes-no',
    q: 'A former student asked us to erase everything we hold about her. Can that be done in Lisa?',
    fact: /export or delete/,
  },
  {
    kind: 'yes-no',
    q: 'If I take away Lisa’s permissions on our Facebook Page, does it carry on reading our Page messages?',
    fact: /stops receiving messages/,
  },
  {
    kind: 'yes-no',
    q: 'Our dev team only writes Python and Django; will your API still work for us?',
    fact: /Any language that speaks HTTPS/,
  },
  // Two questions in one message: both halves (10)
  {
    kind: 'two-in-one',
    q: 'What is the fee to link a calendar, and will Lisa be able to read what my private appointments are about?',
    facts: [usd('60'), /free and busy times/],
  },
  {
    kind: 'two-in-one',
    q: 'Instagram setup, how much is it? And does it need a business profile or is a normal one OK?',
    facts: [usd('250'), professionalOnly],
  },
  {
    kind: 'two-in-one',
    q: 'Odoo: the connection price please, plus does importing our products alter anything inside Odoo?',
    facts: [usd('300'), /only reads/],
  },
  {
    kind: 'two-in-one',
    q: 'What do you charge per hour to train staff, and roughly how long until the whole thing is up and running?',
    facts: [usd('100'), /1-2 weeks/],
  },
  {
    kind: 'two-in-one',
    q: 'Our fish stall only wants light-touch help. The Basic tier on the pricing page, how much monthly, and which services are in it?',
    facts: [usd('50'), /Weekly reports/],
  },
  {
    kind: 'two-in-one',
    q: 'What would the medium knowledge-base package set us back, and is the structuring done by you or by us?',
    facts: [usd('500'), /structured by our team/],
  },
  {
    kind: 'two-in-one',
    q: 'Once I send the quote form, when do I hear back, and how soon can the go-live date be?',
    facts: [/2 business days/, /at least 3 days/],
  },
  {
    kind: 'two-in-one',
    q: 'Do unused credits ever run out, and what exactly uses them up?',
    facts: [creditsLast, /[Mm]essages and workflows/],
  },
  {
    kind: 'two-in-one',
    q: 'What’s the setup fee for Meet links, and will an ordinary Gmail account do, without paying for Workspace?',
    facts: [usd('80'), /personal Google account/],
  },
  {
    kind: 'two-in-one',
    q: 'What does a Business Key look like, and if I make a new one how long does the old one keep working?',
    facts: [/lisa_bk_/, /24 hours/],
  },
  // Follow-ups that lean on an earlier turn (11)
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Which monthly support plans are listed with dollar prices?' },
    ],
    q: 'the second one, what does it include apart from priority email?',
    fact: /Monthly review/,
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'Our gym wants video consultations booked with Meet links. What is the one-time charge?',
      },
    ],
    q: 'and for the calendar hookup, same question',
    fact: usd('60'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Which CRM systems does Lisa connect with?' }],
    q: 'the last one you named, when it imports our products does it change anything in there?',
    fact: /only reads/,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Could your people do the whole setup for our printing shop?' },
    ],
    q: 'roughly how many days or weeks would that be?',
    fact: /1-2 weeks|same day/,
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'We want Lisa to chase customers who have not paid for their water deliveries',
      },
    ],
    q: 'what would building that cost us?',
    fact: usd('120'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Explain the knowledge base sizes to me' }],
    q: 'the middle one, price?',
    fact: usd('500'),
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Our web guy keeps mentioning a Business Key. What is it for?' },
    ],
    q: 'and if I lose it, where do I find it again?',
    fact: keyLocation,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Walk me through how the credit billing works' }],
    q: 'so one answer from the bot uses up how many of them?',
    fact: /one credit/,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Can Lisa take bookings for our vet clinic through the chat?' },
    ],
    q: 'what calendar software can it plug into?',
    facts: bothCalendars,
  },
  {
    kind: 'follow-up',
    history: [
      {
        role: 'visitor',
        text: 'What support choices are on the quote request form for a university?',
      },
    ],
    q: 'and after I submit it, how quickly do your sales people get back?',
    fact: /2 business days/,
  },
  {
    kind: 'follow-up',
    history: [
      { role: 'visitor', text: 'Can Lisa answer Instagram messages for our solar business?' },
    ],
    q: 'what do I have to switch on inside the Instagram app for it to work?',
    fact: /Allow access to messages|Connected tools/,
  },
  // Slang, abbreviations and typos (13)
  { kind: 'slang-typo', q: 'gmeet integratn cost?', fact: usd('80') },
  { kind: 'slang-typo', q: 'price to sync calender?', fact: usd('60') },
  { kind: 'slang-typo', q: 'cost 2 plug in asana', fact: usd('100') },
  { kind: 'slang-typo', q: 'odoo setp fee pls', fact: usd('300') },
  { kind: 'slang-typo', q: 'staff trainng hourly rate?', fact: usd('100') },
  { kind: 'slang-typo', q: 'mid size kb, price', fact: usd('500') },
  { kind: 'slang-typo', q: 'basik support tier cost/month', fact: usd('50') },
  { kind: 'slang-typo', q: 'credits exprie if unused??', fact: creditsLast },
  { kind: 'slang-typo', q: 'IG integratn one-off charge', fact: usd('250') },
  { kind: 'slang-typo', q: 'widgt dark mode posible?', fact: /dark/ },
  { kind: 'slang-typo', q: 'ur api from python ok?', fact: /Any language/ },
  { kind: 'slang-typo', q: 'how 2 find my biz key', fact: keyLocation },
  { kind: 'slang-typo', q: 'credits >50k rate each', fact: kes('0.49') },
  // French (11), some mixed with English words
  {
    kind: 'language-fr',
    q: 'Combien coûte la connexion à Google Agenda pour les réservations de ma salle de sport ?',
    fact: usd('60'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Je tiens une poissonnerie. L’assistance de base avec rapports hebdomadaires, c’est quel prix mensuel ?',
    fact: usd('50'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Vous facturez comment la formation du personnel de notre imprimerie, à l’heure ?',
    fact: usd('100'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Si on n’utilise pas tous nos crédits, est-ce qu’ils ont une date d’expiration ?',
    fact: creditsLast,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment est-ce que je relie le compte Instagram de mon entreprise à Lisa ?',
    fact: instagramSteps,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Tout notre stock est dans Odoo. Le setup de l’intégration, c’est combien ?',
    fact: usd('300'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Nos clients nous envoient des photos sur Instagram. Lisa est-elle capable de les lire ?',
    fact: /receives the image/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Sur le formulaire pour demander un devis, quels niveaux de support peut-on cocher ?',
    facts: [/Standard/, /Professional/, /Enterprise/, /Custom/],
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Ma clinique vétérinaire veut prendre les rendez-vous par chat. Avec quels agendas est-ce compatible ?',
    facts: bothCalendars,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Notre entreprise de livraison d’eau consommera plus de 50 000 crédits. Combien coûte alors chaque crédit au-dessus de ce seuil ?',
    fact: kes('0.49'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Notre site est fait avec WordPress. Est-ce que le widget de chat marche dessus ?',
    fact: /WordPress/,
    language: 'fr',
  },
  // Swahili (11), some mixed with English words
  {
    kind: 'language-sw',
    q: 'Kuunganisha Google Calendar na Lisa ni bei gani?',
    fact: usd('60'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tuna gym na tunataka Lisa ijibu DM za Instagram. Setup yake ni pesa ngapi?',
    fact: usd('250'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mnatoza kiasi gani kwa saa moja ya kufundisha wafanyakazi?',
    fact: usd('100'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, credits tulizonunua zina tarehe ya mwisho ya kutumika?',
    fact: creditsLast,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Hatua gani nifuate ili Lisa ijibu ujumbe wa Instagram wa duka letu?',
    fact: instagramSteps,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tunahitaji support ya simu. Kifurushi cha Professional kinagharimu KES ngapi kila mwezi?',
    fact: kes('10,000'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mteja akiomba tufute taarifa zake zote, je, tunaweza kufanya hivyo?',
    fact: /export or delete/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Biashara yetu ya kusambaza maji ikiishiwa na credits usiku, wateja watapata jibu?',
    fact: waitsForPerson,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Wateja wawili wakichagua saa ile ile kwenye kalenda yetu, nini kinatokea?',
    fact: /checks the slot again/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nikipoteza Business Key yangu, nitaipata wapi tena?',
    fact: keyLocation,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Sisi ni wauza samaki. Mpango wa Enterprise wenye SLA ya saa 4 unalipwa dola ngapi?',
    fact: usd('500'),
    language: 'sw',
  },
  // Off-topic: don't-know, not an invented answer (18)
  {
    kind: 'off-topic',
    q: 'Is it going to rain in Naivasha on Saturday? We have an outdoor wedding by the lake.',
  },
  { kind: 'off-topic', q: 'Which bank gives the best loan for putting solar panels on a house?' },
  { kind: 'off-topic', q: 'How do I fry tilapia so the skin does not stick to the pan?' },
  { kind: 'off-topic', q: 'Can Duka Fresh deliver sukuma and tomatoes to Kilimani tonight?' },
  { kind: 'off-topic', q: 'Book me in with a doctor at Lakeside clinic tomorrow morning' },
  {
    kind: 'off-topic',
    q: 'When does Summit open Form One admissions, and which documents should my son bring?',
  },
  { kind: 'off-topic', q: 'Can Pesa Plus lend me money for a second delivery motorbike?' },
  { kind: 'off-topic', q: 'How do I buy KPLC electricity tokens from my phone?' },
  { kind: 'off-topic', q: 'Which protein powder is best for building muscle at the gym?' },
  { kind: 'off-topic', q: 'How many solar panels would I need to run a fridge and a TV?' },
  { kind: 'off-topic', q: 'My dog has been vomiting since morning. What should I give him?' },
  { kind: 'off-topic', q: 'What paper weight is best for printing wedding invitations?' },
  { kind: 'off-topic', q: 'Help me fill in my KRA iTax return for last year' },
  { kind: 'off-topic', q: 'Translate “happy birthday, my love” into Swahili for me' },
  { kind: 'off-topic', q: 'How should we treat borehole water before we sell it for drinking?' },
  { kind: 'off-topic', q: 'Which club topped the Kenyan Premier League table this season?' },
  { kind: 'off-topic', q: 'My phone keeps saying WhatsApp storage is full. What should I delete?' },
  { kind: 'off-topic', q: 'How do I make my Google Calendar week start on Monday?' },
  // Requests for a person (13)
  {
    kind: 'handoff',
    q: 'I’d like one of your salespeople to ring me about putting Lisa in all three of our gyms.',
  },
  {
    kind: 'handoff',
    q: 'Can I chat with an actual member of your team about our printing business?',
  },
  { kind: 'handoff', q: 'This bot keeps missing the point. A human, please.' },
  { kind: 'handoff', q: 'stop the robot answers and get me a real agent' },
  {
    kind: 'handoff',
    q: 'Please connect me to your customer care, I need somebody to look into our account.',
  },
  { kind: 'handoff', q: 'Could somebody from Lisa phone me on my mobile tomorrow morning?' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Can Lisa track our water delivery trucks on a map?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'go on then, I’ll take the person',
  },
  {
    kind: 'handoff',
    history: [
      {
        role: 'visitor',
        text: 'Does Lisa work with the fingerprint door system at our gym?',
      },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'that would help, put someone from your side on',
  },
  {
    kind: 'handoff',
    q: 'Je ne veux pas parler à un robot. Mettez-moi en contact avec un conseiller, s’il vous plaît.',
    language: 'fr',
  },
  {
    kind: 'handoff',
    history: [
      {
        role: 'visitor',
        text: 'Lisa peut-elle organiser les plans de table pour nos mariages ?',
      },
      { role: 'agent', text: offeredPersonFr },
    ],
    q: 'Bien sûr, je veux bien qu’un membre de l’équipe me réponde.',
    language: 'fr',
  },
  {
    kind: 'handoff',
    q: 'Sitaki kuongea na bot, nataka kuzungumza na mtu halisi wa customer care.',
    language: 'sw',
  },
  {
    kind: 'handoff',
    history: [
      {
        role: 'visitor',
        text: 'Je, Lisa inaweza kupokea malipo ya wateja kwa M-Pesa moja kwa moja?',
      },
      { role: 'agent', text: offeredPersonSw },
    ],
    q: 'Sawa, naomba unipatie mtu wa timu yenu.',
    language: 'sw',
  },
  {
    kind: 'handoff',
    q: 'Naomba niongee na mtu wa mauzo kuhusu kampuni yetu ya solar.',
    language: 'sw',
  },
  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  { kind: 'dont-know', q: 'Can we pay for our Lisa credits through an M-Pesa paybill?' },
  {
    kind: 'dont-know',
    q: 'Our church would use Lisa for its youth ministry. Is there special pricing for religious organisations?',
  },
  {
    kind: 'dont-know',
    q: 'Our admissions prospectus is a 90-page scanned document. Is there a file size cap when we upload it?',
  },
  {
    kind: 'dont-know',
    q: 'Does Lisa have a referral scheme, like free credits if I bring another business on board?',
  },
  {
    kind: 'dont-know',
    q: 'Is Lisa certified to ISO 27001? Our university’s IT auditors will ask.',
  },
  {
    kind: 'dont-know',
    q: 'Customers send us WhatsApp voice notes all the time. Can Lisa listen to them and reply?',
  },
  {
    kind: 'dont-know',
    q: 'Where is Lisa’s office? I would like to drop by and see a demo in person.',
  },
  {
    kind: 'dont-know',
    q: 'Is there a mobile app of the Lisa dashboard so I can answer chats from my phone?',
  },
];
