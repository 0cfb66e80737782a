// The guided set-up (issue 15): where the owner is in it, and the dashboard's checklist,
// each item read from the state it names — settings saved once, a source of the business's
// own that is ready, the agent tried in the studio, a visitor conversation through the
// website widget, a WhatsApp/Messenger/Instagram connection, a teammate invited or joined.
import {
  CHECKLIST_ITEMS,
  CHECKLIST_LABELS,
  type ChecklistItemKey,
  type Onboarding,
  type OnboardingPatch,
} from '@lisa/contracts/onboarding';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships } from '../../db/schema/accounts.ts';
import { agentSettings, agentTestRuns } from '../../db/schema/agent.ts';
import { channelConnections } from '../../db/schema/channels.ts';
import { conversations, messages } from '../../db/schema/core.ts';
import { knowledgeSources } from '../../db/schema/knowledge.ts';
import { onboardingProgress } from '../../db/schema/onboarding.ts';
import { teamInvites } from '../../db/schema/team.ts';

export interface OnboardingService {
  get(businessId: number): Promise<Onboarding>;
  update(businessId: number, patch: OnboardingPatch): Promise<Onboarding>;
}

/** Records that the agent was tried (the playground stores nothing else). Never throws. */
export async function markAgentTested(db: Database, businessId: number, now: Date) {
  await db
    .insert(onboardingProgress)
    .values({ businessId, testedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: onboardingProgress.businessId,
      set: { testedAt: now, updatedAt: now },
      setWhere: isNull(onboardingProgress.testedAt),
    });
}

export function createOnboardingService({
  db,
  clock,
}: {
  db: Database;
  clock: () => Date;
}): OnboardingService {
  const exists = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0) > 0;

  async function get(businessId: number): Promise<Onboarding> {
    const [progress] = await db
      .select()
      .from(onboardingProgress)
      .where(eq(onboardingProgress.businessId, businessId));
    const [agent, data, testRun, widget, channel, invited, members, answered] = await Promise.all([
      exists(
        db
          .select({ n: count() })
          .from(agentSettings)
          .where(eq(agentSettings.businessId, businessId)),
      ),
      exists(
        db
          .select({ n: count() })
          .from(knowledgeSources)
          .where(
            and(
              eq(knowledgeSources.businessId, businessId),
              isNull(knowledgeSources.systemKey),
              eq(knowledgeSources.status, 'ready'),
            ),
          ),
      ),
      exists(
        db
          .select({ n: count() })
          .from(agentTestRuns)
          .where(eq(agentTestRuns.businessId, businessId)),
      ),
      exists(
        db
          .select({ n: count() })
          .from(conversations)
          .where(
            and(eq(conversations.businessId, businessId), eq(conversations.channel, 'web_widget')),
          ),
      ),
      exists(
        db
          .select({ n: count() })
          .from(channelConnections)
          .where(eq(channelConnections.businessId, businessId)),
      ),
      exists(
        db.select({ n: count() }).from(teamInvites).where(eq(teamInvites.businessId, businessId)),
      ),
      exists(
        db
          .select({ n: count() })
          .from(memberships)
          .where(and(eq(memberships.businessId, businessId), ne(memberships.role, 'owner'))),
      ),
      db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.businessId, businessId), eq(messages.sender, 'bot'))),
    ]);
    const done: Record<ChecklistItemKey, boolean> = {
      agent,
      data,
      tested: testRun || Boolean(progress?.testedAt),
      widget,
      channel,
      team: invited || members,
    };
    const checklist = CHECKLIST_ITEMS.map((key) => ({
      key,
      label: CHECKLIST_LABELS[key],
      done: done[key],
    }));
    return {
      step: (progress?.step ?? 'agent-type') as Onboarding['step'],
      started: Boolean(progress?.startedAt),
      finished: Boolean(progress?.finishedAt),
      checklist,
      complete: checklist.every((item) => item.done),
      answered_questions: Number(answered[0]?.n ?? 0),
    };
  }

  return {
    get,
    async update(businessId, patch) {
      const now = clock();
      const set = {
        updatedAt: now,
        startedAt: sql`coalesce(${onboardingProgress.startedAt}, ${now.toISOString()}::timestamptz)`,
        ...(patch.step !== undefined ? { step: patch.step } : {}),
        ...(patch.finished !== undefined ? { finishedAt: patch.finished ? now : null } : {}),
      };
      await db
        .insert(onboardingProgress)
        .values({ businessId, ...set, startedAt: now })
        .onConflictDoUpdate({ target: onboardingProgress.businessId, set });
      return get(businessId);
    },
  };
}
