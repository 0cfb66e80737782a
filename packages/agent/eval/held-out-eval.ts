// A held-out set (held-out-questions-3.ts, or the earlier held-out-questions.ts), judged by the round-two issue's measures.
//
// - Answerable case (price, list, how-to, yes-no, two-in-one, follow-up, slang-typo,
//   language-fr, language-sw): answered (not don't-know / handoff), every fact present, and
//   at most two other prices in the answer (reply-checks.ts says what a price is).
// - Off-topic and don't-know: the don't-know decision; an answer on off-topic is invented.
// - Handoff: the handoff decision.
// - A case with a language also needs the agent's own sentences in it. The per-kind
//   breakdown counts a case as passed only when all of its checks hold.
// - Follow-ups replay their history first (see EvalCase.history); only the last reply is
//   timed and judged.
import type { ConversationTurn } from '../src/types.ts';
import { type CaseKind, caseKinds, expectedFor, type HeldOutCase } from './eval-case.ts';
import { quantile } from './figures.ts';
import type { LisaEngine } from './lisa-engine.ts';
import { firstLine, firstParagraphLanguage, missingFacts, otherPrices } from './reply-checks.ts';

export interface KindResult {
  kind: CaseKind;
  cases: number;
  passed: number;
}

export interface HeldOutResult {
  cases: number;
  answerable: number;
  /** Asked fact(s) present and at most two other prices. */
  factAndPrices: number;
  /** Asked fact(s) present, whatever else the answer says. */
  facts: number;
  offTopic: number;
  inventedOffTopic: number;
  decisionCases: number;
  decisionsRight: number;
  languageCases: number;
  languageRight: number;
  p50: number;
  p95: number;
  kinds: KindResult[];
  failures: string[];
}

export async function historyTurns(
  lisa: LisaEngine,
  c: Pick<HeldOutCase, 'history'>,
): Promise<ConversationTurn[]> {
  const turns: ConversationTurn[] = [];
  const history = c.history ?? [];
  for (const [i, turn] of history.entries()) {
    if (turn.role === 'agent') {
      turns.push({ sender: 'bot', text: turn.text });
      continue;
    }
    const written = history[i + 1]?.role === 'agent';
    const reply = written ? undefined : await lisa.ask(turn.text, [...turns]);
    turns.push({ sender: 'visitor', text: turn.text });
    if (reply) turns.push({ sender: 'bot', text: reply.text });
  }
  return turns;
}

export async function runHeldOutEval(
  lisa: LisaEngine,
  heldOutCases: readonly HeldOutCase[],
  verbose: boolean,
): Promise<HeldOutResult> {
  const r = {
    answerable: 0,
    factAndPrices: 0,
    facts: 0,
    offTopic: 0,
    inventedOffTopic: 0,
    decisionCases: 0,
    decisionsRight: 0,
    languageCases: 0,
    languageRight: 0,
  };
  const latencies: number[] = [];
  const failures: string[] = [];
  const passed = new Map<CaseKind, number>();

  for (const c of heldOutCases) {
    const history = await historyTurns(lisa, c);
    const started = performance.now();
    const reply = await lisa.ask(c.q, history);
    latencies.push(performance.now() - started);

    const expected = expectedFor(c.kind);
    const answered = reply.decision === 'answer' || reply.decision === 'faq';
    const problems: string[] = [];
    if (expected === 'answer') {
      r.answerable++;
      const facts = [...(c.fact ? [c.fact] : []), ...(c.facts ?? [])];
      const missing = answered ? missingFacts(reply.text, facts) : facts;
      const others = otherPrices(reply.text, facts);
      if (!answered) problems.push(`got ${reply.decision}`);
      else if (missing.length > 0) problems.push(`missing ${missing.map(String).join(' ')}`);
      if (others.length > 2) problems.push(`${others.length} other prices`);
      if (answered && missing.length === 0) {
        r.facts++;
        if (others.length <= 2) r.factAndPrices++;
      }
    } else {
      r.decisionCases++;
      if (reply.decision === expected) r.decisionsRight++;
      else problems.push(`expected ${expected}, got ${reply.decision}`);
      if (c.kind === 'off-topic') {
        r.offTopic++;
        if (answered) r.inventedOffTopic++;
      }
    }
    if (c.language) {
      r.languageCases++;
      const detected = firstParagraphLanguage(reply.text);
      if (detected === c.language) r.languageRight++;
      else problems.push(`own sentences in ${detected}, not ${c.language}`);
    }
    if (problems.length === 0) passed.set(c.kind, (passed.get(c.kind) ?? 0) + 1);
    else
      failures.push(
        `[${c.kind}] "${c.q}"${c.history ? ` (after ${c.history.length} turns)` : ''}: ${problems.join('; ')} -> ${firstLine(reply.text)}`,
      );
    if (verbose) process.stdout.write(`\n> [${c.kind}] ${c.q}\n${reply.decision}: ${reply.text}\n`);
  }

  const kinds = caseKinds.map((kind) => ({
    kind,
    cases: heldOutCases.filter((c) => c.kind === kind).length,
    passed: passed.get(kind) ?? 0,
  }));
  return {
    ...r,
    cases: heldOutCases.length,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    kinds,
    failures,
  };
}
