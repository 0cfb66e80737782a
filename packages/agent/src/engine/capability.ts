// A question asking what the business does for a kind of customer, in words other than
// "what does X do for Y": "How can Lisa help an online shop?", "What can a non-profit use
// Lisa for?", "How would you serve a clinic?". Its answer is the list of what is done for
// that customer, as "What can Lisa do for banks?" asks it.
const helpsAudience =
  /^(?:so |and |but )?how (?:can|could|does|do|will|would|might) (?!i\b|we\b)[\w-]+ (?:help|serve|support|benefit|assist)\b/;
const usedFor =
  /^(?:so |and |but )?what (?:can|could|do|does|would|might|will) (?:an? |the |my |our |your )?[\w-]+(?: [\w-]+)? (?:use|do with) [\w-]+ for\b/;

/** Whether a (folded, lower-case) question asks what is done for a kind of customer. */
export function asksCapability(question: string): boolean {
  const q = question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return helpsAudience.test(q) || usedFor.test(q);
}

/** The words the headings of such a list use: "What <name> does for <customer>". */
export const capabilityWords = ['what', 'do', 'for'] as const;
