// Swahili everyday and product vocabulary. Nouns are listed with their plural (noun
// classes pair irregularly: kiungo/viungo, mteja/wateja, ukurasa/kurasa); verbs by root,
// read in any of their forms by `swahiliVerb`: a subject, tense, relative and object
// prefix ("tu-na-cho-", "ni-ta-ku-"), the root, a derivational extension (passive -wa,
// applicative -ia/-ea, stative -ika/-eka, causative -isha/-esha, reciprocal -ana), the
// subjunctive -e, the negative -i, and the question suffix -je ("ninaunganishaje": how do
// I connect). Keys are folded (lower case).

import { withMore } from './vocabulary/refine.ts';
import {
  loanVerbs,
  serviceAdjectives,
  serviceNouns,
  servicePhrases,
  serviceVerbs,
} from './vocabulary/sw-service-words.ts';

/** "singular plural": English. */
const nouns: Record<string, string> = {
  'kiungo viungo': 'link',
  'kiunganishi viunganishi': 'link',
  lugha: 'language',
  bei: 'price',
  gharama: 'cost',
  ada: 'fee',
  malipo: 'payment',
  ankara: 'invoice',
  pesa: 'money',
  fedha: 'money',
  shilingi: 'shillings kes',
  dola: 'dollars',
  punguzo: 'discount',
  'mpango mipango': 'plan',
  'kifurushi vifurushi': 'package',
  'kiwango viwango': 'tier',
  krediti: 'credits',
  salio: 'balance',
  usanidi: 'setup',
  'mpangilio mipangilio': 'settings',
  chaneli: 'channel',
  'kituo vituo': 'channel',
  'kiputo viputo': 'widget bubble',
  'dirisha madirisha': 'window',
  'kitufe vitufe': 'button',
  'kisanduku visanduku': 'box',
  'boksi maboksi': 'box',
  skrini: 'screen',
  simu: 'phone',
  kompyuta: 'desktop',
  'kivinjari vivinjari': 'browser',
  'ukurasa kurasa': 'page',
  tovuti: 'website',
  'duka maduka': 'shop',
  'msimbo misimbo': 'code snippet',
  'ufunguo funguo': 'key',
  tokeni: 'token',
  nenosiri: 'password',
  'neno maneno': 'word',
  akaunti: 'account',
  usajili: 'register sign up',
  kalenda: 'calendar',
  miadi: 'appointment',
  uhifadhi: 'booking',
  nafasi: 'slot',
  'kikumbusho vikumbusho': 'reminder',
  'mkutano mikutano': 'meeting',
  timu: 'team',
  'mfanyakazi wafanyakazi': 'staff',
  'mhudumu wahudumu': 'agent',
  'wakala mawakala': 'agent',
  'mtu watu': 'person people',
  binadamu: 'human',
  'mteja wateja': 'customer',
  'mgeni wageni': 'visitor',
  'mtumiaji watumiaji': 'user',
  'mwanachama wanachama': 'member',
  'mmiliki wamiliki': 'owner',
  biashara: 'business',
  'kampuni makampuni': 'company',
  'shirika mashirika': 'ngo',
  shule: 'school',
  'chuo vyuo': 'education',
  hospitali: 'healthcare',
  kliniki: 'clinic',
  benki: 'fintech',
  'mkopo mikopo': 'loan',
  bima: 'insurance',
  nyumba: 'property',
  sekta: 'industry',
  'swali maswali': 'question',
  'jibu majibu': 'answer',
  'ombi maombi': 'request',
  mazungumzo: 'conversation',
  gumzo: 'chat',
  'ujumbe jumbe': 'message',
  historia: 'history',
  hati: 'document',
  'waraka nyaraka': 'document',
  faili: 'file',
  maarifa: 'knowledge',
  maudhui: 'content',
  'chanzo vyanzo': 'source',
  data: 'data',
  taarifa: 'information',
  ripoti: 'report',
  takwimu: 'analytics',
  dashibodi: 'dashboard',
  arifa: 'notification',
  tahadhari: 'alert',
  'mtiririko mitiririko': 'workflow',
  otomatiki: 'automatic',
  hatua: 'step',
  kazi: 'task work',
  zana: 'tool',
  programu: 'app',
  'kipengele vipengele': 'feature',
  'chaguo machaguo': 'option',
  'muunganisho miunganisho': 'integration',
  'agizo maagizo': 'order',
  oda: 'order',
  usafirishaji: 'delivery',
  bidhaa: 'product',
  katalogi: 'catalogue',
  mafunzo: 'training',
  msaada: 'support help',
  nukuu: 'quote',
  'majaribio jaribio': 'trial',
  muda: 'time',
  dakika: 'minutes',
  sekunde: 'second',
  saa: 'hour',
  siku: 'day',
  usiku: 'night',
  wiki: 'week',
  'mwezi miezi': 'month',
  'mwaka miaka': 'year',
  hitilafu: 'error',
  'kosa makosa': 'error',
  'kikomo vikomo': 'limit',
  usalama: 'security',
  faragha: 'privacy',
  anwani: 'address',
  barua: 'email',
  sauti: 'voice',
  'jina majina': 'name',
  rangi: 'colour theme',
  ukubwa: 'size',
  upana: 'width',
  urefu: 'height',
  'upande pande': 'side',
  kona: 'corner',
  kushoto: 'left',
  kulia: 'right',
  chini: 'bottom',
  juu: 'top',
  maoni: 'comments feedback',
  'tangazo matangazo': 'ads',
  'mgonjwa wagonjwa': 'patient',
  'daktari madaktari': 'doctor',
  'mwanafunzi wanafunzi': 'students',
  'mzazi wazazi': 'parents',
  'mfadhili wafadhili': 'donors',
  'mjitolea wajitolea': 'volunteers',
  'utafiti tafiti': 'surveys',
  mauzo: 'sales',
  huduma: 'service',
  nchi: 'country',
  'mji miji': 'city',
  kaunti: 'county',
  sarafu: 'currency',
  roboti: 'bot',
  'msaidizi wasaidizi': 'assistant',
  'mfano mifano': 'example',
  sababu: 'reason',
  'kitu vitu': 'things',
  afya: 'healthcare',
  elimu: 'education',
  serikali: 'government',
  'nyumba za kupangisha': 'real estate',
  'mali isiyohamishika': 'real estate',
  'biashara mtandaoni': 'ecommerce',
  'hitaji mahitaji': 'need required',
  tarehe: 'date',
  rekodi: 'record',
  fomu: 'form',
  sehemu: 'field section',
  'mwongozo miongozo': 'guides',
  maelezo: 'details description',
  'mfumo mifumo': 'systems',
  bajeti: 'budget',
  'tukio matukio': 'event',
  'mgogoro migogoro': 'disputes',
  changamoto: 'challenges',
  faida: 'benefits',
  'mnunuzi wanunuzi': 'buyers shoppers',
  udanganyifu: 'fraud',
  ulaghai: 'fraud',
  raia: 'citizen',
  'kifaa vifaa': 'device',
  maandishi: 'text',
  'mitandao ya kijamii': 'social',
  foleni: 'queue',
  makadirio: 'estimate',
  kikokotoo: 'calculator',
  jumla: 'total',
  mahojiano: 'interview',
  muhtasari: 'summary digest',
  hadithi: 'story',
  seva: 'server',
  'msanidi wasanidi': 'developers',
  ruhusa: 'permissions',
  idhini: 'authorization',
  safu: 'columns',
  picha: 'image screenshot',
  siri: 'secrets',
  'kikapu vikapu': 'carts',
  ukuaji: 'growth',
  ucheleweshaji: 'delay',
  kuchelewa: 'delay',
  'muamala miamala': 'transaction',
  dalili: 'symptoms',
  'mnufaika wanufaika': 'beneficiaries',
  kanuni: 'rule',
  sheria: 'rule',
  'muuzaji wauzaji': 'salesperson',
  shughuli: 'activities',
  upatikanaji: 'availability',
  'wakala wa nyumba': 'agencies',
  ziara: 'visits viewings',
  'mpangaji wapangaji': 'tenants',
  ufadhili: 'financing',
  'mradi miradi': 'project',
  udhibiti: 'control',
  'mwaliko mialiko': 'invitation',
  'jukwaa majukwaa': 'platform',
  'lengo malengo': 'purpose',
  chapa: 'brand',
  kipaumbele: 'priority',
  'kituo cha data': 'data centre',
  kikasha: 'inbox',
  sanduku: 'inbox',
  mfuatano: 'sequence',
  onyesho: 'demo',
  maonyesho: 'demo',
  'historia ya mazungumzo': 'history transcript',
  'ankara za malipo': 'billing',
  uthibitishaji: 'verification',
  'usimbaji fiche': 'encrypted',
  nakala: 'copy',
  'toleo matoleo': 'version',
  mandhari: 'theme',
  giza: 'dark',
  mwanga: 'light',
  'nafasi ya kazi': 'workspace',
  'mteja mtarajiwa': 'lead',
  'wateja watarajiwa': 'leads',
  umma: 'public',
  sera: 'policy',
  kesi: 'cases',
  malalamiko: 'complaint',
  lalamiko: 'complaint',
  'nakala ya mazungumzo': 'transcript',
  paneli: 'panel',
  'tarehe ya mwisho': 'deadlines',
  kumbukumbu: 'notes record',
  kichwa: 'title header',
  lebo: 'tag',
  'mwenzako wenzako': 'teammate',
  'mwenzetu wenzetu': 'teammate',
  'chaguo-msingi': 'default',
  'chaguo msingi': 'default',
  mahali: 'position location',
  nyumbani: 'home',
  'ukurasa wa mwanzo': 'home page',
  'hesabu ya bidhaa': 'inventory stock',
  akiba: 'stock',
  'ujumbe mfupi': 'sms',
  'eneo maeneo': 'zones location',
  dharura: 'urgent',
  matibabu: 'medical',
  violezo: 'templates',
  kiolezo: 'templates',
  'kila kitu': 'everything',
  'kiungo cha mkutano': 'meeting link',
  mapokezi: 'front desk reception',
  'mpokezi wapokezi': 'receptionists',
  'lango malango': 'portals',
  kizindua: 'launcher',
  mazingira: 'environment',
  kichochezi: 'trigger',
};

/** Adjective stems (agreeing with any class prefix) -> English. */
const adjectiveStems: Record<string, string> = {
  tofauti: 'different',
  bure: 'free',
  ziada: 'additional',
  pya: 'new',
  zamani: 'old',
  dogo: 'small',
  kubwa: 'large',
  refu: 'long',
  fupi: 'short',
  kamili: 'full',
  salama: 'secure',
  rasmi: 'official',
  binafsi: 'private',
  rahisi: 'cheap easy',
  ghali: 'expensive',
  lazima: 'required',
  maalum: 'custom dedicated',
  kitaalamu: 'professional',
  kawaida: 'standard usual',
  kimataifa: 'international',
  kiufundi: 'technical',
  nyeti: 'sensitive',
  zima: 'whole',
  mtandaoni: 'online',
  upya: 'new again',
  muhimu: 'required',
  haraka: 'fast instant',
  polepole: 'slow',
};

/** Verb roots (ending in -a) -> English. */
const verbRoots: Record<string, string> = {
  gharimu: 'cost',
  lipa: 'pay',
  toza: 'charge',
  nunua: 'buy',
  uza: 'sell',
  unganisha: 'connect',
  unga: 'connect',
  weka: 'set up put',
  sanidi: 'set up',
  sakinisha: 'install',
  funga: 'install',
  pachika: 'embed',
  bandika: 'paste',
  nakili: 'copy',
  onyesha: 'show',
  onekana: 'show appear',
  ongeza: 'add',
  anza: 'get started',
  zindua: 'launch',
  tumia: 'use',
  // "kutumika" (to be used) is tumia's stative, not tuma's (send).
  tumika: 'used',
  tuma: 'send',
  pokea: 'receive',
  jibu: 'reply answer',
  uliza: 'ask',
  ongea: 'talk',
  zungumza: 'talk',
  piga: 'call',
  wasiliana: 'contact',
  fikia: 'reach',
  hamisha: 'transfer',
  kabidhi: 'hand',
  baki: 'stay',
  acha: 'stop',
  simama: 'stop',
  endelea: 'continue',
  subiri: 'wait',
  ngoja: 'wait',
  poteza: 'lose',
  potea: 'expire lost',
  // "-isha" is to come to an end: credits that end expire ("zitaisha?", "zinaisha muda wake");
  // when they end, said with -ki- ("credit zikiisha"), they run out (`functionWords`);
  // "kuishiwa na" is to run out of.
  ishiwa: 'run out of',
  isha: 'expire',
  unda: 'create',
  tengeneza: 'create',
  zalisha: 'generate',
  badilisha: 'change',
  badili: 'change',
  futa: 'delete',
  ondoa: 'remove',
  pakia: 'upload',
  hifadhi: 'store save',
  linda: 'protect',
  ficha: 'hide mask',
  thibitisha: 'verify confirm',
  hakiki: 'verify',
  jisajili: 'sign up register',
  sajili: 'register',
  ingia: 'login sign in',
  hifadhia: 'book',
  panga: 'schedule',
  kumbusha: 'remind',
  arifu: 'notify',
  fuatilia: 'track',
  fikisha: 'deliver',
  agiza: 'order',
  rudisha: 'return refund',
  simamia: 'manage',
  shughulikia: 'handle',
  fundisha: 'training',
  jifunza: 'learn',
  elewa: 'understand',
  tafsiri: 'translate',
  andika: 'write',
  soma: 'read',
  tafuta: 'search',
  pata: 'get',
  chagua: 'choose select',
  bofya: 'click',
  bonyeza: 'click',
  fungua: 'open',
  omba: 'request ask',
  fanya: 'work do',
  fanyakazi: 'work',
  chukua: 'take',
  hesabu: 'count',
  jumuisha: 'include',
  toa: 'offer',
  saidia: 'help',
  hudumia: 'serve',
  kubali: 'accept',
  ruhusu: 'allow',
  zidi: 'over',
  punguza: 'lower',
  kusanya: 'collect',
  sawazisha: 'sync',
  hamishia: 'export',
  batilisha: 'revoke',
  rudia: 'retry',
  jaribu: 'try',
  chapisha: 'publish',
  shiriki: 'share',
  sikiliza: 'listen',
  tatua: 'resolve',
  maliza: 'finish',
  jaza: 'fill',
  karibisha: 'welcome',
  salimia: 'greet',
  hitaji: 'need',
  taka: 'want',
  weza: 'can',
  kagua: 'check',
  angalia: 'check see',
  sasisha: 'update',
  idhinisha: 'approve',
  kamilisha: 'complete',
  ingiza: 'enter import',
  ondoka: 'leave',
  fika: 'arrive',
  tembelea: 'visit',
  hama: 'move',
  ambatisha: 'attach',
  unganishwa: 'connected',
  pima: 'measure',
  ajiri: 'hiring',
  kadiria: 'estimate',
  amua: 'decide',
  eleza: 'explain',
  nukuu: 'cite quote',
  rudiwa: 'repeat',
  kabidhiwa: 'assign',
  gawa: 'split',
  alika: 'invitation',
  hamia: 'migrate',
  sikia: 'hear',
  hudhuria: 'attend',
  lipisha: 'charge',
  pokelewa: 'receive',
  chelewa: 'delay',
  ahirisha: 'reschedule',
  sitisha: 'cancel',
  ghairi: 'cancel',
  kosa: 'missing',
  kumbuka: 'remember',
  jua: 'know',
  ona: 'see',
  hakikisha: 'confirm',
  nyamaza: 'silent',
  sindikiza: 'escalate',
  pandisha: 'escalate raise',
  kamata: 'capture',
  nasa: 'capture',
  chakata: 'process',
  gundua: 'find detect',
  anzisha: 'trigger start',
  pangisha: 'host',
  rudufu: 'duplicate',
  tokea: 'happen',
};

/** Function words and phrases. */
const functionWords: Record<string, string> = {
  tofauti: 'different',
  zaidi: 'more',
  'zaidi ya': 'more than',
  'chini ya': 'under',
  'chini kabisa': 'lowest least',
  'cha chini': 'lowest basic',
  'cha chini kabisa': 'lowest least',
  'cha juu': 'highest',
  // "bei nafuu": a low price; "nafuu zaidi", "rahisi zaidi": the cheapest
  nafuu: 'cheap',
  'nafuu zaidi': 'cheapest',
  'rahisi zaidi': 'cheapest',
  // "-ingi" agreeing with its noun: wateja wengi, maswali mengi
  wengi: 'many',
  mengi: 'many',
  vingi: 'many',
  nyingi: 'many',
  'ndani ya': 'within',
  'ndani ya muda gani': 'how long',
  'kwa muda gani': 'how long',
  // a form or a request for a price is a quote request
  'kuomba bei': 'quote request',
  'ombi la bei': 'quote request',
  'kufungua akaunti': 'create account',
  // a box to talk in: the chat box of a website
  'kisanduku cha mazungumzo': 'chat box',
  'kisanduku cha gumzo': 'chat box',
  'kisanduku cha ujumbe': 'chat box',
  kabisa: '',
  // "at the start" of a purchase is its one-time setup; "without paying" is free.
  mwanzoni: 'setup',
  'mwanzo kabisa': 'setup',
  'bila kulipa': 'free',
  inaendana: 'work with',
  zinaendana: 'work with',
  inaoana: 'work with',
  'bila malipo': 'free',
  'bila kulipia': 'free',
  'shilingi ngapi': 'how much',
  'kes ngapi': 'how much',
  'ksh ngapi': 'how much',
  'usd ngapi': 'how much',
  'pesa kiasi gani': 'how much',
  tukiwa: '',
  ukiwa: '',
  nikiwa: '',
  mkiwa: '',
  wakiwa: '',
  ikiwa: 'if',
  sana: '',
  tu: 'only',
  pia: '',
  lakini: '',
  au: 'or',
  kama: 'if',
  kwamba: '',
  ambayo: '',
  ambao: '',
  ambaye: '',
  ambazo: '',
  hapa: '',
  huko: '',
  sisi: '',
  nyinyi: '',
  yangu: '',
  wangu: '',
  zangu: '',
  langu: '',
  changu: '',
  vyangu: '',
  yako: '',
  wako: '',
  zako: '',
  lako: '',
  chako: '',
  zetu: '',
  letu: '',
  chetu: '',
  vyetu: '',
  zenu: '',
  lenu: '',
  chenu: '',
  kuna: 'is there',
  je: '',
  ndiyo: 'yes',
  hapana: 'no',
  mara: 'time',
  baada: 'after',
  'baada ya': 'after',
  // "wakati wa kusajili": when registering; "wakati gani": when
  'wakati wa': 'when',
  'wakati gani': 'when',
  'badala ya': 'instead',
  'kwa kawaida': 'usually',
  kamwe: 'never',
  ijayo: 'next',
  inayofuata: 'next',
  'bila kujulikana': 'anonymously',
  'bila kuingia': 'without login',
  kabla: 'before',
  'kabla ya': 'before',
  bado: 'still',
  tena: 'again',
  // "credit zikiisha" (when the credits end): they run out
  zikiisha: 'run out',
  ikiisha: 'run out',
  yakiisha: 'run out',
  likiisha: 'run out',
  vikiisha: 'run out',
  kikiisha: 'run out',
  ukiisha: 'run out',
  tukiisha: 'run out',
  wakiisha: 'run out',
  kisha: '',
  halafu: '',
  leo: '',
  kesho: '',
  jana: '',
  'kila mmoja': 'each',
  'kila mwezi': 'per month monthly',
  'kila mwaka': 'per year annual',
  'kila siku': 'per day daily',
  'kila saa': 'per hour',
};

const units: Record<string, number> = {
  moja: 1,
  mmoja: 1,
  mbili: 2,
  wili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  sita: 6,
  saba: 7,
  nane: 8,
  tisa: 9,
  kumi: 10,
  ishirini: 20,
  thelathini: 30,
  arobaini: 40,
  hamsini: 50,
  sitini: 60,
  sabini: 70,
  themanini: 80,
  tisini: 90,
};

// A number agrees with its noun's class ("watu watano", "vitu vitatu", "mawili").
const agreement = /^(?:wa|vi|ma|ki|zi|i|u|li|ya)(?=wili|tatu|nne|tano|nane)/;

function swUnit(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  return units[word] ?? units[word.replace(agreement, '')];
}

/**
 * A Swahili number written in words starting at `i` ("elfu hamsini" 50,000, "mia tano"
 * 500, "ishirini na tano" 25, "watano" 5), as its value and the count of words it took.
 */
export function swahiliNumber(ws: readonly string[], i: number): [number, number] | undefined {
  let total = 0;
  let j = i;
  let seen = false;
  while (j < ws.length) {
    const w = ws[j] as string;
    if (w === 'elfu' || w === 'milioni') {
      const scale = w === 'elfu' ? 1000 : 1_000_000;
      const n = swahiliNumber(ws, j + 1);
      // "elfu hamsini" is 50 thousands; "elfu moja mia tano" is 1,500 ("mia" starts anew).
      if (n && !ws.slice(j + 1, j + 1 + n[1]).includes('mia')) {
        total += n[0] * scale;
        j += 1 + n[1];
      } else {
        total += scale;
        j += 1;
      }
      seen = true;
    } else if (w === 'mia') {
      const n = swUnit(ws[j + 1]);
      total += (n ?? 1) * 100;
      j += n === undefined ? 1 : 2;
      seen = true;
    } else if (swUnit(w) !== undefined) {
      total += swUnit(w) as number;
      j += 1;
      seen = true;
    } else if (w === 'na' && seen && swUnit(ws[j + 1]) !== undefined) {
      j += 1;
    } else break;
  }
  return seen ? [total, j - i] : undefined;
}

// Listed words an English sentence uses too: no vote for Swahili.
const sharedWithEnglish = new Set([
  'data',
  'sauti',
  'bima',
  'kona',
  'dola',
  'oda',
  'faili',
  // English words Kenyans write as they are (vocabulary/sw-service-words.ts)
  'website',
  'faqs',
  'setup',
  'link',
  'chat',
  'bot',
]);

/** Every listed Swahili form -> English. Later explicit entries (the main glossary) win. */
export function swahiliVocabulary(): Record<string, string> {
  const table: Record<string, string> = {};
  const put = (form: string, english: string) => {
    if (table[form] === undefined) table[form] = english;
  };
  for (const [w, e] of Object.entries(withMore(functionWords, servicePhrases))) put(w, e);
  for (const [forms, e] of Object.entries(withMore(nouns, serviceNouns)))
    for (const f of forms.split(' ')) put(f, e);
  // A place named by its noun and the locative -ni: "mjini" (in town), "dukani", "shuleni".
  for (const [forms, e] of Object.entries(withMore(nouns, serviceNouns))) {
    if (forms.split(' ').length > 2) continue;
    for (const f of forms.split(' ')) if (f.length >= 3) put(`${f}ni`, e);
  }
  // A small one of a thing is the thing: the diminutive ki-/vi- of a noun without a class
  // prefix of its own ("dirisha" window -> "kidirisha", "vidirisha"; "duka" -> "kiduka").
  for (const [forms, e] of Object.entries(withMore(nouns, serviceNouns))) {
    const singular = forms.split(' ')[0] as string;
    if (forms.includes(' ') && !/^\S+ \S+$/.test(forms)) continue;
    if (singular.length < 4 || !/^[^aeiou]/.test(singular)) continue;
    if (/^(?:ki|vi|ch|vy|m|wa|ma|u|n[^aeiou])/.test(singular)) continue;
    put(`ki${singular}`, e);
    put(`vi${singular}`, e);
  }
  for (const [stem, e] of Object.entries(withMore(adjectiveStems, serviceAdjectives))) {
    put(stem, e);
    // "mpya", "kipya", "vipya", "wapya", "mdogo", "kidogo", "ndogo"
    for (const prefix of ['m', 'mw', 'wa', 'ki', 'vi', 'ma', 'n', 'u', 'ji', 'zi', 'i', 'li', 'ya'])
      if (!/^[aeiou]/.test(stem) || prefix.length > 1) put(prefix + stem, e);
  }
  return table;
}

// The root of a verb form, with its extensions, -> English.
const rootForms = new Map<string, string>();
for (const [root, english] of Object.entries(withMore(verbRoots, serviceVerbs))) {
  const stem = root.slice(0, -1);
  // Applicative and stative take -e- after a root holding e or o ("ondoa" -> "ondolea").
  const v = /[eo][^aeiou]*$/.test(stem) ? 'e' : 'i';
  const extended = [
    root,
    `${stem}wa`,
    `${stem}${v}a`,
    `${stem}${v}wa`,
    `${stem}${v}ka`,
    `${stem}${v}sha`,
    `${stem}ana`,
    `${stem}${v}ana`,
    // "lipa" -> "lipiwa", "lipwa"; "tumia" -> "tumiwa"; "jibu" -> "jibiwa"
    `${stem}iwa`,
    `${stem}ewa`,
    `${stem}liwa`,
  ];
  for (const f of extended) {
    if (!rootForms.has(f)) rootForms.set(f, english);
    // subjunctive -e, negative present -i
    const bare = f.slice(0, -1);
    if (!rootForms.has(`${bare}e`)) rootForms.set(`${bare}e`, english);
    if (!rootForms.has(`${bare}i`)) rootForms.set(`${bare}i`, english);
  }
}

// negative - subject - tense - relative - object; every part optional. The negative of a
// relative or conditional follows the subject ("tu-si-po-lipa": if we do not pay, "a-si-ye").
const verbPrefix =
  /^(?:ha|si)?(?:ku|kw|ni|u|a|tu|m|mw|wa|i|zi|li|ki|vi|ya|hu|pa)?(?:si)?(?:na|ta|me|li|ki|ja|nge|ngali|ka|ku)?(?:ye|o|cho|vyo|lo|zo|po|ko|mo|yo)?(?:ku|ni|tu|m|mw|wa|ji|i|zi|ki|vi|li|ya|u)?$/;

/** The English for a Swahili verb form whose root the vocabulary knows ("inagharimu" -> cost). */
export function swahiliVerbForm(word: string): { english: string; how: boolean } | undefined {
  if (word.length < 4) return undefined;
  const how = word.length > 6 && word.endsWith('je');
  const form = how ? word.slice(0, -2) : word;
  // The longest known root wins: "kuunganisha" is "unganisha", not "isha".
  for (let i = 0; i <= form.length - 3; i++) {
    const english = rootForms.get(form.slice(i));
    if (english === undefined) continue;
    // One prefix letter before a short root is too weak to tell a verb from a noun of
    // its own ("mkate", bread, is not m-kate, cut).
    if (i === 1 && form.length - i <= 4) continue;
    if (verbPrefix.test(form.slice(0, i))) return { english, how };
  }
  for (const [loan, english] of Object.entries(loanVerbs)) {
    const prefix = form.slice(0, form.length - loan.length);
    if (form.endsWith(loan) && prefix.length >= 2 && verbPrefix.test(prefix))
      return { english, how };
  }
  return undefined;
}

/** True when a word has the shape of a conjugated Swahili verb on a known root, or a listed noun. */
export function looksSwahili(word: string): boolean {
  if (word.length >= 5 && swahiliVerbForm(word) && /^(?:ni|u|a|tu|m|wa|i|ku|ha|si)/.test(word))
    return true;
  return word.length >= 4 && !sharedWithEnglish.has(word) && vocabularyKeys().has(word);
}

let keys: Set<string> | undefined;
function vocabularyKeys(): Set<string> {
  keys ??= new Set(Object.keys(swahiliVocabulary()).filter((k) => !k.includes(' ')));
  return keys;
}

/** The English meanings of the verb roots the vocabulary reads (for coverage checks). */
export function swahiliRootMeanings(): string[] {
  return [...Object.values(withMore(verbRoots, serviceVerbs)), ...Object.values(loanVerbs)];
}
