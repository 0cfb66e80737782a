// What a business holds about one person is that person's data, as help pages write it
// ("export or delete a customer's data"): "everything we hold on him", "all you have about
// them", "everything about her" and "her records" or "his details" are rewritten "his data",
// "their data", "her data". Only a person named by a pronoun counts: "the records in the
// CRM" or "our contact details" are things of their own, and stay as written.

const possessive: Readonly<Record<string, string>> = {
  him: 'his',
  his: 'his',
  her: 'her',
  them: 'their',
  their: 'their',
  me: 'my',
};

// "everything we hold on him", "all that you keep about them", "whatever they know of me".
const heldOn =
  /\b(?:everything|all|anything|whatever)\s+(?:that\s+)?(?:we|you|they|i|lisa)\s+(?:hold|holds|have|has|keep|keeps|store|stores|know|knows|collect|collects|collected|stored|kept|held)\s+(?:on|about|of|for)\s+(him|her|them|me)\b/giu;
// "everything about them", "all on her".
const allAbout = /\b(?:everything|all|anything)\s+(?:about|on)\s+(him|her|them|me)\b/giu;
// "her records", "his details", "their personal information" (the visitor's own details are
// an account's, not a customer's data).
const ownRecords =
  /\b(his|her|their)\s+(?:personal\s+)?(?:records|record|details|information|info)\b/giu;

const dataOf = (pronoun: string) => `${possessive[pronoun.toLowerCase()] ?? 'their'} data`;

export function personalDataIdioms(text: string): string {
  return text
    .replace(heldOn, (_m, pronoun: string) => dataOf(pronoun))
    .replace(allAbout, (_m, pronoun: string) => dataOf(pronoun))
    .replace(ownRecords, (_m, pronoun: string) => dataOf(pronoun));
}
