import { francAll } from 'franc-min';
import { words } from '../text/analyzer.ts';
import { looksFrench } from './glossary.ts';
import { looksSwahili } from './glossary-sw.ts';

/** Languages the agent can speak its own sentences in (ISO 639-1 -> ISO 639-3). */
export const supportedLanguages = {
  en: 'eng',
  fr: 'fra',
  es: 'spa',
  de: 'deu',
  pt: 'por',
  it: 'ita',
  nl: 'nld',
  sw: 'swh',
} as const;

export type LanguageCode = keyof typeof supportedLanguages;

export function isSupportedLanguage(code: string): code is LanguageCode {
  return code in supportedLanguages;
}

// Function words per language. Trigram statistics (franc) need sentences; a visitor's
// question is often six words, where these votes are the stronger signal.
const functionWords: Record<LanguageCode, ReadonlySet<string>> = {
  en: new Set(
    'the is are do does how what where when why can could i you my your to of and with for in on it this that have has an be there which who will would about me we our no yes thanks thank please hi hello hey bye ok per much many after from than'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les un une des est et je vous nous pour dans avec comment quel quelle quels quelles combien pourquoi est-ce qui que ce cette mon votre vos sur pas du au aux bonjour merci puis-je peux oui non salut de l d qu sont avez faut peut il elle ou quoi coute coutent prix y peut-on pouvez-vous avez-vous est-il a-t-il faut-il gratuitement moi svp passez mettez plait si on nos notre tous toutes ne ça ca mais donc chez sans pouvez pouvons voulez veux voudrais suis etes sommes avons ont faire fait leur lui ces ses aussi doit devez cela anglais francais espagnol allemand portugais'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las un una es yo usted para con como cual cuanto cuesta que por del al mi su hola gracias puedo donde esta hay tengo si pero muy mas este estos nuestro nuestros hacer hacen tambien cada'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das ein eine ist und ich sie wir fur mit wie was wo warum kann konnen ich mein ihr im nicht auf viel kostet hallo danke gibt es ja nein'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'os as um uma eu voce para com como qual quanto custa que por do da meu seu ola obrigado posso onde tem nao sim mas muito nosso nossa fazer tambem voces'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il lo la gli le un una io lei per con come quale quanto costa che di del della mio suo ciao grazie posso dove non sono'.split(
      ' ',
    ),
  ),
  nl: new Set(
    'de het een is en ik u jij voor met hoe wat waar waarom kan kunnen mijn uw niet op veel kost hallo dank bedankt er'.split(
      ' ',
    ),
  ),
  sw: new Set(
    'na ya wa kwa ni za la katika je nini vipi gani habari asante tafadhali mimi wewe sisi ninawezaje naweza nataka jinsi bei hii ndiyo hapana jambo mambo ngapi kuna naomba kiasi gharama muda lini wapi mtu timu huduma hiyo yenu yako cha vya kwenye niaje sasa nawezaje ipi kipi zipi lipi upi wangu zangu langu changu wako zako lako wetu yetu zetu letu zenu lenu pia lakini au leo kesho jana sana zaidi bado kila kabisa tofauti nzuri mvua ikiwa kama'.split(
      ' ',
    ),
  ),
};

const codes = Object.keys(supportedLanguages) as LanguageCode[];
const toIso1 = new Map<string, LanguageCode>(codes.map((c) => [supportedLanguages[c], c]));

/**
 * The language of a visitor's message, or `fallback` when the text is too short to tell.
 * Scores each supported language by function-word hits (weight 2 each) plus franc's
 * relative trigram score (0..1, doubled from 40 letters on), so a short English question
 * is not read as French while a long paragraph needs no function word to be recognised.
 */
export function detectLanguage(text: string, fallback: string): string {
  const ws = words(text);
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const score = new Map<LanguageCode, number>();
  for (const code of codes) {
    let hits = 0;
    for (const w of ws) if (functionWords[code].has(w)) hits++;
    score.set(code, hits * 2);
  }
  // A Swahili verb is one word built of prefixes and a root ("itanyesha", "tunalipa",
  // "ninaunganishaje"): its shape, or a root the vocabulary knows, is a vote of its own.
  let swahiliShapes = 0;
  for (const w of ws) if (!functionWords.sw.has(w)) swahiliShapes += swahiliVote(w);
  score.set('sw', (score.get('sw') ?? 0) + swahiliShapes);
  // A French word English lacks ("gratuit", "tarif"), or an elided function word ("c'est",
  // "l'essai"), says French where a short question gives trigrams nothing to count.
  let french = 0;
  for (const w of ws) {
    const [head, tail] = w.split(/['’]/);
    if (tail !== undefined && head && /^(?:c|l|d|j|qu|n|s|m|t)$/.test(head)) french += 1;
    else if (!functionWords.fr.has(w) && looksFrench(w)) french += 1.5;
  }
  score.set('fr', (score.get('fr') ?? 0) + french);
  if (letters >= 12) {
    const ranked = francAll(text, { only: codes.map((c) => supportedLanguages[c]), minLength: 3 });
    for (const [iso3, s] of ranked) {
      const code = toIso1.get(iso3);
      // Trigrams become reliable with length: a long text counts them double.
      if (code) score.set(code, (score.get(code) ?? 0) + (letters >= 40 ? 2 * s : s));
    }
  }
  // In a tie ("do" is English and Portuguese) the business's own language wins.
  if (isSupportedLanguage(fallback)) score.set(fallback, (score.get(fallback) ?? 0) + 0.5);
  let best: LanguageCode | undefined;
  let bestScore = 0;
  let second = 0;
  for (const [code, s] of score) {
    if (s > bestScore) {
      second = bestScore;
      bestScore = s;
      best = code;
    } else if (s > second) second = s;
  }
  // Nothing decisive (one ambiguous word, a product name): keep the business's language.
  if (!best || bestScore < 1.5 || bestScore - second < 0.2) return fallback;
  return best;
}

const verbShape = /^(?:ni|u|a|tu|m|wa|i|ki|vi|li|ya|zi|ku)(?:na|ta|me|li|ki)[a-z]{3,}[ae]$/;

// A known root or listed word is a vote as strong as a function word's; the bare shape
// of a verb, alone, is too weak to outvote a one-word English question ("America?").
function swahiliVote(word: string): number {
  if (looksSwahili(word)) return 1.5;
  return verbShape.test(word) && !functionWords.en.has(word) ? 1 : 0;
}

const names: Record<LanguageCode, Record<LanguageCode, string>> = {
  en: {
    en: 'English',
    fr: 'French',
    es: 'Spanish',
    de: 'German',
    pt: 'Portuguese',
    it: 'Italian',
    nl: 'Dutch',
    sw: 'Swahili',
  },
  fr: {
    en: 'anglais',
    fr: 'français',
    es: 'espagnol',
    de: 'allemand',
    pt: 'portugais',
    it: 'italien',
    nl: 'néerlandais',
    sw: 'swahili',
  },
  es: {
    en: 'inglés',
    fr: 'francés',
    es: 'español',
    de: 'alemán',
    pt: 'portugués',
    it: 'italiano',
    nl: 'neerlandés',
    sw: 'suajili',
  },
  de: {
    en: 'Englisch',
    fr: 'Französisch',
    es: 'Spanisch',
    de: 'Deutsch',
    pt: 'Portugiesisch',
    it: 'Italienisch',
    nl: 'Niederländisch',
    sw: 'Suaheli',
  },
  pt: {
    en: 'inglês',
    fr: 'francês',
    es: 'espanhol',
    de: 'alemão',
    pt: 'português',
    it: 'italiano',
    nl: 'holandês',
    sw: 'suaíli',
  },
  it: {
    en: 'inglese',
    fr: 'francese',
    es: 'spagnolo',
    de: 'tedesco',
    pt: 'portoghese',
    it: 'italiano',
    nl: 'olandese',
    sw: 'swahili',
  },
  nl: {
    en: 'Engels',
    fr: 'Frans',
    es: 'Spaans',
    de: 'Duits',
    pt: 'Portugees',
    it: 'Italiaans',
    nl: 'Nederlands',
    sw: 'Swahili',
  },
  sw: {
    en: 'Kiingereza',
    fr: 'Kifaransa',
    es: 'Kihispania',
    de: 'Kijerumani',
    pt: 'Kireno',
    it: 'Kiitaliano',
    nl: 'Kiholanzi',
    sw: 'Kiswahili',
  },
};

/** The name of `code` written in language `inLanguage` ("French" in English, "anglais" in French). */
export function languageName(code: string, inLanguage: string): string {
  const table = isSupportedLanguage(inLanguage) ? names[inLanguage] : names.en;
  return isSupportedLanguage(code) ? table[code] : code;
}
