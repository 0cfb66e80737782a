// How the screen names and formats each figure, and which list it opens.
import type { AnalyticsFigures, AnalyticsMetric } from '@lisa/contracts/analytics';

export function formatPercent(value: number | null): string {
  return value === null ? '–' : `${Math.round(value * 1000) / 10}%`;
}

/** 90 s, 12 min, 3.5 h, 2.1 d. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.round(seconds / 360) / 10} h`;
  return `${Math.round(seconds / 8640) / 10} d`;
}

export interface FigureCard {
  key: string;
  label: string;
  value: (f: AnalyticsFigures) => string;
  /** The raw number compared with the period before. */
  raw: (f: AnalyticsFigures) => number | null;
  /** true: up is good; false: down is good. */
  higherIsBetter: boolean;
  metric: AnalyticsMetric;
  note?: (f: AnalyticsFigures) => string;
}

const n = (value: number) => value.toLocaleString('en-US');

export const FIGURE_CARDS: FigureCard[] = [
  {
    key: 'conversations',
    label: 'Conversations',
    value: (f) => n(f.conversations),
    raw: (f) => f.conversations,
    higherIsBetter: true,
    metric: 'conversations',
    note: (f) => `Started by customers; ${n(f.proactive)} proactive, ${n(f.messages)} messages`,
  },
  {
    key: 'automation_rate',
    label: 'Automation rate',
    value: (f) => formatPercent(f.automation_rate),
    raw: (f) => f.automation_rate,
    higherIsBetter: true,
    metric: 'automated',
    note: (f) => `${n(f.automated)} resolved by the assistant alone`,
  },
  {
    key: 'durable_rate',
    label: 'Durable resolution',
    value: (f) => formatPercent(f.durable_rate),
    raw: (f) => f.durable_rate,
    higherIsBetter: true,
    metric: 'durable',
    note: (f) => `${n(f.durable)} of ${n(f.resolved)} stayed resolved 7 days`,
  },
  {
    key: 'handoff_rate',
    label: 'Handoff rate',
    value: (f) => formatPercent(f.handoff_rate),
    raw: (f) => f.handoff_rate,
    higherIsBetter: false,
    metric: 'handoffs',
    note: (f) => `${n(f.handoffs)} handed to a person`,
  },
  {
    key: 'reopen_rate',
    label: 'Reopen rate',
    value: (f) => formatPercent(f.reopen_rate),
    raw: (f) => f.reopen_rate,
    higherIsBetter: false,
    metric: 'reopened',
    note: (f) => `${n(f.reopened)} came back within 7 days`,
  },
  {
    key: 'first_response',
    label: 'First human response',
    value: (f) => formatDuration(f.first_response.median),
    raw: (f) => f.first_response.median,
    higherIsBetter: false,
    metric: 'human_replied',
    note: (f) => `Median; 90% within ${formatDuration(f.first_response.p90)}`,
  },
  {
    key: 'resolution_time',
    label: 'Resolution time',
    value: (f) => formatDuration(f.resolution_time.median),
    raw: (f) => f.resolution_time.median,
    higherIsBetter: false,
    metric: 'resolved',
    note: (f) => `Median; 90% within ${formatDuration(f.resolution_time.p90)}`,
  },
  {
    key: 'csat_bot',
    label: 'Satisfaction: assistant',
    value: (f) => (f.csat_bot === null ? '–' : `${f.csat_bot} / 5`),
    raw: (f) => f.csat_bot,
    higherIsBetter: true,
    metric: 'rated_bot',
    note: (f) => `${n(f.rated_bot)} ratings`,
  },
  {
    key: 'csat_member',
    label: 'Satisfaction: team',
    value: (f) => (f.csat_member === null ? '–' : `${f.csat_member} / 5`),
    raw: (f) => f.csat_member,
    higherIsBetter: true,
    metric: 'rated_member',
    note: (f) => `${n(f.rated_member)} ratings`,
  },
  {
    key: 'credits',
    label: 'Credits used',
    value: (f) => n(f.credits_used),
    raw: (f) => f.credits_used,
    higherIsBetter: false,
    metric: 'resolved',
    note: (f) =>
      `${f.credits_per_resolved ?? '–'} per resolved conversation; about ${f.hours_saved} h saved`,
  },
  {
    key: 'leads',
    label: 'Leads',
    value: (f) => n(f.leads),
    raw: (f) => f.leads,
    higherIsBetter: true,
    metric: 'leads',
    note: (f) => `${n(f.deals_won)} deals won`,
  },
];

export const HANDOFF_REASONS: {
  metric: AnalyticsMetric;
  label: string;
  key: keyof AnalyticsFigures;
}[] = [
  { metric: 'handoff_requested', label: 'Asked for a person', key: 'handoff_requested' },
  {
    metric: 'handoff_could_not_answer',
    label: 'Assistant could not answer',
    key: 'handoff_could_not_answer',
  },
  { metric: 'handoff_rule', label: 'A rule (keyword, no credits)', key: 'handoff_rule' },
  { metric: 'handoff_workflow', label: 'A workflow', key: 'handoff_workflow' },
];

export const METRIC_LABELS: Record<AnalyticsMetric, string> = {
  conversations: 'Conversations started by customers',
  proactive: 'Proactive conversations',
  resolved: 'Resolved conversations',
  automated: 'Resolved by the assistant alone',
  durable: 'Stayed resolved 7 days',
  reopened: 'Reopened within 7 days',
  handoffs: 'Handed to a person',
  handoff_requested: 'Handed over: asked for a person',
  handoff_could_not_answer: 'Handed over: assistant could not answer',
  handoff_rule: 'Handed over: a rule',
  handoff_workflow: 'Handed over: a workflow',
  human_replied: 'Answered by a person',
  rated: 'Rated conversations',
  rated_bot: 'Rated, resolved by the assistant',
  rated_member: 'Rated, resolved by the team',
  leads: 'Conversations with a lead',
  deals_won: 'Conversations with a deal won',
};

/** Change against the period before, as a signed percentage (null when not comparable). */
export function change(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return (now - before) / before;
}
