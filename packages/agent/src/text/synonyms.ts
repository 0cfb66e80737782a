import { termOf } from './analyzer.ts';

// A small thesaurus of the words visitors and help pages use for the same thing. Query
// expansion with it is classic IR: "is my data safe?" meets a page that says "secure".
// Groups are general customer-service vocabulary, not any one business's wording.
const groups: readonly string[][] = [
  ['cost', 'price', 'pricing', 'fee', 'charge', 'pay', 'paid'],
  ['cheap', 'cheaper', 'discount', 'affordable'],
  ['buy', 'purchase', 'order'],
  ['limit', 'limits', 'cap', 'maximum', 'max'],
  // Sending too much is running into the limit.
  ['limit', 'limits', 'throttle', 'throttled', 'flood', 'floods', 'spam', 'overload'],
  ['safe', 'secure', 'security', 'protect', 'protected', 'privacy', 'encrypted'],
  ['stats', 'statistics', 'analytics', 'metrics', 'measure', 'insights', 'reports'],
  ['connect', 'integrate', 'integration', 'link', 'hook', 'plug'],
  ['seat', 'seats', 'user', 'users', 'member', 'teammate'],
  ['quiet', 'silent', 'silence'],
  ['slow', 'slower', 'speed', 'performance'],
  ['file', 'files', 'document', 'documents', 'upload', 'pdf', 'docx'],
  ['client', 'clients', 'customer', 'customers', 'visitor', 'visitors', 'guest', 'guests'],
  ['human', 'person', 'people', 'staff'],
  ['reply', 'respond', 'response', 'answer'],
  ['talk', 'speak', 'chat'],
  ['book', 'booking', 'schedule', 'appointment', 'reservation'],
  // Where appointments are kept: British visitors keep a diary, others a planner or agenda.
  ['calendar', 'calendars', 'diary', 'diaries', 'planner', 'planners'],
  ['help', 'support', 'assist', 'assistance'],
  ['expire', 'expiry', 'expiration', 'expired', 'lapse', 'lost', 'forfeit', 'disappear', 'vanish'],
  ['unused', 'leftover', 'leftovers', 'remaining', 'unspent'],
  ['month', 'monthly'],
  ['extra', 'additional'],
  ['plan', 'plans', 'package', 'packages', 'tier', 'tiers', 'level', 'levels', 'subscription'],
  ['setup', 'install', 'installation', 'onboard'],
  // A price paid once is the setup fee ("the one-off charge", "once-off", "one-time").
  ['setup', 'oneoff', 'onceoff', 'onetime'],
  ['year', 'annual', 'yearly'],
  ['hide', 'hidden', 'mask', 'masked'],
  ['duplicate', 'duplicates', 'twice', 'double'],
  // A log of what happened is its history.
  ['history', 'log', 'logs'],
  // Sending again after a failure: an app "resends" what help pages call a retried request.
  ['retry', 'retried', 'retries', 'retrying', 'resend', 'resends', 'resent', 'resending'],
  ['delete', 'remove', 'erase', 'wipe', 'wiped'],
  ['regenerate', 'regenerated', 'rotate', 'renew', 'reissue', 'reset', 'swap'],
  ['remove', 'revoke', 'withdraw', 'disconnect', 'unlink', 'uninstall'],
  ['advert', 'adverts', 'ad', 'ads', 'advertisement', 'advertising'],
  ['begin', 'start', 'started', 'onboarding'],
  ['step', 'steps', 'stage', 'stages', 'phase', 'phases'],
  ['language', 'languages', 'multilingual', 'translate'],
  ['website', 'site', 'webpage'],
  ['email', 'mail', 'inbox'],
  ['phone', 'mobile', 'smartphone'],
  ['desktop', 'laptop', 'computer', 'pc'],
  ['panel', 'window', 'popup'],
  ['title', 'heading', 'headline'],
  ['theme', 'colour', 'color', 'colours', 'colors', 'scheme'],
  ['dark', 'black'],
  ['shilling', 'shillings', 'kes'],
  ['dollar', 'dollars', 'usd'],
  ['trial', 'demo', 'try'],
  ['register', 'registration', 'signup', 'enrol', 'enroll'],
  ['confirm', 'confirmation', 'verify', 'verification'],
  ['teammate', 'teammates', 'colleague', 'colleagues', 'staff'],
  // Having to register is needing an account ("must visitors sign up?" -> "need an account").
  ['register', 'registration', 'signup', 'account'],
  ['install', 'embed', 'put', 'paste'],
  ['alert', 'notify', 'notification', 'notified'],
  ['hand', 'handoff', 'handover', 'transfer', 'escalate', 'takeover'],
  ['bot', 'assistant', 'chatbot'],
  ['shop', 'store', 'ecommerce'],
  ['clinic', 'hospital', 'healthcare', 'patient'],
  [
    'diagnose',
    'diagnoses',
    'diagnosis',
    'illness',
    'illnesses',
    'disease',
    'diseases',
    'sickness',
    'ailment',
  ],
  ['api', 'endpoint', 'rest'],
  ['industry', 'industries', 'sector', 'sectors', 'vertical', 'verticals'],
  ['image', 'images', 'picture', 'pictures', 'photo', 'photos'],
  ['change', 'modify', 'edit', 'alter', 'write'],
  ['long', 'last', 'lasts', 'duration'],
  ['implementation', 'implement', 'rollout', 'deployment', 'launch'],
  ['full', 'complete', 'entire', 'whole'],
  ['workflow', 'workflows', 'automation', 'automations'],
  ['choose', 'select', 'pick', 'tick'],
  ['server', 'servers', 'host', 'hosted', 'hosting', 'premise', 'premises'],
  // The visitor's own code that calls an API runs on their server.
  ['server', 'servers', 'backend', 'backends'],
  ['night', 'nights', 'weekend', 'weekends', 'overnight', 'clock', 'anytime'],
];

const table = new Map<string, Set<string>>();
for (const group of groups) {
  const terms = [
    ...new Set(group.map((w) => termOf(w)).filter((t): t is string => t !== undefined)),
  ];
  for (const t of terms) {
    let set = table.get(t);
    if (!set) {
      set = new Set();
      table.set(t, set);
    }
    for (const other of terms) if (other !== t) set.add(other);
  }
}

// Words that mean another only one way round: an allowance that finishes, is exhausted or
// depleted has run out ("runs out" indexes as "run"), but to run a business is not to finish it.
const oneWay: ReadonlyArray<readonly [string[], string]> = [
  [['finish', 'finished', 'exhaust', 'exhausted', 'deplete', 'depleted'], 'run'],
];
for (const [words, meaning] of oneWay) {
  const target = termOf(meaning);
  if (!target) continue;
  for (const w of words) {
    const t = termOf(w);
    if (!t) continue;
    let set = table.get(t);
    if (!set) {
      set = new Set();
      table.set(t, set);
    }
    set.add(target);
  }
}

/** Index terms meaning the same as `term` (never `term` itself). */
export function synonymsOf(term: string): readonly string[] {
  const set = table.get(term);
  return set ? [...set] : [];
}

// Two words a visitor writes for one word of a help page, one way round: a response time
// promised is what a service-level agreement (SLA) states. Keyed by the two words joined.
const twoWordMeanings: ReadonlyArray<readonly [string, string]> = [['responsetime', 'sla']];
const twoWordTable = new Map<string, string[]>();
for (const [joined, meaning] of twoWordMeanings) {
  const from = termOf(joined);
  const to = termOf(meaning);
  if (from && to) twoWordTable.set(from, [...(twoWordTable.get(from) ?? []), to]);
}

/** Index terms a two-word phrase, given as the term of its joined words, means. */
export function twoWordSynonymsOf(joinedTerm: string): readonly string[] {
  return twoWordTable.get(joinedTerm) ?? [];
}
