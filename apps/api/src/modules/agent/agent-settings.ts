// The agent's settings: read (defaults where the business saved nothing) and changed. The
// name and default language live on `businesses` (see db/schema/agent.ts); the rest in
// `agent_settings`, one row per business, written on the first save.
import type { AgentBehaviour, BusinessHours } from '@lisa/agent/types';
import {
  type AgentSettings,
  type agentSettingsPatchSchema,
  DEFAULT_WIDGET_COLOUR,
  type Weekday,
} from '@lisa/contracts/agent';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { businesses } from '../../db/schema/core.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { NotFoundError, ValidationError } from '../../platform/http/app-error.ts';

export type SettingsRow = typeof agentSettings.$inferSelect;
type Patch = z.output<typeof agentSettingsPatchSchema>;

/** The columns of agent_settings the chat reads with its business (one join, no extra round trip). */
export const behaviourColumns = {
  purpose: agentSettings.purpose,
  tone: agentSettings.tone,
  greeting: agentSettings.greeting,
  dontKnowText: agentSettings.dontKnowText,
  handoffAfterUnanswered: agentSettings.handoffAfterUnanswered,
  handoffKeywords: agentSettings.handoffKeywords,
  businessHours: agentSettings.businessHours,
  languages: agentSettings.languages,
};
export type BehaviourRow = { [K in keyof typeof behaviourColumns]: SettingsRow[K] | null };

/** Stored business hours as the engine (and its isWithinHours) reads them. */
export function engineHours(stored: SettingsRow['businessHours']): BusinessHours | null {
  return stored
    ? {
        timeZone: stored.time_zone,
        days: stored.days as Partial<Record<Weekday, { open: string; close: string } | null>>,
      }
    : null;
}

/** What the engine is told of a business's settings (nothing when it saved none). */
export function behaviourOf(row: BehaviourRow): AgentBehaviour | undefined {
  if (row.purpose === null) return undefined;
  return {
    purpose: row.purpose as AgentBehaviour['purpose'],
    tone: row.tone as AgentBehaviour['tone'],
    greeting: row.greeting,
    dontKnowText: row.dontKnowText,
    handoffAfterUnanswered: row.handoffAfterUnanswered,
    handoffKeywords: row.handoffKeywords ?? [],
    businessHours: engineHours(row.businessHours),
    languages: row.languages ?? [],
  };
}

interface BusinessPart {
  agentName: string;
  defaultLanguage: string;
}

export function settingsView(business: BusinessPart, row: SettingsRow | null): AgentSettings {
  const defaultLanguage = business.defaultLanguage as AgentSettings['default_language'];
  return {
    name: business.agentName,
    purpose: (row?.purpose ?? 'support') as AgentSettings['purpose'],
    tone: (row?.tone ?? 'friendly') as AgentSettings['tone'],
    greeting: row?.greeting ?? null,
    dont_know_text: row?.dontKnowText ?? null,
    handoff: {
      on_request: true,
      after_unanswered: row?.handoffAfterUnanswered ?? null,
      keywords: row?.handoffKeywords ?? [],
    },
    business_hours: (row?.businessHours as AgentSettings['business_hours']) ?? null,
    default_language: defaultLanguage,
    languages: (row?.languages.length
      ? row.languages
      : [defaultLanguage]) as AgentSettings['languages'],
    widget: {
      colour: row?.widgetColour ?? DEFAULT_WIDGET_COLOUR,
      avatar_url: row?.avatarUrl ?? null,
    },
    reviewed: row !== null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export interface AgentSettingsOptions {
  db: Database;
  audit: AuditLog;
  clock: () => Date;
  /** Runs inside the transaction of every saved change (the test suite's auto-run). */
  afterChange?: (executor: Executor, businessId: number) => Promise<void>;
}

export function createAgentSettings({ db, audit, clock, afterChange }: AgentSettingsOptions) {
  async function read(executor: Executor, businessId: number) {
    const [found] = await executor
      .select({
        agentName: businesses.agentName,
        defaultLanguage: businesses.defaultLanguage,
        settings: agentSettings,
      })
      .from(businesses)
      .leftJoin(agentSettings, eq(agentSettings.businessId, businesses.id))
      .where(eq(businesses.id, businessId));
    if (!found) throw new NotFoundError(`Business ${businessId} not found`);
    return found;
  }

  return {
    async get(businessId: number): Promise<AgentSettings> {
      const found = await read(db, businessId);
      return settingsView(found, found.settings);
    },

    async update(businessId: number, actor: AuditActor, patch: Patch): Promise<AgentSettings> {
      return db.transaction(async (tx) => {
        const before = await read(tx, businessId);
        const current = settingsView(before, before.settings);
        const defaultLanguage = patch.default_language ?? current.default_language;
        const languages = patch.languages ?? current.languages;
        if (!languages.includes(defaultLanguage)) {
          const message = 'The default language must be one of the languages it answers in';
          throw new ValidationError(message, { languages: [message] });
        }
        const now = clock();
        if (patch.name !== undefined || patch.default_language !== undefined) {
          await tx
            .update(businesses)
            .set({
              ...(patch.name !== undefined ? { agentName: patch.name } : {}),
              ...(patch.default_language !== undefined ? { defaultLanguage } : {}),
              updatedAt: now,
            })
            .where(eq(businesses.id, businessId));
        }
        const values = {
          purpose: patch.purpose ?? current.purpose,
          tone: patch.tone ?? current.tone,
          greeting: patch.greeting !== undefined ? patch.greeting : current.greeting,
          dontKnowText:
            patch.dont_know_text !== undefined ? patch.dont_know_text : current.dont_know_text,
          handoffAfterUnanswered:
            patch.handoff?.after_unanswered !== undefined
              ? patch.handoff.after_unanswered
              : current.handoff.after_unanswered,
          handoffKeywords: dedupe(patch.handoff?.keywords ?? current.handoff.keywords),
          businessHours:
            patch.business_hours !== undefined ? patch.business_hours : current.business_hours,
          languages: dedupe(languages),
          widgetColour: (patch.widget?.colour ?? current.widget.colour).toLowerCase(),
          avatarUrl:
            patch.widget?.avatar_url !== undefined
              ? patch.widget.avatar_url
              : current.widget.avatar_url,
          updatedAt: now,
        };
        await tx
          .insert(agentSettings)
          .values({ businessId, ...values })
          .onConflictDoUpdate({ target: agentSettings.businessId, set: values });
        const after = await read(tx, businessId);
        const view = settingsView(after, after.settings);
        await audit.record(
          businessId,
          actor,
          {
            kind: 'agent.settings.updated',
            target: view.name,
            before: changedFields(current, view, 'before'),
            after: changedFields(current, view, 'after'),
          },
          tx,
        );
        await afterChange?.(tx, businessId);
        return view;
      });
    },
  };
}
export type AgentSettingsService = ReturnType<typeof createAgentSettings>;

const dedupe = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

function changedFields(a: AgentSettings, b: AgentSettings, side: 'before' | 'after') {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(a) as Array<keyof AgentSettings>) {
    if (key === 'updated_at' || key === 'reviewed') continue;
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key]))
      out[key] = side === 'before' ? a[key] : b[key];
  }
  return out;
}
