import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { isStoryLike } from './story-only.ts';

// What another company sells, offers or charges: "what packages does <a customer> sell?",
// "<a customer>'s prices". The knowledge names that company only in a customer's story (what
// the business did for it), so a passage on the business's own packages or prices answers
// for the wrong company.
const doesSell =
  /\b(?:does|do|did|will|would|can|could) ((?:[\p{L}\p{N}'’-]+ ){0,2}?[\p{L}\p{N}'’-]+) (?:sell|offer|charge|stock|provide|carry|supply|make|manufacture|produce|rent|lease|have on offer|have for sale)\b/u;
const theirGoods =
  /\b([\p{L}\p{N}-]+)['’]s (?:own )?(?:products?|packages?|prices?|pricing|plans?|services?|tariffs?|rates?|offers?|offerings?|deals?|bundles?|menu|catalogu?e?|range|stock|fees?|shops?|stores?)\b/u;
// A translated question keeps the words in their order: "quels forfaits vend Skyline ?" ->
// "what are plans internet sell skyline".
const sellsLast = /\b(?:sell|sells|offer|offers|charge|charges) ([\p{L}\p{N}-]+)\W*$/u;
const determiner = /^(the|a|an|your|our|my|their|his|her|this|that|these|those)$/;
const notAName =
  /^(you|u|ur|ya|yall|it|they|we|i|he|she|one|anyone|someone|people|customers?|clients?|users?|visitors?|there|that|this|what|which|who|how|much|many|else|other|others)$/;

/**
 * The question asks what a company sells, offers or charges, and that company is named only
 * in customer stories among the passages retrieved for it: it is a customer, not the
 * business, and its goods are not in the knowledge.
 */
export function asksOfStoryCompany(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  const q = foldText(query);
  const subject = (
    q.match(doesSell)?.[1] ??
    q.match(theirGoods)?.[1] ??
    q.match(sellsLast)?.[1] ??
    ''
  )
    .split(' ')
    .filter((w) => !determiner.test(w));
  if (subject.length === 0 || subject.some((w) => notAName.test(w))) return false;
  const terms = analyze(subject.join(' ')).filter((t) => !ignore.has(t));
  if (terms.length === 0) return false;
  const termsOf = (p: Passage) =>
    new Set(analyze(`${p.question ?? ''} ${p.section ?? ''} ${p.title} ${p.text}`));
  const stories = passages.filter(isStoryLike).map(termsOf);
  const others = passages.filter((p) => !isStoryLike(p)).map(termsOf);
  return terms.some((t) => stories.some((s) => s.has(t)) && !others.some((o) => o.has(t)));
}

// A company named as the one that charges or sells ("how much does <Name> charge per
// user?", "which plans does <Name> offer?", "<Name>'s monthly plans"): a vendor the business
// works with, asked about its own prices. The business's price for connecting it answers
// another question; only a passage naming that company as the one that bills does.
const vendorSells =
  /\b(?:does|do|will|would) ([\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+)?) (sell|charge|bill|stock|offer|provide|have)\b/u;
const commercialGoods =
  /\b(plans?|packages?|prices?|pricing|products?|tiers?|deals?|discounts?|bundles?|subscriptions?|licen[cs]es?|rates?|fees?)\b/;
const theirPrices =
  /\b([\p{L}\p{N}-]+)['’]s (?:own )?(?:\w+ )?(?:plans?|packages?|prices?|pricing|products?|tiers?|subscriptions?|licen[cs]es?|rates?|fees?|deals?|bundles?)\b/u;
// What a vendor bills its own users for, named after it: "the Zoho CRM subscription", "a
// Shopify licence", "my Netflix membership".
const theirSubscription =
  /\b(?!(?:the|a|an|my|our|your|their|this|that)\b)([\p{L}\p{N}-]+)(?: [\p{L}\p{N}-]+)? (?:subscriptions?|licen[cs]es?|memberships?)\b/u;
// ...asked as a price ("do I need a Zoho CRM subscription?" asks what the integration needs).
const priceAsked = /\b(how much|cost|costs|price|prices|priced|fee|fees|charge|charged|pay)\b/;
const featureWord =
  /^(integrations?|connectors?|connections?|plugins?|plug-ins?|apps?|setups?|channels?|widgets?|bots?|assistants?|accounts?|team|agents?|staff|support|plans?|packages?)$/;
const billsAs =
  '(?:\\S+\\s+)?(?:charges?|bills?|billed|sells?|offers?|prices?|pricing|plans?|fees?|subscriptions?|licen[cs]es?)\\b';

/** Whether a word of the question is written as a name: capitalised, not first. */
const writtenAsName = (query: string, word: string) => {
  const m = new RegExp(`(^|[^\\p{L}])(${word})(?![\\p{L}])`, 'iu').exec(query);
  return !!m && m.index + (m[1] ?? '').length > 0 && /^\p{Lu}/u.test(m[2] ?? '');
};

/**
 * The question asks what a named company (not the business) charges or sells, and no
 * retrieved passage names that company as the one that bills: the business's own prices
 * answer for the wrong company.
 */
export function asksOfVendor(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  const q = foldText(query);
  const sells = q.match(vendorSells);
  const subject = sells
    ? /^(sell|charge|bill|stock)$/.test(sells[2] ?? '') || commercialGoods.test(q)
      ? sells[1]
      : undefined
    : (q.match(theirPrices)?.[1] ??
      (priceAsked.test(q) ? q.match(theirSubscription)?.[1] : undefined));
  // The business's own membership of that name ("the Studio membership costs…") is its own.
  const sold = q.match(theirSubscription)?.[0];
  const words = (subject ?? '').split(' ');
  const name = words[0];
  if (!name || determiner.test(name) || notAName.test(name)) return false;
  if (words.some((w) => featureWord.test(w)) || !writtenAsName(query, name)) return false;
  const [term] = analyze(name);
  if (!term || ignore.has(term)) return false;
  // "<Name> charges…", or a sentence naming it with a word of billing ("Meta bills conversation
  // fees to your WhatsApp Business Account").
  const bills = new RegExp(`\\b${name}\\S*\\s+${billsAs}`);
  const named = new RegExp(`\\b${name}`);
  const billing = /\b(charges?|charged|bills?|billed|sells?|sold|fees?|invoices?)\b/;
  return !passages.some((p) => {
    const text = foldText(p.text);
    return (
      (!!sold && text.includes(sold)) ||
      bills.test(text) ||
      text.split(/[.;!?]\s+/).some((sentence) => named.test(sentence) && billing.test(sentence))
    );
  });
}
