// `pnpm --filter @lisa/agent ablate`: measures each refusal check (src/engine/refusal-checks.ts)
// by switching it off, one at a time, and running every SEEN set (the tuning set and held-out
// sets 11-23 to 13) against business 1's knowledge. Per check and set it counts, against the
// engine with every check on:
//   +ans  answerable cases newly passing (asked facts, <= 2 other prices): false refusals it caused
//   -ans  answerable cases newly failing
//   -dec  decision cases (handoff / don't-know) newly wrong: refusals it got right
//   inv   of those, off-topic questions newly answered (invented answers it prevents)
// Held-out set 15 is the next round's blind measure and is never imported here.
// `--only a,b` measures only the named checks (and skips the every-check-off row); `--cases` lists the cases each check changes.

import { loadavg } from 'node:os';
import { isRefusalCheck, type RefusalCheck, refusalChecks } from '../src/engine/refusal-checks.ts';
import type { AgentReply } from '../src/types.ts';
import { type Expected, expectedFor, type HeldOutCase } from './eval-case.ts';
import { historyTurns } from './held-out-eval.ts';
import { createLisaEngine, type LisaEngine } from './lisa-engine.ts';
import { evalCases } from './questions.ts';
import { missingFacts, otherPrices } from './reply-checks.ts';
import { seenSets } from './seen-sets.ts';

interface Case {
  q: string;
  expect: Expected;
  offTopic: boolean;
  facts: RegExp[];
  history?: Parameters<typeof historyTurns>[1]['history'];
}

const heldOut = (cases: readonly HeldOutCase[]): Case[] =>
  cases.map((c) => ({
    q: c.q,
    expect: expectedFor(c.kind),
    offTopic: c.kind === 'off-topic',
    facts: [...(c.fact ? [c.fact] : []), ...(c.facts ?? [])],
    ...(c.history ? { history: c.history } : {}),
  }));

const sets: Array<{ name: string; cases: Case[] }> = [
  {
    name: 'tuning',
    cases: evalCases.map((c) => ({
      q: c.q,
      expect: c.expect,
      offTopic: c.expect === 'dont-know',
      facts: [...(c.fact ? [c.fact] : []), ...(c.facts ?? [])],
      ...(c.history ? { history: c.history } : {}),
    })),
  },
  ...seenSets.map((set) => ({ name: set.name, cases: heldOut(set.cases) })),
];

/** Whether a reply passes its case: the asked facts with <= 2 other prices, or the decision. */
function passes(c: Case, reply: AgentReply): boolean {
  const answered = reply.decision === 'answer' || reply.decision === 'faq';
  if (c.expect !== 'answer') return reply.decision === c.expect;
  return (
    answered &&
    missingFacts(reply.text, c.facts).length === 0 &&
    otherPrices(reply.text, c.facts).length <= 2
  );
}

/** Pass or fail of every case of every set, and whether an off-topic case was answered. */
async function runAll(lisa: LisaEngine, trace = false) {
  const out: Array<Array<{ pass: boolean; answered: boolean; reason?: string }>> = [];
  for (const set of sets) {
    const row: Array<{ pass: boolean; answered: boolean; reason?: string }> = [];
    for (const c of set.cases) {
      const reply = await lisa.ask(c.q, await historyTurns(lisa, c), trace);
      row.push({
        pass: passes(c, reply),
        answered: reply.decision === 'answer' || reply.decision === 'faq',
        ...(reply.trace ? { reason: reply.trace.reason } : {}),
      });
    }
    out.push(row);
  }
  return out;
}

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const only = arg('--only')?.split(',');
const listCases = process.argv.includes('--cases');
const checks: RefusalCheck[] = only ? only.filter(isRefusalCheck) : [...refusalChecks];
const out = (line = '') => process.stdout.write(`${line}\n`);

const baseline = await runAll(createLisaEngine(), true);
// What refused each answerable case that got "I don't know" with every check on.
const refusedBy = new Map<string, number[]>();
for (const [s, set] of sets.entries())
  for (const [i, c] of set.cases.entries()) {
    const r = baseline[s]?.[i];
    if (c.expect !== 'answer' || !r || r.answered || !r.reason) continue;
    const name =
      r.reason.match(/^Refused by the (\S+) check/)?.[1] ?? r.reason.replace(/ \(.*$/, '');
    const counts = refusedBy.get(name) ?? sets.map(() => 0);
    counts[s] = (counts[s] ?? 0) + 1;
    refusedBy.set(name, counts);
    if (listCases) process.stdout.write(`refused [${set.name}] by ${name}: "${c.q}"\n`);
  }
out(`\nRefusal checks switched off one at a time (${sets.length} seen sets)`);
out('Per set: +ans/-ans/-dec(inv) — see the head of eval/ablate.ts for what each counts.\n');
const head = ['check', ...sets.map((s) => s.name), 'total +ans', '-ans', '-dec', 'inv'];
const width = 15;
out(head.map((h, i) => (i === 0 ? h.padEnd(20) : h.padEnd(width))).join(''));
const detail: string[] = [];
// One row per check off alone, then one with every check off: two checks refusing the same
// case hide each other one at a time, and the last row shows what they refuse together.
const rows: Array<{ label: string; off: RefusalCheck[] }> = [
  ...checks.map((check) => ({ label: check, off: [check] })),
  ...(only ? [] : [{ label: 'every check off', off: [...refusalChecks] }]),
];
for (const { label: check, off: switchedOff } of rows) {
  const off = await runAll(createLisaEngine(switchedOff));
  const cells: string[] = [];
  let plus = 0;
  let minus = 0;
  let dec = 0;
  let inv = 0;
  for (const [s, set] of sets.entries()) {
    let p = 0;
    let m = 0;
    let d = 0;
    let v = 0;
    for (const [i, c] of set.cases.entries()) {
      const before = baseline[s]?.[i];
      const after = off[s]?.[i];
      if (!before || !after || before.pass === after.pass) continue;
      const change = after.pass ? 'newly passing' : 'newly failing';
      if (c.expect === 'answer') {
        if (after.pass) p++;
        else m++;
      } else if (!after.pass) {
        d++;
        if (c.offTopic && after.answered) v++;
      }
      if (listCases) detail.push(`${check} [${set.name}] ${change} (${c.expect}): "${c.q}"`);
    }
    plus += p;
    minus += m;
    dec += d;
    inv += v;
    cells.push(p + m + d === 0 ? '.' : `+${p}/-${m}/-${d}(${v})`);
  }
  out(
    [
      check.padEnd(20),
      ...cells.map((c) => c.padEnd(width)),
      ...[plus, minus, dec, inv].map((n) => String(n).padEnd(width)),
    ]
      .join('')
      .trimEnd(),
  );
}
const answerable = sets.map((s, i) => {
  const cases = s.cases.filter((c) => c.expect === 'answer');
  const passed = s.cases.filter((c, j) => c.expect === 'answer' && baseline[i]?.[j]?.pass).length;
  return `${s.name} ${passed}/${cases.length}`;
});
out(`\nWith every check on, answerable passing: ${answerable.join(', ')}`);
out(
  `(load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')})`,
);
out('\nAnswerable cases refused with every check on, by what refused them (per set, total):');
for (const [name, counts] of refusedBy)
  out(`  ${name}: ${counts.join(' ')} = ${counts.reduce((a, b) => a + b, 0)}`);
if (detail.length > 0) out(`\n${detail.join('\n')}`);
