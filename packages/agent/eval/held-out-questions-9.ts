// The ninth held-out evaluation set, written 2026-11-26 (session 13) for issue #24 ("Agent
// answers, round two") by a helper (set9) who has never read or changed the engine: nothing under
// src/engine, src/language, src/text, src/search or src/llm was opened, and the engine was never
// run on these questions (no eval, no ask). Committed on its own before anything ran against it.
// It must never be edited after its results were seen: new cases go in a new file.
//
// Ground truth is SPEC.md (§9) and the text of business 1's knowledge base as
// buildLisaKnowledge() builds it (src/lisa-knowledge and the catalogue), never what the engine
// says. Same kinds and mix as set 8, in fresh everyday wording: a small-business owner, a
// developer, a clinic manager in Nairobi, a French- or Swahili-speaking shop owner.
// 150 questions: price 17, list 13, how-to 12, yes/no 13, two-in-one 10, follow-up 11,
// slang/typo 13, French 11, Swahili 11 (111 answerable), off-topic 18, request for a person
// 13, on-topic don't-know 8.
//
// Checks before the commit (a throwaway script outside the repo):
// 1. every fact regex (fact and facts) matches the knowledge text of at least one source: all
//    do, 0 unmatched; each price regex is usd()/kes() of exactly the asked price.
// 2. word overlap (Jaccard over lower-cased words) of each question with each of the 1,294
//    earlier questions (tuning set: questions.ts, -round-two, -round-three; held-out sets 1, 3-8)
//    and their visitor history turns (1,400 texts), and with the questions before it here. The
//    first draft had 11 exact copies (the obvious questions had all been asked before) and 20
//    more at 0.6 or above, plus 5 history turns at 0.6 or above; all were reworded. Highest
//    overlap left 0.56, mean of each question's highest overlap 0.36.
// 3. `pnpm --filter @lisa/agent typecheck` and `pnpm biome check` on this file pass.
//
// A price question names one item and its regex matches exactly that price. A list case needs
// every item in `facts`; a two-in-one both halves. French and Swahili cases also need the agent's
// own sentences in the visitor's language. Off-topic (several naming things from the case
// studies: Skyline, Duka Fresh, Lakeside, Pesa Plus, Summit, Kiambu) and don't-know cases must
// get the don't-know decision; requests for a person the handoff decision.

import { type HeldOutCase, kes, usd } from './eval-case.ts';

// The agent's fixed don't-know sentence, as set 8 quotes it, said before the visitor's reply
// in the accepted-offer cases.
const offeredPerson =
  "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?";

const neverExpire = /never expire|do not expire|don't expire/i;
const freeTrial = /14-day|14 days/i;
const beforeBody = /<\/body>/;

export const heldOutCases9: HeldOutCase[] = [
  // Prices of single items (17)
  {
    kind: 'price',
    q: 'If we want Lisa replying on our Facebook Page, what is the one-off connection charge?',
    fact: usd('250'),
  },
  { kind: 'price', q: 'What is the setup fee for plugging Lisa into Kijani?', fact: usd('150') },
  {
    kind: 'price',
    q: 'Roughly what do you charge once for the Slack alerts integration?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: 'We would call Lisa from our own mobile app through your API. How much is that setup?',
    fact: usd('200'),
  },
  { kind: 'price', q: 'How much is it to get our WhatsApp line connected?', fact: usd('300') },
  {
    kind: 'price',
    q: 'What would linking Zoho for our sales people cost us at the start?',
    fact: usd('180'),
  },
  {
    kind: 'price',
    q: 'What do you charge to set up the appointment calendar connection?',
    fact: usd('60'),
  },
  {
    kind: 'price',
    q: 'We will upload our own FAQ page ourselves, so what is the setup charge for the smallest knowledge base size?',
    fact: usd('0'),
  },
  {
    kind: 'price',
    q: 'The top support plan in your calculator, the one with a dedicated manager: what is it monthly?',
    fact: usd('500'),
  },
  {
    kind: 'price',
    q: 'In the calculator, how much a month is the Standard support plan?',
    fact: usd('150'),
  },
  {
    kind: 'price',
    q: 'Monthly cost of the Enterprise package on the quote form, please?',
    fact: kes('20,000'),
  },
  {
    kind: 'price',
    q: 'In shillings, what is a single credit in the very first band?',
    fact: kes('1.00'),
  },
  {
    kind: 'price',
    q: 'What does each credit cost from 20,001 up to 50,000?',
    fact: kes('0.55'),
  },
  {
    kind: 'price',
    q: 'Buying more than a thousand credits but under two thousand, what is the price per credit there?',
    fact: kes('0.80'),
  },
  {
    kind: 'price',
    q: 'What do you charge to build one automated flow, say lead qualification?',
    fact: usd('120'),
  },
  {
    kind: 'price',
    q: 'How much is the biggest knowledge base option, where you sync our business data?',
    fact: usd('1,500'),
  },
  {
    kind: 'price',
    q: 'If a third colleague joins our account, what does that person add monthly?',
    fact: usd('25'),
  },

  // Lists: every item (13)
  {
    kind: 'list',
    q: 'Which chat apps can Lisa reply on?',
    facts: [/WhatsApp/, /Messenger/, /Instagram/],
  },
  {
    kind: 'list',
    q: 'What CRMs do you plug into?',
    facts: [/Zoho/, /Kijani/, /Odoo/],
  },
  {
    kind: 'list',
    q: 'Which document formats will Lisa accept when we feed it our material?',
    facts: [/PDF/, /DOCX/, /Markdown/, /CSV/],
  },
  {
    kind: 'list',
    q: 'How does the data centre merge a customer seen on WhatsApp and in our CRM?',
    facts: [/Unify/, /Enrich/, /Sync/],
  },
  {
    kind: 'list',
    q: 'Which automations can I tick in the price calculator?',
    facts: [/Customer Onboarding/i, /Lead Qualification/i, /Support Triage/i, /Order Processing/i],
  },
  {
    kind: 'list',
    q: 'What does Lisa offer an estate agency like ours?',
    facts: [
      /Listing-aware answers/i,
      /Lead qualification/i,
      /Viewing booking/i,
      /Portal and social enquiries/i,
    ],
  },
  {
    kind: 'list',
    q: 'How would Lisa help a school admissions office?',
    facts: [
      /Admissions assistant/i,
      /Application guidance/i,
      /Visit and interview booking/i,
      /Parent and student updates/i,
    ],
  },
  {
    kind: 'list',
    q: 'What can Lisa do for a microfinance or a bank?',
    facts: [
      /Approved-content answers/i,
      /Guided onboarding and applications/i,
      /Status and transaction lookups/i,
      /Priority escalation/i,
    ],
  },
  {
    kind: 'list',
    q: 'Which quick reply buttons come up after the first answer in the chat panel?',
    facts: [/Explain/, /\bNo\b/, /\bYes\b/, /Tell me more/],
  },
  {
    kind: 'list',
    q: 'What do we get in the Professional support package?',
    facts: [/Everything in Standard/i, /Priority email support/i, /Phone support/i],
  },
  {
    kind: 'list',
    q: 'In which situations does a chat get passed to a human?',
    facts: [/asks for a person/i, /does not know/i, /out of credits/i],
  },
  {
    kind: 'list',
    q: 'What numbers will the dashboard show me about our conversations?',
    facts: [/by channel/i, /handoffs/i, /response times/i, /credit use/i],
  },
  {
    kind: 'list',
    q: 'What would Lisa do for our customer care call centre?',
    facts: [
      /Answers from your help centre/i,
      /Human handoff with history/i,
      /Omnichannel inbox/i,
      /Ticket and task creation/i,
    ],
  },

  // How-to (12)
  {
    kind: 'how-to',
    q: 'How do I get Lisa answering messages sent to our Facebook Page?',
    fact: /Integrations › Facebook Messenger/,
  },
  { kind: 'how-to', q: 'How do I hook up our Kijani account?', fact: /Integrations › Kijani/ },
  {
    kind: 'how-to',
    q: 'What are the steps to get Lisa replying on our business WhatsApp number?',
    fact: /Integrations › WhatsApp/,
  },
  {
    kind: 'how-to',
    q: 'Where do I create a token to use the Lisa API?',
    fact: /Settings › API tokens/,
  },
  {
    kind: 'how-to',
    q: 'How can I move the chat bubble to the left side of the page?',
    fact: /data-position="left"|left or right/,
  },
  {
    kind: 'how-to',
    q: 'How do I let Lisa book clients straight into our Outlook calendar?',
    fact: /Integrations › Calendar/,
  },
  { kind: 'how-to', q: 'How do I open an account with you?', fact: /\/register/ },
  {
    kind: 'how-to',
    q: 'How do I get handoff notifications into a private Slack channel?',
    fact: /Invite @Lisa/,
  },
  {
    kind: 'how-to',
    q: 'How do I install your TypeScript client?',
    fact: /npm install @lisa\/api-client/,
  },
  {
    kind: 'how-to',
    q: 'Our agent has sorted out the customer; what lets Lisa start answering that chat again?',
    fact: /hand(?:s|ed)? (?:the conversation |it )?back/i,
  },
  {
    kind: 'how-to',
    q: 'Which page do I use to get a written quote from your sales people?',
    fact: /\/enterprise-quote/,
  },
  {
    kind: 'how-to',
    q: 'The 6-digit email code expired before I typed it. Where can I request a new one?',
    fact: /\/resend-otp/,
  },

  // Yes/no (13)
  {
    kind: 'yes-no',
    q: 'If a customer sends a photo on Instagram, does Lisa look at it?',
    fact: /shows it to your team|based on the text/i,
  },
  {
    kind: 'yes-no',
    q: 'Can Lisa read what my calendar events are about?',
    fact: /free and busy/i,
  },
  {
    kind: 'yes-no',
    q: 'If two customers pick the same slot at the same moment, do both get booked?',
    fact: /checks the slot again|next free time/i,
  },
  {
    kind: 'yes-no',
    q: 'Once I save our Kijani key, can everyone on the team read it?',
    fact: /masked/i,
  },
  {
    kind: 'yes-no',
    q: 'Could our support folks reply to a shopper inside a Slack thread?',
    fact: /Not yet/,
  },
  {
    kind: 'yes-no',
    q: 'Will Lisa go through all the channels in our Slack workspace?',
    fact: /only posts to the channels you pick/i,
  },
  {
    kind: 'yes-no',
    q: 'Does your script hurt our page speed score?',
    fact: /launcher script|finished loading|idle/i,
  },
  {
    kind: 'yes-no',
    q: 'Do people on my site need to log in before they can chat?',
    fact: /anonymously|no account/i,
  },
  {
    kind: 'yes-no',
    q: 'Could Lisa overwrite our prices in Odoo?',
    fact: /only reads|only when a workflow creates a lead/i,
  },
  {
    kind: 'yes-no',
    q: 'Will Zoho end up with the same customer twice?',
    fact: /searches by email and phone|updates the existing record/i,
  },
  {
    kind: 'yes-no',
    q: 'Is a normal gmail account enough for the Meet integration?',
    fact: /personal Google account works/i,
  },
  {
    kind: 'yes-no',
    q: 'Will the bot tell our patients what illness they have?',
    fact: /never diagnoses/i,
  },
  {
    kind: 'yes-no',
    q: 'Can Lisa chat with our customers in Arabic?',
    fact: /Arabic/,
  },

  // Two questions in one message: both halves (10)
  {
    kind: 'two-in-one',
    q: 'How much is the Odoo setup, and which Odoo versions does it work with?',
    facts: [usd('300'), /JSON-RPC/],
  },
  {
    kind: 'two-in-one',
    q: 'What does Slack cost to connect, and can it send us a daily summary?',
    facts: [usd('120'), /daily digest/i],
  },
  {
    kind: 'two-in-one',
    q: 'What is the price of the website widget setup and where do I paste its code?',
    facts: [usd('200'), beforeBody],
  },
  {
    kind: 'two-in-one',
    q: 'What does a medium knowledge base cost and what does your team do for it?',
    facts: [usd('500'), /structured by our team/i],
  },
  {
    kind: 'two-in-one',
    q: 'How many messages does the homepage demo allow, and when is Lisa Live held?',
    facts: [/10 messages/, /October/],
  },
  {
    kind: 'two-in-one',
    q: 'What is each credit between 10,001 and 20,000, and do unused ones lapse?',
    facts: [kes('0.59'), neverExpire],
  },
  {
    kind: 'two-in-one',
    q: 'What is the Kijani setup price and do you clean up phone numbers before matching?',
    facts: [usd('150'), /international format/i],
  },
  {
    kind: 'two-in-one',
    q: 'What is the WebSocket feed for, and how often does the dashboard ping the health check?',
    facts: [/new messages/i, /30 seconds/],
  },
  {
    kind: 'two-in-one',
    q: 'What is the Standard package on the quote form in KES, and when will sales get back to me?',
    facts: [kes('5,000'), /2 business days/],
  },
  {
    kind: 'two-in-one',
    q: 'What is your uptime and how many API calls go through each day?',
    facts: [/99\.9%/, /10M\+/],
  },

  // Follow-ups that lean on the previous turn (11)
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much is it to connect Messenger?' }],
    q: 'and Instagram, is it the same?',
    fact: usd('250'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What comes with the Professional support package?' }],
    q: 'and the package above that one?',
    fact: /24\/7 support|Dedicated account manager/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Tell me about your Zoho CRM integration' }],
    q: 'nice. and connecting it costs?',
    fact: usd('180'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Walk me through linking our Kijani CRM' }],
    q: 'after I paste the key, is it visible to others?',
    fact: /masked/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'How much is one credit when we buy 8,000?' }],
    q: 'and once we pass 20,000?',
    fact: kes('0.55'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'We run a dental practice, how would Lisa help us?' }],
    q: 'does it take refill requests as well?',
    fact: /refill/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Is Asana one of your connections?' }],
    q: 'what ends up in the task it creates?',
    fact: /transcript|due date/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Steps to embed the chat on our website?' }],
    q: 'can it have a dark look?',
    fact: /data-theme="dark"|light or dark/i,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What is in the Large knowledge base?' }],
    q: 'right, and what would that one set us back?',
    fact: usd('1,500'),
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'What happens if my app sends the API too many requests?' }],
    q: 'which error code comes back?',
    fact: /rate_limited/,
  },
  {
    kind: 'follow-up',
    history: [{ role: 'visitor', text: 'Can Lisa send reminders on WhatsApp?' }],
    q: 'who pays Meta for those chats?',
    fact: /bills conversation fees/i,
  },

  // Slang, abbreviations and typos (13)
  { kind: 'slang-typo', q: 'watsap setup cost?', fact: usd('300') },
  { kind: 'slang-typo', q: 'how much 4 zoho', fact: usd('180') },
  { kind: 'slang-typo', q: 'kijani integratn price pls', fact: usd('150') },
  { kind: 'slang-typo', q: 'my credts, wil they die after some months??', fact: neverExpire },
  { kind: 'slang-typo', q: 'whats d price of 1 more user', fact: usd('25') },
  { kind: 'slang-typo', q: 'arabic speakin customers ok??', fact: /Arabic/ },
  { kind: 'slang-typo', q: 'hw 2 put da bot on my shopify site', fact: /<\/body>|script tag/i },
  { kind: 'slang-typo', q: 'enterprize support plan $$ monthly', fact: usd('500') },
  { kind: 'slang-typo', q: 'traning per hr cost', fact: usd('100') },
  { kind: 'slang-typo', q: 'smal knowlege base price', fact: usd('0') },
  { kind: 'slang-typo', q: 'gmeet intergration how much', fact: usd('80') },
  {
    kind: 'slang-typo',
    q: 'can i talk 2 lisa from my own app via api?? which endpoint',
    fact: /POST \/chat/,
  },
  { kind: 'slang-typo', q: 'how mny industries u cover', fact: /8 industries|Real Estate/ },

  // French (11)
  {
    kind: 'language-fr',
    q: 'Brancher Lisa sur notre numéro WhatsApp, ça revient à combien ?',
    fact: usd('300'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Le widget, on le colle où dans le code de notre site ?',
    fact: beforeBody,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Entre la signature et le lancement complet, il faut compter combien de semaines ?',
    fact: /1-2 weeks/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Est-ce que Lisa peut répondre à mes clients en arabe ?',
    fact: /Arabic/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Combien pour relier notre CRM Zoho ?',
    fact: usd('180'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Quel est le prix d’un crédit quand on dépasse 50 000 crédits ?',
    fact: kes('0.49'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Si on ajoute une troisième personne dans l’équipe, c’est combien par mois pour elle ?',
    fact: usd('25'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Comment connecter notre page Facebook à Lisa ?',
    fact: /Integrations › Facebook Messenger/,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Sur le formulaire de devis, l’offre Professional revient à combien mensuellement ?',
    fact: kes('10,000'),
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Pour tester Lisa gratuitement, vous demandez mes coordonnées bancaires ?',
    fact: /no credit card/i,
    language: 'fr',
  },
  {
    kind: 'language-fr',
    q: 'Vous facturez combien pour une grande base de connaissances ?',
    fact: usd('1,500'),
    language: 'fr',
  },

  // Swahili (11)
  {
    kind: 'language-sw',
    q: 'Kuunganisha WhatsApp kunagharimu kiasi gani?',
    fact: usd('300'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, Lisa inaweza kuwajibu wateja wangu kwa Kiswahili?',
    fact: /Swahili/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Tukitaka Lisa iunganishwe na Zoho CRM yetu, tutalipa kiasi gani mara moja?',
    fact: usd('180'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kipindi cha majaribio bila malipo ni cha siku ngapi?',
    fact: freeTrial,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Nitaunganishaje ukurasa wetu wa Facebook na Lisa?',
    fact: /Integrations › Facebook Messenger/,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Mafunzo kwa timu yetu yanalipwa pesa ngapi kwa saa moja?',
    fact: usd('100'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Kifurushi cha Enterprise kwenye fomu ya nukuu ni shilingi ngapi kwa mwezi?',
    fact: kes('20,000'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Arifa za Slack zinagharimu dola ngapi kuweka?',
    fact: usd('120'),
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Je, credits zangu zitaisha muda wake nisipozitumia?',
    fact: neverExpire,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Msimbo wa widget nauweka wapi kwenye tovuti yangu?',
    fact: beforeBody,
    language: 'sw',
  },
  {
    kind: 'language-sw',
    q: 'Knowledge base ya ukubwa wa kati inagharimu dola ngapi?',
    fact: usd('500'),
    language: 'sw',
  },

  // Off-topic: don't-know, not an invented answer (18)
  { kind: 'off-topic', q: 'Will it rain in Mombasa this weekend?' },
  { kind: 'off-topic', q: 'Where can I get a quick loan of 50,000 shillings today?' },
  { kind: 'off-topic', q: 'How do I make mandazi that stay soft?' },
  { kind: 'off-topic', q: 'Which is cheaper for a small shop, Safaricom or Airtel data bundles?' },
  { kind: 'off-topic', q: 'What home internet packages does Skyline sell?' },
  { kind: 'off-topic', q: 'Does Duka Fresh deliver to Westlands?' },
  { kind: 'off-topic', q: 'What time does Lakeside clinic open on Saturdays?' },
  { kind: 'off-topic', q: 'How do I apply for a loan with Pesa Plus?' },
  { kind: 'off-topic', q: 'When does Summit school open admissions for next year?' },
  { kind: 'off-topic', q: 'Any apartments for rent in Kiambu under 30k a month?' },
  { kind: 'off-topic', q: 'I lost my phone, how do I recover my WhatsApp account?' },
  { kind: 'off-topic', q: 'How do I grow my Instagram followers quickly?' },
  { kind: 'off-topic', q: 'Translate "good morning" into Arabic for me' },
  { kind: 'off-topic', q: 'Who won the Premier League last season?' },
  { kind: 'off-topic', q: 'How do I file my KRA tax returns online?' },
  { kind: 'off-topic', q: 'What should I call my new hair salon?' },
  { kind: 'off-topic', q: 'Which fertiliser is best for tomatoes in the rainy season?' },
  { kind: 'off-topic', q: 'Can you write my CV for a nursing job?' },

  // Requests for a person (13)
  { kind: 'handoff', q: 'Can I speak with someone from sales, a real one?' },
  { kind: 'handoff', q: "I'd rather deal with a human being than a bot, thanks" },
  { kind: 'handoff', q: 'Stop the automatic replies and put me through to your staff' },
  { kind: 'handoff', q: 'Have somebody ring me back about our account please' },
  { kind: 'handoff', q: "I don't want to chat with an AI. Human please." },
  { kind: 'handoff', q: 'Connect me with your customer care' },
  { kind: 'handoff', q: 'Is there anyone real I can talk to right now?' },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Can a web agency in Kampala resell Lisa under its own name?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'yeah, get them on',
  },
  {
    kind: 'handoff',
    history: [
      { role: 'visitor', text: 'Can Lisa sync with our Shopify orders?' },
      { role: 'agent', text: offeredPerson },
    ],
    q: 'sure, let me talk to them',
  },
  {
    kind: 'handoff',
    q: 'Je préfère discuter avec un humain, pas avec un robot',
    language: 'fr',
  },
  {
    kind: 'handoff',
    q: 'J’aimerais échanger avec un conseiller en chair et en os',
    language: 'fr',
  },
  { kind: 'handoff', q: 'Sitaki kujibiwa na kompyuta, nataka mhudumu wa kweli', language: 'sw' },
  { kind: 'handoff', q: 'Nipe mtu wa timu yenu nizungumze naye', language: 'sw' },

  // On-topic questions the knowledge cannot answer: don't-know, not a guess (8)
  { kind: 'dont-know', q: 'Which AI model runs Lisa under the hood?' },
  { kind: 'dont-know', q: 'Can Lisa answer our TikTok DMs?' },
  { kind: 'dont-know', q: 'Will your invoices show our KRA PIN for VAT?' },
  { kind: 'dont-know', q: 'Do NGOs get a discount on Lisa?' },
  { kind: 'dont-know', q: 'How many assistants can one account create?' },
  { kind: 'dont-know', q: 'How long do you keep chat transcripts before deleting them?' },
  { kind: 'dont-know', q: 'If we cancel after a month, do we get a refund on the setup fee?' },
  { kind: 'dont-know', q: 'Can Lisa sync leads into Microsoft Dynamics?' },
];
