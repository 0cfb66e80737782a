// The row count of every table of the app's schema: "nothing was stored" is checked by
// comparing two of these around a refused request.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.ts';

export async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = (await database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          -- request counters (PostgreSQL's rate limit) count refused requests too: not data
          and table_name <> 'rate_limit_counters'
        order by table_name`,
  )) as unknown as { rows?: { table_name: string }[] } | { table_name: string }[];
  const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((t) => t.table_name);
  const selects = names.map(
    (name) => sql`select ${name}::text as name, count(*)::int as n from ${sql.identifier(name)}`,
  );
  if (selects.length === 0) return {};
  const result = (await database.db.execute(sql.join(selects, sql` union all `))) as unknown as
    | { rows?: { name: string; n: number }[] }
    | { name: string; n: number }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}
