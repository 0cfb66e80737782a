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
const accountOf = new RegExp(
  String.raw`\b(?:(an?)\s+)?(?:${plainAdjective}\s+)?(gmail|googlemail|hotmail|outlook\.com|live\.com|msn)\s+(?:accounts?|address(?:es)?|logins?|ids?|emails?)\b`,
  'giu',
);

/** "an ordinary Gmail account" -> "a personal Google account". */
export function accountIdioms(text: string): string {
  return text.replace(accountOf, (whole, article: string | undefined, brand: string) => {
    const provider = brands.find(([pattern]) => pattern.test(brand.toLowerCase()))?.[1];
    if (!provider) return whole;
    return `${article ? 'a ' : ''}personal ${provider} account`;
  });
}
