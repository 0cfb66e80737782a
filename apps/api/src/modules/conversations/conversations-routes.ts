// The signed-in business's own data (SPEC §7): credit, the messaging chat box, tasks, and
// the dashboard's summary and credit history. Every query is filtered by the session's
// business, so another tenant's ids answer 404, never their data.
import {
  type ChatBoxItem,
  chatBoxItemSchema,
  chatBoxListSchema,
  creditHistoryResponseSchema,
  dashboardSummarySchema,
  MESSAGING_CHANNELS,
  type TaskItem,
  taskItemSchema,
  taskListSchema,
} from '@lisa/contracts/accounts';
import { creditResponseSchema } from '@lisa/contracts/credit';
import { errorBodySchema } from '@lisa/contracts/errors';
import { and, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  businesses,
  contacts,
  conversations,
  creditLedger,
  messages,
  tasks,
} from '../../db/schema/core.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';
import { requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';

const LIST_LIMIT = 100;
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Midnight UTC of the day `now` falls in: "today" for the summary figures. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

type TaskRow = typeof tasks.$inferSelect;

function taskView(row: TaskRow): TaskItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    assignee_id: row.assigneeId,
    conversation_id: row.conversationId,
    due_at: row.dueAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const workspaceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  app.addHook('preHandler', requireDashboardSession(context));
  const tags = ['dashboard'];
  const unauthorized = { 401: errorBodySchema };

  async function creditOf(businessId: number) {
    const [business] = await db
      .select({ balance: businesses.creditBalance })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    const [usage] = await db
      .select({ used: sum(creditLedger.delta) })
      .from(creditLedger)
      .where(and(eq(creditLedger.businessId, businessId), lt(creditLedger.delta, 0)));
    return { balance: business?.balance ?? 0, used: Math.abs(Number(usage?.used ?? 0)) };
  }

  async function chatBoxItems(businessId: number, onlyId?: number): Promise<ChatBoxItem[]> {
    const conditions = [
      eq(conversations.businessId, businessId),
      inArray(conversations.channel, [...MESSAGING_CHANNELS]),
    ];
    if (onlyId !== undefined) conditions.push(eq(conversations.id, onlyId));
    const rows = await db
      .select({ conversation: conversations, contact: contacts })
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(and(...conditions))
      .orderBy(desc(conversations.lastActivityAt))
      .limit(LIST_LIMIT);
    const ids = rows.map((row) => row.conversation.id);
    const latest = ids.length
      ? await db
          .selectDistinctOn([messages.conversationId], {
            conversationId: messages.conversationId,
            text: messages.text,
            sender: messages.sender,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(and(eq(messages.businessId, businessId), inArray(messages.conversationId, ids)))
          .orderBy(messages.conversationId, desc(messages.id))
      : [];
    const lastBy = new Map(latest.map((message) => [message.conversationId, message]));
    return rows.map(({ conversation, contact }) => {
      const last = lastBy.get(conversation.id);
      return {
        id: conversation.id,
        channel: conversation.channel,
        status: conversation.status,
        contact: {
          id: contact.id,
          name: contact.name,
          phone: contact.phone,
          customer_id: contact.customerId,
        },
        last_message: last
          ? { text: last.text, sender: last.sender, created_at: last.createdAt.toISOString() }
          : null,
        handoff_reason: conversation.handoffReason,
        last_activity_at: conversation.lastActivityAt.toISOString(),
        created_at: conversation.createdAt.toISOString(),
      };
    });
  }

  app.get(
    '/api/credit',
    {
      schema: {
        summary: "The business's credit balance and credits used (from the ledger)",
        tags,
        response: { 200: creditResponseSchema, ...unauthorized },
      },
    },
    async (request) => {
      const credit = await creditOf(sessionOf(request).businessId);
      return { credit_balance: credit.balance, total_credits_used: credit.used };
    },
  );

  app.get(
    '/api/credit/history',
    {
      schema: {
        summary: "The business's latest credit ledger entries, newest first",
        tags,
        response: { 200: creditHistoryResponseSchema, ...unauthorized },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.businessId, sessionOf(request).businessId))
        .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
        .limit(LIST_LIMIT);
      return {
        data: rows.map((row) => ({
          id: row.id,
          amount: row.delta,
          reason: row.reason,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/whatsapp-chat-box',
    {
      schema: {
        summary: "The business's conversations on its messaging channels",
        tags,
        response: { 200: chatBoxListSchema, ...unauthorized },
      },
    },
    async (request) => ({ data: await chatBoxItems(sessionOf(request).businessId) }),
  );

  app.get(
    '/api/whatsapp-chat-box/:id',
    {
      schema: {
        summary: 'One conversation of the chat box',
        tags,
        params: idParams,
        response: { 200: chatBoxItemSchema, 404: errorBodySchema, ...unauthorized },
      },
    },
    async (request) => {
      const [item] = await chatBoxItems(sessionOf(request).businessId, request.params.id);
      if (!item) throw new NotFoundError(`Conversation ${request.params.id} not found`);
      return item;
    },
  );

  app.get(
    '/api/tasks',
    {
      schema: {
        summary: "The business's tasks, newest first",
        tags,
        response: { 200: taskListSchema, ...unauthorized },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(tasks)
        .where(eq(tasks.businessId, sessionOf(request).businessId))
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(LIST_LIMIT);
      return { data: rows.map(taskView) };
    },
  );

  app.get(
    '/api/tasks/:id',
    {
      schema: {
        summary: 'One task',
        tags,
        params: idParams,
        response: { 200: taskItemSchema, 404: errorBodySchema, ...unauthorized },
      },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(tasks)
        .where(
          and(eq(tasks.businessId, sessionOf(request).businessId), eq(tasks.id, request.params.id)),
        );
      if (!row) throw new NotFoundError(`Task ${request.params.id} not found`);
      return taskView(row);
    },
  );

  app.get(
    '/api/dashboard/summary',
    {
      schema: {
        summary: "Today's figures for the dashboard index",
        tags,
        response: { 200: dashboardSummarySchema, ...unauthorized },
      },
    },
    async (request) => {
      const { businessId } = sessionOf(request);
      const since = startOfUtcDay(context.clock());
      const [credit, today, handoffs, leads] = await Promise.all([
        creditOf(businessId),
        db
          .select({ n: count() })
          .from(conversations)
          .where(
            and(eq(conversations.businessId, businessId), gte(conversations.createdAt, since)),
          ),
        db
          .select({ n: count() })
          .from(conversations)
          .where(and(eq(conversations.businessId, businessId), eq(conversations.status, 'open'))),
        db
          .select({ n: count() })
          .from(contacts)
          .where(
            and(
              eq(contacts.businessId, businessId),
              gte(contacts.createdAt, since),
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
  );
};
