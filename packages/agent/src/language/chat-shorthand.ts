import { foldText } from '../text/analyzer.ts';

// Chat shorthand and filler of English visitors, rewritten before anything else: the
// shorthand into the words it stands for, the filler dropped, and the common idioms for a
// price ("what's the damage", "how much will it set me back") into "cost".
export const chatShorthand: Record<string, string> = {
  u: 'you',
  'u guys': 'you',
  'you guys': 'you',
  yall: 'you',
  "y'all": 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  hr: 'hour',
  hrs: 'hours',
  mins: 'minutes',
  msg: 'message',
  msgs: 'messages',
  info: 'information',
  wanna: 'want to',
  gonna: 'going to',
  hw: 'how',
  mch: 'much',
  mutch: 'much',
  wht: 'what',
  wat: 'what',
  abt: 'about',
  b4: 'before',
  thx: 'thanks',
  tho: '',
  'quick q': '',
  'real quick': '',
  'but like': '',
  'so like': '',
  'and like': '',
  outta: 'out of',
  gotta: 'have to',
  lemme: 'let me',
  gimme: 'give me',
  tryna: 'trying to',
  'quick question': '',
  sooo: '',
  soooo: '',
  umm: '',
  um: '',
  uh: '',
  lol: '',
  lmao: '',
  ngl: '',
  fam: '',
  bruh: '',
  bro: '',
  btw: '',
  tbh: '',
  idk: '',
  'i dunno': '',
  dunno: '',
  kinda: '',
  // "do I need a particular kind of account?": whether one is needed is asked of the thing
  // itself ("what kinds of files" asks a list and stays)
  'particular kind of': '',
  'particular type of': '',
  'particular sort of': '',
  'specific kind of': '',
  'specific type of': '',
  'certain kind of': '',
  'certain type of': '',
  particular: '',
  sorta: '',
  asap: '',
  'or nah': '',
  'or not': '',
  smth: 'something',
  sumthing: 'something',
  sum1: 'someone',
  sumone: 'someone',
  sumbody: 'somebody',
  sumtimes: 'sometimes',
  sumwhere: 'somewhere',
  sth: 'something',
  yo: '',
  imo: '',
  tbf: '',
  damage: 'cost',
  'set me back': 'cost',
  'set us back': 'cost',
  'set you back': 'cost',
  'run us': 'cost',
  'run me': 'cost',
  'is it possible': 'can',
  'would it be possible': 'can',
  'without paying': 'free',
  'without payment': 'free',
  'at no cost': 'free',
  'get back to me': 'reply to me',
  'get back to us': 'reply to us',
  'hear back': 'get a reply',
  // "sign up first in order to chat": the purpose, not an order placed.
  'in order to': 'to',
  'in order for': 'for',
  // "from scratch" adds nothing a knowledge base could hold (see guidedTour below).
  'from scratch': '',
  'hook up': 'connect',
  'hooking up': 'connecting',
  hookup: 'connection',
  hookups: 'connections',
  // Abbreviations any business's visitors type for the words its pages spell out.
  biz: 'business',
  bizness: 'business',
  // The price word clipped or missing a vowel: the question is a price question all the same.
  pric: 'price',
  prce: 'price',
  pricin: 'pricing',
  acct: 'account',
  accts: 'accounts',
  appt: 'appointment',
  appts: 'appointments',
  avail: 'available',
  // "enough" and "additional" as chat spells them ("2 users not enuf, each addtl one costs?").
  enuf: 'enough',
  enuff: 'enough',
  nuff: 'enough',
  addtl: 'additional',
  addl: 'additional',
  addnl: 'additional',
  // To bill someone is to charge them ("what do you bill once for…", "will you bill us
  // monthly?"); a bill as a thing ("pay my bill") stays.
  'you bill': 'you charge',
  'u bill': 'you charge',
  'bill us': 'charge us',
  'bill me': 'charge me',
  approx: '',
  roughly: '',
  approximately: '',
  // Emphasis that names nothing the knowledge could hold ("which industries do you serve
  // specifically?"), weighing like the rarest word when left in.
  specifically: '',
  particularly: '',
  thru: 'through',
  'w/': 'with',
  'w/o': 'without',
  wk: 'week',
  wks: 'weeks',
  mo: 'month',
  mos: 'months',
  yr: 'year',
  yrs: 'years',
  ppl: 'people',
  pic: 'picture',
  pics: 'pictures',
  convo: 'conversation',
  convos: 'conversations',
  sub: 'subscription',
  subs: 'subscriptions',
  kb: 'knowledge base',
  fb: 'facebook',
  ig: 'instagram',
  insta: 'instagram',
  gcal: 'google calendar',
  gmeet: 'google meet',
  watsap: 'whatsapp',
  watsapp: 'whatsapp',
  whatsap: 'whatsapp',
  whatapp: 'whatsapp',
  wassap: 'whatsapp',
  mny: 'many',
  da: 'the',
  dat: 'that',
  wats: "what's",
  num: 'number',
  config: 'configure',
  pwd: 'password',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  wil: 'will',
  wud: 'would',
  shud: 'should',
  cud: 'could',
  wen: 'when',
  whn: 'when',
  wher: 'where',
  whr: 'where',
  dnt: "don't",
  // "dnt no the answr": after a negation "no" is "know".
  'dnt no': "don't know",
  'dont no': "don't know",
  'doesnt no': "doesn't know",
  'didnt no': "didn't know",
  'cant no': "can't know",
  kno: 'know',
  knw: 'know',
  answr: 'answer',
  answrs: 'answers',
  cnt: "can't",
  cuz: 'because',
  coz: 'because',
  bc: 'because',
  'b/c': 'because',
  ty: 'thanks',
  thanku: 'thanks',
  fyi: '',
  rn: '',
  omg: '',
  jk: '',
  np: '',
  hmm: '',
  hmmm: '',
  ok: '',
  okay: '',
  k: '',
  kk: '',
};

const drawnOutFiller = /^(?:u+m+|h+m+|u+h+|e+r+m+|s+o{3,}|a+h+)$/;

/** English chat shorthand and filler rewritten ("hw much r u" -> "how much are you"). */
export function normalizeChat(question: string): string {
  const ws = question.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < ws.length; ) {
    let matched = false;
    for (let n = Math.min(4, ws.length - i); n >= 1; n--) {
      const slice = ws.slice(i, i + n);
      const key = foldText(slice.join(' ')).replace(/[^\p{L}\p{N}\s]/gu, '');
      const plain = chatShorthand[key];
      if (plain !== undefined) {
        // Keep the punctuation that ended the last word ("lol?" -> "?").
        const tail = (slice[slice.length - 1] ?? '').match(/[?!.,]+$/)?.[0] ?? '';
        if (plain) out.push(`${plain}${tail}`);
        else if (tail && out.length > 0) out[out.length - 1] += tail;
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) {
      const word = ws[i] as string;
      // Drawn-out fillers ("ummm", "hmmmm", "soooo", "uhh"), however many letters.
      const tail = word.match(/[?!.,]+$/)?.[0] ?? '';
      if (drawnOutFiller.test(foldText(word).replace(/[?!.,]+$/, ''))) {
        if (tail && out.length > 0) out[out.length - 1] += tail;
      } else out.push(word);
      i++;
    }
  }
  // "2" between a word and a verb is "to" ("how long 2 get set up"), not a count ("2 users");
  // so is "2" after a word that only takes "to" ("how 2 …", "talk 2 Lisa"). "4"
  // before a determiner is "for" ("4 my shop"), not a count ("4 users").
  const text = out
    .join(' ')
    .replace(
      /(?<=\p{L} )2(?= (?:get|go|be|do|make|set|pay|use|start|connect|talk|speak|know|see|buy|add|try|book|chat|reach|sign|log|install|link|integrate|put|embed|send|find|change|cancel|upgrade|reply|answer|contact|call|access|create|show|turn|switch|move|pick|choose)\b)/giu,
      'to',
    )
    .replace(
      /(?<=\b(?:how|able|going|way|talk|speak|chat|write|reply|listen|back|trying)) 2(?= \p{L})/giu,
      ' to',
    )
    // Asking for the steps in the words of a guided tour ("could you walk us through…",
    // "take me through…", "talk me through…"): the question is "how do I".
    .replace(guidedTour, (_whole, who: string) =>
      who.toLowerCase() === 'us' ? 'how do we' : 'how do I',
    )
    // A currency sign written as a word is the price asked: "how many $" is "how much", "setup
    // $$?" asks the cost (a sign before an amount, "$ 100", stays).
    .replace(/\bhow many\s+[$€£]+(?!\s*\d)/giu, 'how much')
    .replace(/(?<=^|\s)[$€£]+(?=\s|[?!.,]|$)(?!\s*\d)/gu, 'cost')
    // "sum" is chat for "some" ("after sum time", "sum help") unless it is the noun: "the
    // sum", "a sum of", "to sum up".
    .replace(
      /(?<!\b(?:the|a|this|that|total|lump|whole|which|what|to)\s+)\bsum\b(?!\s+(?:of|up|total)\b)/giu,
      'some',
    )
    // "each user beyond the included ones", "every seat over the free two": additional ones.
    .replace(
      /\b(?:beyond|above|over|past|on top of)\s+the\s+(?:included|free)(?:\s+(?:ones?|two|three|four|five|\d+))?\b/giu,
      'additional',
    )
    // ...and before an adjective or adverb of degree it is "too" ("2 fast", "2 expensive").
    .replace(
      /(?<=\p{L} )2(?= (?:much|many|fast|slow|late|early|long|short|big|small|large|expensive|pricey|high|low|often|soon|far|hard|busy|full)\b)/giu,
      'too',
    )
    .replace(
      /(?<=\p{L} )4(?= (?:my|our|the|a|an|your|this|that|me|us|free|each|every|all)\b)/giu,
      'for',
    );
  // A plea closing the message ("…to my wordpress site, help", "… pls help me") is
  // filler around the question, not its subject.
  const plea =
    /(?:\s*[,;!.-]\s*(?:(?:pls|please|plz)\s+)?|\s+(?:pls|please|plz)\s+)help(?:\s+me)?(?:\s+(?:pls|please|plz))?\s*([?!.]*)$/i;
  const rest = text.replace(plea, '$1');
  return accountIdioms(rest.split(/\s+/).length >= 3 ? rest : text);
}

const guidedTour =
  /\b(?:(?:can|could|would|will) you (?:please )?)?(?:walk|take|talk) (me|us) through\b/giu;

// Opening, making or getting an account is creating one ("how do I open a Lisa account?",
// "can I get an account?", "sign up for an account"), as knowledge bases write it; "open my
// account" (signing in to one) is not.
const newAccount =
  /\b(?:open|opening|make|making|get|sign(?:ing)? up for|register for|register)\s+(an?|one|new|(?:a|an)\s+new)?\s*((?:[\p{Lu}][\p{L}]*|business|company|new)\s+)?(account|acct)\b/giu;

/** Idioms for creating an account, in the words a knowledge base uses: "create an account". */
export function accountIdioms(text: string): string {
  return text.replace(newAccount, (whole, article?: string, thing?: string) => {
    // A name is capitalised ("a Lisa account"); "my", "your" say whose account it already is.
    const named = thing === undefined || /^(?:\p{Lu}|business|company|new)/u.test(thing);
    if (!named || (article === undefined && thing === undefined && !/^open/i.test(whole)))
      return whole;
    return `create ${article ? `${article} ` : ''}${thing ?? ''}account`;
  });
}
