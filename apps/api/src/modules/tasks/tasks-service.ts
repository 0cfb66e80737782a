// A business's tasks: list (the caller's or everyone's; overdue, today or upcoming in the
// business's time zone; by deal, contact or conversation), create, edit, done, delete. Every
// query is filtered by the business, so another tenant's ids find nothing. A task with a due
// time and an assignee gets one reminder job at that time (task-reminders.ts); the job is
// stored in the same transaction as the change that made it necessary.
import { type TaskCreate, type TaskQuery, type TaskUpdate, zonedDay } from '@lisa/contracts/tasks';
import { and, asc, desc, eq, gte, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { conversations, tasks } from '../../db/schema/core.ts';
import { deals } from '../../db/schema/sales.ts';
import { NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { addToTimeline } from '../contacts/contact-timeline.ts';
import { checkContact, checkMember } from '../sales/sales-refs.ts';
import { dueFrom, taskTimeZone } from './task-time-zone.ts';

const LIST_LIMIT = 200;
export const TASK_REMINDER_JOB = 'task-reminder';

export interface TaskReminderJob {
  taskId: number;
  /** The due time the job was queued for: a task moved since then has a newer job. */
  dueAt: string;
}

export type TaskRow = typeof tasks.$inferSelect & { assigneeName: string | null };

/** The assignee's user id: the column, else a numeric legacy assignee_id. */
export function assigneeOf(row: typeof tasks.$inferSelect): number | null {
  if (row.assigneeUserId !== null) return row.assigneeUserId;
  return row.assigneeId && /^\d+$/.test(row.assigneeId) ? Number(row.assigneeId) : null;
}

const assigneeSql = sql<
  number | null
>`coalesce(${tasks.assigneeUserId}, case when ${tasks.assigneeId} ~ '^[0-9]{1,9}$' then ${tasks.assigneeId}::integer end)`;

function selectTasks(executor: Executor) {
  return executor
    .select({ task: tasks, assigneeName: users.name })
    .from(tasks)
    .leftJoin(users, eq(users.id, assigneeSql));
}
const flatten = (row: {
  task: typeof tasks.$inferSelect;
  assigneeName: string | null;
}): TaskRow => ({
  ...row.task,
  assigneeName: row.assigneeName,
});

async function checkDeal(
  executor: Executor,
  businessId: number,
  dealId: number | null | undefined,
) {
  if (dealId === null || dealId === undefined) return;
  const [row] = await executor
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.businessId, businessId), eq(deals.id, dealId)));
  if (!row)
    throw new ValidationError(`Deal ${dealId} not found`, {
      deal_id: ['Not a deal of this business'],
    });
}

async function checkConversation(
  executor: Executor,
  businessId: number,
  id: number | null | undefined,
) {
  if (id === null || id === undefined) return;
  const [row] = await executor
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.businessId, businessId), eq(conversations.id, id)));
  if (!row) {
    throw new ValidationError(`Conversation ${id} not found`, {
      conversation_id: ['Not a conversation of this business'],
    });
  }
}

export function createTasksService(options: { db: Database; clock: () => Date; jobs: JobQueue }) {
  const { db, clock, jobs } = options;

  async function load(executor: Executor, businessId: number, id: number): Promise<TaskRow> {
    const [row] = await selectTasks(executor).where(
      and(eq(tasks.businessId, businessId), eq(tasks.id, id)),
    );
    if (!row) throw new NotFoundError(`Task ${id} not found`);
    return flatten(row);
  }

  /**
   * Queues the reminder when the task is open, has an assignee and a due time that is not
   * already past (a task written with a past due time is overdue, not something to remind of).
   */
  async function scheduleReminder(
    tx: Executor,
    row: typeof tasks.$inferSelect,
    now: Date,
  ): Promise<void> {
    if (!row.dueAt || row.status === 'done' || row.reminderSentAt) return;
    if (assigneeOf(row) === null || row.dueAt.getTime() < now.getTime() - 60_000) return;
    await jobs.enqueue<TaskReminderJob>(
      TASK_REMINDER_JOB,
      { taskId: row.id, dueAt: row.dueAt.toISOString() },
      { runAt: row.dueAt, executor: tx },
    );
  }

  return {
    /** The business's zone (agent settings), where due times are entered and shown. */
    timeZoneOf: (businessId: number) => taskTimeZone(db, businessId),

    async list(businessId: number, userId: number, query: TaskQuery): Promise<TaskRow[]> {
      const now = clock();
      const conditions: SQL[] = [eq(tasks.businessId, businessId)];
      if (query.assignee !== undefined) {
        conditions.push(eq(assigneeSql, query.assignee === 'me' ? userId : query.assignee));
      }
      if (query.deal_id !== undefined) conditions.push(eq(tasks.dealId, query.deal_id));
      if (query.contact_id !== undefined) conditions.push(eq(tasks.contactId, query.contact_id));
      if (query.conversation_id !== undefined) {
        conditions.push(eq(tasks.conversationId, query.conversation_id));
      }
      if (query.done === 'true') conditions.push(eq(tasks.status, 'done'));
      if (query.done === 'false') conditions.push(ne(tasks.status, 'done'));
      if (query.when) {
        const day = zonedDay(now, await taskTimeZone(db, businessId));
        conditions.push(isNotNull(tasks.dueAt), ne(tasks.status, 'done'));
        if (query.when === 'overdue') conditions.push(lt(tasks.dueAt, now));
        if (query.when === 'today') {
          conditions.push(gte(tasks.dueAt, now), lt(tasks.dueAt, day.end));
        }
        if (query.when === 'upcoming') conditions.push(gte(tasks.dueAt, day.end));
      }
      const ordered = query.when
        ? [asc(tasks.dueAt), asc(tasks.id)]
        : [desc(tasks.createdAt), desc(tasks.id)];
      return (
        await selectTasks(db)
          .where(and(...conditions))
          .orderBy(...ordered)
          .limit(LIST_LIMIT)
      ).map(flatten);
    },

    get: (businessId: number, id: number) => load(db, businessId, id),

    async create(businessId: number, input: TaskCreate): Promise<TaskRow> {
      const now = clock();
      const id = await db.transaction(async (tx) => {
        await checkMember(tx, businessId, input.assignee_user_id, 'assignee_user_id');
        await checkContact(tx, businessId, input.contact_id);
        await checkDeal(tx, businessId, input.deal_id);
        await checkConversation(tx, businessId, input.conversation_id);
        const [row] = await tx
          .insert(tasks)
          .values({
            businessId,
            title: input.title.trim(),
            description: input.description?.trim() || null,
            status: 'todo',
            assigneeUserId: input.assignee_user_id ?? null,
            assigneeId: input.assignee_user_id ? String(input.assignee_user_id) : null,
            contactId: input.contact_id ?? null,
            dealId: input.deal_id ?? null,
            conversationId: input.conversation_id ?? null,
            dueAt: dueFrom(input, await taskTimeZone(tx, businessId)) ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('task insert returned no row');
        await scheduleReminder(tx, row, now);
        await addToTimeline(tx, {
          businessId,
          contactId: row.contactId,
          kind: 'task_created',
          source: 'member',
          data: { task_id: row.id, title: row.title },
          at: now,
        });
        return row.id;
      });
      return load(db, businessId, id);
    },

    async update(businessId: number, id: number, input: TaskUpdate): Promise<TaskRow> {
      const now = clock();
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(tasks)
          .where(and(eq(tasks.businessId, businessId), eq(tasks.id, id)))
          .for('update');
        if (!current) throw new NotFoundError(`Task ${id} not found`);
        await checkMember(tx, businessId, input.assignee_user_id, 'assignee_user_id');
        await checkContact(tx, businessId, input.contact_id);
        await checkDeal(tx, businessId, input.deal_id);
        await checkConversation(tx, businessId, input.conversation_id);
        const status =
          input.done === true
            ? 'done'
            : input.done === false
              ? 'todo'
              : (input.status ?? current.status);
        const given = dueFrom(input, await taskTimeZone(tx, businessId));
        const dueAt = given !== undefined ? given : current.dueAt;
        const dueChanged = (dueAt?.getTime() ?? null) !== (current.dueAt?.getTime() ?? null);
        const assigneeChanged =
          input.assignee_user_id !== undefined && input.assignee_user_id !== assigneeOf(current);
        const [row] = await tx
          .update(tasks)
          .set({
            ...(input.title !== undefined ? { title: input.title.trim() } : {}),
            ...(input.description !== undefined
              ? { description: input.description?.trim() || null }
              : {}),
            ...(input.assignee_user_id !== undefined
              ? {
                  assigneeUserId: input.assignee_user_id,
                  assigneeId: input.assignee_user_id ? String(input.assignee_user_id) : null,
                }
              : {}),
            ...(input.contact_id !== undefined ? { contactId: input.contact_id } : {}),
            ...(input.deal_id !== undefined ? { dealId: input.deal_id } : {}),
            ...(input.conversation_id !== undefined
              ? { conversationId: input.conversation_id }
              : {}),
            dueAt,
            status,
            doneAt: status === 'done' ? (current.doneAt ?? now) : null,
            // A new due time or assignee earns a new reminder.
            ...(dueChanged || assigneeChanged ? { reminderSentAt: null } : {}),
            updatedAt: now,
          })
          .where(eq(tasks.id, id))
          .returning();
        if (
          row &&
          (dueChanged || assigneeChanged || (current.status === 'done' && status !== 'done'))
        ) {
          await scheduleReminder(tx, row, now);
        }
        if (row && status === 'done' && current.status !== 'done') {
          await addToTimeline(tx, {
            businessId,
            contactId: row.contactId,
            kind: 'task_done',
            source: 'member',
            data: { task_id: row.id, title: row.title },
            at: now,
          });
        }
      });
      return load(db, businessId, id);
    },

    async remove(businessId: number, id: number): Promise<void> {
      const removed = await db
        .delete(tasks)
        .where(and(eq(tasks.businessId, businessId), eq(tasks.id, id)))
        .returning({ id: tasks.id });
      if (removed.length === 0) throw new NotFoundError(`Task ${id} not found`);
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
