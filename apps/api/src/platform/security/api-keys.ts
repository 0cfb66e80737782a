// API keys (the `lisa-api` integration): a key is a bearer token that starts with
// `lisa_sk_`, stored as its SHA-256 digest. It belongs to one business and to the member who
// made it, and acts as that member — their current role still applies — within the key's
// scopes (the guard checks them, session-guard.ts). A revoked or expired key, or one whose
// maker has left the business, answers 401. Each key may make API_KEY_REQUESTS_PER_MINUTE
// requests a minute, counted in the database (shared by every API process); over it: 429
// with Retry-After.
import {
  API_KEY_PREFIX,
  API_KEY_REQUESTS_PER_MINUTE,
  PUBLIC_API_TEXTS,
} from '@lisa/contracts/public-api';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships } from '../../db/schema/accounts.ts';
import { apiKeys } from '../../db/schema/public-api.ts';
import { AppError } from '../http/app-error.ts';
import { consumeWindows } from '../limits/usage-window.ts';
import { cryptoRandom, digest, type RandomSource } from './secrets.ts';
import type { ResolvedSession, Sessions } from './sessions.ts';

/** Writing last_used_at on every request is wasted work; once a minute is enough to show. */
const LAST_USED_PRECISION_MS = 60_000;

export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export function newApiKey(random: RandomSource = cryptoRandom): {
  key: string;
  digest: string;
  hint: string;
} {
  const key = `${API_KEY_PREFIX}${random.bytes(32).toString('base64url')}`;
  return { key, digest: digest(key), hint: `${key.slice(0, API_KEY_PREFIX.length + 4)}…` };
}

export function createApiKeyResolver(options: { db: Database; clock: () => Date }) {
  const { db, clock } = options;

  return {
    /** The session a key stands for, or an AppError (401, 403 or 429). */
    async resolve(token: string, chosenBusinessId?: number): Promise<ResolvedSession> {
      const now = clock();
      const [row] = await db
        .select({ key: apiKeys, role: memberships.role })
        .from(apiKeys)
        .leftJoin(
          memberships,
          and(
            eq(memberships.userId, apiKeys.createdBy),
            eq(memberships.businessId, apiKeys.businessId),
          ),
        )
        .where(eq(apiKeys.digest, digest(token)));
      const key = row?.key;
      const usable =
        key &&
        !key.revokedAt &&
        (!key.expiresAt || key.expiresAt > now) &&
        key.createdBy !== null &&
        row.role;
      if (!usable || !key.createdBy || !row.role) {
        throw new AppError(401, 'unauthorized', PUBLIC_API_TEXTS.keyInvalid);
      }
      if (chosenBusinessId !== undefined && chosenBusinessId !== key.businessId) {
        throw new AppError(403, 'forbidden', PUBLIC_API_TEXTS.keyOtherBusiness);
      }
      await consumeWindows(
        db,
        [
          {
            kind: 'api_key',
            key: String(key.id),
            max: API_KEY_REQUESTS_PER_MINUTE,
            windowMs: 60_000,
          },
        ],
        now,
        PUBLIC_API_TEXTS.keyRateLimited,
      );
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiKeys.id, key.id),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS)),
            ),
          ),
        );
      return {
        sessionId: 0,
        userId: key.createdBy,
        businessId: key.businessId,
        role: row.role,
        apiKey: { id: key.id, scopes: key.scopes },
      };
    },
  };
}

export type ApiKeyResolver = ReturnType<typeof createApiKeyResolver>;

/**
 * The sessions every guard resolves bearer tokens with, answering API keys as well: one
 * resolver, so every route a member can call is callable with a key (within its scopes).
 */
export function withApiKeys(sessions: Sessions, keys: ApiKeyResolver): Sessions {
  return {
    ...sessions,
    resolve: (token, businessId) =>
      isApiKey(token) ? keys.resolve(token, businessId) : sessions.resolve(token, businessId),
  };
}
