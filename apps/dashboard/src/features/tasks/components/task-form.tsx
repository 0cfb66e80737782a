// A new task: title, due date and time (the business's time zone), assignee, notes. Shown
// in the tasks screen's dialog and, compact, in the deal dialog (linked to that deal).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Member } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { useTaskMutations } from '../hooks/use-tasks.ts';

const taskFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Title is required' })
    .max(200, { error: 'Title is at most 200 characters' }),
  due: z.string(),
  assignee: z.string(),
});
type TaskForm = z.infer<typeof taskFormSchema>;

export function TaskForm({
  members,
  timeZone,
  dealId,
  defaultAssignee,
  onDone,
}: {
  members: Member[];
  timeZone: string;
  dealId?: number;
  defaultAssignee?: number | null;
  onDone?: () => void;
}) {
  const { create } = useTaskMutations();
  const form = useForm<TaskForm>({
    defaultValues: { title: '', due: '', assignee: defaultAssignee ? String(defaultAssignee) : '' },
    resolver: zodResolver(taskFormSchema),
  });
  const server = useServerFailure(form, 'The task could not be saved. Try again.');
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await server.run(async () => {
      await create.mutateAsync({
        title: values.title,
        // Read on the business's clock by the API (the zone shown in the hint).
        due_local: values.due ? values.due.slice(0, 16) : null,
        assignee_user_id: values.assignee ? Number(values.assignee) : null,
        ...(dealId ? { deal_id: dealId } : {}),
      });
      toast.success('Task added.');
    });
    if (saved) {
      form.reset({ title: '', due: '', assignee: values.assignee });
      onDone?.();
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <FormMessage>{server.alert}</FormMessage>
      <Field label="Task" required error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register('title')} />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Due" hint={`Time in ${timeZone}`} error={errors.due?.message}>
          {(control) => <Input {...control} type="datetime-local" {...form.register('due')} />}
        </Field>
        <Field label="Assignee" error={errors.assignee?.message}>
          {(control) => (
            <Select {...control} {...form.register('assignee')}>
              <option value="">Nobody</option>
              {members
                .filter((member) => member.user_id !== null)
                .map((member) => (
                  <option key={member.user_id} value={String(member.user_id)}>
                    {member.name ?? member.email}
                  </option>
                ))}
            </Select>
          )}
        </Field>
      </div>
      <Button type="submit" className="self-end" loading={isSubmitting} loadingLabel="Saving">
        Add task
      </Button>
    </form>
  );
}
