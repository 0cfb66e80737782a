// A business's third-party connections: connect (settings checked, secrets sealed to the
// row, the connection tested at once), test, disconnect, the per-record call log, and
// `call`, which workflow steps use: one action with an idempotency key (a key that already
// succeeded answers from the log, nothing is sent twice), OAuth access tokens fetched and
// refreshed as needed (sealed too), every call logged with its record id or its error.
import {
  CONNECTOR_ACTIONS,
  CONNECTOR_SECRET_FIELDS,
  type ConnectorAction,
  type ConnectorApp,
  type ConnectorConnection,
  type ConnectorLogEntry,
  type ConnectorTestResult,
  connectorSettingsSchemas,
} from '@lisa/contracts/connectors';
import type { BusinessOpeningHours } from '@lisa/workflows';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { connectorCalls, connectorConnections } from '../../db/schema/connectors.ts';
import { LISA_BUSINESS_ID } from '../../db/seed.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { OutboundFetch } from '../../platform/security/outbound-fetch.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { createAsana } from './apps/asana.ts';
import {
  type CallContext,
  type Connector,
  ConnectorError,
  type Output,
} from './apps/connector-http.ts';
import { createGoogleCalendar } from './apps/google-calendar.ts';
import { kijani } from './apps/kijani.ts';
import { odoo } from './apps/odoo.ts';
import { zohoCrm } from './apps/zoho-crm.ts';

type Row = typeof connectorConnections.$inferSelect;

export interface ConnectorsOptions {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
  secrets: SecretBox;
  outbound: OutboundFetch;
  asanaBaseUrl: string;
  googleCalendarBaseUrl: string;
  googleTokenUrl: string;
  /** ODOO_URL, ODOO_DB, ODOO_USER_ID, ODOO_API_KEY: Lisa's own business's Odoo (env.ts). */
  platformOdoo?: OdooSettings;
  timeoutMs?: number;
}

/** SPEC §3's Odoo configuration: URL, database, user id, API key. */
export interface OdooSettings {
  url: string;
  database: string;
  user_id: number;
  api_key: string;
}

/** The environment's Odoo has no row; it is told apart by this id (rows start at 1). */
const ENVIRONMENT_ROW_ID = 0;

const secretContext = (id: number) => `connector:${id}:secret`;
const tokenContext = (id: number) => `connector:${id}:token`;
const hint = (value: string) => (value.length > 8 ? `…${value.slice(-4)}` : '…');
const DAY = 86_400_000;
/** A log line whose call was started and never answered (still running, or cut off). */
const NO_ANSWER_YET = 'No answer recorded: the call is under way or was interrupted.';
/**
 * Actions that only read: asked again they must read again (a flow that loops back to "which
 * product?" checks the new answer), so the log never answers for them.
 */
const READS: ReadonlySet<ConnectorAction> = new Set([
  'check_inventory',
  'check_availability',
  'find_slots',
]);

export interface ConnectorCallResult {
  recordId: string | null;
  output: Output;
}

export function createConnectorsService(options: ConnectorsOptions) {
  const { db, clock, audit, secrets, outbound } = options;
  const connectors: Record<ConnectorApp, Connector> = {
    'zoho-crm': zohoCrm,
    odoo,
    kijani,
    asana: createAsana(options.asanaBaseUrl),
    calendar: createGoogleCalendar({
      baseUrl: options.googleCalendarBaseUrl,
      tokenUrl: options.googleTokenUrl,
    }),
  };

  /**
   * A business's saved connection; for Lisa's own business without a saved Odoo, the one the
   * environment names (ODOO_*), as a row that is never stored (id 0).
   */
  async function rowOf(businessId: number, app: ConnectorApp): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(connectorConnections)
      .where(
        and(eq(connectorConnections.businessId, businessId), eq(connectorConnections.app, app)),
      );
    if (row || app !== 'odoo' || businessId !== LISA_BUSINESS_ID || !options.platformOdoo) {
      return row;
    }
    return odooRow(businessId, options.platformOdoo);
  }

  /** An Odoo connection that is not stored (the environment's, or one request's overrides). */
  function odooRow(businessId: number, settings: OdooSettings & { protocol?: string }): Row {
    const { api_key, ...rest } = settings;
    return {
      id: ENVIRONMENT_ROW_ID,
      businessId,
      app: 'odoo',
      settings: rest,
      sealedSecrets: secrets.seal(JSON.stringify({ api_key }), secretContext(ENVIRONMENT_ROW_ID)),
      sealedAccessToken: null,
      accessTokenExpiresAt: null,
      apiDomain: null,
      health: 'unchecked',
      lastCheckedAt: null,
      lastError: null,
      lastCallAt: null,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    } as Row;
  }

  function warningOf(row: Row): string | null {
    const expires = row.settings.api_key_expires_on;
    if (row.app !== 'odoo' || typeof expires !== 'string') return null;
    const left = Math.ceil((Date.parse(`${expires}T00:00:00Z`) - clock().getTime()) / DAY);
    if (left < 0)
      return 'The Odoo API key has expired. Create a new key in Odoo and connect again.';
    if (left <= 14) {
      return `The Odoo API key expires in ${left} day${left === 1 ? '' : 's'}. Create a new key in Odoo and connect again before then.`;
    }
    return null;
  }

  function view(app: ConnectorApp, row: Row | undefined): ConnectorConnection {
    if (!row) {
      return {
        app,
        connected: false,
        settings: {},
        secret_hints: {},
        health: 'unchecked',
        last_checked_at: null,
        last_error: null,
        last_call_at: null,
        warning: null,
        connected_at: null,
      };
    }
    const open = JSON.parse(secrets.open(row.sealedSecrets, secretContext(row.id))) as Record<
      string,
      string
    >;
    return {
      app,
      connected: true,
      settings: row.settings,
      secret_hints: Object.fromEntries(
        Object.entries(open).map(([name, value]) => [name, hint(value)]),
      ),
      health: row.health as ConnectorConnection['health'],
      last_checked_at: row.lastCheckedAt?.toISOString() ?? null,
      last_error: row.lastError,
      last_call_at: row.lastCallAt?.toISOString() ?? null,
      warning: warningOf(row),
      connected_at: row.id === ENVIRONMENT_ROW_ID ? null : row.createdAt.toISOString(),
    };
  }

  /** The call context for a row, with a fresh OAuth token when the app needs one. */
  async function contextOf(
    row: Row,
    idempotencyKey: string,
    timeZone: string,
    forceRefresh = false,
  ): Promise<CallContext> {
    const connector = connectors[row.app as ConnectorApp];
    const ctx: CallContext = {
      fetch: outbound,
      settings: row.settings,
      secrets: JSON.parse(secrets.open(row.sealedSecrets, secretContext(row.id))),
      idempotencyKey,
      now: clock(),
      timeZone,
      timeoutMs: options.timeoutMs ?? 10_000,
    };
    if (!connector.refresh) return ctx;
    const fresh =
      !forceRefresh &&
      row.sealedAccessToken &&
      row.accessTokenExpiresAt &&
      row.accessTokenExpiresAt.getTime() - 60_000 > clock().getTime();
    if (fresh && row.sealedAccessToken) {
      ctx.accessToken = secrets.open(row.sealedAccessToken, tokenContext(row.id));
      if (row.apiDomain) ctx.apiDomain = row.apiDomain;
      return ctx;
    }
    const token = await connector.refresh(ctx);
    const expiresAt = new Date(clock().getTime() + token.expiresInSeconds * 1000);
    await db
      .update(connectorConnections)
      .set({
        sealedAccessToken: secrets.seal(token.accessToken, tokenContext(row.id)),
        accessTokenExpiresAt: expiresAt,
        apiDomain: token.apiDomain ?? row.apiDomain,
      })
      .where(eq(connectorConnections.id, row.id));
    row.sealedAccessToken = secrets.seal(token.accessToken, tokenContext(row.id));
    row.accessTokenExpiresAt = expiresAt;
    row.apiDomain = token.apiDomain ?? row.apiDomain;
    ctx.accessToken = token.accessToken;
    if (row.apiDomain) ctx.apiDomain = row.apiDomain;
    return ctx;
  }

  /** Runs `work` with a context; a 401 refreshes an OAuth token once and tries again. */
  async function withContext<T>(
    row: Row,
    key: string,
    timeZone: string,
    work: (ctx: CallContext) => Promise<T>,
  ): Promise<T> {
    try {
      return await work(await contextOf(row, key, timeZone));
    } catch (error) {
      const oauth = Boolean(connectors[row.app as ConnectorApp].refresh);
      if (!(error instanceof ConnectorError) || !error.unauthorized || !oauth) throw error;
      return work(await contextOf(row, key, timeZone, true));
    }
  }

  async function checkRow(row: Row): Promise<ConnectorTestResult> {
    const connector = connectors[row.app as ConnectorApp];
    let result: ConnectorTestResult;
    try {
      await withContext(row, `check-${row.id}`, 'UTC', (ctx) => connector.check(ctx));
      result = { ok: true, message: `${connector.label} answered: the connection works.` };
    } catch (error) {
      const message =
        error instanceof ConnectorError ? error.message : `${connector.label} could not be checked`;
      result = { ok: false, message };
    }
    await db
      .update(connectorConnections)
      .set({
        health: result.ok ? 'ok' : 'failing',
        lastCheckedAt: clock(),
        lastError: result.ok ? null : result.message,
        updatedAt: clock(),
      })
      .where(eq(connectorConnections.id, row.id));
    return result;
  }

  function overridden(
    businessId: number,
    saved: Row | undefined,
    overrides: Partial<OdooSettings>,
  ): Row {
    const base: Partial<OdooSettings> & { protocol?: string } = saved
      ? {
          ...(saved.settings as Record<string, never>),
          api_key: JSON.parse(secrets.open(saved.sealedSecrets, secretContext(saved.id))).api_key,
        }
      : {};
    const moved =
      (overrides.url !== undefined && overrides.url !== base.url) ||
      (overrides.database !== undefined && overrides.database !== base.database);
    if (moved && overrides.api_key === undefined) {
      throw new ConnectorError(
        'Give the API key with a different Odoo URL or database (the saved key is only sent to its own server).',
        false,
      );
    }
    const merged = { ...base, ...overrides };
    const missing = (['url', 'database', 'user_id', 'api_key'] as const).filter(
      (name) => merged[name] === undefined || merged[name] === '',
    );
    if (missing.length > 0) {
      throw new ConnectorError(
        `Odoo is not connected: give ${missing.join(', ')} in the request, or connect Odoo on the Integrations page.`,
        false,
      );
    }
    return odooRow(businessId, merged as OdooSettings);
  }

  async function own(businessId: number, app: ConnectorApp): Promise<Row> {
    const row = await rowOf(businessId, app);
    if (!row) throw new NotFoundError(`${connectors[app].label} is not connected`);
    return row;
  }

  return {
    labelOf: (app: ConnectorApp) => connectors[app].label,

    async list(businessId: number): Promise<ConnectorConnection[]> {
      const rows = await db
        .select()
        .from(connectorConnections)
        .where(eq(connectorConnections.businessId, businessId));
      return (Object.keys(connectors) as ConnectorApp[]).map((app) =>
        view(
          app,
          rows.find((row) => row.app === app),
        ),
      );
    },

    async get(businessId: number, app: ConnectorApp): Promise<ConnectorConnection> {
      return view(app, await rowOf(businessId, app));
    },

    /** Saves the settings (a new secret replaces the old one) and tests the connection. */
    async connect(
      businessId: number,
      app: ConnectorApp,
      input: unknown,
      actor: AuditActor,
    ): Promise<{ connection: ConnectorConnection; test: ConnectorTestResult }> {
      const parsed = connectorSettingsSchemas[app].safeParse(input);
      if (!parsed.success) {
        const fields: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? 'settings');
          fields[name] = [...(fields[name] ?? []), issue.message];
        }
        const first = parsed.error.issues[0]?.message ?? 'The settings are not valid';
        throw new ValidationError(first, fields);
      }
      const all = parsed.data as Record<string, string | number | undefined>;
      const secretNames = CONNECTOR_SECRET_FIELDS[app];
      const settings: Record<string, string | number | null> = {};
      const secretValues: Record<string, string> = {};
      for (const [name, value] of Object.entries(all)) {
        if (value === undefined) continue;
        if (secretNames.includes(name)) secretValues[name] = String(value);
        else settings[name] = value;
      }
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(connectorConnections)
          .values({ businessId, app, settings, sealedSecrets: '', createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [connectorConnections.businessId, connectorConnections.app],
            set: {
              settings,
              sealedAccessToken: null,
              accessTokenExpiresAt: null,
              apiDomain: null,
              health: 'unchecked',
              lastError: null,
              updatedAt: now,
            },
          })
          .returning();
        if (!saved) throw new Error('connector insert returned no row');
        saved.sealedSecrets = secrets.seal(JSON.stringify(secretValues), secretContext(saved.id));
        await tx
          .update(connectorConnections)
          .set({ sealedSecrets: saved.sealedSecrets })
          .where(eq(connectorConnections.id, saved.id));
        await audit.record(
          businessId,
          actor,
          { kind: 'integrations.connector.connected', target: app, after: { settings } },
          tx,
        );
        return saved;
      });
      const test = await checkRow(row);
      return { connection: view(app, await rowOf(businessId, app)), test };
    },

    async test(businessId: number, app: ConnectorApp) {
      const test = await checkRow(await own(businessId, app));
      return { connection: view(app, await rowOf(businessId, app)), test };
    },

    async disconnect(businessId: number, app: ConnectorApp, actor: AuditActor): Promise<void> {
      const row = await own(businessId, app);
      if (row.id === ENVIRONMENT_ROW_ID) {
        throw new ValidationError(
          'This Odoo connection comes from the server settings (ODOO_URL, ODOO_DB, ODOO_USER_ID, ODOO_API_KEY); change it there.',
        );
      }
      await db.transaction(async (tx) => {
        await tx.delete(connectorConnections).where(eq(connectorConnections.id, row.id));
        await audit.record(
          businessId,
          actor,
          { kind: 'integrations.connector.disconnected', target: app },
          tx,
        );
      });
    },

    async log(businessId: number, app: ConnectorApp): Promise<ConnectorLogEntry[]> {
      const rows = await db
        .select()
        .from(connectorCalls)
        .where(and(eq(connectorCalls.businessId, businessId), eq(connectorCalls.app, app)))
        .orderBy(desc(connectorCalls.id))
        .limit(50);
      return rows.map((row) => ({
        id: row.id,
        action: row.action,
        ok: row.ok,
        record_id: row.recordId,
        error: row.ok ? null : (row.error ?? NO_ANSWER_YET),
        created_at: row.createdAt.toISOString(),
      }));
    },

    /**
     * Runs `work` with a connected app's call context (the Odoo inventory fetch). `overrides`
     * (one request's Odoo URL, database, user id, API key) replace the connection's values for
     * this call only; a different URL or database needs its API key too, so the saved key is
     * only ever sent to the server it was saved for.
     */
    async withApp<T>(
      businessId: number,
      app: ConnectorApp,
      work: (ctx: CallContext) => Promise<T>,
      overrides: Partial<OdooSettings> = {},
    ): Promise<T> {
      const saved = await rowOf(businessId, app);
      const row =
        Object.keys(overrides).length > 0 ? overridden(businessId, saved, overrides) : saved;
      if (!row) {
        throw new ConnectorError(
          `${connectors[app].label} is not connected. Connect it on the Integrations page.`,
          false,
        );
      }
      return withContext(row, `${app}-${clock().getTime()}`, 'UTC', work);
    },

    /**
     * One action for a workflow step. Throws ConnectorError (retryable or not) in plain words;
     * a key that already succeeded answers from the log without calling again, and any earlier
     * attempt with the key (failed, or cut off before its answer was logged) makes this one a
     * retry, which looks for the record the earlier one may have made.
     */
    async call(
      businessId: number,
      app: ConnectorApp,
      action: ConnectorAction,
      input: Record<string, string>,
      idempotencyKey: string,
      timeZone: string,
      openingHours?: BusinessOpeningHours,
    ): Promise<ConnectorCallResult> {
      const connector = connectors[app];
      if (!(CONNECTOR_ACTIONS[app] as readonly string[]).includes(action)) {
        throw new ConnectorError(`${connector.label} cannot do "${action}"`, false);
      }
      const row = await rowOf(businessId, app);
      if (!row) {
        throw new ConnectorError(
          `${connector.label} is not connected. Connect it on the Integrations page.`,
          false,
        );
      }
      const [done] = READS.has(action)
        ? []
        : await db
            .select()
            .from(connectorCalls)
            .where(
              and(
                eq(connectorCalls.businessId, businessId),
                eq(connectorCalls.idempotencyKey, idempotencyKey),
                eq(connectorCalls.ok, true),
              ),
            );
      if (done) return { recordId: done.recordId, output: (done.output ?? {}) as Output };
      const [failedBefore] = await db
        .select({ id: connectorCalls.id })
        .from(connectorCalls)
        .where(
          and(
            eq(connectorCalls.businessId, businessId),
            eq(connectorCalls.idempotencyKey, idempotencyKey),
          ),
        )
        .limit(1);
      // The intent, written before the call: should the process die between the service's
      // answer and the line below that records it, the next attempt (in this process or after
      // a restart) finds this row and runs as a retry, which looks the record up first.
      const [intent] = await db
        .insert(connectorCalls)
        .values({ businessId, app, action, idempotencyKey, ok: false, createdAt: clock() })
        .returning({ id: connectorCalls.id });
      if (!intent) throw new Error('connector call insert returned no row');
      try {
        const result = await withContext(row, idempotencyKey, timeZone, (ctx) =>
          connector.run(action, input, {
            ...ctx,
            retry: Boolean(failedBefore),
            ...(openingHours ? { openingHours } : {}),
          }),
        );
        await db
          .update(connectorCalls)
          .set({ ok: true, recordId: result.recordId, output: result.output, createdAt: clock() })
          .where(eq(connectorCalls.id, intent.id));
        await db
          .update(connectorConnections)
          .set({ lastCallAt: clock(), health: 'ok', lastError: null })
          .where(eq(connectorConnections.id, row.id));
        return result;
      } catch (error) {
        const failure =
          error instanceof ConnectorError
            ? error
            : new ConnectorError(`${connector.label}: ${(error as Error).message}`, false);
        await db
          .update(connectorCalls)
          .set({ error: failure.message, createdAt: clock() })
          .where(eq(connectorCalls.id, intent.id));
        await db
          .update(connectorConnections)
          .set({ lastCallAt: clock(), lastError: failure.message })
          .where(eq(connectorConnections.id, row.id));
        throw failure;
      }
    },
  };
}

export type ConnectorsService = ReturnType<typeof createConnectorsService>;
