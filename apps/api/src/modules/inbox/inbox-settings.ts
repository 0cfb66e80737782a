// /api/inbox/settings: how handed-over conversations reach the team — round-robin among the
// members marked online (off: everybody sees them in "unassigned"), "stay with the last
// agent for 24 h" when a resolved conversation is reopened, and the site a reply emailed to
// a visitor links back to. Everyone reads them; owners and admins change them (team.manage),
// and the audit log says who.
import {
  type InboxSettings,
  inboxSettingsSchema,
  inboxSettingsUpdateSchema,
} from '@lisa/contracts/inbox';
import type { Database } from '../../db/client.ts';
import { inboxSettings } from '../../db/schema/inbox.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import {
  actorOf,
  memberSessionOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import { readInboxSettings } from '../chat/routing.ts';

function view(row: Awaited<ReturnType<typeof readInboxSettings>>): InboxSettings {
  return {
    round_robin: row.roundRobin,
    stay_with_last_agent: row.stayWithLastAgent,
    site_url: row.siteUrl,
  };
}

export function createInboxSettingsService(options: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
}) {
  const { db, clock, audit } = options;
  return {
    async get(businessId: number): Promise<InboxSettings> {
      return view(await readInboxSettings(db, businessId));
    },
    async update(
      businessId: number,
      change: { round_robin?: boolean; stay_with_last_agent?: boolean; site_url?: string | null },
      actor: AuditActor,
    ): Promise<InboxSettings> {
      const set = {
        ...(change.round_robin !== undefined ? { roundRobin: change.round_robin } : {}),
        ...(change.stay_with_last_agent !== undefined
          ? { stayWithLastAgent: change.stay_with_last_agent }
          : {}),
        ...(change.site_url !== undefined ? { siteUrl: change.site_url } : {}),
        updatedAt: clock(),
      };
      const before = await this.get(businessId);
      await db
        .insert(inboxSettings)
        .values({ businessId, ...set })
        .onConflictDoUpdate({ target: inboxSettings.businessId, set });
      const after = await this.get(businessId);
      await audit.record(businessId, actor, { kind: 'inbox.settings.updated', before, after });
      return after;
    },
  };
}
export type InboxSettingsService = ReturnType<typeof createInboxSettingsService>;

const errors = errorResponses(400, 401, 403);

export const inboxSettingsModule: ApiModule<InboxSettingsService> = {
  prefix: '/api/inbox',
  services: ({ db, clock, audit }) => createInboxSettingsService({ db, clock, audit }),
  routes: async (app, settings, context) => {
    app.addHook('preValidation', requireDashboardSession(context.sessions));
    const tags = ['inbox'];
    app.get(
      '/settings',
      {
        config: { access: 'conversations.read' },
        schema: {
          summary: 'How handed-over conversations reach the team',
          tags,
          response: { 200: inboxSettingsSchema, ...errors },
        },
      },
      (request) => settings.get(memberSessionOf(request).businessId),
    );
    app.patch(
      '/settings',
      {
        config: { access: 'team.manage' },
        schema: {
          summary: 'Change the routing: round-robin, stay with the last agent, the site link',
          tags,
          body: inboxSettingsUpdateSchema,
          response: { 200: inboxSettingsSchema, ...errors },
        },
      },
      (request) =>
        settings.update(memberSessionOf(request).businessId, request.body, actorOf(request)),
    );
  },
};
