import { mainClause } from './main-clause.ts';
import { askedAfterOpening, asksOfferAsRequest } from './offer-request.ts';

// A question asking what the business does for a kind of customer, in words other than
// "what does X do for Y": "How can Lisa help an online shop?", "What can a non-profit use
// Lisa for?", "How would you serve a clinic?". Its answer is the list of what is done for
// that customer, as "What can Lisa do for banks?" asks it.
const helpsAudience =
  /^(?:so |and |but )?how (?:can|could|does|do|will|would|might) (?!i\b|we\b)[\w-]+ (?:help|serve|support|benefit|assist)\b/;
// The same asked last, after the visitor's situation, also when a translation has lost the
// sentence marks ("… wazazi huuliza maswali mengi; Lisa itatusaidiaje?" reads "… many
// questions how does lisa help"), or in French order ("comment Lisa peut-elle nous aider ?"
// reads "how lisa can help"): "… how will Lisa help us?".
const helpsAudienceLast =
  /\bhow (?:(?:can|could|does|do|will|would|might) (?!i\b|we\b)[\w-]+(?: [\w-]+)?|(?!i\b|we\b)[\w-]+(?: [\w-]+)? (?:can|could|will|would|might)) (?:help|serve|support|benefit|assist)(?: (?:us|me|them|you))?$/;
const usedFor =
  /^(?:so |and |but )?what (?:can|could|do|does|would|might|will) (?:an? |the |my |our |your )?[\w-]+(?: [\w-]+)? (?:use|do with) [\w-]+ for\b/;
// "How would a charity working in villages use Lisa?": what it does for them.
const usesName =
  /^(?:so |and |but )?how (?:can|could|does|do|will|would|might) (?!i\b|we\b|you\b|one\b)[\w-]+(?: [\w-]+){0,6} use [\w-]+$/;

// "Where does Lisa come in?", "How would you fit in?", "What part could Lisa play?": the
// business's place in what the visitor just described, asked in the last sentence.
const placeIn =
  /^(?:so |and |but )?(?:where (?:can|could|does|do|will|would|might) (?!i\b|we\b)[\w-]+ come in|how (?:can|could|does|do|will|would|might) (?!i\b|we\b)[\w-]+ fit in|what (?:role|part) (?:can|could|does|do|will|would|might) (?!i\b|we\b)[\w-]+ play)\b/;

/** Whether a (folded, lower-case) question asks what is done for a kind of customer. */
export function asksCapability(question: string): boolean {
  const q = folded(question);
  return (
    helpsAudience.test(q) ||
    helpsAudienceLast.test(q) ||
    usedFor.test(q) ||
    usesName.test(q) ||
    placeIn.test(folded(mainClause(question) ?? question))
  );
}

const folded = (question: string) =>
  question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The words the headings of such a list use: "What <name> does for <customer>". */
export const capabilityWords = ['what', 'do', 'for'] as const;

// "What would Lisa do for a county office?", "What can you take on for us?", "What would
// Lisa handle for an online shop?": what the business does, asked with a verb of doing. The
// last sentence asks when statements set the scene ("We are a charity. What can Lisa do for
// us?").
// An adverb may sit before the auxiliary ("what exactly would Lisa handle for us?").
const offers =
  /^(?:so |and |but )?what (?:else |exactly |precisely |specifically |actually |really )?(?:can|could|does|do|will|would|might) (?!i\b|we\b)[\w-]+(?: [\w-]+)? (?:do|offer|provide|handle|take on|cover|manage)\b/;

// "Which capabilities do you offer fintech companies?", "what features do you list for
// schools?", "which services does Acme provide to hotels?": what is offered, named by a
// word for the things a business does, maybe after the field it is for ("which customer
// service features does Acme bring?").
const offersNamed =
  /^(?:so |and |but )?(?:what|which) (?:[\w-]+ ){0,3}?(?:capabilities|features|services|solutions|functions|functionalities) (?:can|could|do|does|will|would) (?!i\b|we\b)[\w-]+(?: [\w-]+)? (?:offer|provide|have|list|give|bring|include)\b/;

// "What are Acme's features for the public sector?", "which are your services for clinics?":
// the things offered, named, and who they are for, with no verb of offering.
const offersFor =
  /^(?:so |and |but )?(?:what|which) (?:are|is) (?:[\w-]+ ){0,3}?(?:capabilities|features|services|solutions|functions|functionalities) (?:for|to)\b/;

/** Whether a question asks what the business does or offers (for someone). */
export function asksOffer(question: string): boolean {
  const q = folded(mainClause(question) ?? question);
  // "For a clinic with six doctors, what features would Acme give us?": after the opening phrase.
  const after = folded(askedAfterOpening(question) ?? '');
  return (
    offers.test(q) ||
    offersNamed.test(q) ||
    offersFor.test(q) ||
    offers.test(after) ||
    offersNamed.test(after) ||
    asksOfferAsRequest(question)
  );
}
