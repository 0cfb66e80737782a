// A signed-in business's knowledge sources: list, add (text, FAQ, file upload, web page),
// look at, replace, re-fetch and delete, and a search to check what the agent will find.
// Every call is scoped to the business: another tenant's source ids are 404. The sources
// Lisa maintains itself (business 1's system sources) are read-only.

import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';
import { ingestInput } from './knowledge-ingest.ts';
import type { KnowledgeSourceInput } from './knowledge-schemas.ts';
import type { KnowledgeSourceRow, KnowledgeStore } from './knowledge-store.ts';

export interface KnowledgeServiceOptions {
  store: KnowledgeStore;
  audit: AuditLog;
  /** Fetch for web-page sources (behind the private-address guard in production). */
  fetch: typeof fetch;
}

/** The audit entry of a change to a source: its title, and its kind after the change. */
function changed(verb: string, row: KnowledgeSourceRow) {
  return { kind: `knowledge.source.${verb}`, target: row.title, after: { kind: row.kind } };
}

function assertEditable(row: KnowledgeSourceRow): void {
  if (row.systemKey !== null) {
    throw new AppError(
      409,
      'conflict',
      'This source is maintained by Lisa and cannot be changed here',
    );
  }
}

export function createKnowledgeService({ store, audit, fetch }: KnowledgeServiceOptions) {
  async function ownSource(businessId: number, id: number): Promise<KnowledgeSourceRow> {
    const row = await store.getSource(businessId, id);
    if (!row) throw new NotFoundError(`Knowledge source ${id} not found`);
    return row;
  }

  async function replaceWith(businessId: number, id: number, input: KnowledgeSourceInput) {
    const source = await ingestInput(input, { fetch });
    const row = await store.replaceSource(businessId, id, source);
    if (!row) throw new NotFoundError(`Knowledge source ${id} not found`);
    return row;
  }

  return {
    list: (businessId: number) => store.listSources(businessId),

    async add(businessId: number, actor: AuditActor, input: KnowledgeSourceInput) {
      const source = await ingestInput(input, { fetch });
      const row = await store.addSource(businessId, source, { createdBy: actor.userId });
      await audit.record(businessId, actor, changed('created', row));
      return row;
    },

    /** A source with its chunks. */
    async get(businessId: number, id: number) {
      const source = await ownSource(businessId, id);
      return { source, chunks: await store.chunksOf(businessId, source.id) };
    },

    async replace(businessId: number, id: number, input: KnowledgeSourceInput, actor: AuditActor) {
      const before = await ownSource(businessId, id);
      assertEditable(before);
      const row = await replaceWith(businessId, id, input);
      await audit.record(businessId, actor, { ...changed('replaced', row), before: before.title });
      return row;
    },

    /** Fetches a web-page source again and replaces its chunks. */
    async refresh(businessId: number, id: number, actor: AuditActor) {
      const row = await ownSource(businessId, id);
      assertEditable(row);
      if (row.kind !== 'url' || !row.url) {
        throw new AppError(409, 'conflict', 'Only web-page sources can be fetched again');
      }
      const fresh = await replaceWith(businessId, row.id, {
        type: 'url',
        url: row.url,
        title: row.title,
      });
      await audit.record(businessId, actor, changed('refreshed', fresh));
      return fresh;
    },

    async remove(businessId: number, id: number, actor: AuditActor): Promise<void> {
      const row = await ownSource(businessId, id);
      assertEditable(row);
      await store.deleteSource(businessId, id);
      await audit.record(businessId, actor, { ...changed('deleted', row), after: null });
    },

    search: (businessId: number, query: string, limit: number) =>
      store.retriever.search(businessId, query, limit),
  };
}
export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
