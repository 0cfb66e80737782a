// A run's log: one row per executed step with its input, output, variables, duration and
// error; on a failed live run each row offers "Retry from this step".
import type { WorkflowRunDetail } from '@lisa/contracts/workflows';
import { Button } from '@lisa/ui/button';

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

export function StepLog({
  run,
  onRetry,
  retrying,
}: {
  run: WorkflowRunDetail;
  onRetry?: (stepId: string) => void;
  retrying?: boolean;
}) {
  return (
    <section
      className="overflow-x-auto"
      aria-label="Step log, scrolls sideways"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs a keyboard stop (WCAG 2.1.1)
      tabIndex={0}
    >
      <table className="w-full text-left text-xs">
        <caption className="sr-only">Step log</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="p-2">
              Step
            </th>
            <th scope="col" className="p-2">
              Input
            </th>
            <th scope="col" className="p-2">
              Output
            </th>
            <th scope="col" className="p-2">
              Variables
            </th>
            <th scope="col" className="p-2">
              Time
            </th>
            <th scope="col" className="p-2">
              Error
            </th>
            {onRetry ? (
              <th scope="col" className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line align-top">
          {run.steps.map((step) => (
            <tr key={step.id}>
              <th scope="row" className="p-2 font-medium">
                {step.step_id}
                <span className="block font-normal text-ink-muted">{step.step_type}</span>
              </th>
              <td className="max-w-48 whitespace-pre-wrap break-words p-2 font-mono">
                {show(step.input)}
              </td>
              <td className="max-w-48 whitespace-pre-wrap break-words p-2 font-mono">
                {show(step.output)}
              </td>
              <td className="max-w-48 whitespace-pre-wrap break-words p-2 font-mono">
                {show(step.variables)}
              </td>
              <td className="p-2">{step.duration_ms} ms</td>
              <td className="p-2 text-danger-ink">{step.error ?? ''}</td>
              {onRetry ? (
                <td className="p-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={retrying}
                    onClick={() => onRetry(step.step_id)}
                  >
                    Retry from this step
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
