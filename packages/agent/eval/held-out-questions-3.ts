// The third-round held-out evaluation set, written 2026-11-25 for issue #24 ("Agent answers,
// round two", taken up again), BEFORE any engine change of this round and committed on its
// own with the baseline figures of the engine as it stood. The earlier held-out set
// (held-out-questions.ts) has had its failures read and the engine tuned after it, so it is
// no longer held out; this file is. It must never be edited after its results were seen:
// new cases go in a new file.
//
// Ground truth is SPEC.md (§1, §3, §5, §9) and the catalogue, not what the engine answers.
// None of these questions copies a question of the tuning sets (questions.ts,
// questions-round-two.ts) or of the earlier held-out set. A case marked "not in today's
// knowledge" asks a fact SPEC states that business 1's knowledge base does not hold yet.
//
// A price question names one item and its regex matches exactly that price. A list case
// needs every item listed in `facts`. French and Swahili cases also need the agent's own
// sentences in the visitor's language (EvalCase.language).

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The engine's don't-know sentence, as the agent said it before the visitor's answer.
const offeredPerson =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

export const heldOutCases3: HeldOutCase[] = [
  // Prices of single items (15)
  { kind: 'price', q: "what's the one-off cost of getting WhatsApp connected?", fact: usd('300') },
  { kind: 'price', q: 'How much does it cost to set up Instagram DMs?', fact: usd('250') },
  { kind: 'price', q: 'What do you charge for the Asana integration setup?', fact: usd('100') },
  { kind: 'price', q: 'How much is Google Meet to set up?', fact: usd('80') },
  { kind: 'price', q: 'Zoho CRM integration — one-time fee?', fact: usd('180') },
  { kind: 'price', q: "what's the Kijani setup fee", fact: usd('150') },
  { kind: 'price', q: 'How much does each workflow cost to set up?', fact: usd('120') },
  { kind: 'price', q: 'what does a medium-sized knowledge base cost us upfront', fact: usd('500') },
  {
    kind: 'price',
    q: 'How much per month for every user after the first two?',
    fact: usd('25'),
  },
  {
    kind: 'price',
    q: "what's the basic support plan on the pricing page per month",
    fact: usd('50'),
  },
  { kind: 'price', q: 'Professional support package price per month?', fact: kes('10,000') },
  {
    kind: 'price',
    q: "How much is one credit if I'm buying between 5,001 and 10,000 credits?",
    fact: kes('0.62'),
  },
  { kind: 'price', q: 'What do the first 1,000 credits cost per credit?', fact: kes('1.00') },
  {
    kind: 'price',
    q: 'what is the per-credit rate for credits 20,001 to 50,000',
    fact: kes('0.55'),
  },
  { kind: 'price', q: 'How much does the small knowledge base cost to set up?', fact: usd('0') },

  // Lists: every item, not the sentence that introduces them (13)
  {
    kind: 'list',
    q: 'Which integrations can I pick on the quote form?',
    facts: [/WhatsApp/, /LinkedIn/, /ERP/, /Custom API/, /Phone Calls/],
  },
  {
    kind: 'list',
    q: 'what data sources does the quote form let me choose',
    facts: [/Documents/, /API Integration/, /Web URLs/, /Other sources/],
  },
  {
    kind: 'list',
    q: 'which workflows are listed on the quote request form?',
    facts: [
      /Technical Support/,
      /Loan Applications/,
      /Prescription Refills/,
      /Reservations/,
      /Complaint Handling/,
    ],
  },
  {
    kind: 'list',
    q: 'What are all the integration setup prices?',
    facts: [
      usd('200'),
      usd('300'),
      usd('250'),
      usd('120'),
      usd('100'),
      usd('80'),
      usd('60'),
      usd('180'),
      usd('150'),
    ],
  },
  {
    kind: 'list',
    q: 'What support packages can I choose when asking for a quote, and their prices?',
    facts: [
      /Standard/,
      /Professional/,
      /Enterprise/,
      /Custom/,
      kes('5,000'),
      kes('10,000'),
      kes('20,000'),
    ],
  },
  {
    kind: 'list',
    q: 'what comes in the enterprise support plan on the pricing page?',
    facts: [/Dedicated manager/i, /4h SLA/i, /Custom SLAs/i],
  },
  {
    kind: 'list',
    q: 'What features does the Google Meet integration have?',
    facts: [/Meet links/i, /summary/i, /Round-robin/i, /Reminders/i],
  },
  {
    kind: 'list',
    q: 'What do I need before connecting WhatsApp?',
    facts: [/business account/i, /phone number/i],
  },
  { kind: 'list', q: 'Which CRMs does Lisa connect to?', facts: [/Zoho/, /Kijani/, /Odoo/] },
  {
    kind: 'list',
    q: 'what messaging channels does Lisa work on?',
    facts: [/WhatsApp/, /Messenger/, /Instagram/],
  },
  {
    kind: 'list',
    q: 'what are the three steps of the data centre?',
    facts: [/Unify/, /Enrich/, /Sync/],
  },
  {
    kind: 'list',
    q: 'What kinds of files can I upload to the knowledge base?',
    facts: [/PDF/, /DOCX|Word/, /Markdown/, /CSV/],
  },
  {
    kind: 'list',
    q: 'which industries is lisa built for',
    facts: [/Real Estate/i, /Healthcare/i, /Fintech/i, /NGOs?/, /Government/i, /Education/i],
  },

  // How-to: the steps (11)
  {
    kind: 'how-to',
    q: 'how do I connect my Zoho CRM account?',
    facts: [/sign in/i, /scopes|approve access/i],
  },
  {
    kind: 'how-to',
    q: 'How do I add Lisa to my Facebook Page?',
    facts: [/admin|full control/i, /Integrations › Facebook Messenger/],
  },
  {
    kind: 'how-to',
    q: 'how can I hook up asana so tasks get created?',
    facts: [/Integrations › Asana/, /Create Asana task/],
  },
  {
    kind: 'how-to',
    q: 'How do I put the chat widget on my site?',
    facts: [/Business Key/, /snippet/i],
  },
  { kind: 'how-to', q: 'how do i connect odoo', facts: [/API key/i, /database/i] },
  {
    kind: 'how-to',
    q: 'How can I verify my account after registering?',
    facts: [/6-digit code/, /verify-account/],
  },
  {
    kind: 'how-to',
    q: 'How do I set up Google Meet bookings?',
    facts: [/Google Workspace|Google account/i, /Book a meeting/],
  },
  {
    kind: 'how-to',
    q: 'how do I get Lisa on my WhatsApp number?',
    facts: [/Integrations › WhatsApp/, /code/i],
  },
  {
    kind: 'how-to',
    q: 'How do I hand a conversation back to Lisa after my teammate is done?',
    fact: /hand (the conversation )?back/i,
  },
  {
    kind: 'how-to',
    q: 'How do I stop a retried API request from creating a second answer?',
    fact: /client_message_id/,
  },
  { kind: 'how-to', q: 'how do I change the widget to dark mode', facts: [/dark/i, /theme/i] },

  // Yes/no about a feature (14)
  { kind: 'yes-no', q: 'Do credits expire?', fact: /never expire|do not expire/i },
  { kind: 'yes-no', q: 'Is there a free trial?', fact: /14-day/ },
  {
    kind: 'yes-no',
    q: 'Does the widget slow down my website?',
    fact: /launcher script|loads lazily|adds nothing|does not slow/i,
  },
  {
    kind: 'yes-no',
    q: 'can lisa reply to comments on my facebook posts?',
    fact: /only private messages|Comments stay/i,
  },
  {
    kind: 'yes-no',
    q: 'Does Lisa work with a personal Instagram account?',
    fact: /professional accounts?/i,
  },
  { kind: 'yes-no', q: 'do visitors need to log in to use the chat?', fact: /anonymous/i },
  { kind: 'yes-no', q: 'Can Lisa book into Outlook calendars?', fact: /Outlook/ },
  { kind: 'yes-no', q: 'Can my team reply to customers from inside Slack?', fact: /Not yet/ },
  { kind: 'yes-no', q: 'Does Lisa speak Swahili?', fact: /Swahili/ },
  {
    kind: 'yes-no',
    q: 'Could two customers end up booking the same slot at the same time?',
    fact: /checks the slot again|next free time/i,
  },
  {
    kind: 'yes-no',
    q: 'Will Lisa create duplicate contacts in Zoho?',
    fact: /searches by email and phone|looks up the contact/i,
  },
  { kind: 'yes-no', q: 'does my Odoo need to be a specific version?', fact: /JSON-RPC/ },
  { kind: 'yes-no', q: 'Is my data encrypted?', fact: /encrypted in transit and at rest/i },
  // SPEC §9, not in today's knowledge
  {
    kind: 'yes-no',
    q: 'Is there a cap on messages in the chat on your homepage?',
    fact: /10 messages/,
  },

  // Two questions in one message: both halves (10)
  {
    kind: 'two-in-one',
    q: 'How much is WhatsApp setup and how much is Instagram setup?',
    facts: [usd('300'), usd('250')],
  },
  {
    kind: 'two-in-one',
    q: 'Do credits expire, and how many users are included?',
    facts: [/expire/i, /first 2|2 users/i],
  },
  {
    kind: 'two-in-one',
    q: "What's the price per extra user? And the cost of training per hour?",
    facts: [usd('25'), usd('100')],
  },
  {
    kind: 'two-in-one',
    q: 'How long does a full implementation take? And is a credit card needed for the trial?',
    facts: [/1-2 weeks/, /no credit card/i],
  },
  {
    kind: 'two-in-one',
    q: 'How much is the Slack setup and how do I connect it?',
    facts: [usd('120'), /Integrations › Slack/],
  },
  {
    kind: 'two-in-one',
    q: 'What does Asana setup cost, and what about Odoo?',
    facts: [usd('100'), usd('300')],
  },
  {
    kind: 'two-in-one',
    q: 'When does sales reply to a quote, and how far ahead can the deployment date be?',
    facts: [/2 business days/, /one year|1 year/i],
  },
  {
    kind: 'two-in-one',
    q: 'What exchange rate do you use, and what does the Enterprise support package cost in KES?',
    facts: [/129\.8/, kes('20,000')],
  },
  {
    kind: 'two-in-one',
    q: 'Where do I sign in, and where do I create an account?',
    facts: [/\/signin/, /\/register/],
  },
  {
    kind: 'two-in-one',
    q: 'What size is the chat panel on desktop, and below what screen width does it go full width?',
    facts: [/380\s?[×x]\s?600/, /768/],
  },

  // Follow-ups that lean on the previous turn (13)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much does the Calendar setup cost?' }],
    q: 'and google meet?',
    fact: usd('80'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'what does the Kijani integration cost to set up?' }],
    q: 'what about Zoho?',
    fact: usd('180'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'how do I connect odoo?' }],
    q: 'and slack?',
    fact: /Integrations › Slack/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What does a credit cost between 2,001 and 5,000?' }],
    q: 'and above 50,000?',
    fact: kes('0.49'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'how much is the medium knowledge base?' }],
    q: 'and the small one?',
    fact: usd('0'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'tell me about the WhatsApp integration' }],
    q: 'how much does it cost to set up?',
    fact: usd('300'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is the Standard support package on the quote form?' }],
    q: 'and the professional one?',
    fact: kes('10,000'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'how do I connect instagram?' }],
    q: 'how much is it?',
    fact: usd('250'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What does the Basic support plan cost per month?' }],
    q: 'what about enterprise?',
    fact: usd('500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'does lisa integrate with asana?' }],
    q: 'how do i set it up?',
    fact: /Create Asana task|Integrations › Asana/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: "What's the Lisa API setup fee?" }],
    q: 'and for the web widget?',
    fact: usd('200'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'how much does Facebook Messenger cost to set up?' }],
    q: 'ok what about whatsapp then',
    fact: usd('300'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How long does a full implementation take?' }],
    q: 'and a basic one on my website?',
    fact: /same day/i,
  },

  // Typos and chat slang (13)
  { kind: 'slang-typo', q: 'hw much 4 whatsap setup?', fact: usd('300') },
  { kind: 'slang-typo', q: 'yo wats the price of slak integration', fact: usd('120') },
  { kind: 'slang-typo', q: 'do creditz expire or nah', fact: /expire/i },
  { kind: 'slang-typo', q: 'how much is traning per hr lol', fact: usd('100') },
  { kind: 'slang-typo', q: 'bruh how do i connect instagarm', fact: /Integrations › Instagram/ },
  { kind: 'slang-typo', q: 'sooo like is there a free trial or smth??', fact: /14-day/ },
  {
    kind: 'slang-typo',
    q: 'wat r the support plans on ur pricing page',
    facts: [/Basic/, /Standard/, /Enterprise/],
  },
  { kind: 'slang-typo', q: 'ok so how many users do i get included lol', fact: /first 2|2 users/i },
  {
    kind: 'slang-typo',
    q: 'kinda need to know the zoho crm setup cost asap thx',
    fact: usd('180'),
  },
  {
    kind: 'slang-typo',
    q: 'can ur bot book appointmnts in my calender',
    fact: /Google Calendar|Outlook|free slots/i,
  },
  {
    kind: 'slang-typo',
    q: 'idk how to add the widget to my wordpress site, help',
    fact: /Business Key|snippet/i,
  },
  {
    kind: 'slang-typo',
    q: 'whats the cost per credit for the 1st 1000 credits',
    fact: kes('1.00'),
  },
  { kind: 'slang-typo', q: 'hiii does lisa do whatsapp??', fact: /WhatsApp/ },

  // French (12): the knowledge is English; the agent's own sentences must be French
  {
    kind: 'language-fr',
    q: 'Combien coûte la mise en place de WhatsApp ?',
    fact: usd('300'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le prix de la configuration de Google Meet ?',
    fact: usd('80'),
    language: 'fr',
  },
  { kind: 'language-fr', q: 'Les crédits expirent-ils ?', fact: /expire/i, language: 'fr' },
  { kind: 'language-fr', q: 'Y a-t-il un essai gratuit ?', fact: /14-day/, language: 'fr' },
  {
    kind: 'language-fr',
    q: "Combien d'utilisateurs sont inclus ?",
    fact: /first 2|2 users/i,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment connecter Instagram à Lisa ?',
    fact: /Integrations › Instagram/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: "Quel est le prix d'un crédit entre 10 001 et 20 000 crédits ?",
    fact: kes('0.59'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien coûte le plan de support Enterprise par mois sur la page des prix ?',
    fact: usd('500'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Sur quels canaux de messagerie Lisa fonctionne-t-elle ?',
    facts: [/WhatsApp/, /Messenger/, /Instagram/],
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien de temps prend une mise en place complète ?',
    fact: /1-2 weeks/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien coûte une heure de formation ?',
    fact: usd('100'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Est-ce que le widget fonctionne sur un site WordPress ?',
    fact: /WordPress/,
    language: 'fr',
  },

  // Swahili (10)
  {
    kind: 'language-sw',
    q: 'Bei ya kuweka WhatsApp ni kiasi gani?',
    fact: usd('300'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Gharama ya kuunganisha Google Meet ni ngapi?',
    fact: usd('80'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, credits zinaisha muda wake?',
    fact: /expire/i,
    language: 'sw',
  },
  { kind: 'language-sw', q: 'Je, kuna majaribio ya bure?', fact: /14-day/, language: 'sw' },
  {
    kind: 'language-sw',
    q: 'Watumiaji wangapi wamejumuishwa bila malipo ya ziada?',
    fact: /first 2|2 users/i,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Ninawezaje kuunganisha Instagram?',
    fact: /Integrations › Instagram/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Bei ya mpango wa msaada wa Basic kwa mwezi ni ngapi?',
    fact: usd('50'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Inachukua muda gani kukamilisha utekelezaji kamili?',
    fact: /1-2 weeks/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Bei ya credit moja kwa credits 1,001 hadi 2,000 ni ngapi?',
    fact: kes('0.80'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Lisa inafanya kazi kwenye chaneli gani za ujumbe?',
    facts: [/WhatsApp/, /Instagram/],
    language: 'sw',
  },

  // Off-topic: an honest "I don't know", never an invented answer (15)
  { kind: 'off-topic', q: "what's the capital of Australia?" },
  { kind: 'off-topic', q: 'how do I cook pilau?' },
  { kind: 'off-topic', q: 'how many euros is 100 dollars today?' },
  { kind: 'off-topic', q: 'who won the champions league last year' },
  { kind: 'off-topic', q: 'can you write me a poem about the sea' },
  { kind: 'off-topic', q: "what's the best phone to buy under 20,000 shillings?" },
  { kind: 'off-topic', q: 'how long does it take to boil an egg?' },
  { kind: 'off-topic', q: 'what is the speed of light' },
  { kind: 'off-topic', q: 'how much does a flight from Nairobi to London cost?' },
  { kind: 'off-topic', q: 'is it going to rain in Kisumu tomorrow?' },
  { kind: 'off-topic', q: 'how do I fix a flat bicycle tyre' },
  { kind: 'off-topic', q: 'Quelle est la capitale du Canada ?', language: 'fr' },
  { kind: 'off-topic', q: 'Bei ya mkate ni ngapi leo?', language: 'sw' },
  { kind: 'off-topic', q: 'what time is it in Tokyo right now' },
  { kind: 'off-topic', q: 'give me a recipe for chocolate cake' },

  // Requests for a person (15)
  { kind: 'handoff', q: 'I need to talk to a real person please' },
  { kind: 'handoff', q: 'get me a human' },
  { kind: 'handoff', q: 'can I speak to someone in sales?' },
  { kind: 'handoff', q: 'connect me to an agent' },
  { kind: 'handoff', q: "I'd like to chat with a member of your staff" },
  { kind: 'handoff', q: "this isn't helping, let me talk to your support team" },
  { kind: 'handoff', q: 'human' },
  { kind: 'handoff', q: 'Is there a human I can talk to?' },
  { kind: 'handoff', q: 'please have someone call me back about pricing' },
  { kind: 'handoff', q: 'I want to speak with a manager' },
  { kind: 'handoff', q: 'Je voudrais parler à une vraie personne', language: 'fr' },
  { kind: 'handoff', q: 'Pouvez-vous me mettre en contact avec un agent ?', language: 'fr' },
  { kind: 'handoff', q: 'Nataka kuzungumza na binadamu', language: 'sw' },
  { kind: 'handoff', q: 'Niunganishe na wakala tafadhali', language: 'sw' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'do you integrate with Shopify POS?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'sure, go ahead',
  },

  // On-topic questions the knowledge cannot answer: don't-know, not a guess (6)
  { kind: 'dont-know', q: 'Do you have an office in Mombasa?' },
  { kind: 'dont-know', q: 'Does Lisa integrate with Salesforce?' },
  { kind: 'dont-know', q: 'Can I pay for credits by bank transfer?' },
  { kind: 'dont-know', q: 'Do you offer a discount for students?' },
  { kind: 'dont-know', q: 'Can I use Lisa on Telegram?' },
  { kind: 'dont-know', q: "Who is Lisa's CTO?" },
];
