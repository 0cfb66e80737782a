// The due-time reminder of a task: one job per due time (tasks-service.ts queues it in the
// transaction that set the time), which marks the task reminded, leaves an in-app notice for
// the assignee and emails them — once: the mark is taken with `reminder_sent_at is null` and
// the notice is unique per task and member, so a retried or duplicate job sends nothing.
// A job run more than a minute after its due time (the API was down) says it is late.
// The email is queued after the mark commits: a crash between the two loses that email
// rather than sending it twice.
import type { Reminder } from '@lisa/contracts/tasks';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { businesses, tasks } from '../../db/schema/core.ts';
import { memberNotifications } from '../../db/schema/sales.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { formatLocalDue, taskTimeZone } from './task-time-zone.ts';
import { assigneeOf, TASK_REMINDER_JOB, type TaskReminderJob } from './tasks-service.ts';

const LATE_AFTER_MS = 60_000;
const REMINDER_PAGE = 50;

export function createTaskReminders(options: {
  db: Database;
  clock: () => Date;
  jobs: JobQueue;
  mailer: Mailer;
  dashboardUrl: string;
}) {
  const { db, clock, jobs, mailer } = options;

  async function remind(data: TaskReminderJob, dueAt: Date): Promise<boolean> {
    const now = clock();
    const late = now.getTime() - dueAt.getTime() > LATE_AFTER_MS;
    const sent = await db.transaction(async (tx) => {
      const [task] = await tx
        .update(tasks)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(tasks.id, data.taskId),
            isNull(tasks.reminderSentAt),
            ne(tasks.status, 'done'),
            eq(tasks.dueAt, new Date(data.dueAt)),
          ),
        )
        .returning();
      if (!task) return null;
      const userId = assigneeOf(task);
      if (userId === null) return null;
      const [person] = await tx
        .select({ email: users.email, name: users.name, business: businesses.name })
        .from(users)
        .innerJoin(businesses, eq(businesses.id, task.businessId))
        .where(eq(users.id, userId));
      if (!person) return null;
      const title = late ? `Late reminder: ${task.title}` : `Reminder: ${task.title}`;
      // The due time on the business's clock (the one it was entered on).
      const timeZone = await taskTimeZone(tx, task.businessId);
      const due = `${formatLocalDue(dueAt, timeZone)} ${timeZone}`;
      const body = late
        ? `This task was due ${due}; the reminder is late because Lisa was offline then.`
        : `This task is due now (${due}).`;
      await tx
        .insert(memberNotifications)
        .values({
          businessId: task.businessId,
          userId,
          kind: 'task_reminder',
          title,
          body,
          link: '/dashboard/tasks',
          taskId: task.id,
          late,
          createdAt: now,
        })
        .onConflictDoNothing();
      return { person, title, body };
    });
    if (!sent) return false;
    await mailer.send({
      to: sent.person.email,
      subject: `${sent.title} (${sent.person.business})`,
      text: `Hello ${sent.person.name},\n\n${sent.title}\n${sent.body}\n\nOpen your tasks: ${options.dashboardUrl.replace(/\/$/, '')}/dashboard/tasks\n`,
      kind: 'task_reminder',
    });
    return true;
  }

  jobs.define<TaskReminderJob>(TASK_REMINDER_JOB, async (data, job) => {
    await remind(data, job.dueAt);
  });

  return {
    remind,

    /** The member's reminders in this business, newest first. */
    async list(businessId: number, userId: number): Promise<Reminder[]> {
      const rows = await db
        .select()
        .from(memberNotifications)
        .where(
          and(
            eq(memberNotifications.businessId, businessId),
            eq(memberNotifications.userId, userId),
          ),
        )
        .orderBy(desc(memberNotifications.id))
        .limit(REMINDER_PAGE);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        link: row.link,
        task_id: row.taskId,
        late: row.late,
        created_at: row.createdAt.toISOString(),
        read_at: row.readAt?.toISOString() ?? null,
      }));
    },

    async markRead(businessId: number, userId: number, id: number): Promise<void> {
      const updated = await db
        .update(memberNotifications)
        .set({ readAt: clock() })
        .where(
          and(
            eq(memberNotifications.id, id),
            eq(memberNotifications.businessId, businessId),
            eq(memberNotifications.userId, userId),
          ),
        )
        .returning({ id: memberNotifications.id });
      if (updated.length === 0) throw new NotFoundError(`Reminder ${id} not found`);
    },
  };
}
export type TaskReminders = ReturnType<typeof createTaskReminders>;
