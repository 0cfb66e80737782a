// A list of tasks with a done checkbox each, the due time in the business's time zone (an
// overdue one says so), the assignee, and delete. Used by the tasks screen and the deal dialog.
import type { Task } from '@lisa/contracts/tasks';
import { IconButton } from '@lisa/ui/button';
import { Checkbox } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { Trash2 } from 'lucide-react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useTaskMutations } from '../hooks/use-tasks.ts';

export function formatDue(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

export function TaskList({
  tasks,
  timeZone,
  empty,
  label,
}: {
  tasks: Task[];
  timeZone: string;
  empty: string;
  label: string;
}) {
  const { update, remove } = useTaskMutations();
  const now = Date.now();

  async function toggle(task: Task, done: boolean) {
    try {
      await update.mutateAsync({ id: task.id, body: { done } });
    } catch (error) {
      toast.error(toApiFailure(error, 'The task could not be changed. Try again.').message);
    }
  }

  async function drop(task: Task) {
    try {
      await remove.mutateAsync(task.id);
      toast.success('Task deleted.');
    } catch (error) {
      toast.error(toApiFailure(error, 'The task could not be deleted. Try again.').message);
    }
  }

  if (tasks.length === 0) return <p className="text-ink-muted text-sm">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line" aria-label={label}>
      {tasks.map((task) => {
        const overdue = !task.done && task.due_at !== null && Date.parse(task.due_at) < now;
        return (
          <li key={task.id} className="flex items-start gap-3 py-2">
            <Checkbox
              checked={task.done}
              onCheckedChange={(checked) => toggle(task, checked === true)}
              aria-label={`Done: ${task.title}`}
              className="mt-0.5"
            />
            <div className="min-w-0 flex-1">
              <p className={task.done ? 'text-ink-muted text-sm line-through' : 'text-sm'}>
                {task.title}
              </p>
              <p className="text-ink-muted text-xs">
                {task.due_at ? (
                  <span className={overdue ? 'font-medium text-danger-ink' : undefined}>
                    {overdue ? 'Overdue · ' : 'Due '}
                    {formatDue(task.due_at, timeZone)}
                  </span>
                ) : (
                  'No due date'
                )}
                {task.assignee_name ? ` · ${task.assignee_name}` : ''}
              </p>
            </div>
            <IconButton
              label={`Delete ${task.title}`}
              icon={<Trash2 className="size-4" />}
              size="sm"
              onClick={() => drop(task)}
            />
          </li>
        );
      })}
    </ul>
  );
}
