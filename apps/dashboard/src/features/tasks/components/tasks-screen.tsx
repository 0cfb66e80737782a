// /dashboard/tasks: the business's tasks, mine or everyone's, overdue / today / upcoming (in
// the business's time zone), with done toggles, a "New task" dialog and the caller's
// reminders (sent at each task's due time) on top.
import type { TaskQuery, TaskWhen } from '@lisa/contracts/tasks';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Skeleton } from '@lisa/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Plus } from 'lucide-react';
import { useState } from 'react';
import { salesQueries } from '../../pipeline/api/sales-queries.ts';
import { useSalesApi } from '../../pipeline/hooks/use-sales-api.ts';
import { tasksQueries } from '../api/tasks-api.ts';
import { useTaskMutations, useTasksApi } from '../hooks/use-tasks.ts';
import { TaskForm } from './task-form.tsx';
import { TaskList } from './task-list.tsx';

const WHEN_LABELS: Record<TaskWhen | 'all', string> = {
  all: 'All',
  overdue: 'Overdue',
  today: 'Today',
  upcoming: 'Upcoming',
};

function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex gap-1" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={value === option ? 'primary' : 'secondary'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {option === 'mine'
            ? 'Mine'
            : option === 'everyone'
              ? 'Everyone'
              : WHEN_LABELS[option as TaskWhen | 'all']}
        </Button>
      ))}
    </fieldset>
  );
}

export default function TasksScreen({ title }: { title: string }) {
  const api = useTasksApi();
  const salesApi = useSalesApi();
  const [who, setWho] = useState<'mine' | 'everyone'>('mine');
  const [when, setWhen] = useState<TaskWhen | 'all'>('all');
  const [adding, setAdding] = useState(false);
  const query: Partial<TaskQuery> = {
    ...(who === 'mine' ? { assignee: 'me' as const } : {}),
    ...(when === 'all' ? {} : { when }),
  };
  const list = useQuery(tasksQueries.list(api, query));
  const reminders = useQuery(tasksQueries.reminders(api));
  const members = useQuery(salesQueries.members(salesApi));
  const { markRead } = useTaskMutations();
  const unread = (reminders.data?.data ?? []).filter((reminder) => reminder.read_at === null);
  const timeZone = list.data?.time_zone ?? 'Africa/Nairobi';

  return (
    <section aria-labelledby="tasks-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="tasks-title" className="font-semibold text-2xl">
            {title}
          </h1>
          <p className="mt-1 text-ink-muted text-sm">
            Follow-ups for your team. Times are in {timeZone}; a reminder arrives by email and here
            at the due time.
          </p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New task
        </Button>
      </div>

      {unread.length > 0 ? (
        <section aria-label="Reminders" className="rounded-card bg-warning-surface p-3 text-sm">
          <ul className="flex flex-col gap-2">
            {unread.map((reminder) => (
              <li key={reminder.id} className="flex items-start gap-2">
                <BellRing aria-hidden="true" className="mt-0.5 size-4 text-warning-ink" />
                <div className="flex-1">
                  <p className="font-medium">{reminder.title}</p>
                  <p className="text-ink-muted text-xs">{reminder.body}</p>
                </div>
                <Button size="sm" variant="secondary" onClick={() => markRead.mutate(reminder.id)}>
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Toggle
          label="Whose tasks"
          value={who}
          options={['mine', 'everyone'] as const}
          onChange={setWho}
        />
        <Toggle
          label="When"
          value={when}
          options={['all', 'overdue', 'today', 'upcoming'] as const}
          onChange={setWhen}
        />
      </div>

      {list.isError ? (
        <div role="alert" className="rounded-card bg-danger-surface p-4 text-danger-ink text-sm">
          The tasks could not be loaded.{' '}
          <Button variant="link" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.data ? (
        <TaskList
          tasks={list.data.data}
          timeZone={timeZone}
          label="Tasks"
          empty={
            when === 'all' ? 'No tasks here yet.' : `No ${WHEN_LABELS[when].toLowerCase()} tasks.`
          }
        />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}

      <Dialog open={adding} onOpenChange={setAdding} title="New task">
        <TaskForm
          members={members.data?.data ?? []}
          timeZone={timeZone}
          onDone={() => setAdding(false)}
        />
      </Dialog>
    </section>
  );
}
