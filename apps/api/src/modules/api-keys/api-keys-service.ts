// API keys of a business: made by an owner or admin with a name, scopes and an optional
// expiry, shown once, listed with when they were last used, revoked. Resolving a key on a
// request is the platform's (platform/security/api-keys.ts).
import {
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  MAX_API_KEYS,
  PUBLIC_API_TEXTS,
} from '@lisa/contracts/public-api';
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { apiKeys } from '../../db/schema/public-api.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { newApiKey } from '../../platform/security/api-keys.ts';

type Row = typeof apiKeys.$inferSelect;

const view = (row: Row, maker: { id: number; name: string } | null): ApiKey => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  scopes: row.scopes,
  created_by: maker,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export function createApiKeysService(options: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
}) {
  const { db, clock, audit } = options;

  const active = (businessId: number, now: Date) =>
    and(
      eq(apiKeys.businessId, businessId),
      isNull(apiKeys.revokedAt),
      or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
    );

  return {
    async list(businessId: number): Promise<ApiKey[]> {
      const rows = await db
        .select({ key: apiKeys, makerName: users.name })
        .from(apiKeys)
        .leftJoin(users, eq(users.id, apiKeys.createdBy))
        .where(eq(apiKeys.businessId, businessId))
        .orderBy(desc(apiKeys.id));
      return rows.map(({ key, makerName }) =>
        view(key, key.createdBy && makerName ? { id: key.createdBy, name: makerName } : null),
      );
    },

    async create(
      businessId: number,
      input: CreateApiKeyRequest,
      actor: AuditActor & { userId: number },
    ): Promise<CreatedApiKey> {
      const now = clock();
      const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
      if (expiresAt && expiresAt <= now) {
        throw new ValidationError('The expiry must be in the future.', {
          expires_at: ['Choose a date in the future'],
        });
      }
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(active(businessId, now));
        if ((existing?.n ?? 0) >= MAX_API_KEYS) {
          throw new AppError(409, 'conflict', PUBLIC_API_TEXTS.tooManyKeys);
        }
        const made = newApiKey();
        const [row] = await tx
          .insert(apiKeys)
          .values({
            businessId,
            createdBy: actor.userId,
            name: input.name,
            digest: made.digest,
            hint: made.hint,
            scopes: [...new Set(input.scopes)],
            expiresAt,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('api key insert returned no row');
        await audit.record(
          businessId,
          actor,
          { kind: 'integrations.api_key.created', target: row.name, after: { scopes: row.scopes } },
          tx,
        );
        const [maker] = await tx
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(eq(users.id, actor.userId));
        return { ...view(row, maker ?? null), key: made.key };
      });
    },

    async revoke(businessId: number, id: number, actor: AuditActor): Promise<void> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: clock() })
        .where(
          and(eq(apiKeys.id, id), eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)),
        )
        .returning();
      if (!row) {
        const [exists] = await db
          .select({ id: apiKeys.id })
          .from(apiKeys)
          .where(and(eq(apiKeys.id, id), eq(apiKeys.businessId, businessId)));
        if (!exists) throw new NotFoundError(`API key ${id} not found`);
        return; // already revoked: revoking again changes nothing
      }
      await audit.record(businessId, actor, {
        kind: 'integrations.api_key.revoked',
        target: row.name,
      });
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
