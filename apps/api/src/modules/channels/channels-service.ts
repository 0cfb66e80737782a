// A business's Meta connections: WhatsApp (phone number id, business account id, access
// token, app secret) and Messenger / Instagram (page id, page access token, app secret). The
// secrets are sealed with context.secrets and never shown again (only their end); a verify
// token is generated for Meta's console; "send a test message" and a health line (last
// webhook, last send). WhatsApp templates are synced from Meta and sent from the inbox.
import { randomBytes } from 'node:crypto';
import {
  CHANNEL_TEXTS,
  CHANNELS,
  type Channel,
  type ChannelConnection,
  type ChannelConversation,
  type ChannelTemplate,
  type ChannelTestResult,
  CUSTOMER_WINDOW_HOURS,
  type DeliveryStatus,
  type EmbeddedSignupConfig,
  type EmbeddedSignupInput,
  META_GRAPH_VERSION,
  type PageConnect,
  pageConnectSchema,
  type TemplateSendInput,
  type WhatsAppConnect,
  whatsappConnectSchema,
} from '@lisa/contracts/channels';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { channelConnections, channelMessages, channelTemplates } from '../../db/schema/channels.ts';
import { contacts, conversations } from '../../db/schema/core.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { channelKey } from './channel-contact.ts';
import {
  appSecretContext,
  type ConnectionRow,
  channelKeysOf,
  isChannel,
  lastInboundAt,
  recipientOf,
  tokenContext,
} from './channel-rows.ts';
import type { MetaGraph } from './meta-graph.ts';

export const WEBHOOK_PATH = '/webhooks/meta';
const WINDOW_MS = CUSTOMER_WINDOW_HOURS * 60 * 60 * 1000;

const hint = (secret: string) => `…${secret.slice(-4)}`;

export function createChannelsService(options: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
  secrets: SecretBox;
  graph: MetaGraph;
  apiUrl: string;
  /** Meta's embedded signup, when the operator configured an app (else the manual form). */
  metaApp?: { id: string; secret: string; configId: string } | undefined;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { db, clock, audit, secrets, graph } = options;
  const callbackUrl = `${options.apiUrl}${WEBHOOK_PATH}`;

  function view(channel: Channel, row: ConnectionRow | undefined): ChannelConnection {
    if (!row) {
      return {
        channel,
        connected: false,
        external_id: null,
        business_account_id: null,
        token_hint: null,
        verify_token: null,
        callback_url: callbackUrl,
        last_webhook_at: null,
        last_send_at: null,
        last_send_error: null,
        connected_at: null,
      };
    }
    let tokenHint: string | null = null;
    try {
      tokenHint = hint(secrets.open(row.accessToken, tokenContext(row.id)));
    } catch {
      tokenHint = null;
    }
    return {
      channel,
      connected: true,
      external_id: row.externalId,
      business_account_id: row.accountId,
      token_hint: tokenHint,
      verify_token: row.verifyToken,
      callback_url: callbackUrl,
      last_webhook_at: row.lastWebhookAt?.toISOString() ?? null,
      last_send_at: row.lastSendAt?.toISOString() ?? null,
      last_send_error: row.lastSendError,
      connected_at: row.createdAt.toISOString(),
    };
  }

  async function find(businessId: number, channel: Channel): Promise<ConnectionRow | undefined> {
    const [row] = await db
      .select()
      .from(channelConnections)
      .where(
        and(eq(channelConnections.businessId, businessId), eq(channelConnections.channel, channel)),
      );
    return row;
  }

  async function own(businessId: number, channel: Channel): Promise<ConnectionRow> {
    const row = await find(businessId, channel);
    if (!row) throw new AppError(409, 'conflict', CHANNEL_TEXTS.notConnected);
    return row;
  }

  function credentialsOf(channel: Channel, body: unknown) {
    if (channel === 'whatsapp') {
      const parsed = whatsappConnectSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      const input: WhatsAppConnect = parsed.data;
      return {
        externalId: input.phone_number_id,
        accountId: input.business_account_id,
        token: input.access_token,
        appSecret: input.app_secret,
      };
    }
    const parsed = pageConnectSchema.safeParse(body);
    if (!parsed.success) throw validation(parsed.error.issues);
    const input: PageConnect = parsed.data;
    return {
      externalId: input.page_id,
      accountId: null,
      token: input.page_access_token,
      appSecret: input.app_secret,
    };
  }

  function validation(issues: { path: PropertyKey[]; message: string }[]): ValidationError {
    const fields: Record<string, string[]> = {};
    for (const issue of issues) {
      const key = String(issue.path[0] ?? 'body');
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    return new ValidationError(issues[0]?.message ?? 'Check the form', fields);
  }

  /** Opens a connection's secrets (where they are used, never returned). */
  function open(row: ConnectionRow) {
    return {
      externalId: row.externalId,
      token: secrets.open(row.accessToken, tokenContext(row.id)),
    };
  }

  async function recordSend(id: number, error: string | null): Promise<void> {
    await db
      .update(channelConnections)
      .set({ lastSendAt: clock(), lastSendError: error })
      .where(eq(channelConnections.id, id));
  }

  async function conversationOf(businessId: number, conversationId: number) {
    const [row] = await db
      .select({
        id: conversations.id,
        channel: conversations.channel,
        contactId: conversations.contactId,
        consents: contacts.consents,
      })
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(and(eq(conversations.id, conversationId), eq(conversations.businessId, businessId)));
    if (!row || !isChannel(row.channel)) {
      throw new NotFoundError(`Conversation ${conversationId} not found on a messaging channel`);
    }
    return { ...row, channel: row.channel };
  }

  const lastInbound = (conversationId: number) => lastInboundAt(db, conversationId);

  return {
    find,
    open,
    recordSend,
    lastInbound,
    conversationOf,
    callbackUrl,

    async list(businessId: number): Promise<ChannelConnection[]> {
      const rows = await db
        .select()
        .from(channelConnections)
        .where(eq(channelConnections.businessId, businessId));
      return CHANNELS.map((channel) =>
        view(
          channel,
          rows.find((row) => row.channel === channel),
        ),
      );
    },

    async get(businessId: number, channel: Channel): Promise<ChannelConnection> {
      return view(channel, await find(businessId, channel));
    },

    /** Connects, or replaces the credentials (the verify token stays). */
    async connect(
      businessId: number,
      channel: Channel,
      body: unknown,
      actor: AuditActor,
    ): Promise<ChannelConnection> {
      const credentials = credentialsOf(channel, body);
      const before = await find(businessId, channel);
      const [taken] = await db
        .select({ businessId: channelConnections.businessId })
        .from(channelConnections)
        .where(
          and(
            eq(channelConnections.channel, channel),
            eq(channelConnections.externalId, credentials.externalId),
          ),
        );
      if (taken && taken.businessId !== businessId) {
        throw new AppError(
          409,
          'conflict',
          channel === 'whatsapp'
            ? 'This phone number is connected to another business on Lisa.'
            : 'This page is connected to another business on Lisa.',
        );
      }
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const [saved] = before
          ? await tx
              .update(channelConnections)
              .set({
                externalId: credentials.externalId,
                accountId: credentials.accountId,
                updatedAt: now,
              })
              .where(eq(channelConnections.id, before.id))
              .returning()
          : await tx
              .insert(channelConnections)
              .values({
                businessId,
                channel,
                externalId: credentials.externalId,
                accountId: credentials.accountId,
                accessToken: '',
                appSecret: '',
                verifyToken: `lisa_${randomBytes(18).toString('base64url')}`,
                createdAt: now,
                updatedAt: now,
              })
              .returning();
        if (!saved) throw new Error('channel connection not saved');
        // Sealed bound to the row's id, so a sealed value copied onto another row does not open.
        const [sealed] = await tx
          .update(channelConnections)
          .set({
            accessToken: secrets.seal(credentials.token, tokenContext(saved.id)),
            appSecret: secrets.seal(credentials.appSecret, appSecretContext(saved.id)),
          })
          .where(eq(channelConnections.id, saved.id))
          .returning();
        await audit.record(
          businessId,
          actor,
          {
            kind: before ? 'integrations.channel.updated' : 'integrations.channel.connected',
            target: channel,
            after: { external_id: credentials.externalId, account_id: credentials.accountId },
          },
          tx,
        );
        return sealed ?? saved;
      });
      return view(channel, row);
    },

    async disconnect(businessId: number, channel: Channel, actor: AuditActor): Promise<void> {
      const row = await find(businessId, channel);
      if (!row) throw new NotFoundError(`${channel} is not connected`);
      await db.delete(channelConnections).where(eq(channelConnections.id, row.id));
      await audit.record(businessId, actor, {
        kind: 'integrations.channel.disconnected',
        target: channel,
        before: { external_id: row.externalId },
      });
    },

    /** Whether "Continue with Facebook" is offered, and what the SDK needs. */
    signupConfig(): EmbeddedSignupConfig {
      const app = options.metaApp;
      return {
        enabled: Boolean(app),
        app_id: app?.id ?? null,
        config_id: app?.configId ?? null,
        graph_version: META_GRAPH_VERSION,
      };
    },

    /**
     * Embedded signup: the SDK's code exchanged for a token, then connected exactly as the
     * manual form does (sealed, audited), with the app's own secret for the webhook.
     */
    async embeddedSignup(
      businessId: number,
      input: EmbeddedSignupInput,
      actor: AuditActor,
    ): Promise<ChannelConnection> {
      const app = options.metaApp;
      if (!app) throw new AppError(409, 'conflict', CHANNEL_TEXTS.signupNotConfigured);
      const exchanged = await graph.exchangeCode(app, { code: input.code });
      if (!exchanged.ok) throw new AppError(409, 'conflict', exchanged.error.reason);
      const connection = await this.connect(
        businessId,
        'whatsapp',
        {
          phone_number_id: input.phone_number_id,
          business_account_id: input.business_account_id,
          access_token: exchanged.token,
          app_secret: app.secret,
        },
        actor,
      );
      if (!(await graph.subscribeApp(input.business_account_id, exchanged.token))) {
        options.log?.warn(
          { businessId },
          'embedded signup: the app was not subscribed to the WABA',
        );
      }
      return connection;
    },

    /** Sends the test text now; Meta's refusal comes back in plain words (not an error). */
    async test(businessId: number, channel: Channel, to: string): Promise<ChannelTestResult> {
      const row = await own(businessId, channel);
      let recipient: string;
      try {
        recipient = recipientOf(channel, channelKey({ channel, externalId: to }));
      } catch {
        throw new ValidationError('Give the number with its country code, e.g. +254712345678', {
          to: ['Give the number with its country code, e.g. +254712345678'],
        });
      }
      const result = await graph.sendText(channel, open(row), recipient, CHANNEL_TEXTS.testMessage);
      await recordSend(row.id, result.ok ? null : result.error.reason);
      return {
        ok: result.ok,
        detail: result.ok ? `Sent (message id ${result.id})` : result.error.reason,
        connection: view(channel, await find(businessId, channel)),
      };
    },

    async templates(businessId: number): Promise<ChannelTemplate[]> {
      const rows = await db
        .select()
        .from(channelTemplates)
        .where(eq(channelTemplates.businessId, businessId))
        .orderBy(channelTemplates.name, channelTemplates.language);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        language: row.language,
        status: row.status,
        category: row.category,
        body: row.body,
        variables: row.variables,
      }));
    },

    /** Replaces the business's templates with what Meta lists now. */
    async syncTemplates(businessId: number, actor: AuditActor): Promise<ChannelTemplate[]> {
      const row = await own(businessId, 'whatsapp');
      if (!row.accountId) throw new AppError(409, 'conflict', CHANNEL_TEXTS.notConnected);
      const result = await graph.templates(row.accountId, open(row).token);
      if (!result.ok) throw new AppError(409, 'conflict', result.error.reason);
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.delete(channelTemplates).where(eq(channelTemplates.connectionId, row.id));
        if (result.templates.length > 0) {
          await tx
            .insert(channelTemplates)
            .values(
              result.templates.map((template) => ({
                businessId,
                connectionId: row.id,
                ...template,
                syncedAt: now,
              })),
            )
            .onConflictDoNothing();
        }
        await audit.record(
          businessId,
          actor,
          {
            kind: 'integrations.channel.templates_synced',
            target: 'whatsapp',
            after: { count: result.templates.length },
          },
          tx,
        );
      });
      return this.templates(businessId);
    },

    /** The window, the opt-out and the deliveries of a channel conversation (the composer). */
    async conversation(businessId: number, conversationId: number): Promise<ChannelConversation> {
      const conversation = await conversationOf(businessId, conversationId);
      const last = await lastInbound(conversationId);
      const closes = last ? new Date(last.getTime() + WINDOW_MS) : null;
      const rows = await db
        .select()
        .from(channelMessages)
        .where(
          and(
            eq(channelMessages.conversationId, conversationId),
            eq(channelMessages.businessId, businessId),
            eq(channelMessages.direction, 'out'),
          ),
        )
        .orderBy(desc(channelMessages.id))
        .limit(100);
      return {
        conversation_id: String(conversationId),
        channel: conversation.channel,
        window_closes_at: closes?.toISOString() ?? null,
        window_open: closes !== null && closes.getTime() > clock().getTime(),
        opted_out: conversation.consents[conversation.channel]?.status === 'opted_out',
        deliveries: rows.reverse().map((row) => ({
          message_id: row.messageId === null ? null : String(row.messageId),
          status: row.status as DeliveryStatus,
          error: row.errorText,
        })),
      };
    },

    /** Sends an approved template into a WhatsApp conversation (allowed when the window is closed). */
    async sendTemplate(
      businessId: number,
      conversationId: number,
      input: TemplateSendInput,
      actor: AuditActor,
    ): Promise<ChannelConversation> {
      const conversation = await conversationOf(businessId, conversationId);
      if (conversation.channel !== 'whatsapp') {
        throw new ValidationError(CHANNEL_TEXTS.templatesWhatsAppOnly);
      }
      const row = await own(businessId, 'whatsapp');
      const [template] = await db
        .select()
        .from(channelTemplates)
        .where(
          and(
            eq(channelTemplates.id, input.template_id),
            eq(channelTemplates.businessId, businessId),
          ),
        );
      if (template?.status.toUpperCase() !== 'APPROVED') {
        throw new ValidationError(CHANNEL_TEXTS.notTemplate, {
          template_id: [CHANNEL_TEXTS.notTemplate],
        });
      }
      if (input.variables.length !== template.variables) {
        const text = `This template needs ${template.variables} value${template.variables === 1 ? '' : 's'}.`;
        throw new ValidationError(text, { variables: [text] });
      }
      const [identity] = await channelKeysOf(db, conversation.contactId, 'whatsapp');
      if (!identity) throw new AppError(409, 'conflict', 'This contact has no WhatsApp number.');
      const sent = {
        name: template.name,
        language: template.language,
        variables: input.variables,
      };
      const result = await graph.sendTemplate(open(row), recipientOf('whatsapp', identity), sent);
      await recordSend(row.id, result.ok ? null : result.error.reason);
      const now = clock();
      await db.insert(channelMessages).values({
        businessId,
        connectionId: row.id,
        conversationId,
        direction: 'out',
        externalId: result.ok ? result.id : null,
        status: result.ok ? 'sent' : 'failed',
        errorCode: result.ok ? null : result.error.code,
        errorText: result.ok ? null : result.error.reason,
        template: sent,
        createdAt: now,
        updatedAt: now,
      });
      await audit.record(businessId, actor, {
        kind: 'integrations.channel.template_sent',
        target: `conversation ${conversationId}`,
        after: { template: template.name, language: template.language },
      });
      if (!result.ok) throw new AppError(409, 'conflict', result.error.reason);
      return this.conversation(businessId, conversationId);
    },
  };
}

export type ChannelsService = ReturnType<typeof createChannelsService>;
