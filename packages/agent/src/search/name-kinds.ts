import { termOf } from '../text/analyzer.ts';

// Names of programming languages and their web frameworks, which no general dictionary reads
// as such (to WordNet a python is a snake and a ruby a stone): a developer asking "can I call
// your API from Python?" asks about a language, and help pages answer for any ("Any language
// that speaks HTTPS and JSON"). The name means its kind only when the question is about code:
// "sort a list in Python" asks nothing of the business's languages, which are mostly the ones
// its customers speak. A knowledge base that names the language itself (a Python SDK) keeps it:
// the index asks for a kind only for a word it has never seen.

const programmingLanguages = new Set([
  'python',
  'django',
  'flask',
  'fastapi',
  'php',
  'laravel',
  'symfony',
  'ruby',
  'rails',
  'java',
  'kotlin',
  'scala',
  'golang',
  'rust',
  'swift',
  'dart',
  'flutter',
  'csharp',
  'dotnet',
  'javascript',
  'nodejs',
  'perl',
  'elixir',
  'haskell',
  'clojure',
]);

// Words that put a question about code: an API, an SDK or library, developers, a backend.
const codeWords = new Set(
  [
    'api',
    'apis',
    'sdk',
    'sdks',
    'library',
    'libraries',
    'developer',
    'developers',
    'dev',
    'devs',
    'backend',
    'code',
    'coding',
    'codebase',
    'programmer',
    'programmers',
    'script',
    'scripts',
    'endpoint',
    'endpoints',
    'framework',
    'webhook',
    'webhooks',
  ].map((w) => termOf(w) ?? w),
);

// What developers install to call an API, in the word help pages use: "a client library", "an
// SDK" is the API's client.
const clientWords = new Set(['library', 'libraries', 'sdk', 'sdks']);

const kinds: ReadonlyArray<readonly [ReadonlySet<string>, string]> = [
  [programmingLanguages, 'language'],
  [clientWords, 'client'],
];

/**
 * The kind a word the index has never seen stands for in this question (["language"] for
 * "Python" in a question about an API), or none.
 */
export function kindsOfName(word: string, question: readonly string[]): string[] {
  const folded = word.toLowerCase();
  const kind = kinds.find(([names]) => names.has(folded))?.[1];
  if (!kind) return [];
  // Another word of the question puts it about code: a word of code, or a language's name.
  const aboutCode = question.some(
    (w) => w !== folded && (codeWords.has(termOf(w) ?? w) || programmingLanguages.has(w)),
  );
  return aboutCode ? [kind] : [];
}
