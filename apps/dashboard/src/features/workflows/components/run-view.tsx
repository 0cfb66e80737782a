// A run's page: its status, variables and step log, with "Retry from this step" on a failed run.
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Skeleton } from '@lisa/ui/skeleton';
import { toast } from '@lisa/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { workflowsQueries } from '../api/workflows-api.ts';
import { useWorkflowMutations, useWorkflowsApi } from '../hooks/use-workflows.ts';
import { StepLog } from './step-log.tsx';

export function RunView({
  runId,
  onBack,
}: {
  runId: number;
  onBack: (workflowId?: number) => void;
}) {
  const api = useWorkflowsApi();
  const run = useQuery(workflowsQueries.run(api, runId));
  const { retry } = useWorkflowMutations();
  if (run.isError) {
    return (
      <div role="alert" className="rounded-card bg-danger-surface p-4 text-danger-ink text-sm">
        The run could not be loaded.{' '}
        <Button variant="link" onClick={() => run.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!run.data) return <Skeleton className="h-64 w-full" />;
  const data = run.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={() => onBack(data.workflow_id)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the workflow
        </Button>
        <h2 className="font-semibold text-xl">Run {data.id}</h2>
        <Badge
          tone={
            data.status === 'failed'
              ? 'danger'
              : data.status === 'completed'
                ? 'success'
                : 'neutral'
          }
        >
          {data.status.replaceAll('_', ' ')}
        </Badge>
        {data.version ? (
          <span className="text-ink-muted text-sm">Version {data.version}</span>
        ) : null}
      </div>
      {data.error ? (
        <p role="alert" className="rounded-card bg-danger-surface p-3 text-danger-ink text-sm">
          Failed at step {data.step_id}: {data.error}
        </p>
      ) : null}
      <StepLog
        run={data}
        retrying={retry.isPending}
        {...(data.status === 'failed' && !data.dry_run
          ? {
              onRetry: (stepId: string) =>
                retry.mutate(
                  { runId, stepId },
                  {
                    onSuccess: (result) =>
                      toast.success(`Retried: the run is ${result.status.replaceAll('_', ' ')}.`),
                    onError: (e) =>
                      toast.error(toApiFailure(e, 'The retry failed. Try again.').message),
                  },
                ),
            }
          : {})}
      />
    </div>
  );
}
