// What a run carries between two visitor messages (stored by the host as it is), what it
// tells the host to do, and the texts the engine itself says.
import type { ConnectorAction, ConnectorApp } from '@lisa/contracts/connectors';
import type { RunStatus, VariableValue } from '@lisa/contracts/workflows';
import type { Variables } from './template.ts';

export interface RunState {
  status: RunStatus;
  /** The step the run waits at, or failed at; null once it ended. */
  stepId: string | null;
  variables: Variables;
  /** Wrong answers to the current question so far; at a connector step, its failed attempts. */
  reasks: number;
}

export type RunEvent =
  | { kind: 'start' }
  | { kind: 'message'; text: string }
  /** A wait step's time came. */
  | { kind: 'timer'; stepId: string }
  /** Run again from a step (a failed run's "retry from this step"). */
  | { kind: 'retry'; stepId: string };

export interface StepLogEntry {
  stepId: string;
  stepType: string;
  input: unknown;
  output: unknown;
  variables: Variables;
  durationMs: number;
  error: string | null;
}

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** The same for every attempt of one step of one run: the receiver drops repeats. */
  idempotencyKey: string;
}

export interface ConnectorCall {
  app: ConnectorApp;
  action: ConnectorAction;
  input: Record<string, string>;
  /** The same for every attempt of one step of one run: nothing is created twice. */
  idempotencyKey: string;
}

export type ConnectorOutcome =
  | { ok: true; recordId: string | null; output: Record<string, VariableValue> }
  /** `retryable`: 429, 5xx, no answer; the message is in plain words for the run log. */
  | { ok: false; retryable: boolean; message: string; retryAfterMs?: number };

export interface HttpResponse {
  status: number;
  body: unknown;
}

/** Everything outside the engine, handed in by the host (the API, or a dry run's fakes). */
export interface WorkflowPorts {
  now(): Date;
  timeZone: string;
  defaultCountry?: string;
  /** Stable per run: idempotency keys are built from it. */
  runKey: string;
  knowledge(question: string): Promise<{ found: boolean; text: string }>;
  updateContact(change: { fields: Record<string, VariableValue>; tags: string[] }): Promise<void>;
  createLead(input: {
    name?: string;
    email?: string;
    phone?: string;
    company?: string;
    notes?: string;
  }): Promise<{ id: number }>;
  createDeal(input: { title: string; amount?: number }): Promise<{ id: number }>;
  createTask(input: { title: string; description?: string; dueAt?: Date }): Promise<{ id: number }>;
  http(request: HttpRequest): Promise<HttpResponse>;
  /** A connected app (Zoho CRM, Odoo, Kijani, Asana, Google Calendar). */
  connector(call: ConnectorCall): Promise<ConnectorOutcome>;
  /**
   * Attempts of a connector step and the first backoff; a retryable failure waits on a
   * durable timer (schedule 'resume' at the step), doubling (default 4 attempts, 30 s).
   */
  connectorRetry?: { attempts: number; baseMs: number };
  /** A durable timer: resume the run at a wait step, or send a reminder message. */
  schedule(
    at: Date,
    job: { kind: 'resume'; stepId: string } | { kind: 'reminder'; stepId: string; text: string },
  ): Promise<void>;
  sleep(ms: number): Promise<void>;
  /** Attempts of an HTTP step and the first backoff (default 3 attempts, 500 ms, doubling). */
  httpRetry?: { attempts: number; baseMs: number };
}

export interface AdvanceResult {
  state: RunState;
  /** Messages for the visitor, in order. */
  replies: string[];
  log: StepLogEntry[];
  /** The conversation goes to a person. */
  handoff: boolean;
}

export const MAX_REASKS = 3;
/** Steps one turn may run before the run is stopped as looping. */
export const MAX_STEPS_PER_TURN = 100;

export const TEXTS = {
  cancelled: 'Okay, I have stopped. Ask me anything else whenever you like.',
  handoff: 'Let me get a person from the team to help you with this.',
  failed: 'Sorry, something went wrong on our side. A teammate will look into it.',
  noAnswer: 'I could not find an answer to that.',
  connectorWait: 'This is taking a little longer than usual. I will come back to you here shortly.',
} as const;

const STOP_WORDS = /^\s*(stop|cancel|quit|exit|never ?mind)\s*[.!]*\s*$/i;
export const isStop = (text: string) => STOP_WORDS.test(text);

/** A message that reads as a question of its own, not an answer ("how much is shipping?"). */
export const isOffFlowQuestion = (text: string) => /\?\s*$/.test(text.trim());
