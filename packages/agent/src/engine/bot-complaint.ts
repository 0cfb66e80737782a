import { escapeRegExp } from '../text/escape-regexp.ts';

// A complaint about the bot together with asking whom to reach is a request for a person:
// "This bot is not helping me. Who can I talk to on your side?", "you are useless, is there
// someone I can call?", "ce robot ne m'aide pas, à qui je peux parler ?", "roboti hii
// hainisaidii, niongee na nani?". The complaint alone, or asking whom to contact about a
// topic with no complaint ("who can I talk to about a refund?"), is not one.

// The one complained about: the bot, the agent being spoken to, or this chat.
const complainedAbout =
  "(?:bots?|robots?|chatbots?|machines?|ai|assistant|this chat|this thing|you|you'?re|you are|u|ur|lisa|ce robot|cette machine|vous|tu|roboti|mashine|boti|wewe)";
// Its failing: not helping, useless, not understanding, going in circles.
const failing =
  "(?:(?:is|are|'?s|'?re)? ?(?:not|n'?t|never) (?:helping|helpful|useful|working|understanding|getting it|answering)|(?:does|do|did|can|could)(?: not|n'?t) (?:help|understand|get it|answer)|cannot (?:help|understand)|(?:is|are|'?s|'?re)? ?(?:useless|hopeless|pointless|no help|no use|going (?:in|round in) circles)|ne (?:m'? ?aide|ser|compren|repond)\\w*|(?:ne )?sert a rien|(?:est|es|etes) (?:inutile|nul)|haini?saidii|hunisaidii|hamnisaidii|haielewi|huelewi|haifai|haina msaada)";
const complaintOf = (also: string) =>
  new RegExp(`\\b(?:${complainedAbout}${also})\\b(?: \\S+){0,2} ${failing}`);
const complaint = complaintOf('');
// The agent's own name is the bot too ("Amani is useless, who can I talk to?").
const byName = new Map<string, RegExp>();
function complaintNaming(agentName: string | undefined): RegExp {
  const name = (agentName ?? '').trim().toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  if (!/^[\p{L}\d][\p{L}\d .'-]{0,40}$/u.test(name)) return complaint;
  let found = byName.get(name);
  if (!found) {
    found = complaintOf(`|${escapeRegExp(name)}`);
    if (byName.size >= 1000) byName.clear();
    byName.set(name, found);
  }
  return found;
}
// Asking whom to reach, in the visitor's own voice.
const whomToReach =
  /\b(who|whom)( else)? (can|could|should|do|may|would) (i|we) (talk|speak|chat|contact|reach|call|ring|ask|turn|go|write)\b|\b(is there|are there|do you have) (someone|somebody|anyone|anybody|a person|a human|an agent|a real person)\b|\b(a|avec) qui (je peux |puis je |dois je |est ce que je peux )?(parler|m'? ?adresser|ecrire|contacter|joindre)\b|\bqui (puis je|je peux|dois je) (contacter|joindre|appeler)\b|\b(na nani|nani naweza|nimwone nani|nimuulize nani|niongee na nani|nizungumze na nani)\b/;

/**
 * Whether a folded, cleaned message complains about the bot (also by the agent's own name)
 * and asks whom to reach.
 */
export function complainsAndAsksWhom(text: string, agentName?: string): boolean {
  return complaintNaming(agentName).test(text) && whomToReach.test(text);
}
