// The list: templates to start from (two clicks: use it, then publish) and the business's
// workflows with status, runs and errors.
import type { WorkflowSummary } from '@lisa/contracts/workflows';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { EmptyState } from '@lisa/ui/empty-state';
import { Skeleton } from '@lisa/ui/skeleton';
import { toast } from '@lisa/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { Workflow } from 'lucide-react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { workflowsQueries } from '../api/workflows-api.ts';
import { useWorkflowMutations, useWorkflowsApi } from '../hooks/use-workflows.ts';
import { triggerSummary } from '../lib/step-labels.ts';

export function StatusBadge({ workflow }: { workflow: WorkflowSummary }) {
  if (!workflow.enabled) return <Badge tone="neutral">Off</Badge>;
  if (workflow.status === 'draft') return <Badge tone="warning">Draft</Badge>;
  if (workflow.status === 'changed') {
    return <Badge tone="brand">Live v{workflow.published_version}, unpublished changes</Badge>;
  }
  return <Badge tone="success">Live v{workflow.published_version}</Badge>;
}

export function WorkflowList({ onOpen }: { onOpen: (id: number) => void }) {
  const api = useWorkflowsApi();
  const list = useQuery(workflowsQueries.list(api));
  const templates = useQuery(workflowsQueries.templates(api));
  const { create } = useWorkflowMutations();

  async function startFrom(key: string, name: string) {
    try {
      const created = await create.mutateAsync({ template: key as 'lead-qualification' });
      toast.success(`${name} added as a draft. Test it, then publish.`);
      onOpen(created.id);
    } catch (error) {
      toast.error(toApiFailure(error, 'The workflow could not be created. Try again.').message);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="templates-title" className="flex flex-col gap-3">
        <h2 id="templates-title" className="font-semibold text-lg">
          Start from a template
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {(templates.data?.data ?? []).map((template) => (
            <li
              key={template.key}
              className="flex flex-col gap-2 rounded-card border border-line bg-surface-raised p-4"
            >
              <h3 className="font-semibold">{template.name}</h3>
              <p className="flex-1 text-ink-muted text-sm">{template.description}</p>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Use template ${template.name}`}
                loading={
                  create.isPending &&
                  create.variables &&
                  'template' in create.variables &&
                  create.variables.template === template.key
                }
                onClick={() => startFrom(template.key, template.name)}
              >
                Use template
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="your-workflows-title" className="flex flex-col gap-3">
        <h2 id="your-workflows-title" className="font-semibold text-lg">
          Your workflows
        </h2>
        {list.isError ? (
          <div role="alert" className="rounded-card bg-danger-surface p-4 text-danger-ink text-sm">
            The workflows could not be loaded.{' '}
            <Button variant="link" onClick={() => list.refetch()}>
              Try again
            </Button>
          </div>
        ) : !list.data ? (
          <Skeleton className="h-32 w-full" />
        ) : list.data.data.length === 0 ? (
          <EmptyState
            icon={<Workflow />}
            title="No workflows yet"
            description="Pick a template above: it collects answers in the chat, updates your contacts and creates leads or tasks."
          />
        ) : (
          <ul
            aria-label="Workflows"
            className="divide-y divide-line rounded-card border border-line bg-surface-raised"
          >
            {list.data.data.map((workflow) => (
              <li key={workflow.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{workflow.name}</p>
                  <p className="text-ink-muted text-xs">{triggerSummary(workflow.trigger)}</p>
                </div>
                <StatusBadge workflow={workflow} />
                <span className="text-ink-muted text-sm">
                  {workflow.runs} run{workflow.runs === 1 ? '' : 's'}
                </span>
                <span
                  className={workflow.errors ? 'text-danger-ink text-sm' : 'text-ink-muted text-sm'}
                >
                  {workflow.errors} error{workflow.errors === 1 ? '' : 's'}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Open ${workflow.name}`}
                  onClick={() => onOpen(workflow.id)}
                >
                  Open
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
