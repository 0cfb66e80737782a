// /dashboard/workflows: the list (with templates), a workflow's editor (?workflow=id) and a
// run's page (?run=id). One screen with search params keeps the route table to one row.
import { useSearchParams } from 'react-router';
import { RunView } from './run-view.tsx';
import { WorkflowEditor } from './workflow-editor.tsx';
import { WorkflowList } from './workflow-list.tsx';

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

export default function WorkflowsScreen({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const workflowId = idOf(params.get('workflow'));
  const runId = idOf(params.get('run'));
  const open = (key: 'workflow' | 'run', id: number | null | undefined) =>
    setParams(id ? { [key]: String(id) } : {});

  return (
    <section aria-labelledby="workflows-title" className="flex flex-col gap-4">
      <div>
        <h1 id="workflows-title" className="font-semibold text-2xl">
          {title}
        </h1>
        <p className="mt-1 text-ink-muted text-sm">
          Flows your assistant runs in the chat: collect information, update contacts, create leads
          and tasks, send reminders.
        </p>
      </div>
      {runId ? (
        <RunView runId={runId} onBack={(id) => open('workflow', id)} />
      ) : workflowId ? (
        <WorkflowEditor
          id={workflowId}
          onBack={() => open('workflow', null)}
          onOpenRun={(id) => open('run', id)}
        />
      ) : (
        <WorkflowList onOpen={(id) => open('workflow', id)} />
      )}
    </section>
  );
}
