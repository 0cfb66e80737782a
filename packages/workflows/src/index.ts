export { branchTarget, holds } from './conditions.ts';
export {
  type BusinessOpeningHours,
  DEFAULT_OPENING_HOURS,
  type FreeSlotQuery,
  freeSlots,
  type OpeningHours,
  type Slot,
  slotLabel,
} from './free-slots.ts';
export { advance, initialState } from './interpreter.ts';
export {
  type AdvanceResult,
  type ConnectorCall,
  type ConnectorOutcome,
  type HttpRequest,
  type HttpResponse,
  isOffFlowQuestion,
  isStop,
  MAX_REASKS,
  type RunEvent,
  type RunState,
  type StepLogEntry,
  TEXTS,
  type WorkflowPorts,
} from './run-state.ts';
export { placeholdersOf, render, type Variables } from './template.ts';
export { WORKFLOW_TEMPLATES, type WorkflowTemplate } from './templates.ts';
export { nextDueAt, triggerMatches } from './triggers.ts';
export { type AnswerCheck, type AnswerRule, checkAnswer } from './validate-answer.ts';
export { isTimeZone, zonedToInstant } from './zoned-time.ts';
