// Today's figures for the dashboard index: credit, conversations started today, open
// handoffs and new leads (leads captured or added today, from chats, forms or by hand).
import type { DashboardSummary } from '@lisa/contracts/accounts';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversations } from '../../db/schema/core.ts';
import { leads } from '../../db/schema/sales.ts';
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
      const [credit, today, handoffs, newLeads] = await Promise.all([
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
          .from(leads)
          .where(and(eq(leads.businessId, businessId), gte(leads.createdAt, since))),
      ]);
      return {
        credit_balance: credit.balance,
        total_credits_used: credit.used,
        conversations_today: Number(today[0]?.n ?? 0),
        open_handoffs: Number(handoffs[0]?.n ?? 0),
        new_leads: Number(newLeads[0]?.n ?? 0),
        since: since.toISOString(),
      };
    },
  };
}
