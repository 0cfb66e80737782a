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

// A mail service's account named by its brand is the provider's personal account, as help
// pages write it: "will an ordinary Gmail account do?", "is a free Gmail address enough?" ->
// "a personal Google account"; "a Hotmail account" -> "a personal Microsoft account". The
// adjective visitors put before it (free, normal, ordinary) says the same as "personal"
// (not a paid business suite), so it goes too. The bare brand ("does it send from Gmail?")
// names the mail service, not an account, and is left as written.

const brands: ReadonlyArray<[RegExp, string]> = [
  [/gmail|googlemail/, 'Google'],
  [/hotmail|outlook\.com|live\.com|msn/, 'Microsoft'],
];

const plainAdjective =
  '(?:free|ordinary|normal|regular|plain|standard|basic|simple|consumer|personal|private|everyday)';
const mailAccount = new RegExp(
  String.raw`\b(?:(an?)\s+)?(?:${plainAdjective}\s+)?(gmail|googlemail|hotmail|outlook\.com|live\.com|msn)\s+(?:accounts?|address(?:es)?|logins?|ids?|emails?)\b`,
  'giu',
);

export function accountIdioms(text: string): string {
  return text
    .replace(socialProfile, (_m, kind: string, plural?: string) => `${kind} account${plural ?? ''}`)
    .replace(gmail, 'a personal Google account')
    .replace(visitingPeople, (_m, whose = 'the ') => `visitors to ${whose}site`)
    .replace(mailAccount, (whole, article: string | undefined, brand: string) => {
      const provider = brands.find(([pattern]) => pattern.test(brand.toLowerCase()))?.[1];
      if (!provider) return whole;
      return `${article ? 'a ' : ''}personal ${provider} account`;
    });
}
