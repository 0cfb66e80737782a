// The widget's set-up per business (issue 16): the business key (generated, rotated with a
// 24 h grace for the old one), allowed domains, the identity secret behind Lisa.identify
// and the pre-chat form; and the visitor side: resolving a key, verified identify, pre-chat.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEFAULT_WIDGET_COLOUR } from '@lisa/contracts/agent';
import { brandColours } from '@lisa/contracts/brand-colour';
import { CONTACT_TEXTS } from '@lisa/contracts/contacts';
import {
  BUSINESS_KEY_GRACE_HOURS,
  BUSINESS_KEY_PREFIX,
  IDENTITY_REQUIRED_REASON,
  type PrechatFieldMode,
  type UpdateWidgetSettings,
  WIDGET_TEXTS,
  type WidgetIdentifyRequest,
  type WidgetPrechatRequest,
} from '@lisa/contracts/widget';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { contacts } from '../../db/schema/core.ts';
import { widgetSettings } from '../../db/schema/widget.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { normalizePhone } from '../contacts/contact-normalize.ts';
import { attachIdentity, resolveDeviceContact } from '../contacts/identity-resolver.ts';
import { type WidgetRow, widgetSettingsView } from './widget-views.ts';

const GRACE_MS = BUSINESS_KEY_GRACE_HOURS * 60 * 60 * 1000;
/** "Seen on a site" is written at most this often per business (the loader calls per page). */
const SEEN_EVERY_MS = 60 * 60 * 1000;
const SECRET_CONTEXT = 'widget.identity_secret';

export function newBusinessKey(): string {
  return `${BUSINESS_KEY_PREFIX}${randomBytes(16).toString('hex')}`;
}

/** Hex HMAC-SHA256 of the user id with the identity secret: what a business's server computes. */
export function identityHash(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(userId).digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface ResolvedWidget {
  businessId: number;
  allowedDomains: string[];
  prechat: { name: PrechatFieldMode; email: PrechatFieldMode };
  requireIdentityVerification: boolean;
}

export function createWidgetService(options: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
  secrets: SecretBox;
}) {
  const { db, clock, audit, secrets } = options;

  async function row(businessId: number, executor: Executor = db): Promise<WidgetRow> {
    const [found] = await executor
      .select()
      .from(widgetSettings)
      .where(eq(widgetSettings.businessId, businessId));
    if (found) return found;
    // First look: the row with a fresh identity secret (no key until the owner generates one).
    await executor
      .insert(widgetSettings)
      .values({
        businessId,
        identitySecret: secrets.seal(randomBytes(32).toString('hex'), SECRET_CONTEXT),
        updatedAt: clock(),
      })
      .onConflictDoNothing();
    const [made] = await executor
      .select()
      .from(widgetSettings)
      .where(eq(widgetSettings.businessId, businessId));
    if (!made) throw new Error('widget settings insert returned no row');
    return made;
  }

  const view = (r: WidgetRow) =>
    widgetSettingsView(r, secrets.open(r.identitySecret, SECRET_CONTEXT), clock());

  /** The live widget row of a key: the current key, or the previous one within its grace. */
  async function byKey(key: string): Promise<WidgetRow | undefined> {
    const [found] = await db
      .select()
      .from(widgetSettings)
      .where(
        or(
          eq(widgetSettings.businessKey, key),
          and(
            eq(widgetSettings.previousKey, key),
            gt(widgetSettings.previousKeyExpiresAt, clock()),
          ),
        ),
      );
    return found;
  }

  async function resolveKey(key: string): Promise<WidgetRow> {
    const found = await byKey(key);
    if (!found) throw new NotFoundError(WIDGET_TEXTS.unknownKey);
    return found;
  }

  const resolved = (r: WidgetRow): ResolvedWidget => ({
    businessId: r.businessId,
    allowedDomains: r.allowedDomains,
    prechat: {
      name: r.prechatName as PrechatFieldMode,
      email: r.prechatEmail as PrechatFieldMode,
    },
    requireIdentityVerification: r.requireIdentityVerification,
  });

  return {
    async settings(businessId: number) {
      return view(await row(businessId));
    },

    /** Generates the first key, or rotates: the old key keeps working for 24 h. */
    async rotateKey(businessId: number, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const current = await row(businessId, tx);
        const now = clock();
        const next = newBusinessKey();
        const [updated] = await tx
          .update(widgetSettings)
          .set({
            businessKey: next,
            previousKey: current.businessKey,
            previousKeyExpiresAt: current.businessKey ? new Date(now.getTime() + GRACE_MS) : null,
            updatedAt: now,
          })
          .where(eq(widgetSettings.businessId, businessId))
          .returning();
        if (!updated) throw new Error('widget settings update returned no row');
        await audit.record(
          businessId,
          actor,
          {
            kind: current.businessKey
              ? 'integrations.widget.key_rotated'
              : 'integrations.widget.key_generated',
          },
          tx,
        );
        return view(updated);
      });
    },

    async rotateIdentitySecret(businessId: number, actor: AuditActor) {
      return db.transaction(async (tx) => {
        await row(businessId, tx);
        const [updated] = await tx
          .update(widgetSettings)
          .set({
            identitySecret: secrets.seal(randomBytes(32).toString('hex'), SECRET_CONTEXT),
            updatedAt: clock(),
          })
          .where(eq(widgetSettings.businessId, businessId))
          .returning();
        if (!updated) throw new Error('widget settings update returned no row');
        await audit.record(businessId, actor, { kind: 'integrations.widget.identity_rotated' }, tx);
        return view(updated);
      });
    },

    async update(businessId: number, patch: UpdateWidgetSettings, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const before = await row(businessId, tx);
        const [updated] = await tx
          .update(widgetSettings)
          .set({
            ...(patch.allowed_domains
              ? { allowedDomains: [...new Set(patch.allowed_domains)] }
              : {}),
            ...(patch.prechat
              ? { prechatName: patch.prechat.name, prechatEmail: patch.prechat.email }
              : {}),
            ...(patch.require_identity_verification === undefined
              ? {}
              : { requireIdentityVerification: patch.require_identity_verification }),
            updatedAt: clock(),
          })
          .where(eq(widgetSettings.businessId, businessId))
          .returning();
        if (!updated) throw new Error('widget settings update returned no row');
        await audit.record(
          businessId,
          actor,
          {
            kind: 'integrations.widget.updated',
            before: {
              allowed_domains: before.allowedDomains,
              prechat: { name: before.prechatName, email: before.prechatEmail },
              require_identity_verification: before.requireIdentityVerification,
            },
            after: {
              allowed_domains: updated.allowedDomains,
              prechat: { name: updated.prechatName, email: updated.prechatEmail },
              require_identity_verification: updated.requireIdentityVerification,
            },
          },
          tx,
        );
        return view(updated);
      });
    },

    /** A key's business, domains and pre-chat form; 404 for an unknown or expired key. */
    async resolve(key: string): Promise<ResolvedWidget> {
      return resolved(await resolveKey(key));
    },

    /**
     * The loader's first call: a site shows the widget now, so the catalogue says "Connected".
     * Written at most once an hour per business (a busy site loads it on every page).
     */
    /** The embed's first call: the key's widget, and the colour the launcher wears at once. */
    async loadedBy(key: string): Promise<ResolvedWidget & { colour: string; textColour: string }> {
      const found = await resolveKey(key);
      const now = clock();
      if (!found.lastSeenAt || now.getTime() - found.lastSeenAt.getTime() >= SEEN_EVERY_MS) {
        await db
          .update(widgetSettings)
          .set({ lastSeenAt: now })
          .where(eq(widgetSettings.businessId, found.businessId));
      }
      const [agent] = await db
        .select({ colour: agentSettings.widgetColour })
        .from(agentSettings)
        .where(eq(agentSettings.businessId, found.businessId));
      const colour = agent?.colour ?? DEFAULT_WIDGET_COLOUR;
      const brand = brandColours(colour);
      return { ...resolved(found), colour, textColour: brand?.onAccent ?? '#ffffff' };
    },

    /** Allowed domains of a business (empty: any origin; no row yet: any origin). */
    async allowedDomains(businessId: number): Promise<string[]> {
      const [found] = await db
        .select({ allowedDomains: widgetSettings.allowedDomains })
        .from(widgetSettings)
        .where(eq(widgetSettings.businessId, businessId));
      return found?.allowedDomains ?? [];
    },

    /**
     * Lisa.identify. A correct user_hash joins the visitor's contact to the signed identity
     * (verified, so another contact holding it merges). A wrong one changes nothing. None at
     * all: refused (403) when the business requires verification; otherwise the name, email
     * and phone are kept as the visitor's own unverified details, like the pre-chat form's
     * (they suggest merges, never make them), and the unsigned user id is not kept.
     */
    async identify(
      input: WidgetIdentifyRequest,
    ): Promise<{ identified: boolean; verified: boolean }> {
      const found = await resolveKey(input.key);
      const phone = input.phone === undefined ? null : normalizePhone(input.phone);
      if (input.phone !== undefined && !phone) {
        throw new ValidationError(CONTACT_TEXTS.invalidPhone, {
          phone: [CONTACT_TEXTS.invalidPhone],
        });
      }
      const signed = Boolean(input.user_hash);
      if (!signed && found.requireIdentityVerification) {
        throw new AppError(403, 'forbidden', WIDGET_TEXTS.identityRequired, {
          reason: IDENTITY_REQUIRED_REASON,
        });
      }
      if (signed) {
        const secret = secrets.open(found.identitySecret, SECRET_CONTEXT);
        if (!sameHex(identityHash(secret, input.user_id), input.user_hash ?? '')) {
          return { identified: false, verified: false };
        }
      }
      await db.transaction(async (tx) => {
        const now = clock();
        const contact = await resolveDeviceContact(tx, found.businessId, input.customer_id, now);
        if (input.name) {
          await tx
            .update(contacts)
            .set({ name: input.name })
            .where(and(eq(contacts.id, contact.id), isNull(contacts.name)));
        }
        const base = {
          db,
          businessId: found.businessId,
          source: 'system' as const,
          actorId: null,
          now,
        };
        let contactId = contact.id;
        if (signed) {
          const attached = await attachIdentity(tx, {
            ...base,
            contactId,
            kind: 'widget_identity',
            value: input.user_id,
            verified: true,
            primary: false,
          });
          contactId = attached.contactId;
        }
        // The email and phone ride along unsigned (the hash covers the user id): kept, not
        // verified.
        for (const [kind, value] of [
          ['email', input.email],
          ['phone', phone],
        ] as const) {
          if (!value) continue;
          const attached = await attachIdentity(tx, {
            ...base,
            contactId,
            kind,
            value,
            verified: false,
            primary: true,
          });
          contactId = attached.contactId;
        }
      });
      return { identified: true, verified: signed };
    },

    /** The pre-chat form's answers, checked against what the business requires. */
    async prechat(input: WidgetPrechatRequest): Promise<void> {
      const found = await resolveKey(input.key);
      if (found.prechatName === 'required' && !input.name)
        throw new ValidationError(WIDGET_TEXTS.prechatNameRequired, {
          name: [WIDGET_TEXTS.prechatNameRequired],
        });
      if (found.prechatEmail === 'required' && !input.email)
        throw new ValidationError(WIDGET_TEXTS.prechatEmailRequired, {
          email: [WIDGET_TEXTS.prechatEmailRequired],
        });
      await db.transaction(async (tx) => {
        const now = clock();
        const contact = await resolveDeviceContact(tx, found.businessId, input.customer_id, now);
        if (input.name && found.prechatName !== 'off') {
          await tx
            .update(contacts)
            .set({ name: input.name })
            .where(and(eq(contacts.id, contact.id), isNull(contacts.name)));
        }
        if (input.email && found.prechatEmail !== 'off') {
          await attachIdentity(tx, {
            db,
            businessId: found.businessId,
            contactId: contact.id,
            kind: 'email',
            value: input.email,
            verified: false,
            primary: true,
            source: 'system',
            actorId: null,
            now,
          });
        }
      });
    },
  };
}

export type WidgetService = ReturnType<typeof createWidgetService>;
