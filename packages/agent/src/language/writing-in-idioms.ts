// The visitor's customers writing in are new conversations, as help pages say it: "what happens
// to customers who write to us?", "people who message us at night", and the Swahili "wateja
// wanaotuandikia" read "customers clients write written". Only the customers as writers to the
// visitor (a "who", "to us", or the end of the question): "do customers write in Swahili?"
// asks about their language; "a Page where customers message us" names the Page.

const customers =
  '(?:customers?|clients?|people|visitors?|shoppers?|buyers?|users?|patients?|parents?|guests?|callers?)(?:\\s+clients)?';
const writes =
  '(?:write|writes|writing|message|messages|messaging|text|texts|texting|contact|contacts|chat|chats|chatting)(?:\\s+written)?';
const writingIn = new RegExp(
  String.raw`(?<!\bwhere\s)\b${customers}\s+(?:(?:who|that)\s+${writes}(?:\s+(?:to\s+)?(?:us|me|in))?|${writes}\s+(?:to\s+)?(?:us|me)\b|${writes}\s*(?=[?.!]*$))`,
  'giu',
);

/** The question with the visitor's customers writing in said as new conversations. */
export function writingInIdioms(text: string): string {
  return text.replace(writingIn, 'new conversations');
}
