// What other modules put on a contact's timeline (leads, deals, tasks), written in the
// caller's transaction so the entry exists exactly when the change does. A row that names no
// contact writes nothing. The kinds and their data are read by the dashboard's timeline.
import type { Executor } from '../../db/client.ts';
import { recordEvent } from './contact-rows.ts';

export type TimelineKind =
  | 'lead_created'
  | 'lead_converted'
  | 'deal_created'
  | 'deal_stage_changed'
  | 'task_created'
  | 'task_done';

export async function addToTimeline(
  tx: Executor,
  entry: {
    businessId: number;
    contactId: number | null | undefined;
    kind: TimelineKind;
    data: Record<string, unknown>;
    /** Who did it: a member (named by actorId when known), the agent, or the system. */
    source: 'member' | 'agent' | 'system';
    actorId?: number | null;
    at: Date;
  },
): Promise<void> {
  if (!entry.contactId) return;
  await recordEvent(tx, {
    businessId: entry.businessId,
    contactId: entry.contactId,
    kind: entry.kind,
    source: entry.source,
    actorId: entry.actorId ?? null,
    data: entry.data,
    at: entry.at,
  });
}
