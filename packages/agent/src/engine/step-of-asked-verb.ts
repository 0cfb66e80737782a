import { analyze } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { classifyQuestion } from './question-type.ts';
import { runnerUp, withFirst } from './runner-up.ts';
import { holdsSteps, samePage } from './unit-shape.ts';

// Verbs of doing something in a product, as visitors and help pages both write them.
const actionTerms = new Set(
  analyze(
    'install connect create generate add upload invite subscribe resend reset paste enable embed import sync link remove delete rotate renew download',
  ),
);

/**
 * A how-to whose best passage is an FAQ entry answering another kind of question ("What
 * command installs the client?" finds "Which languages can I call it from?", naming the
 * client) is answered by its own page's steps, among the next four
 * passages, when one of them does the asked thing: one numbered line holding the question's
 * verb ("Install the client with npm install …") and another word it asks about, scoring at
 * least half as well as the first. The question need not name the page: the step does.
 */
export function stepOfAskedVerbFirst(passages: readonly Passage[], question: string): Passage[] {
  const top = passages[0];
  // Only an FAQ entry answering another kind of question gives way; a page's own prose may
  // say how ("upload a CSV of questions and answers") better than its overview steps.
  if (!top || top.question === undefined || classifyQuestion(top.question) === 'how-to')
    return [...passages];
  const asked = new Set(analyze(question));
  const verbs = [...asked].filter((t) => actionTerms.has(t));
  if (verbs.length === 0) return [...passages];
  const doesIt = (line: string) => {
    const terms = new Set(analyze(line));
    return (
      verbs.some((v) => terms.has(v)) && [...asked].some((t) => !actionTerms.has(t) && terms.has(t))
    );
  };
  const way = runnerUp(
    passages,
    5,
    0.5,
    (p) =>
      holdsSteps(p) &&
      samePage(p, top) &&
      p.text.split('\n').some((line) => /^\s*\d+[.)]\s/.test(line) && doesIt(line)),
  );
  return withFirst(passages, way);
}
