import { namesPlaceToAct } from './place-steps.ts';

// A page may hold two sets of steps for one task: what to do in the other product ("Sign in
// with a user who can create leads", "Approve the scopes") and where to do it in this one
// ("Open Integrations › CRM and sign in"). A how-to answered by the first alone tells the
// visitor what to approve but never where to start; the same page's steps naming the screen
// complete it.

/** How the composer sees one unit of a passage. */
export interface StepView<C> {
  text: (c: C) => string;
  ordered: (c: C) => boolean;
  page: (c: C) => string | undefined;
  /** The unit's whole run of list items, in order. */
  run: (c: C) => C[];
  priced: (c: C) => boolean;
}

/**
 * The run of steps to add to a how-to's chosen steps: none of the chosen steps names a place
 * to act, and another numbered list of the same page does (its first such list, in the
 * candidates' order). Undefined when nothing is to be added.
 */
export function stepsSayingWhere<C>(
  chosen: ReadonlySet<C>,
  candidates: readonly C[],
  view: StepView<C>,
): C[] | undefined {
  const steps = [...chosen].filter(view.ordered);
  if (steps.length < 2 || [...chosen].some((c) => namesPlaceToAct(view.text(c)))) return undefined;
  const pages = new Set(steps.map(view.page));
  for (const c of candidates) {
    if (chosen.has(c) || !view.ordered(c) || !pages.has(view.page(c))) continue;
    if (!namesPlaceToAct(view.text(c))) continue;
    const run = view.run(c);
    if (run.length < 2 || run.some((o) => chosen.has(o) || view.priced(o))) continue;
    return run;
  }
  return undefined;
}
