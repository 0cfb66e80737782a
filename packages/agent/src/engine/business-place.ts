// Where the business itself is: "where is your office in Nairobi?", "what is your shop's
// address?", "can I visit your headquarters?", "where are you based?". Only a passage that
// states a place of the business (an address, "our office is in…", "based in…") answers it;
// a passage that merely shares a word ("a visit to a service centre", a customer's town)
// answers something else.
import { analyze } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';

const premises =
  '(?:office|offices|headquarters|hq|head office|shop|store|showroom|branch|branches|premises|location|locations|address|workshop|studio|building|bureau|bureaux|adresse|locaux|magasin|boutique|siege|ofisi|duka|anwani|makao makuu|tawi)';
const yours = "(?:your|you guys'?|vos|votre|yenu|lenu|zenu|la kampuni)";
const asksPlace = new RegExp(
  [
    // "where is your office", "where's your shop located", "where are your branches"
    `\\bwhere(?: is|'s|s| are| can i find| do i find| exactly is)? ${yours} ${premises}\\b`,
    // "where are you (located|based)", "where are you guys"
    '\\bwhere (?:are|r) (?:you|u)(?: guys)?(?: (?:located|based|situated|found)\\b| ?$)',
    // "what is your address", "your office address", "can I visit your office"
    `\\b(?:what is|what's|whats|give me|send me|share) ${yours}(?: \\w+)? (?:address|location)\\b`,
    `\\b(?:visit|come to|drop by|stop by|pop into|walk into|see) ${yours} ${premises}\\b`,
    // French and Swahili: "où est votre bureau", "ofisi yenu iko wapi"
    `\\bou (?:est|sont|se trouve|se trouvent)(?: ${yours})? ${premises}\\b`,
    `\\b${premises} ${yours}(?: \\w+)? (?:iko|ziko|liko|yako) wapi\\b|\\bmko wapi\\b|\\bmnapatikana wapi\\b`,
    // ...and after the glossary, which keeps Swahili's order: "your office where is"
    `\\b${yours} ${premises} where (?:is|are)\\b`,
  ].join('|'),
  'i',
);

// A sentence stating where the business is.
const statesPlace =
  /\b(?:our|the) [a-z]+ (?:is|are|sits|stands) (?:located |based )?(?:in|at|on|near|opposite|next to) (?:the )?[A-Z]|\b(?:we are|we're|you'll find us|you will find us) (?:located |based )?(?:in|at|on|near|opposite|next to) (?:the )?[A-Z]|\b(?:located|based|headquartered|situated) (?:in|at|on)\b|\b(?:our|the company'?s) (?:office|offices|headquarters|head office|shop|store|showroom|branch|branches|premises|workshop|studio) (?:is|are|sits|stands) (?:in|at|on|near)\b|\baddress(?: is)?:|\b\d+[a-z]? [A-Z][a-z]+ (?:Street|St|Road|Rd|Avenue|Ave|Lane|Drive|Way|Boulevard|Blvd|Close|Crescent)\b|\b(?:P\.?\s?O\.?\s?Box|Street|Road|Avenue|Plaza|Mall)\b|\bfind us (?:at|in|on)\b|\bvisit us (?:at|in|on)\b/;

const clean = (q: string) =>
  q
    .replace(/[’‘`´]/g, "'")
    .replace(/[-?!.,;:]/g, ' ')
    .replace(/\s+/g, ' ');

// The business called by its own name ("Lisa's office", "Acme's shop") is "your".
const byName = (question: string, names: ReadonlySet<string>) =>
  names.size === 0
    ? question
    : question.replace(/\b([\p{L}\p{N}-]+)'s?\b/gu, (whole, name: string) => {
        const [term] = analyze(name);
        return term !== undefined && names.has(term) ? 'your' : whole;
      });

/**
 * Whether the question asks where the business's own place is; `names` are the business's
 * names as index terms.
 */
export function asksBusinessPlace(
  question: string,
  names: ReadonlySet<string> = new Set(),
): boolean {
  return asksPlace.test(byName(clean(question), names).normalize('NFD').replace(/\p{M}/gu, ''));
}

/** The question asks where the business is and no retrieved passage states a place of it. */
export function unstatedPlace(
  question: string,
  passages: readonly Passage[],
  names: ReadonlySet<string> = new Set(),
): boolean {
  if (!asksBusinessPlace(question, names)) return false;
  return !passages.some((p) => statesPlace.test(`${p.section ?? ''} ${p.text}`));
}
