// The tasks of one deal, in the deal dialog: the list (done toggle, delete) and a short form.
import type { Member } from '@lisa/contracts/team';
import { useQuery } from '@tanstack/react-query';
import { tasksQueries } from '../api/tasks-api.ts';
import { useTasksApi } from '../hooks/use-tasks.ts';
import { TaskForm } from './task-form.tsx';
import { TaskList } from './task-list.tsx';

export function DealTasksPanel({
  dealId,
  dealTitle,
  members,
  owner,
}: {
  dealId: number;
  dealTitle: string;
  members: Member[];
  owner: number | null;
}) {
  const api = useTasksApi();
  const list = useQuery(tasksQueries.list(api, { deal_id: dealId }));
  const timeZone = list.data?.time_zone ?? 'Africa/Nairobi';
  return (
    <section aria-labelledby={`deal-${dealId}-tasks`} className="mt-6 border-line border-t pt-4">
      <h3 id={`deal-${dealId}-tasks`} className="mb-2 font-semibold text-sm">
        Tasks
      </h3>
      <TaskList
        tasks={list.data?.data ?? []}
        timeZone={timeZone}
        empty="No tasks for this deal yet."
        label={`Tasks for ${dealTitle}`}
      />
      <div className="mt-3">
        <TaskForm members={members} timeZone={timeZone} dealId={dealId} defaultAssignee={owner} />
      </div>
    </section>
  );
}
