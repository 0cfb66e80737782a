// Everyday ways a visitor of any business says three things, in English or in what the
// glossary makes of a French or Swahili question, rewritten into the words help pages use:
// - a person added to the account is a user ("add a third person to the account", the
//   Swahili "tukiongeza mtu wa tatu kwenye akaunti" read "add person third account");
//   people counted on the visitor's team are its users ("five people on our team");
// - two records of one customer, or one added twice, is a duplicate ("two records for the
//   same customer", "rekodi mbili kwa mteja yule yule" read "record two customer same",
//   "will it add them a second time?", "will Zoho end up with a second lead for them?");
// - someone contacting the visitor back replies to them ("when will sales contact me?",
//   "watawasiliana nami lini" read "contact me when", "get back to us").
// - bank, payment or billing details are card details ("do I have to enter my bank details?").
// Each rewrite keeps the thing named and replaces only the idiom's words; a text it does not
// recognise comes back unchanged.

import { appearIdioms } from './appear-idioms.ts';
import { expiryIdioms } from './expiry-idioms.ts';
import { screenIdioms } from './screen-idioms.ts';
import { writingInIdioms } from './writing-in-idioms.ts';

const people =
  'person|persons|people|someone|somebody|colleague|colleagues|teammate|teammates|member|members|employee|employees|worker|workers|staff member|staff members';
const plural = /^(?:persons|people|colleagues|teammates|members|employees|workers|staff members)$/;
const userFor = (noun: string) => (plural.test(noun.toLowerCase()) ? 'users' : 'user');

// "add a third person to the account", "adding two colleagues", "add person third account".
const addedPerson = new RegExp(
  String.raw`\b(add|adds|adding|added|invite|invites|inviting|invited)\b((?:\s+(?!and\b|or\b)[\p{L}\d-]+){0,3}?)\s+(${people})\b`,
  'giu',
);
// "a third person on the account", "two people in our workspace", "a colleague joins our
// account" (not "the account manager").
const personOnAccount = new RegExp(
  String.raw`\b(${people})((?:\s+(?:to|on|onto|in|into|the|our|my|your|this|that|third|second|fourth|fifth|another|extra|more|new|join|joins|joining|joined))*)\s+(account|subscription|plan|workspace|dashboard)\b(?!\s+managers?\b)`,
  'giu',
);

// People counted on the visitor's own team are its users: "with five people on our team",
// the Swahili "watu watano kwenye timu" read "person people five team". Uncounted ("how many
// people are on your team?") asks about the business's staff and stays as it is.
const count = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty)`;
const countedPeople = new RegExp(
  String.raw`\b(?:(${count})\s+(?:people|persons|colleagues|members|staff|employees)|(?:person\s+)?(?:people|persons|colleagues|members|staff|employees)\s+(${count}))(\s+(?:(?:on|in)\s+)?(?:(?:the|our|my)\s+)?team)\b`,
  'giu',
);

const recordNouns =
  'records|record|entries|entry|contacts|contact|profiles|profile|leads|lead|copies|copy|tickets|ticket|accounts';
const sameLater = String.raw`(?=[^.?!;]*\bsame\b)`;
// "two records for the same customer", "record two customer same" (the noun before its count).
const twoRecords = new RegExp(
  String.raw`\b(?:two\s+(${recordNouns})|(${recordNouns})\s+two)\b${sameLater}`,
  'giu',
);
// "add them a second time", "create the contact twice": one made again is a duplicate.
const madeTwice =
  /\b((?:create|creates|creating|created|add|adds|adding|added|make|makes|making|made|enter|enters|entering|entered|save|saves|saving|saved|log|logs|logging|logged)\b[^.?!;]*?)\s+(?:twice|two times|a second time|second time again)\b/giu;
// "a second lead for them", "another contact for the same person": one more of the same.
const secondRecord = new RegExp(
  String.raw`\b(?:a\s+)?(?:second|another|separate)\s+(${recordNouns})\s+(?=(?:for|of)\s+(?:them|him|her|the same|that|this|one)\b)`,
  'giu',
);

// Someone else reaching the visitor: "when will sales contact me?", "get back to us".
const contactsVisitor =
  /\b(?:contact|contacts|contacted|get back to|gets back to|got back to|get in touch with|gets in touch with|reach out to|reaches out to|come back to|comes back to)\s+(me|us)\b/giu;
const hearBack = /\bhear\s+back\b/giu;
const paymentDetails = /\b(?:bank|banking|payment|billing)\s+(details|info|information)\b/giu;

export function visitorIdioms(text: string): string {
  return screenIdioms(writingInIdioms(expiryIdioms(appearIdioms(text))))
    .replace(addedPerson, (_m, verb: string, between: string, noun: string) => {
      return `${verb}${between} ${userFor(noun)}`;
    })
    .replace(countedPeople, (_m, a?: string, b?: string, team = '') => `${a ?? b} users${team}`)
    .replace(personOnAccount, (_m, noun: string, between: string, place: string) => {
      return `${userFor(noun)}${between} ${place}`;
    })
    .replace(twoRecords, (_m, a?: string, b?: string) => `duplicate ${a ?? b}`)
    .replace(madeTwice, '$1 as a duplicate')
    .replace(secondRecord, 'a duplicate $1 ')
    .replace(contactsVisitor, 'reply to $1')
    .replace(hearBack, 'get a reply')
    .replace(paymentDetails, 'card $1');
}
