// GET /api/credit and /api/credit/history: the signed-in business's credit (SPEC §7).
import { creditHistoryResponseSchema } from '@lisa/contracts/accounts';
import { creditResponseSchema } from '@lisa/contracts/credit';
import { errorBodySchema } from '@lisa/contracts/errors';
import type { App, AppContext } from '../../context.ts';
import { requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { CreditsService } from './credits-service.ts';
import { toCreditHistoryEntry } from './credits-views.ts';

export async function creditsRoutes(
  app: App,
  credits: CreditsService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['dashboard'];

  app.get(
    '',
    {
      config: { access: 'credits.read' },
      schema: {
        summary: "The business's credit balance and credits used (from the ledger)",
        tags,
        response: { 200: creditResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const credit = await credits.figures(sessionOf(request).businessId);
      return { credit_balance: credit.balance, total_credits_used: credit.used };
    },
  );

  app.get(
    '/history',
    {
      config: { access: 'credits.read' },
      schema: {
        summary: "The business's latest credit ledger entries, newest first",
        tags,
        response: { 200: creditHistoryResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const rows = await credits.history(sessionOf(request).businessId);
      return { data: rows.map(toCreditHistoryEntry) };
    },
  );
}
