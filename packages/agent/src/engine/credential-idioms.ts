// Getting a new key is regenerating it, as help pages write it: "someone got hold of our key,
// how do I swap it for a fresh one?", "my token leaked, how do I get a new one?", "can I
// replace the password with a different one?" -> "… regenerate it". Only for a credential
// (a key, token, password, secret): a new verification code is resent, a new plan chosen.

const nouns = '(?:api[- ]?)?(?:keys?|tokens?|passwords?|secrets?|credentials?|passcodes?)';
const credential = new RegExp(`\\b${nouns}\\b`, 'i');

// "get a new one", "swap it for a fresh one", "replace the token with another", "make a new
// key", "issue us a new token": the verb, what is replaced (it, the key), and the new one.
const newOne = new RegExp(
  `\\b(?:get|swap|switch|replace|exchange|change|make|issue|generate|create|request)\\b` +
    `(?:\\s+(?<object>it|this|that|them|(?:the|our|my|this|that)\\s+(?:[\\p{L}-]+\\s+){0,2}?${nouns}))?` +
    `(?:\\s+(?:us|me))?\\s+(?:(?:for|with|to|into)\\s+)?(?:a\\s+|an\\s+)?(?:new|fresh|different|another|replacement)` +
    `(?:\\s+one\\b|\\s+(?<noun>(?:[\\p{L}-]+\\s+)?${nouns})\\b|(?=\\s*[?.!,]|\\s*$))`,
  'giu',
);

// What a credential "looks like" is its format, which help pages give by what it starts with
// ("Keys start with lisa_bk_"): "what does a Business Key look like?" -> "… start with?". A
// widget or a page that looks like something is its appearance, and is left as it is.
const looksLike = new RegExp(
  `(\\b${nouns}\\b[^.?!,;]{0,20}?|\\b(?:it|they)\\s+)\\blooks?\\s+like\\b(?=\\s*(?:[?.!,;]|$|\\s+(?:and|or)\\b))`,
  'giu',
);

/** A request for a new credential in the words help pages use: "regenerate it". */
export function credentialIdioms(text: string): string {
  if (!credential.test(text)) return text;
  return text
    .replace(looksLike, (_m, before: string) => `${before}start with`)
    .replace(newOne, (whole: string, ...args) => {
      const groups = args.at(-1) as { object?: string; noun?: string };
      // "How do I get a new token?" may be the first one: only "a new one", or a swap, replaces.
      if (groups.noun && !groups.object && !/^(?:swap|switch|replace|exchange|change)/i.test(whole))
        return whole;
      const object = groups.object ?? (groups.noun ? `the ${groups.noun}` : 'it');
      return `regenerate ${object}`;
    });
}
