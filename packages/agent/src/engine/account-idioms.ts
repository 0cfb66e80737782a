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

const site = '(?:site|website|web site|page|pages|web page|shop|store|online shop)';
const visitingPeople = new RegExp(
  String.raw`\b(?:people|persons|users|customers|folks|someone|anyone)\s+(?:who\s+(?:visit|come\s+to|browse)|visiting|coming\s+to|browsing|landing\s+on|on)\s+((?:our|my|the|your)\s+)?${site}\b`,
  'gi',
);

// A mail service's account named by its brand is the provider's personal account, as help
// pages write it: "will an ordinary Gmail account do?", "is a free Gmail address enough?", "a
// normal Gmail" -> "a personal Google account"; "a Hotmail account" -> "a personal Microsoft
// account". The adjective visitors put before it (free, normal, ordinary) says the same as
// "personal" (not a paid business suite), so it goes too. The bare brand ("does it send from
// Gmail?", "my Gmail password") names the mail service or the visitor's mailbox and stays.
const brands: ReadonlyArray<[RegExp, string]> = [
  [/gmail|googlemail/, 'Google'],
  [/hotmail|outlook\.com|live\.com|msn/, 'Microsoft'],
];

const plainAdjective =
  '(?:free|ordinary|normal|regular|plain|standard|basic|simple|consumer|personal|private|everyday)';
const mailAccount = new RegExp(
  String.raw`\b(?:(an?|our|my)\s+)?(?:(${plainAdjective})\s+)?(gmail(?:\.com)?|googlemail|hotmail|outlook\.com|live\.com|msn)(?:\s+(accounts?|address(?:es)?|logins?|ids?|emails?|mailbox(?:es)?))?\b`,
  'giu',
);

function personalMailAccount(
  whole: string,
  article: string | undefined,
  adjective: string | undefined,
  brand: string,
  noun: string | undefined,
): string {
  if (!adjective && !noun) return whole;
  const provider = brands.find(([pattern]) => pattern.test(brand.toLowerCase()))?.[1];
  if (!provider) return whole;
  const before = !article ? '' : /^an?$/i.test(article) ? 'a ' : `${article} `;
  return `${before}personal ${provider} account`;
}

export function accountIdioms(text: string): string {
  return text
    .replace(socialProfile, (_m, kind: string, plural?: string) => `${kind} account${plural ?? ''}`)
    .replace(visitingPeople, (_m, whose = 'the ') => `visitors to ${whose}site`)
    .replace(mailAccount, personalMailAccount);
}
