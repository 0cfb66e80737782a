// Secrets the server needs but nobody configured: generated once and stored in the
// database, so every instance sharing the database signs with the same key.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/core.ts';

export async function loadOrCreateSecret(
  db: Database,
  name: string,
  generate: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  // Two instances starting together both try to insert; the first wins and both read it.
  await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}
