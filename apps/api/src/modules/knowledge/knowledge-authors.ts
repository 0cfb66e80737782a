// Who added a piece of the knowledge (a learned question, a saved inbox answer), as the
// dashboard shows it: one query for a page of rows; a deleted account reads "Former member".
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

export type Author = { id: number; name: string } | null;

export async function authorsOf(
  db: Database,
  rows: ReadonlyArray<{ createdBy: number | null }>,
): Promise<(createdBy: number | null) => Author> {
  const ids = [...new Set(rows.map((r) => r.createdBy).filter((id): id is number => id !== null))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((u) => [u.id, u.name]),
  );
  return (createdBy) =>
    createdBy === null ? null : { id: createdBy, name: names.get(createdBy) ?? 'Former member' };
}
