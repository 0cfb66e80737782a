// Today's figures for the dashboard index: credit, conversations started today, open
// handoffs and new leads (contacts created today who left an email or phone number).
import type { DashboardSummary } from '@lisa/contracts/accounts';
import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts, conversations } from '../../db/schema/core.ts';
import { HUMAN_STATUSES } from '../chat/conversation-state.ts';
import { creditFigures } from '../credits/credits-service.ts';

/** Midnight UTC of the day `now` falls in: "today" for the summary figures. */
function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export interface DashboardSummaryService {
  summary(businessId: number): Promise<DashboardSummary>;
}

export function createDashboardSummaryService(
  db: Database,
  clock: () => Date,
): DashboardSummaryService {
  return {
    async summary(businessId) {
      const since = startOfUtcDay(clock());
      const [credit, today, handoffs, leads] = await Promise.all([
        creditFigures(db, businessId),
        db
          .select({ n: count() })
          .from(conversations)
          .where(
            and(eq(conversations.businessId, businessId), gte(conversations.createdAt, since)),
          ),
        db
          .select({ n: count() })
          .from(conversations)
          .where(
            and(
              eq(conversations.businessId, businessId),
              inArray(conversations.status, [...HUMAN_STATUSES]),
            ),
          ),
        db
          .select({ n: count() })
          .from(contacts)
          .where(
            and(
              eq(contacts.businessId, businessId),
              gte(contacts.createdAt, since),
              // A contact merged into another is counted once, as the one it became.
              isNull(contacts.mergedIntoId),
              // A lead is a contact who left a way to reach them.
              sql`(${contacts.email} is not null or ${contacts.phone} is not null)`,
            ),
          ),
      ]);
      return {
        credit_balance: credit.balance,
        total_credits_used: credit.used,
        conversations_today: Number(today[0]?.n ?? 0),
        open_handoffs: Number(handoffs[0]?.n ?? 0),
        new_leads: Number(leads[0]?.n ?? 0),
        since: since.toISOString(),
      };
    },
  };
}
