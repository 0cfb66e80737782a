// A limit on how fast or how often something may be called is a rate limit, as API pages write
// it: "is there any cap on how fast we can hit your API?", "what happens if we send too many
// requests?", "our kiosk floods you with calls" -> "rate limit", "too many requests". Only for
// requests and calls: "how fast does Lisa reply?" asks a duration.

// "cap on how fast we can hit", "limit to how often I may call", "maximum for how many calls".
const capOnHowFast =
  /\b(?:cap|caps|limit|limits|ceiling|maximum|max|restriction|restrictions|throttling|throttle)\s+(?:on|to|for|of)\s+how\s+(?:fast|often|quickly|frequently|many\s+(?:requests|calls|times))(?:\s+(?:we|i|you|they|it|one|our\s+\w+|my\s+\w+)\s+(?:can|may|could|should|are\s+allowed\s+to)\s+(?:hit|call|query|ping|use|poll|send\s+to|send|make\s+calls\s+to|make\s+requests\s+to))?/giu;
// "how fast can we hit your API", "how often may I call the endpoint".
const howFastCanCall =
  /\bhow\s+(?:fast|often|quickly|frequently|many\s+times)\s+(?:can|may|could)\s+(?:we|i|you|one)\s+(?:hit|call|query|ping|poll)\b/giu;
// "floods you with calls", "hammer the API with requests", "spam your endpoint with calls".
const flood =
  /\b(?:flood|floods|flooded|flooding|hammer|hammers|hammering|spam|spams|spamming|bombard|bombards)\s+(?:you|it|them|us|(?:the|your|our)\s+[\p{L}-]+)\s+with\s+(?:calls|requests|api\s+calls|messages)\b/giu;

// "fire too many calls at it", "we make too many requests", "send too many API calls".
const tooMany =
  /\b(?:fire|fires|firing|send|sends|sending|make|makes|making|throw|throws|shoot|shoots|push|pushes)\s+too\s+many\s+(?:api\s+)?(?:calls|requests)\b/giu;

/** Questions about the pace of calls in the words API pages use: "rate limit". */
export function rateIdioms(text: string): string {
  return (
    text
      // "… we can hit your API": the thing limited follows.
      .replace(capOnHowFast, (whole: string, at: number, all: string) =>
        /^\s+\p{L}/u.test(all.slice(at + whole.length)) ? 'rate limit on' : 'rate limit',
      )
      .replace(howFastCanCall, 'what is the rate limit when we call')
      .replace(flood, 'sends too many requests over the rate limit')
      .replace(tooMany, 'send too many requests over the rate limit')
  );
}
