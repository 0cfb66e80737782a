// A business's tasks. Every query is filtered by the business, so another tenant's ids
// find nothing.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tasks } from '../../db/schema/core.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';

const LIST_LIMIT = 100;

export type TaskRow = typeof tasks.$inferSelect;

export function createTasksService(db: Database) {
  return {
    /** The newest tasks first. */
    list: (businessId: number): Promise<TaskRow[]> =>
      db
        .select()
        .from(tasks)
        .where(eq(tasks.businessId, businessId))
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(LIST_LIMIT),

    /** One task of the business; 404 otherwise. */
    async get(businessId: number, id: number): Promise<TaskRow> {
      const [row] = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.businessId, businessId), eq(tasks.id, id)));
      if (!row) throw new NotFoundError(`Task ${id} not found`);
      return row;
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
