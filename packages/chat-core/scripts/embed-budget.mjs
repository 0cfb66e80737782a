// The embeddable widget's size budget (issue 16): builds the embed and prints, gzipped, the
// loader (budget 3 KB) and everything the widget loads until the first reply (loader + panel
// chunk + the live channel chunk; budget 60 KB), plus the biggest modules of the panel.
// --react builds with React instead of Preact (for comparison). --enforce exits 1 when a
// budget is exceeded. Usage: node scripts/embed-budget.mjs [--react] [--enforce] [--top=N]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const react = args.includes('--react');
const enforce = args.includes('--enforce');
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 12);
const out = react ? 'node_modules/.cache/lisa-embed-react' : 'dist/embed';

const BUDGET = { loader: 3 * 1024, firstReply: 60 * 1024 };
const modules = new Map();
await build({
  root,
  configFile: join(root, 'vite.embed.config.ts'),
  logLevel: 'warn',
  mode: react ? 'react' : 'production',
  build: { outDir: out },
  plugins: [
    {
      name: 'lisa-embed-report',
      generateBundle(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const [id, info] of Object.entries(chunk.modules)) {
            const name = id
              .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
              .replace(root, '.');
            const pkg =
              name.startsWith('.') || name.startsWith('/')
                ? name
                : name
                    .split('/')
                    .slice(0, name.startsWith('@') ? 2 : 1)
                    .join('/');
            modules.set(pkg, (modules.get(pkg) ?? 0) + info.renderedLength);
          }
        }
      },
    },
  ],
});

const dir = join(root, out);
const gz = (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const chunks = readdirSync(join(dir, 'chunks'));
const loader = gz('lisa-widget.js');
const panelFile = chunks.find((f) => f.startsWith('mount-panel-'));
const liveFile = chunks.find((f) => f.startsWith('visitor-live-'));
const panel = panelFile ? gz(`chunks/${panelFile}`) : 0;
const live = liveFile ? gz(`chunks/${liveFile}`) : 0;
const firstReply = loader + panel + live;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

console.log(`Embeddable widget (${react ? 'React' : 'Preact via preact/compat'}), gzipped:`);
console.log(`  loader lisa-widget.js          ${kb(loader)}   (budget ${kb(BUDGET.loader)})`);
console.log(`  panel chunk ${panelFile}  ${kb(panel)}`);
console.log(`  live channel chunk             ${kb(live)}`);
console.log(
  `  until the first reply          ${kb(firstReply)}   (budget ${kb(BUDGET.firstReply)})`,
);
console.log(`Largest parts (minified, before gzip):`);
for (const [name, size] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`  ${kb(size).padStart(9)}  ${name}`);
}
const over = [];
if (loader > BUDGET.loader) over.push('loader');
if (firstReply > BUDGET.firstReply) over.push('first reply');
if (over.length > 0) {
  console.log(`Over budget: ${over.join(', ')}`);
  if (enforce) process.exit(1);
}
