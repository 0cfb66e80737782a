// The editor: the trigger, the steps as a vertical flow with their branches, a form per
// step (validated as you type), the test panel, publish / enable, version history with roll
// back, and the latest runs.
import type { Workflow, WorkflowStep, WorkflowStepType } from '@lisa/contracts/workflows';
import { targetsOf, WORKFLOW_STEP_TYPES } from '@lisa/contracts/workflows';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Select, Switch } from '@lisa/ui/input';
import { Skeleton } from '@lisa/ui/skeleton';
import { toast } from '@lisa/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowLeft, GitBranch, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { workflowsQueries } from '../api/workflows-api.ts';
import { useWorkflowMutations, useWorkflowsApi } from '../hooks/use-workflows.ts';
import { blankStep, STEP_LABELS, stepSummary, triggerSummary } from '../lib/step-labels.ts';
import { variablesOf } from '../lib/variables.ts';
import { StepForm } from './step-form.tsx';
import { TestPanel } from './test-panel.tsx';
import { TriggerForm } from './trigger-form.tsx';
import { StatusBadge } from './workflow-list.tsx';

function fail(error: unknown, fallback: string) {
  toast.error(toApiFailure(error, fallback).message);
}

function Flow({
  workflow,
  onEdit,
  onRemove,
}: {
  workflow: Workflow;
  onEdit: (step: WorkflowStep) => void;
  onRemove: (step: WorkflowStep) => void;
}) {
  const steps = workflow.definition.steps;
  return (
    <ol aria-label="Steps" className="flex flex-col items-stretch gap-1">
      {steps.map((step, index) => {
        const jumps = targetsOf(step).filter((target) => target !== steps[index + 1]?.id);
        return (
          <li key={step.id} className="flex flex-col items-center gap-1">
            <div className="w-full rounded-card border border-line bg-surface-raised p-3">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-sm">
                    <span className="text-ink-muted">{index + 1}.</span> {STEP_LABELS[step.type]}{' '}
                    <span className="font-mono text-ink-muted text-xs">{step.id}</span>
                  </p>
                  <p className="truncate text-ink-muted text-sm">{stepSummary(step)}</p>
                  {step.type === 'branch' ? (
                    <ul className="mt-1 flex flex-col gap-0.5 text-xs">
                      {step.rules.map((rule) => (
                        <li
                          key={`${rule.goto}-${JSON.stringify(rule.when)}`}
                          className="flex items-center gap-1"
                        >
                          <GitBranch aria-hidden="true" className="size-3" />
                          If{' '}
                          {rule.when
                            .map((c) =>
                              `${c.variable} ${c.op.replaceAll('_', ' ')} ${c.value ?? ''}`.trim(),
                            )
                            .join(' and ')}{' '}
                          → {rule.goto}
                        </li>
                      ))}
                      <li className="flex items-center gap-1">
                        <GitBranch aria-hidden="true" className="size-3" />
                        Otherwise → {step.otherwise ?? steps[index + 1]?.id ?? 'end'}
                      </li>
                    </ul>
                  ) : jumps.length ? (
                    <p className="text-xs">Then → {jumps.join(', ')}</p>
                  ) : null}
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Edit step ${step.id}`}
                  onClick={() => onEdit(step)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove step ${step.id}`}
                  disabled={steps.length === 1}
                  onClick={() => onRemove(step)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </div>
            {index < steps.length - 1 ? (
              <ArrowDown aria-hidden="true" className="size-4 text-ink-muted" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

export function WorkflowEditor({
  id,
  onBack,
  onOpenRun,
}: {
  id: number;
  onBack: () => void;
  onOpenRun: (runId: number) => void;
}) {
  const api = useWorkflowsApi();
  const workflow = useQuery(workflowsQueries.one(api, id));
  const versions = useQuery(workflowsQueries.versions(api, id));
  const runs = useQuery(workflowsQueries.runs(api, id));
  const mutations = useWorkflowMutations();
  const [editing, setEditing] = useState<WorkflowStep | null>(null);
  const [newType, setNewType] = useState<WorkflowStepType>('ask');

  if (workflow.isError) {
    return (
      <div role="alert" className="rounded-card bg-danger-surface p-4 text-danger-ink text-sm">
        The workflow could not be loaded.{' '}
        <Button variant="link" onClick={() => workflow.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!workflow.data) return <Skeleton className="h-64 w-full" />;
  const current = workflow.data;
  const steps = current.definition.steps;

  async function saveSteps(next: WorkflowStep[], message: string) {
    try {
      await mutations.update.mutateAsync({ id, body: { definition: { steps: next } } });
      toast.success(message);
      return true;
    } catch (error) {
      fail(error, 'The draft could not be saved. Try again.');
      return false;
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All workflows
        </Button>
        <h2 className="font-semibold text-xl">{current.name}</h2>
        <StatusBadge workflow={current} />
        <div className="ml-auto flex items-center gap-3">
          <Switch
            label="Enabled"
            checked={current.enabled}
            onCheckedChange={(enabled) =>
              mutations.setEnabled.mutate(
                { id, enabled },
                { onError: (e) => fail(e, 'Could not change it. Try again.') },
              )
            }
          />
          <Button
            loading={mutations.publish.isPending}
            disabled={current.status === 'published'}
            onClick={() =>
              mutations.publish.mutate(id, {
                onSuccess: (published) =>
                  toast.success(`Published version ${published.published_version}.`),
                onError: (e) => fail(e, 'The workflow could not be published. Try again.'),
              })
            }
          >
            Publish
          </Button>
        </div>
      </div>
      <p className="text-ink-muted text-sm">
        {triggerSummary(current.trigger)}. Edits are saved as a draft; conversations use the
        published version, and one already running keeps the version it started on.
      </p>

      <section aria-labelledby="trigger-title" className="flex flex-col gap-2">
        <h2 id="trigger-title" className="font-semibold text-lg">
          Trigger
        </h2>
        <TriggerForm
          key={JSON.stringify(current.trigger)}
          workflow={current}
          saving={mutations.update.isPending}
          onSave={(trigger) =>
            mutations.update.mutate(
              { id, body: { trigger } },
              {
                onSuccess: () => toast.success('Trigger saved.'),
                onError: (e) => fail(e, 'The trigger could not be saved. Try again.'),
              },
            )
          }
        />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="steps-title" className="flex flex-col gap-3">
          <h2 id="steps-title" className="font-semibold text-lg">
            Steps
          </h2>
          <Flow
            workflow={current}
            onEdit={setEditing}
            onRemove={(step) =>
              saveSteps(
                steps.filter((s) => s.id !== step.id),
                'Step removed.',
              )
            }
          />
          <div className="flex items-end gap-2">
            <Select
              aria-label="New step type"
              value={newType}
              onChange={(e) => setNewType(e.target.value as WorkflowStepType)}
            >
              {WORKFLOW_STEP_TYPES.map((type) => (
                <option key={type} value={type}>
                  {STEP_LABELS[type]}
                </option>
              ))}
            </Select>
            <Button
              variant="secondary"
              onClick={() => setEditing(blankStep(newType, new Set(steps.map((s) => s.id))))}
            >
              Add step
            </Button>
          </div>
        </section>
        <TestPanel workflowId={id} />
      </div>

      <section aria-labelledby="history-title" className="flex flex-col gap-2">
        <h2 id="history-title" className="font-semibold text-lg">
          Version history
        </h2>
        {versions.data?.data.length ? (
          <ul className="divide-y divide-line rounded-card border border-line bg-surface-raised">
            {versions.data.data.map((version) => (
              <li key={version.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <span className="font-medium">Version {version.version}</span>
                {version.live ? <Badge tone="success">Live</Badge> : null}
                <span className="text-ink-muted">
                  {new Date(version.published_at).toLocaleString()}
                </span>
                {!version.live ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="ml-auto"
                    onClick={() =>
                      mutations.rollback.mutate(
                        { id, version: version.version },
                        {
                          onSuccess: () =>
                            toast.success(`Version ${version.version} is live again.`),
                          onError: (e) => fail(e, 'Could not roll back. Try again.'),
                        },
                      )
                    }
                  >
                    Roll back to version {version.version}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted text-sm">Not published yet.</p>
        )}
      </section>

      <section aria-labelledby="runs-title" className="flex flex-col gap-2">
        <h2 id="runs-title" className="font-semibold text-lg">
          Runs
        </h2>
        {runs.data?.data.length ? (
          <ul className="divide-y divide-line rounded-card border border-line bg-surface-raised">
            {runs.data.data.map((run) => (
              <li key={run.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <span className="font-medium">Run {run.id}</span>
                <Badge
                  tone={
                    run.status === 'failed'
                      ? 'danger'
                      : run.status === 'completed'
                        ? 'success'
                        : 'neutral'
                  }
                >
                  {run.status.replaceAll('_', ' ')}
                </Badge>
                <span className="text-ink-muted">v{run.version ?? '—'}</span>
                <span className="text-ink-muted">{new Date(run.started_at).toLocaleString()}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  className="ml-auto"
                  aria-label={`Open run ${run.id}`}
                  onClick={() => onOpenRun(run.id)}
                >
                  Open
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted text-sm">
            No runs yet. Publish the workflow and it runs in your chats.
          </p>
        )}
      </section>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit step"
      >
        {editing ? (
          <StepForm
            step={editing}
            stepIds={steps.map((s) => s.id)}
            variables={variablesOf(steps)}
            onCancel={() => setEditing(null)}
            onSave={async (step) => {
              const exists = steps.some((s) => s.id === editing.id);
              const next = exists
                ? steps.map((s) => (s.id === editing.id ? step : s))
                : [...steps, step];
              if (await saveSteps(next, 'Draft saved.')) setEditing(null);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
