// Porter's 1980 suffix-stripping algorithm (the classic English stemmer). Written out
// here because the package must run with nothing to install and the algorithm is
// small and frozen: "integrations", "integrated" and "integrating" all become "integr".

const consonantAt = (word: string, i: number): boolean => {
  const ch = word[i];
  if (ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u') return false;
  if (ch === 'y') return i === 0 ? true : !consonantAt(word, i - 1);
  return true;
};

/** m() of the paper: the number of vowel-consonant sequences in word[0..end). */
const measure = (word: string, end: number): number => {
  let n = 0;
  let i = 0;
  while (i < end && consonantAt(word, i)) i++;
  while (i < end) {
    while (i < end && !consonantAt(word, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && consonantAt(word, i)) i++;
  }
  return n;
};

const hasVowel = (word: string, end: number): boolean => {
  for (let i = 0; i < end; i++) if (!consonantAt(word, i)) return true;
  return false;
};

const endsDoubleConsonant = (word: string): boolean => {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && consonantAt(word, n - 1);
};

/** *o of the paper: stem ends consonant-vowel-consonant, last not w, x or y. */
const endsCvc = (word: string, end: number): boolean => {
  if (end < 3) return false;
  if (!consonantAt(word, end - 1) || consonantAt(word, end - 2) || !consonantAt(word, end - 3)) {
    return false;
  }
  const last = word[end - 1];
  return last !== 'w' && last !== 'x' && last !== 'y';
};

const replaceSuffix = (
  word: string,
  rules: ReadonlyArray<readonly [string, string]>,
  minMeasure: number,
): string => {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stemEnd = word.length - suffix.length;
      return measure(word, stemEnd) > minMeasure ? word.slice(0, stemEnd) + replacement : word;
    }
  }
  return word;
};

const step2Rules: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];

const step3Rules: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

const step4Suffixes = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

const longestMatch = (word: string, suffixes: readonly string[]): string | undefined => {
  let best: string | undefined;
  for (const s of suffixes) if (word.endsWith(s) && (!best || s.length > best.length)) best = s;
  return best;
};

const longestRule = (
  word: string,
  rules: ReadonlyArray<readonly [string, string]>,
): ReadonlyArray<readonly [string, string]> => {
  let best: readonly [string, string] | undefined;
  for (const rule of rules) {
    if (word.endsWith(rule[0]) && (!best || rule[0].length > best[0].length)) best = rule;
  }
  return best ? [best] : [];
};

/** Stems one lower-case English word. Words of one or two letters are returned as is. */
export function porterStem(input: string): string {
  if (input.length <= 2) return input;
  let w = input;

  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    // unchanged
  } else if (w.endsWith('s')) w = w.slice(0, -1);

  // Step 1b: -ed and -ing.
  let step1bExtra = false;
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    step1bExtra = true;
  } else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    step1bExtra = true;
  }
  if (step1bExtra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += 'e';
  }

  // Step 1c: terminal y after a vowel-bearing stem.
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;

  w = replaceSuffix(w, longestRule(w, step2Rules), 0);
  w = replaceSuffix(w, longestRule(w, step3Rules), 0);

  // Step 4: strip a suffix when the remaining stem has m > 1.
  const s4 = longestMatch(w, step4Suffixes);
  if (s4) {
    const stemEnd = w.length - s4.length;
    if (measure(w, stemEnd) > 1) {
      if (s4 !== 'ion' || /[st]$/.test(w.slice(0, stemEnd))) w = w.slice(0, stemEnd);
    }
  }

  // Step 5a/5b: final e and double l.
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);

  return w;
}
