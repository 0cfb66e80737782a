// CSV import of contacts: upload (the file read, a preview and a suggested mapping), start
// (the mapping checked, a background job queued in the same transaction), and the job,
// which folds the rows into the contacts a batch per transaction (contact-import-batch.ts)
// and commits its progress with each batch — a job restarted after a crash carries on
// after the last committed batch, so no row is imported twice.
import {
  type ContactImport,
  IMPORT_FIELDS,
  IMPORT_MAX_REJECTIONS,
  IMPORT_PREVIEW_ROWS,
  IMPORT_TEXTS,
  type ImportStart,
  type ImportUpload,
} from '@lisa/contracts/contacts';
import { and, desc, eq } from 'drizzle-orm';
import type { CountryCode } from 'libphonenumber-js';
import type { Database } from '../../db/client.ts';
import { contactImports } from '../../db/schema/contacts.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { definitionsOf } from './contact-attributes.ts';
import { foldBatch } from './contact-import-batch.ts';
import { readCsv, suggestMapping, toRecords } from './contact-import-rows.ts';
import { isSupportedCountry } from './contact-normalize.ts';
import { recordFieldChangesMany } from './contact-rows.ts';
import type { Caller } from './contacts-service.ts';

export const CONTACT_IMPORT_JOB = 'contacts.import';
const BATCH_ROWS = 1000;
const RETRY_LIMIT = 3;

type ImportRow = typeof contactImports.$inferSelect;

function toContactImport(row: ImportRow): ContactImport {
  return {
    id: row.id,
    filename: row.filename,
    status: row.status as ContactImport['status'],
    headers: row.headers,
    preview: row.preview,
    suggested_mapping: row.mapping ?? {},
    mapping: row.status === 'uploaded' ? null : row.mapping,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    created: row.created,
    updated: row.updated,
    folded: row.folded,
    rejected: row.rejected,
    rejections: row.rejections,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The mapping checked against the file and the business's custom attributes. */
function checkMapping(
  headers: string[],
  mapping: Record<string, string>,
  attributeKeys: Set<string>,
): Record<string, string> {
  const fields: Record<string, string[]> = {};
  const used = new Set<string>();
  const clean: Record<string, string> = {};
  for (const header of headers) clean[header] = 'skip';
  for (const [header, target] of Object.entries(mapping)) {
    if (!headers.includes(header)) fields[`mapping.${header}`] = [IMPORT_TEXTS.unknownColumn];
    else if (target !== 'skip') {
      const known =
        (IMPORT_FIELDS as readonly string[]).includes(target) ||
        (target.startsWith('attribute:') && attributeKeys.has(target.slice('attribute:'.length)));
      if (!known) fields[`mapping.${header}`] = ['No custom attribute has this key.'];
      else if (used.has(target)) fields[`mapping.${header}`] = [IMPORT_TEXTS.fieldTwice];
      used.add(target);
      clean[header] = target;
    }
  }
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new ValidationError(first, fields);
  if (!['name', 'email', 'phone'].some((key) => used.has(key))) {
    throw new ValidationError(IMPORT_TEXTS.noKey, { mapping: [IMPORT_TEXTS.noKey] });
  }
  return clean;
}

export function createContactImports(deps: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
  jobs: JobQueue;
}) {
  const { db, clock, audit, jobs } = deps;

  async function find(businessId: number, id: number): Promise<ImportRow> {
    const [row] = await db
      .select()
      .from(contactImports)
      .where(and(eq(contactImports.businessId, businessId), eq(contactImports.id, id)));
    if (!row) throw new NotFoundError(IMPORT_TEXTS.notFound);
    return row;
  }

  async function run(importId: number, job: { retryCount: number }): Promise<void> {
    const [row] = await db.select().from(contactImports).where(eq(contactImports.id, importId));
    if (!row || row.csv === null || row.status === 'done' || row.status === 'failed') return;
    try {
      await db
        .update(contactImports)
        .set({ status: 'running' })
        .where(eq(contactImports.id, importId));
      const file = readCsv(row.csv);
      const definitions = new Map((await definitionsOf(db, row.businessId)).map((d) => [d.key, d]));
      const mapping = row.mapping ?? {};
      for (let first = row.processedRows; first < file.rows.length; first += BATCH_ROWS) {
        const outcomes = toRecords(
          file,
          mapping,
          definitions,
          first,
          BATCH_ROWS,
          (row.defaultCountry ?? undefined) as CountryCode | undefined,
        );
        const records = outcomes.flatMap((o) => ('record' in o ? [o.record] : []));
        const rejections = outcomes.flatMap((o) =>
          'reason' in o ? [{ row: o.line, reason: o.reason }] : [],
        );
        await db.transaction(async (tx) => {
          // Progress is committed with the rows: a batch is imported once or not at all.
          const [current] = await tx
            .select()
            .from(contactImports)
            .where(eq(contactImports.id, importId))
            .for('update');
          if (!current || current.processedRows !== first) {
            throw new Error(`import ${importId} moved on: another worker has it`);
          }
          const now = clock();
          const counts = await foldBatch(tx, {
            businessId: row.businessId,
            importId,
            filename: row.filename,
            tags: row.tags,
            records,
            now,
          });
          // The fields it filled on contacts the business had: timeline entries and the
          // "contact field changed" workflow triggers, as a member's edit writes them.
          await recordFieldChangesMany(db, tx, {
            businessId: row.businessId,
            source: 'import',
            actorId: row.createdBy,
            contacts: counts.fieldChanges,
            at: now,
          });
          await tx
            .update(contactImports)
            .set({
              processedRows: first + outcomes.length,
              created: current.created + counts.created,
              updated: current.updated + counts.updated,
              folded: current.folded + counts.folded,
              rejected: current.rejected + rejections.length,
              rejections: [...current.rejections, ...rejections].slice(0, IMPORT_MAX_REJECTIONS),
            })
            .where(eq(contactImports.id, importId));
        });
      }
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(contactImports)
          .set({ status: 'done', csv: null, finishedAt: clock() })
          .where(eq(contactImports.id, importId))
          .returning();
        if (!done) return;
        await audit.record(
          done.businessId,
          { userId: done.createdBy, ip: null },
          {
            kind: 'contacts.imported',
            target: done.filename,
            after: {
              rows: done.totalRows,
              created: done.created,
              updated: done.updated,
              folded: done.folded,
              rejected: done.rejected,
            },
          },
          tx,
        );
      });
    } catch (error) {
      // A file that cannot be read fails at once; anything else is retried by the queue
      // (from the last committed batch), and fails the import only on the last attempt.
      if (!(error instanceof AppError) && job.retryCount < RETRY_LIMIT) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(contactImports)
        .set({
          status: 'failed',
          csv: null,
          error: `The import stopped: ${reason}`,
          finishedAt: clock(),
        })
        .where(eq(contactImports.id, importId));
    }
  }

  jobs.define<{ importId: number }>(CONTACT_IMPORT_JOB, ({ importId }, job) => run(importId, job), {
    retryLimit: RETRY_LIMIT,
    expireInSeconds: 30 * 60,
  });

  return {
    async upload(caller: Caller, body: ImportUpload): Promise<ContactImport> {
      const file = readCsv(body.csv);
      const definitions = await definitionsOf(db, caller.businessId);
      const [row] = await db
        .insert(contactImports)
        .values({
          businessId: caller.businessId,
          createdBy: caller.userId,
          filename: body.filename,
          csv: body.csv,
          headers: file.headers,
          preview: file.rows
            .slice(0, IMPORT_PREVIEW_ROWS)
            .map((cells) => file.headers.map((_, index) => cells[index] ?? '')),
          mapping: suggestMapping(file.headers, definitions),
          totalRows: file.rows.length,
          createdAt: clock(),
        })
        .returning();
      if (!row) throw new Error('import insert returned no row');
      return toContactImport(row);
    },

    async start(
      caller: Caller,
      id: number,
      body: ImportStart & { mapping: Record<string, string> },
      actor: AuditActor,
    ): Promise<ContactImport> {
      const row = await find(caller.businessId, id);
      if (row.status !== 'uploaded') throw new AppError(409, 'conflict', IMPORT_TEXTS.notWaiting);
      const keys = new Set((await definitionsOf(db, caller.businessId)).map((d) => d.key));
      const mapping = checkMapping(row.headers, body.mapping, keys);
      if (body.default_country && !isSupportedCountry(body.default_country)) {
        const message = 'Choose a country by its two-letter code, e.g. KE';
        throw new ValidationError(message, { default_country: [message] });
      }
      return db.transaction(async (tx) => {
        const [started] = await tx
          .update(contactImports)
          .set({
            status: 'queued',
            mapping,
            tags: body.tags ?? [],
            defaultCountry: body.default_country ?? null,
          })
          .where(and(eq(contactImports.id, id), eq(contactImports.status, 'uploaded')))
          .returning();
        if (!started) throw new AppError(409, 'conflict', IMPORT_TEXTS.notWaiting);
        await jobs.enqueue(CONTACT_IMPORT_JOB, { importId: id }, { executor: tx });
        await audit.record(
          caller.businessId,
          actor,
          { kind: 'contacts.import.started', target: row.filename, after: { rows: row.totalRows } },
          tx,
        );
        return toContactImport(started);
      });
    },

    async get(caller: Caller, id: number): Promise<ContactImport> {
      return toContactImport(await find(caller.businessId, id));
    },

    async list(caller: Caller): Promise<ContactImport[]> {
      const rows = await db
        .select()
        .from(contactImports)
        .where(eq(contactImports.businessId, caller.businessId))
        .orderBy(desc(contactImports.id))
        .limit(20);
      return rows.map(toContactImport);
    },
  };
}

export type ContactImports = ReturnType<typeof createContactImports>;
