// Everyday names of accounts, rewritten into the word help pages use for them:
// - a profile on a social network is an account ("my Instagram is just a personal profile",
//   "a business profile on Facebook");
// - a Gmail address is a personal Google account ("we only use a normal Gmail account", "does
//   a free Gmail do?"), as against a paid Google Workspace;
// - the people visiting a site are its visitors ("must people visiting our site register?").
// Each keeps what the visitor named and replaces only the idiom's words.
const social =
  '(?:personal|business|professional|creator|private|public|normal|ordinary|regular|brand|company|social(?: media)?|instagram|ig|insta|facebook|fb|tiktok|linkedin|twitter|whatsapp)';
const socialProfile = new RegExp(String.raw`\b(${social}(?:\s+${social})?)\s+profile(s)?\b`, 'gi');

const plain = '(?:normal|ordinary|regular|free|personal|plain|basic|simple|standard|private)';
// "a normal Gmail account", "an ordinary Gmail", "a free gmail address": the kind of account the
// visitor has, as against a paid one. Gmail of the visitor's own ("my Gmail password", "export
// my Gmail contacts") is that mailbox, not a kind of account, and stays.
const gmail = new RegExp(
  String.raw`\b(?:(?:a|an|our|my)\s+)?${plain}\s+gmail(?:\.com)?(?:\s+(?:account|address|email|mailbox|login))?\b`,
  'gi',
);

const site = '(?:site|website|web site|page|pages|web page|shop|store|online shop)';
const visitingPeople = new RegExp(
  String.raw`\b(?:people|persons|users|customers|folks|someone|anyone)\s+(?:who\s+(?:visit|come\s+to|browse)|visiting|coming\s+to|browsing|landing\s+on|on)\s+((?:our|my|the|your)\s+)?${site}\b`,
  'gi',
);

export function accountIdioms(text: string): string {
  return text
    .replace(socialProfile, (_m, kind: string, plural?: string) => `${kind} account${plural ?? ''}`)
    .replace(gmail, 'a personal Google account')
    .replace(visitingPeople, (_m, whose = 'the ') => `visitors to ${whose}site`);
}
