// A branch rule's conditions over run variables; all of one rule's conditions must hold.
import type { WorkflowStep } from '@lisa/contracts/workflows';
import type { Variables } from './template.ts';

type Branch = Extract<WorkflowStep, { type: 'branch' }>;
type Condition = Branch['rules'][number]['when'][number];

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

export function holds(condition: Condition, variables: Variables): boolean {
  const value = variables[condition.variable];
  const expected = condition.value ?? '';
  const text = isSet(value) ? String(value).toLowerCase() : '';
  switch (condition.op) {
    case 'is_set':
      return isSet(value);
    case 'is_not_set':
      return !isSet(value);
    case 'equals':
      return text === expected.toLowerCase();
    case 'not_equals':
      return text !== expected.toLowerCase();
    case 'contains':
      return text.includes(expected.toLowerCase());
    case 'greater_than':
    case 'less_than': {
      const left = Number(value);
      const right = Number(expected);
      if (!isSet(value) || Number.isNaN(left) || Number.isNaN(right)) return false;
      return condition.op === 'greater_than' ? left > right : left < right;
    }
  }
}

/** The first rule whose conditions all hold names the next step; else `otherwise`. */
export function branchTarget(step: Branch, variables: Variables): string | undefined {
  const rule = step.rules.find((candidate) => candidate.when.every((c) => holds(c, variables)));
  return rule ? rule.goto : step.otherwise;
}
