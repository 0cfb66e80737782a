// POST /api/connectors/zoho-crm/sync-contacts: the business's live contacts that have an
// email or a phone (what Zoho deduplicates on; without either a re-run would make a second
// record) upserted into Zoho CRM Contacts, 100 to a request (zoho-crm.ts zohoUpsert), at most
// ZOHO_SYNC_MAX_CONTACTS, most recently changed first. Each record's outcome is one line of the
// app's call log (action `sync_contact`), with Zoho's record id or its per-record code.
// While it runs, GET on the same path says how many records Zoho has answered for (after each
// request of 100); one sync at a time per business, in whichever API process it is asked
// (sync-progress.ts keeps the claim and the counts in the database).
import { ZOHO_SYNC_MAX_CONTACTS, type ZohoContactSync } from '@lisa/contracts/connectors';
import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { connectorCalls } from '../../db/schema/connectors.ts';
import { contacts } from '../../db/schema/core.ts';
import { ValidationError } from '../../platform/http/app-error.ts';
import { ConnectorError } from './apps/connector-http.ts';
import { ZOHO_BATCH, zohoUpsert } from './apps/zoho-crm.ts';
import type { ConnectorsService } from './connectors-service.ts';
import type { SyncProgress } from './sync-progress.ts';

interface ZohoSyncDeps {
  db: Database;
  clock: () => Date;
  connectors: ConnectorsService;
  progress: SyncProgress;
}

export async function syncZohoContacts(
  deps: ZohoSyncDeps,
  businessId: number,
): Promise<ZohoContactSync> {
  const { progress } = deps;
  if (!(await progress.claim(businessId))) {
    throw new ValidationError('A sync of the contacts is already running. Wait for it to finish.');
  }
  try {
    return await sync(deps, businessId);
  } finally {
    await progress.release(businessId);
  }
}

async function sync(deps: ZohoSyncDeps, businessId: number): Promise<ZohoContactSync> {
  const { db, clock, connectors, progress } = deps;
  const rows = await db
    .select({
      id: contacts.id,
      name: contacts.name,
      email: contacts.email,
      phone: contacts.phone,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, businessId),
        isNull(contacts.mergedIntoId),
        isNull(contacts.deletedAt),
        or(isNotNull(contacts.email), isNotNull(contacts.phone)),
      ),
    )
    .orderBy(desc(contacts.updatedAt), desc(contacts.id))
    .limit(ZOHO_SYNC_MAX_CONTACTS);
  await progress.update(businessId, { total: rows.length });
  let outcomes: Awaited<ReturnType<typeof zohoUpsert>>;
  try {
    outcomes = await connectors.withApp(businessId, 'zoho-crm', (ctx) =>
      zohoUpsert(
        ctx,
        'Contacts',
        rows.map((row) => ({
          name: row.name ?? undefined,
          email: row.email ?? undefined,
          phone: row.phone ?? undefined,
        })),
        (done) => progress.update(businessId, { done }),
      ),
    );
  } catch (error) {
    if (error instanceof ConnectorError) {
      throw new ValidationError(error.message, { 'zoho-crm': [error.message] });
    }
    throw error;
  }
  const now = clock();
  if (rows.length) {
    await db.insert(connectorCalls).values(
      rows.map((row, i) => {
        const outcome = outcomes[i];
        return {
          businessId,
          app: 'zoho-crm',
          action: 'sync_contact',
          idempotencyKey: `zoho-sync:contact:${row.id}`,
          ok: Boolean(outcome?.ok),
          recordId: outcome?.ok ? outcome.id : null,
          error: outcome && !outcome.ok ? `${outcome.code}: ${outcome.error}` : null,
          createdAt: now,
        };
      }),
    );
  }
  const result: ZohoContactSync = {
    sent: rows.length,
    created: 0,
    updated: 0,
    failed: 0,
    requests: Math.ceil(rows.length / ZOHO_BATCH),
    errors: [],
  };
  outcomes.forEach((outcome, i) => {
    if (outcome.ok) {
      result[outcome.action === 'insert' ? 'created' : 'updated'] += 1;
      return;
    }
    result.failed += 1;
    if (result.errors.length < 20) {
      result.errors.push({
        contact_id: rows[i]?.id ?? 0,
        code: outcome.code,
        message: outcome.error,
      });
    }
  });
  return result;
}
