import { foldText } from '../text/analyzer.ts';
import { accountIdioms, chatShorthand } from './chat-shorthand.ts';
import { frenchOffer } from './french-offer.ts';
import { frenchNumber, frenchPrefixedVerb, frenchVocabulary } from './glossary-fr.ts';
import { swahiliNumber, swahiliVerbForm, swahiliVocabulary } from './glossary-sw.ts';
import { visitorIdioms } from './visitor-idioms.ts';
import { isEnglishWord } from './wordnet/wordnet.ts';

/**
 * Words of a visitor's language mapped to the knowledge base's (English) words, so a
 * French or Swahili question searches English knowledge. Keys are folded (lower case, no
 * accents); several words may form one key ("mise en place"); an empty value drops the
 * word (a function word that would otherwise be "corrected" into an English one).
 */
export type Glossary = Record<string, Record<string, string>>;

const french: Record<string, string> = {
  // doing a task in someone's stead: "votre équipe peut-elle s'occuper de la configuration à
  // notre place ?" -> "can your team do the setup". "In our stead" adds no word a page could
  // hold that the request does not already say (and "us" is an index word: "US dollars").
  's occuper de': 'do',
  's occuper du': 'do the',
  's occuper des': 'do the',
  's occupe de': 'does',
  's occupe du': 'does the',
  's occupent de': 'do',
  'vous occuper de': 'do',
  'vous occuper du': 'do the',
  'vous occuper des': 'do the',
  'a notre place': '',
  'a ma place': '',
  'a votre place': '',
  'a leur place': '',
  // pointing back at the previous answer's list; what a task needs beforehand
  parmi: 'among',
  'parmi celles la': 'among those',
  'parmi ceux la': 'among those',
  'parmi celles ci': 'among these',
  'parmi ceux ci': 'among these',
  'parmi eux': 'among them',
  'parmi elles': 'among them',
  preparer: 'prepare',
  'que dois je preparer': 'what should i prepare',
  'de quoi ai je besoin': 'what do i need',
  'avant de commencer': 'before i start',
  // where the business is ("où" folds to "ou", which alone is "or")
  'ou se trouve': 'where is',
  'ou se trouvent': 'where are',
  'ou est': 'where is',
  'ou sont': 'where are',
  'votre bureau': 'your office',
  'vos bureaux': 'your offices',
  bureau: 'office',
  bureaux: 'offices',
  // asking
  combien: 'how much',
  'combien coute': 'how much cost',
  'combien ca coute': 'how much cost',
  'quel est le prix': 'price',
  coute: 'cost',
  coutent: 'cost',
  cout: 'cost',
  couts: 'cost',
  prix: 'price',
  tarif: 'price',
  tarifs: 'prices',
  frais: 'fee',
  payer: 'pay',
  gratuit: 'free',
  gratuite: 'free',
  essai: 'trial',
  'essai gratuit': 'free trial',
  comment: 'how',
  'comment puis je': 'how do i',
  quels: 'what are',
  quelles: 'what are',
  quel: 'which',
  quelle: 'which',
  'est ce que': '',
  'est ce qu': '',
  'y a t il': 'is there',
  pourquoi: 'why',
  quand: 'when',
  'combien de temps': 'how long',
  'combien de': 'how many',
  'combien d': 'how many',
  'peut on': 'can',
  essayer: 'try',
  gratuitement: 'free trial',
  messagerie: 'messaging',
  messageries: 'messaging',
  entre: 'between',
  'au dela de': 'above',
  'en combien de temps': 'how long',
  'en plus': 'additional',
  'frais uniques': 'one-time fee',
  'frais unique': 'one-time fee',
  unique: 'one-time',
  uniques: 'one-time',
  numero: 'number',
  commerciale: 'sales',
  'equipe commerciale': 'sales team',
  repond: 'reply',
  repondent: 'reply',
  'demande de devis': 'quote request',
  'plus de': 'more than',
  liste: 'list',
  lister: 'list',
  // business words
  installation: 'setup',
  'mise en place': 'setup',
  configuration: 'setup',
  configurer: 'set up configure',
  installer: 'install',
  connecter: 'connect',
  relier: 'connect',
  integrer: 'integrate',
  integration: 'integration',
  integrations: 'integrations',
  assistance: 'support',
  support: 'support',
  soutien: 'support',
  forfait: 'plan',
  forfaits: 'plans',
  formule: 'plan',
  formules: 'plans',
  offre: 'plan',
  abonnement: 'plan',
  paquet: 'package',
  mensuel: 'monthly',
  mensuelle: 'monthly',
  mois: 'month',
  'par mois': 'per month',
  annuel: 'annual',
  annuelle: 'annual',
  an: 'year',
  annee: 'year',
  heure: 'hour',
  heures: 'hours',
  horaires: 'hours',
  jour: 'day',
  jours: 'days',
  semaine: 'week',
  credit: 'credit',
  credits: 'credits',
  utilisateur: 'user',
  utilisateurs: 'users',
  'utilisateur supplementaire': 'additional user',
  'utilisateurs supplementaires': 'additional users',
  supplementaire: 'additional',
  supplementaires: 'additional',
  contact: 'contact',
  contacter: 'contact',
  joindre: 'contact',
  equipe: 'team',
  ventes: 'sales',
  commercial: 'sales',
  devis: 'quote',
  langue: 'language',
  langues: 'languages',
  francais: 'french',
  anglais: 'english',
  site: 'website',
  'site web': 'website',
  widget: 'widget',
  'base de connaissances': 'knowledge base',
  connaissances: 'knowledge',
  formation: 'training',
  flux: 'workflow',
  'flux de travail': 'workflows',
  automatisation: 'workflow',
  donnees: 'data',
  securite: 'security',
  securise: 'secure',
  fonctionnalites: 'features',
  fonctionnalite: 'feature',
  canal: 'channel',
  canaux: 'channels',
  paiement: 'payment',
  carte: 'card',
  'carte bancaire': 'credit card',
  'carte de credit': 'credit card',
  expirent: 'expire',
  expirer: 'expire',
  niveau: 'tier',
  niveaux: 'tiers',
  tranche: 'band',
  tranches: 'bands',
  petit: 'small',
  petite: 'small',
  moyen: 'medium',
  moyenne: 'medium',
  grand: 'large',
  grande: 'large',
  delai: 'time',
  reponse: 'reply',
  repondre: 'reply',
  humain: 'human',
  personne: 'person',
  agent: 'agent',
  taux: 'rate',
  remboursement: 'refund',
  remboursements: 'refunds',
  rembourser: 'refund',
  retour: 'return',
  retours: 'returns',
  retourner: 'return',
  politique: 'policy',
  livraison: 'delivery',
  livrer: 'deliver',
  commande: 'order',
  commandes: 'orders',
  commander: 'order',
  adresse: 'address',
  telephone: 'phone',
  courriel: 'email',
  ouvert: 'open',
  ouverture: 'opening',
  horaire: 'hours',
  annuler: 'cancel',
  annulation: 'cancellation',
  compte: 'account',
  produit: 'product',
  produits: 'products',
  service: 'service',
  services: 'services',
  client: 'customer client',
  clients: 'customers clients',
  entreprise: 'business',
  application: 'app application',
  'application mobile': 'mobile app',
  envoyer: 'send',
  message: 'message',
  messages: 'messages',
  rapport: 'report',
  rapports: 'reports',
  statistiques: 'analytics',
  tableau: 'dashboard',
  'tableau de bord': 'dashboard',
  demarrer: 'get started',
  commencer: 'start',
  etapes: 'steps',
  etape: 'step',
  secteur: 'industry',
  secteurs: 'industries',
  industrie: 'industry',
  industries: 'industries',
  outils: 'tools',
  disponible: 'available',
  prend: 'take',
  faire: 'do',
  fonctionne: 'work',
  marche: 'work',
  utiliser: 'use',
  inclus: 'included',
  inclut: 'include',
  comprend: 'include',
  'taux de change': 'exchange rate',
  change: 'exchange',
  // "used", "lost", "end", "each", "set up" (set 5: unused credits lost at the end of the
  // month, each workflow to set up, the exchange rate used)
  utilise: 'used',
  utilises: 'used',
  utilisee: 'used',
  utilisees: 'used',
  'non utilise': 'unused',
  'non utilises': 'unused',
  'non utilisee': 'unused',
  'non utilisees': 'unused',
  utilisez: 'use',
  perdu: 'expire',
  perdus: 'expire',
  perdue: 'expire',
  perdues: 'expire',
  perdre: 'expire',
  perd: 'expire',
  perdent: 'expire',
  perdons: 'expire',
  perdez: 'expire',
  perdra: 'expire',
  perdront: 'expire',
  // how long until something happens: "sous quel délai", "dans quel délai"
  'quel delai': 'how long',
  'sous quel delai': 'how long',
  'dans quel delai': 'how long',
  // what something comes to: "ça revient à combien ?"
  'revient a combien': 'how much cost',
  'reviendra a combien': 'how much cost',
  'revient a': 'cost',
  'ouvrir un compte': 'create account',
  'ouvre un compte': 'create account',
  fin: 'end',
  chaque: 'each',
  'mettre en place': 'set up',
  'mise en service': 'setup',
  // function words: dropped so they are not "corrected" into English words
  le: 'the',
  la: 'the',
  les: 'the',
  un: '',
  une: '',
  des: '',
  du: '',
  de: '',
  d: '',
  l: 'the',
  et: 'and',
  est: '',
  sont: '',
  pour: '',
  avec: 'with',
  dans: '',
  sur: '',
  au: '',
  aux: '',
  je: '',
  j: '',
  vous: '',
  votre: '',
  vos: '',
  mon: '',
  ma: '',
  mes: '',
  nous: '',
  notre: '',
  il: '',
  elle: '',
  ce: '',
  cette: '',
  ces: '',
  qui: '',
  que: '',
  qu: '',
  peux: 'can',
  puis: 'can',
  peut: 'can',
  pouvez: 'can',
  faut: '',
  y: '',
  a: '',
  t: '',
  ne: '',
  // the elided "ne": "on n'utilise pas"
  n: '',
  pas: 'not',
  plus: 'more',
  tout: 'all',
  tous: 'all',
  toute: 'all',
  toutes: 'all',
  ou: 'or',
  svp: '',
  voudrais: '',
  voudrions: '',
  aimerais: '',
  souhaite: '',
  souhaiterais: '',
  savoir: '',
  connaitre: '',
  dire: '',
  dites: '',
  'dites moi': '',
  'pouvez vous': 'can you',
  'pourriez vous': 'can you',
  proposez: 'offer',
  proposer: 'offer',
  offrez: 'offer',
  avez: 'have',
  'avez vous': 'do you have',
  'sil vous plait': '',
  bonjour: '',
  salut: '',
  merci: '',
};

const swahili: Record<string, string> = {
  'kati ya hizo': 'among those',
  'kati ya hizi': 'among these',
  'kati yao': 'among them',
  'nahitaji nini': 'what do i need',
  'tunahitaji nini': 'what do we need',
  'niandae nini': 'what should i prepare',
  'kabla ya kuanza': 'before i start',
  'ofisi yenu': 'your office',
  'ofisi zenu': 'your offices',
  ofisi: 'office',
  'iko wapi': 'where is',
  'ziko wapi': 'where are',
  'mko wapi': 'where are you',
  'liko wapi': 'where is',
  'duka lenu': 'your shop',
  'maduka yenu': 'your shops',
  bei: 'price',
  'bei gani': 'how much price',
  'ni bei gani': 'how much price',
  'ni pesa ngapi': 'how much cost',
  'pesa ngapi': 'how much cost',
  gharama: 'cost',
  malipo: 'payment',
  kulipa: 'pay',
  kulipia: 'pay',
  ada: 'fee',
  bure: 'free',
  majaribio: 'trial',
  'jaribio la bure': 'free trial',
  ngapi: 'how many',
  wangapi: 'how many',
  mangapi: 'how many',
  wamejumuishwa: 'included',
  zimejumuishwa: 'included',
  imejumuishwa: 'included',
  yamejumuishwa: 'included',
  kujumuishwa: 'included',
  bila: 'without',
  kukamilisha: 'complete',
  utekelezaji: 'implementation',
  kamili: 'full',
  chaneli: 'channels',
  wake: '',
  yake: '',
  zake: '',
  kiasi: 'how much',
  'kiasi gani': 'how much',
  'ni kiasi gani': 'how much',
  nawezaje: 'how can i',
  nitawezaje: 'how can i',
  tunawezaje: 'how can we',
  ipi: 'which',
  kipi: 'which',
  zipi: 'which',
  lipi: 'which',
  upi: 'which',
  kubadilisha: 'exchange',
  'kubadilisha fedha': 'exchange',
  'kiwango cha kubadilisha fedha': 'exchange rate',
  'kiwango cha ubadilishaji fedha': 'exchange rate',
  fedha: 'money',
  jinsi: 'how',
  'jinsi ya': 'how to',
  vipi: 'how',
  namna: 'how',
  nini: 'what',
  gani: 'which',
  lini: 'when',
  wapi: 'where',
  'kwa nini': 'why',
  orodha: 'list',
  'muda gani': 'how long',
  muda: 'time',
  // business words
  usanidi: 'setup',
  kusanidi: 'set up',
  kuweka: 'put set up',
  kufunga: 'install',
  kusakinisha: 'install',
  kuunganisha: 'connect',
  unganisha: 'connect',
  muunganisho: 'integration',
  miunganisho: 'integrations',
  msaada: 'support',
  usaidizi: 'support',
  huduma: 'service',
  mpango: 'plan',
  mipango: 'plans',
  kifurushi: 'package',
  vifurushi: 'packages',
  mwezi: 'month',
  'kwa mwezi': 'per month',
  kila: 'each every',
  'kwa mwaka': 'per year',
  mwaka: 'year',
  saa: 'hours',
  siku: 'days',
  wiki: 'week',
  mikopo: 'credits',
  salio: 'credits balance',
  krediti: 'credits',
  mtumiaji: 'user',
  watumiaji: 'users',
  'mtumiaji wa ziada': 'additional user',
  'watumiaji wa ziada': 'additional users',
  ziada: 'additional',
  mawasiliano: 'contact',
  wasiliana: 'contact',
  kuwasiliana: 'contact',
  timu: 'team',
  mauzo: 'sales',
  nukuu: 'quote',
  lugha: 'language',
  kiswahili: 'swahili',
  kiingereza: 'english',
  kifaransa: 'french',
  kireno: 'portuguese',
  kiarabu: 'arabic',
  kihispania: 'spanish',
  kijerumani: 'german',
  kiitaliano: 'italian',
  kichina: 'chinese',
  kihindi: 'hindi',
  kisomali: 'somali',
  kiamhari: 'amharic',
  tovuti: 'website',
  'msingi wa maarifa': 'knowledge base',
  maarifa: 'knowledge',
  mafunzo: 'training',
  mtiririko: 'workflow',
  'mtiririko wa kazi': 'workflow',
  data: 'data',
  takwimu: 'data',
  usalama: 'security',
  salama: 'secure safe',
  vipengele: 'features',
  njia: 'channel',
  kadi: 'card',
  'kadi ya mkopo': 'credit card',
  kuisha: 'expire',
  zinaisha: 'expire',
  ndogo: 'small',
  kati: 'medium',
  kubwa: 'large',
  jibu: 'reply',
  kujibu: 'reply',
  mtu: 'person',
  binadamu: 'human',
  wakala: 'agent',
  kiwango: 'rate',
  kurejesha: 'refund',
  marejesho: 'returns',
  usafirishaji: 'delivery',
  kusafirisha: 'deliver',
  agizo: 'order',
  maagizo: 'orders',
  anwani: 'address',
  simu: 'phone',
  'barua pepe': 'email',
  kufungua: 'open',
  akaunti: 'account',
  bidhaa: 'product',
  wateja: 'customers clients',
  mteja: 'customer client',
  biashara: 'business',
  programu: 'app application programme',
  kutuma: 'send',
  ujumbe: 'message',
  ripoti: 'report',
  dashibodi: 'dashboard',
  kuanza: 'get started',
  hatua: 'steps',
  sekta: 'industry',
  viwanda: 'industries',
  zana: 'tools',
  inapatikana: 'available',
  inachukua: 'take',
  kutumia: 'use',
  inajumuisha: 'include',
  inafanya: 'work',
  kazi: 'work',
  'kiwango cha ubadilishaji': 'exchange rate',
  // everyday words: ordinals, counts, money, pages, time
  kwanza: 'first',
  moja: 'one',
  'kila moja': 'each',
  'mara moja': 'one-time',
  tatu: 'three',
  dola: 'dollars',
  'dola ngapi': 'how much',
  ukurasa: 'page',
  'ukurasa wa bei': 'pricing page',
  mfanyakazi: 'user',
  'saa 24': 'around the clock 24/7',
  'nifanye nini': 'how do i',
  'tufanye nini': 'how do we',
  ili: '',
  yetu: '',
  yenu: '',
  wetu: '',
  // function words
  ya: '',
  wa: '',
  za: '',
  la: '',
  cha: '',
  vya: '',
  kwa: '',
  na: 'and',
  ni: '',
  je: '',
  hii: '',
  hiyo: '',
  huu: '',
  huo: '',
  hizi: '',
  hizo: '',
  katika: '',
  kwenye: '',
  mimi: '',
  wewe: '',
  nina: '',
  nataka: '',
  ninataka: '',
  naweza: 'can',
  ninaweza: 'can',
  ninawezaje: 'how can',
  unaweza: 'can',
  mnaweza: 'can',
  tafadhali: '',
  ningependa: '',
  kujua: '',
  niambie: '',
  naomba: '',
  mnatoa: 'offer',
  mna: 'do you have',
  inahudumia: 'serve',
  mnahudumia: 'serve',
  habari: '',
  niaje: '',
  mambo: '',
  sasa: '',
  asante: '',
};

/**
 * The built-in glossary: French and Swahili words to English (the hand-written entries above
 * win over the vocabulary generated by rule), English chat shorthand.
 */
export const builtInGlossary: Glossary = {
  fr: { ...frenchVocabulary(), ...french },
  sw: { ...swahiliVocabulary(), ...swahili },
  en: chatShorthand,
};

let frenchKeys: Set<string> | undefined;

/**
 * True when a word is one the French glossary reads and English does not have ("gratuit",
 * "tarif", "essai"): a vote for French in a question too short for trigram statistics.
 */
export function looksFrench(word: string): boolean {
  if (word.length < 4) return false;
  frenchKeys ??= new Set(
    Object.entries(builtInGlossary.fr ?? {})
      .filter(([w, e]) => e !== '' && !w.includes(' ') && !e.split(' ').includes(w))
      .map(([w]) => w),
  );
  return frenchKeys.has(word) && !isEnglishWord(word);
}

const numberReaders: Record<string, typeof frenchNumber> = { fr: frenchNumber, sw: swahiliNumber };
const smallNumbers = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** A number in words as the knowledge base writes it: small ones as words, others as digits. */
function numberInEnglish(n: number): string {
  return smallNumbers[n] ?? n.toLocaleString('en-US');
}

const maxPhraseWords = 4;

// Swahili builds a verb from a subject and tense prefix and a root: "inagharimu" (it costs),
// "kunagharimu", "itagharimu", "kuunganisha", "nimeunganisha". A word the glossary does not
// hold is read through its root when one of these prefixes leaves a root it knows.
const swahiliRoots: Record<string, string> = {
  gharimu: 'cost',
  unganisha: 'connect',
  unganishwa: 'connected',
  weka: 'put set up',
  wekwa: 'set up',
  lipa: 'pay',
  lipia: 'pay',
  jibu: 'reply',
  tuma: 'send',
  isha: 'expire',
  potea: 'expire',
  fanya: 'work',
  fanyakazi: 'work',
  anza: 'get started',
  sakinisha: 'install',
  jaribu: 'try',
  ongeza: 'add',
  onekana: 'show',
};
const swahiliPrefix =
  /^(?:ku|kw|ni|u|a|tu|m|wa|i|zi|li|ki|vi|ya|ha|si|hu)?(?:na|ta|me|li|ki|ja|nge|ngali)?(?:ku|ni|tu|m|wa|ji|i|zi|ki|ya)?/;

/** The English for a Swahili verb form whose root the glossary knows ("inagharimu" -> cost). */
export function swahiliVerb(word: string): string | undefined {
  if (word.length < 5) return undefined;
  return swahiliVerbOfRoots(word) ?? swahiliVerbForm(word)?.english;
}

function swahiliVerbOfRoots(word: string): string | undefined {
  // The subjunctive ends in -e where the verb ends in -a ("ionekane", "nifanye").
  const forms = word.endsWith('e') ? [word, `${word.slice(0, -1)}a`] : [word];
  for (const form of forms)
    for (const [root, english] of Object.entries(swahiliRoots)) {
      if (!form.endsWith(root)) continue;
      const prefix = form.slice(0, form.length - root.length);
      const m = prefix.match(swahiliPrefix);
      if (m && m[0] === prefix) return english;
    }
  return undefined;
}

/**
 * The question's words in the knowledge base's language: each longest phrase of the
 * glossary replaced by its translation, any other word (a product name, a number, a word
 * both languages share) kept as written. `extra` entries (the business's own) win.
 */
export function translateQuestion(question: string, from: string, extra: Glossary = {}): string {
  const builtIn = builtInGlossary[from] ?? {};
  const own = extra[from] ?? {};
  if (builtInGlossary[from] === undefined && Object.keys(own).length === 0) return question;
  // "Que peut faire Lisa pour une clinique ?" in English order (french-offer.ts).
  const offer =
    from === 'fr'
      ? frenchOffer(question, (part) => translateQuestion(part, from, extra))
      : undefined;
  if (offer) return offer;
  // Looked up in place: copying thousands of generated forms per question would cost
  // milliseconds. The business's own words win.
  const lookup = (key: string): string | undefined =>
    Object.hasOwn(own, key) ? own[key] : Object.hasOwn(builtIn, key) ? builtIn[key] : undefined;
  const readNumber = numberReaders[from];
  // A hyphenated word the glossary holds stays whole ("e-mail"); a Swahili verb with its
  // prefix apart is joined ("ku-setup", "nime-install"); one opening on a word the glossary
  // reads is read word by word ("au-dela" -> "au dela", "quatre-vingts"), as is a French
  // pointing word ("ceux-la"); any other is a
  // name and stays whole ("M-Pesa", "Wi-Fi"), its parts untranslated.
  const hyphenated = (w: string): string[] => {
    if (!w.includes('-') || lookup(w) !== undefined) return [w];
    const joined = w.replaceAll('-', '');
    if (from === 'sw' && swahiliVerbForm(joined)) return [joined];
    const parts = w.split('-').filter(Boolean);
    const read = (part: string) =>
      lookup(part) !== undefined || /^\d/.test(part) || readNumber?.([part], 0) !== undefined;
    const first = parts[0] ?? '';
    // French "-ci" and "-là" point ("ceux-là", "celle-ci"): words apart, never a name.
    const pointing = from === 'fr' && /^(?:ci|la)$/.test(parts.at(-1) ?? '');
    return pointing || (first.length >= 2 && read(first)) ? parts : [w];
  };
  const ws = foldText(question)
    .replace(/[’']/g, ' ')
    // French inversion: "y a-t-il", "fonctionne-t-elle", "peut-on" are words apart.
    .replace(/-(?:t-)?(il|elle|ils|elles|on|vous|je|nous|tu|ce)\b/g, (_m, p: string) =>
      _m.startsWith('-t-') ? ` t ${p}` : ` ${p}`,
    )
    .replace(/[^\p{L}\p{N}$.,\s-]/gu, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[.,]+|[.,]+$/g, ''))
    .filter(Boolean)
    .flatMap((w) => hyphenated(w));
  if (from === 'sw') canBeforeSubject(ws, lookup);
  const out: string[] = [];
  // "mnaunganisha" (you, the business, connect): "do you connect", as an English question
  // asks; only a verb form the glossary does not list as a word ("mtarajiwa" is a noun).
  const addressed = (word: string, english: string) => {
    if (from === 'sw' && english && !/^(?:can|do you|how)\b/.test(english) && asksYou(word))
      out.push('do you');
  };
  for (let i = 0; i < ws.length; ) {
    let matched = false;
    for (let n = Math.min(maxPhraseWords, ws.length - i); n >= 1; n--) {
      // A number in words ("soixante minutes", "elfu hamsini") is read before single
      // words, after the glossary's phrases ("mara moja": one-time).
      const number = n === 1 ? readNumber?.(ws, i) : undefined;
      if (number && (number[1] > 1 || lookup(ws[i] as string) === undefined || number[0] > 10)) {
        out.push(numberInEnglish(number[0]));
        i += number[1];
        matched = true;
        break;
      }
      const phrase = ws.slice(i, i + n).join(' ');
      // Swahili "na" is "and" between nouns and "with" after a verb: "kuongea na mtu" (talk
      // with a person), "mnaunganisha na mifumo gani" (you connect with which systems).
      if (from === 'sw' && phrase === 'na' && i > 0 && swahiliVerb(ws[i - 1] as string)) {
        out.push('with');
        i += 1;
        matched = true;
        break;
      }
      // "quels agendas" is "which calendars": the interrogative asks which of several.
      // (Not when the noun opens a phrase of its own: "quels frais uniques" is one-time fees.)
      const opensPhrase = [2, 3].some((k) => lookup(ws.slice(i + 1, i + 1 + k).join(' ')));
      const which =
        from === 'fr' && n === 1 && !opensPhrase
          ? whichPlural(phrase, ws[i + 1], lookup)
          : undefined;
      if (which) {
        out.push(which);
        i += 2;
        matched = true;
        break;
      }
      // "nitaipata wapi" (I will get it where): "where do I get", as English asks.
      const verbBefore = i > 0 ? (ws[i - 1] as string) : '';
      if (
        from === 'sw' &&
        phrase === 'wapi' &&
        firstPerson(verbBefore) &&
        swahiliVerbForm(verbBefore) &&
        out.length > 0
      ) {
        out.splice(out.length - 1, 0, `where do ${firstPerson(verbBefore)}`);
        i += 1;
        matched = true;
        break;
      }
      const english = lookup(phrase);
      if (english !== undefined) {
        if (english) out.push(english);
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) {
      const word = ws[i] as string;
      const verb = from === 'sw' ? swahiliVerbForm(word) : undefined;
      const english =
        from === 'sw' ? swahiliVerb(word) : from === 'fr' ? frenchPrefixedVerb(word) : undefined;
      // "ninaunganishaje": how do I connect; "Lisa inasaidiaje shule": how does Lisa help
      // schools — a subject written before the verb comes after "how does", as in English.
      if (verb?.how) {
        if (out.length > 0 && i > 0 && swahiliVerbForm(ws[i - 1] as string) === undefined)
          out.splice(out.length - 1, 0, 'how does');
        else out.push(howDoesSubject(word));
      }
      if (english) addressed(word, english);
      out.push(english ?? word);
      i++;
    }
  }
  const english = visitorIdioms(accountIdioms(numberBeforeNoun(inHours(out.join(' ')))));
  return from === 'sw' ? swahiliTimeRunsOut(swahiliAmountAsked(english)) : english;
}

// "zinaisha muda wake" (their time runs out) is expiring; "kuishiwa na credits" (to run out
// of credits) needs no "with".
function swahiliTimeRunsOut(text: string): string {
  return text
    .replace(/\brun out (?:of )?(?:the )?(?:time|period|duration)\b/g, 'expire')
    .replace(/\brun out of with\b/g, 'run out of');
}

// French "quels"/"quelles" before a plural noun asks which of several: "quels agendas" is
// "which calendars", a list, where "what are calendar" reads as one thing.
function whichPlural(
  word: string,
  next: string | undefined,
  lookup: (key: string) => string | undefined,
): string | undefined {
  if ((word !== 'quels' && word !== 'quelles') || !next || !/[sx]$/.test(next)) return undefined;
  const noun = lookup(next);
  if (!noun || !/^[a-z]+$/.test(noun)) return undefined;
  const plural = noun.endsWith('s')
    ? noun
    : /(?:x|ch|sh)$/.test(noun)
      ? `${noun}es`
      : /[^aeiou]y$/.test(noun)
        ? `${noun.slice(0, -1)}ies`
        : `${noun}s`;
  return `which ${plural}`;
}

// "nitapataje" (how will I get), "tunawekaje" (how do we set up), "nitaipata wapi" (where will
// I get it): the subject prefix says who asks, as English does ("how do I get", "where do I
// get"), so the question reads as a way or a place to do something.
const firstPerson = (word: string) =>
  /^ni/.test(word) ? 'i' : /^tu/.test(word) ? 'we' : undefined;
function howDoesSubject(word: string): string {
  const subject = firstPerson(word);
  return subject ? `how do ${subject}` : 'how';
}

// "ngapi" is "how many" before a count ("watumiaji wangapi") and "how much" after a word of
// paying: "tutalipa ngapi", "inagharimu ngapi", "ada ni ngapi" (we will pay how much).
const paidHowMany =
  /\b(pay|paid|cost|charge|price|fee|money|dollars|shillings kes|payment)((?: \p{L}+)?) how many\b/gu;

function swahiliAmountAsked(text: string): string {
  return text.replace(paidHowMany, '$1$2 how much');
}

// The second person plural of a Swahili verb, the visitor addressing the business:
// "mnaunganisha", "mnatoza", "mtatuma", "mmeweka".
function asksYou(word: string): boolean {
  return /^m(?:na|ta|me|ki)[a-z]{3,}$/.test(word) && swahiliVerbForm(word) !== undefined;
}

/**
 * "Lisa inaweza kujibu?" (Lisa can reply?) in English order, "can Lisa reply": a Swahili
 * "-weza" after a one-word subject (a name or a noun, not a verb or a function word) goes
 * before it. Reorders `ws` in place.
 */
function canBeforeSubject(ws: string[], lookup: (key: string) => string | undefined): void {
  for (let k = 1; k < ws.length; k++) {
    const modal = ws[k] as string;
    const subject = ws[k - 1] as string;
    if (!/^(?:i|a|u|ki|li|zi|vi|wa|tu|m)na?weza$/.test(modal)) continue;
    if (lookup(subject) === '' || swahiliVerbForm(subject) || /\d/.test(subject)) continue;
    if (k >= 2 && lookup(ws[k - 2] as string) === undefined) continue;
    ws[k - 1] = modal;
    ws[k] = subject;
  }
}

/**
 * "more than credits 50,000" (Swahili puts the count after its noun) as English does, "more
 * than 50,000 credits", so the amount reads as the band it names.
 */
function numberBeforeNoun(text: string): string {
  return text.replace(
    /\b(more than|above|over|under|less than|below) (\p{L}+) (\d[\d,]*)\b/gu,
    '$1 $3 $2',
  );
}

/** "60 minutes" as the knowledge base states durations and rates: "1 hour". */
function inHours(text: string): string {
  // "60 minutes", and Swahili's order "dakika sitini" -> "minutes 60".
  return text.replace(/\b(?:(\d+) minutes|minutes (\d+))\b/g, (whole, a?: string, b?: string) => {
    const n = Number(a ?? b);
    if (n < 60 || n % 60 !== 0) return whole;
    return n === 60 ? 'one hour' : `${n / 60} hours`;
  });
}
