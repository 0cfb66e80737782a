// The evaluation set: questions about Lisa as visitors write them (paraphrased, never the
// FAQ's own wording; some with typos), with the sources that hold the answer, a fact
// the answer must contain, or the behaviour expected instead of an answer.

import type { EvalCase } from './eval-case.ts';
import { roundThreeCases } from './questions-round-three.ts';
import { roundTwoCases } from './questions-round-two.ts';

const web = [
  'lisa:doc:web-widget',
  'lisa:integration:web-widget',
  'lisa:integration-faq:web-widget',
];
const whatsapp = [
  'lisa:doc:whatsapp',
  'lisa:integration:whatsapp',
  'lisa:integration-faq:whatsapp',
];
const api = ['lisa:doc:public-api', 'lisa:integration:lisa-api', 'lisa:integration-faq:lisa-api'];
const odoo = ['lisa:integration:odoo', 'lisa:integration-faq:odoo', 'lisa:doc:data-centre'];
const pricing = ['lisa:pricing', 'lisa:faq', 'lisa:doc:credits'];

export const evalCases: EvalCase[] = [
  // Pricing, trial, credits
  {
    q: 'how much will lisa cost me each month?',
    expect: 'answer',
    sources: pricing,
    fact: /credits|quote/i,
  },
  {
    q: 'Is there a free trial period?',
    expect: 'answer',
    sources: ['lisa:faq', 'lisa:about', 'lisa:pricing', 'lisa:doc:getting-started'],
    fact: /14[- ]day/,
  },
  {
    q: 'do I have to give my credit card to try it out',
    expect: 'answer',
    sources: ['lisa:faq', 'lisa:about', 'lisa:pricing', 'lisa:doc:getting-started'],
    fact: /no credit card/i,
  },
  { q: 'what do extra users cost?', expect: 'answer', sources: ['lisa:pricing'], fact: /\$25/ },
  {
    q: 'how many seats are included before paying for more users',
    expect: 'answer',
    sources: ['lisa:pricing'],
    fact: /first 2 users/,
  },
  {
    q: "what's the price of a credit if I buy under 1000",
    expect: 'answer',
    sources: ['lisa:pricing', 'lisa:doc:credits'],
    fact: /1\.00/,
  },
  {
    q: 'Do unused credits expire at the end of the month?',
    expect: 'answer',
    sources: pricing,
    fact: /(never|not) expire/,
  },
  {
    q: 'which exchange rate do you use between shillings and dollars',
    expect: 'answer',
    sources: ['lisa:pricing', 'lisa:doc:credits'],
    fact: /129\.8/,
  },
  {
    q: 'what is the setup price for whatsapp',
    expect: 'answer',
    sources: ['lisa:pricing', 'lisa:doc:whatsapp'],
    fact: /\$300/,
  },
  {
    q: 'how much to set up one workflow',
    expect: 'answer',
    sources: ['lisa:pricing', 'lisa:doc:workflows'],
    fact: /\$120/,
  },
  {
    q: 'what do I get with the enterprise support package',
    expect: 'answer',
    sources: ['lisa:support-packages', 'lisa:pricing'],
    fact: /dedicated/i,
  },
  {
    q: 'price of the professional support plan?',
    expect: 'answer',
    sources: ['lisa:support-packages'],
    fact: /10,000/,
  },
  {
    q: 'how quickly does your sales team answer a quote request',
    expect: 'answer',
    sources: ['lisa:support-packages', 'lisa:doc:getting-started'],
    fact: /2 business days/,
  },
  {
    q: 'what happens if my business runs out of credits',
    expect: 'answer',
    sources: ['lisa:doc:credits', 'lisa:doc:human-handoff'],
    fact: /wait/i,
  },
  {
    q: 'How is the knowledge base setup priced?',
    expect: 'answer',
    sources: ['lisa:pricing'],
    fact: /\$500|\$1,500/,
  },
  // Languages, channels, implementation
  {
    q: 'how many languages can your assistant talk in',
    expect: 'answer',
    sources: ['lisa:faq', 'lisa:about'],
    fact: /30\+/,
  },
  {
    q: 'can the bot reply to my clients in swahili?',
    expect: 'answer',
    sources: ['lisa:faq'],
    fact: /Swahili/,
  },
  {
    q: 'how long until we are live with lisa',
    expect: 'answer',
    sources: ['lisa:faq', 'lisa:doc:getting-started', 'lisa:about'],
    fact: /1-2 weeks|same day/,
  },
  {
    q: 'what messaging channels are supported',
    expect: 'answer',
    sources: ['lisa:faq', 'lisa:about'],
    fact: /WhatsApp/,
  },
  {
    q: 'what kinds of files can I upload as knowledge?',
    expect: 'answer',
    sources: ['lisa:doc:getting-started', 'lisa:doc:data-centre'],
    fact: /PDF/,
  },
  // Web widget and Business Key
  {
    q: 'how do I add the chat bubble to my site',
    expect: 'answer',
    sources: web,
    fact: /snippet|script/i,
  },
  {
    q: 'where can I find the business key for the widget',
    expect: 'answer',
    sources: web,
    fact: /dashboard/i,
  },
  {
    q: 'why does the embed code hide part of my key',
    expect: 'answer',
    sources: web,
    fact: /mask/i,
  },
  {
    q: 'will the chat widget make my website slower',
    expect: 'answer',
    sources: web,
    fact: /launcher|lazily|No\./,
  },
  { q: 'how big is the chat panel on desktop', expect: 'answer', sources: web, fact: /380/ },
  // WhatsApp, Messenger, Instagram
  {
    q: 'how do I hook up my whatsapp business number',
    expect: 'answer',
    sources: whatsapp,
    fact: /signup|Facebook/i,
  },
  {
    q: 'can I keep whatsapp on my phone with the same number after connecting',
    expect: 'answer',
    sources: whatsapp,
    fact: /cannot|dedicated number|not already registered/i,
  },
  {
    q: "who is billed for meta's whatsapp conversation fees",
    expect: 'answer',
    sources: whatsapp,
    fact: /Meta bills/,
  },
  {
    q: 'can lisa send the first message to a customer on whatsapp',
    expect: 'answer',
    sources: whatsapp,
    fact: /template/i,
  },
  {
    q: 'will it work with my personal instagram account',
    expect: 'answer',
    sources: ['lisa:integration-faq:instagram', 'lisa:integration:instagram'],
    fact: /professional/i,
  },
  {
    q: 'does lisa respond to comments under my facebook posts',
    expect: 'answer',
    sources: ['lisa:integration-faq:facebook-messenger', 'lisa:integration:facebook-messenger'],
    fact: /private messages/i,
  },
  // Handoff and Slack (questions about the feature, not requests)
  {
    q: 'what happens when a customer needs someone from my team',
    expect: 'answer',
    sources: ['lisa:faq', 'lisa:doc:human-handoff', 'lisa:integration-faq:web-widget'],
    fact: /history/i,
  },
  {
    q: 'does the bot keep quiet once one of my agents replies',
    expect: 'answer',
    sources: ['lisa:doc:human-handoff', 'lisa:faq', 'lisa:integration:whatsapp'],
    fact: /silent/i,
  },
  {
    q: 'can my team be alerted in slack when a chat is handed over',
    expect: 'answer',
    sources: ['lisa:integration:slack', 'lisa:doc:human-handoff', 'lisa:faq'],
    fact: /Slack/,
  },
  {
    q: 'can agents answer customers directly from slack',
    expect: 'answer',
    sources: ['lisa:integration-faq:slack', 'lisa:integration:slack'],
    fact: /Not yet|inbox/,
  },
  // CRM, productivity, Odoo
  {
    q: 'how do I connect my odoo instance',
    expect: 'answer',
    sources: odoo,
    fact: /API key|database/,
  },
  {
    q: 'can lisa pull my product catalogue out of odoo',
    expect: 'answer',
    sources: odoo,
    fact: /JSON-RPC|ingest/,
  },
  { q: 'which versions of odoo are compatible', expect: 'answer', sources: odoo, fact: /JSON-RPC/ },
  {
    q: 'will lisa make duplicate contacts in zoho',
    expect: 'answer',
    sources: ['lisa:integration-faq:zoho-crm', 'lisa:integration:zoho-crm'],
    fact: /email and phone/,
  },
  {
    q: 'can customers book appointments straight into my google calendar',
    expect: 'answer',
    sources: ['lisa:integration:calendar', 'lisa:integration:google-meet', 'lisa:doc:workflows'],
    fact: /slot|calendar/i,
  },
  {
    q: 'what if two customers pick the same time slot',
    expect: 'answer',
    sources: ['lisa:integration-faq:calendar'],
    fact: /next free time/,
  },
  {
    q: 'is google workspace required for the meet integration',
    expect: 'answer',
    sources: ['lisa:integration-faq:google-meet', 'lisa:integration:google-meet'],
    fact: /personal Google account|Workspace/,
  },
  {
    q: 'can conversations turn into asana tasks',
    expect: 'answer',
    sources: ['lisa:integration:asana', 'lisa:integration-faq:asana'],
    fact: /task/i,
  },
  // API
  { q: 'does your api have a rate limit', expect: 'answer', sources: api, fact: /429|per minute/ },
  {
    q: 'my api request timed out, how do I stop getting two replies',
    expect: 'answer',
    sources: api,
    fact: /client_message_id/,
  },
  {
    q: 'which endpoint do I call to send a chat message',
    expect: 'answer',
    sources: api,
    fact: /\/chat/,
  },
  // Security, analytics, data centre, workflows, industries, brand
  {
    q: 'is the data of my customers kept safe',
    expect: 'answer',
    sources: ['lisa:faq', 'lisa:doc:data-centre'],
    fact: /encrypted|own/i,
  },
  {
    q: 'what stats can I see in the dashboard',
    expect: 'answer',
    sources: ['lisa:faq'],
    fact: /conversation volume|response times/,
  },
  {
    q: 'explain the data centre golden record',
    expect: 'answer',
    sources: ['lisa:doc:data-centre', 'lisa:about'],
    fact: /golden record|Unify/,
  },
  {
    q: 'what can workflows automate',
    expect: 'answer',
    sources: ['lisa:doc:workflows', 'lisa:about', 'lisa:faq'],
    fact: /CRM|order|reminder/i,
  },
  {
    q: 'can lisa help a clinic with patient bookings',
    expect: 'answer',
    sources: ['lisa:industry:healthcare'],
    fact: /appointment/i,
  },
  {
    q: 'do you have something for estate agents and property viewings',
    expect: 'answer',
    sources: ['lisa:industry:real-estate'],
    fact: /viewing/i,
  },
  {
    q: 'how does lisa help an online store with orders',
    expect: 'answer',
    sources: ['lisa:industry:e-commerce'],
    fact: /order/i,
  },
  { q: 'what is lisa live', expect: 'answer', sources: ['lisa:about'], fact: /October|showcase/ },
  // Typos
  {
    q: 'how much dose it cots',
    expect: 'answer',
    sources: pricing,
    fact: /credits|quote/i,
    typo: true,
  },
  {
    q: 'intergrate whatsap with lisa?',
    expect: 'answer',
    sources: [...whatsapp, 'lisa:faq'],
    fact: /WhatsApp/,
    typo: true,
  },
  {
    q: 'wher is my busines key',
    expect: 'answer',
    sources: web,
    fact: /dashboard|Business Key/i,
    typo: true,
  },
  {
    q: 'do you suport swahilli',
    expect: 'answer',
    sources: ['lisa:faq'],
    fact: /Swahili/,
    typo: true,
  },
  {
    q: 'pricng for aditional users',
    expect: 'answer',
    sources: ['lisa:pricing'],
    fact: /\$25/,
    typo: true,
  },
  {
    q: 'can it conect to zoho crm',
    expect: 'answer',
    sources: ['lisa:integration:zoho-crm', 'lisa:integration-faq:zoho-crm', 'lisa:faq'],
    fact: /Zoho/,
    typo: true,
  },
  { q: 'oddo inventroy import', expect: 'answer', sources: odoo, fact: /Odoo/, typo: true },
  {
    q: 'do credts expire',
    expect: 'answer',
    sources: pricing,
    fact: /(never|not) expire/,
    typo: true,
  },
  // Off-topic: no invented answer
  { q: "what's the weather in nairobi tomorrow", expect: 'dont-know' },
  { q: 'can you recommend a good pizza place', expect: 'dont-know' },
  { q: 'who won the football world cup in 2018', expect: 'dont-know' },
  { q: 'how do I bake sourdough bread', expect: 'dont-know' },
  { q: 'what is the capital of australia', expect: 'dont-know' },
  { q: 'does lisa integrate with salesforce', expect: 'dont-know' },
  { q: 'write me a poem about cats', expect: 'dont-know' },
  { q: "what's apple's share price today", expect: 'dont-know' },
  { q: 'how do i fix the brakes on my car', expect: 'dont-know' },
  { q: 'tell me a joke', expect: 'dont-know' },
  // Requests for a person
  { q: 'I want to talk to a human', expect: 'handoff' },
  { q: 'can I speak to an agent please', expect: 'handoff' },
  { q: 'get me a real person', expect: 'handoff' },
  { q: 'connect me with your sales team', expect: 'handoff' },
  { q: 'is there a real person I can chat with?', expect: 'handoff' },
  { q: 'i need a human', expect: 'handoff' },
  { q: 'human please', expect: 'handoff' },
  { q: 'Je veux parler à un humain', expect: 'handoff' },
  // Small talk
  { q: 'hello!', expect: 'smalltalk' },
  { q: 'thanks, that helps', expect: 'smalltalk' },
  { q: 'bye bye', expect: 'smalltalk' },
  { q: 'good morning', expect: 'smalltalk' },
  ...roundTwoCases,
  ...roundThreeCases,
];
