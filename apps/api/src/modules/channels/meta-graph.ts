// Meta's Graph API, the few calls the channels make: send a WhatsApp message (text or
// template), send on Messenger / Instagram (the Send API), list a WhatsApp business
// account's templates (paged), read a number's messaging limit, fetch a media file, and
// embedded signup's calls (a code or a user token exchanged, the pages a person manages, the
// app subscribed to an account's or a page's webhooks). The base URL is configuration
// (META_GRAPH_BASE_URL) so tests and staging talk to a fake; every call goes through the
// guarded outbound fetch with a timeout.
import { CHANNEL_TEXTS, type Channel, META_GRAPH_VERSION } from '@lisa/contracts/channels';
import type { OutboundFetch } from '../../platform/security/outbound-fetch.ts';

export interface GraphError {
  code: number | null;
  /** Meta's error in plain words (the known codes) or as Meta said it. */
  reason: string;
  /** True when Meta says trying again later can succeed (throughput). */
  retryable: boolean;
}

/** A Messenger / Instagram quick reply: a button under the message that sends its payload. */
export interface QuickReply {
  title: string;
  payload: string;
}

export type SendResult = { ok: true; id: string } | { ok: false; error: GraphError };

export interface GraphTemplate {
  name: string;
  language: string;
  status: string;
  category: string | null;
  body: string;
  variables: number;
}

/** A Facebook page the signed-in person manages, as `GET /me/accounts` lists it. */
export interface ManagedPage {
  id: string;
  name: string;
  /** The page's own token (never leaves the API). */
  accessToken: string;
  /** The Instagram business account linked to the page, if any. */
  instagram: { id: string; username: string | null } | null;
}

const TIMEOUT_MS = 10_000;
const MAX_TEMPLATE_PAGES = 20;
const RETRYABLE = new Set([130429, 131016, 131000, 1, 2, 4, 80007]);

export function plainError(code: number | null, message?: string | null): GraphError {
  const known = code === null ? undefined : CHANNEL_TEXTS.errors[code];
  return {
    code,
    reason:
      known ?? (message ? `Meta refused the message: ${message}` : CHANNEL_TEXTS.unknownError),
    retryable: code !== null && RETRYABLE.has(code),
  };
}

function errorOf(body: unknown, status: number): GraphError {
  const error =
    typeof body === 'object' && body !== null && 'error' in body
      ? (
          body as {
            error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } };
          }
        ).error
      : undefined;
  const code = typeof error?.code === 'number' ? error.code : null;
  const details =
    typeof error?.error_data?.details === 'string' ? error.error_data.details : undefined;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  if (code === null && status >= 500) {
    return {
      code: null,
      reason: 'Meta did not answer properly. It will be tried again.',
      retryable: true,
    };
  }
  return plainError(code, details ?? message ?? `HTTP ${status}`);
}

export function createMetaGraph(options: { baseUrl: string; fetch: OutboundFetch }) {
  const base = `${options.baseUrl}/${META_GRAPH_VERSION}`;
  const unreachable: GraphError = {
    code: null,
    reason: 'Facebook could not be reached. Try again.',
    retryable: true,
  };

  async function call(
    url: string,
    token: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ): Promise<{ ok: boolean; status: number; body: unknown }> {
    const response = await options.fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { ok: response.ok, status: response.status, body };
  }

  async function send(url: string, token: string, payload: unknown, idOf: (b: unknown) => unknown) {
    try {
      const res = await call(url, token, { method: 'POST', body: payload });
      const id = res.ok ? idOf(res.body) : undefined;
      if (res.ok && typeof id === 'string') return { ok: true, id } as const;
      return { ok: false, error: errorOf(res.body, res.status) } as const;
    } catch (error) {
      return {
        ok: false,
        error: {
          code: null,
          reason: `Meta could not be reached (${(error as Error).name === 'TimeoutError' ? 'timed out' : 'network error'}). It will be tried again.`,
          retryable: true,
        },
      } as const;
    }
  }

  const whatsappId = (body: unknown) =>
    (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
  const pageId = (body: unknown) => (body as { message_id?: unknown } | null)?.message_id;

  return {
    /**
     * Free text: to a WhatsApp id (digits) or a page-scoped id; on Messenger and Instagram
     * with quick replies under it when given (WhatsApp has none in free text).
     */
    sendText(
      channel: Channel,
      connection: { externalId: string; token: string },
      to: string,
      text: string,
      quickReplies?: readonly QuickReply[] | null,
    ): Promise<SendResult> {
      const url = `${base}/${connection.externalId}/messages`;
      if (channel === 'whatsapp') {
        return send(
          url,
          connection.token,
          {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to,
            type: 'text',
            text: { preview_url: false, body: text },
          },
          whatsappId,
        );
      }
      return send(
        url,
        connection.token,
        {
          recipient: { id: to },
          messaging_type: 'RESPONSE',
          message: quickReplies?.length
            ? {
                text,
                quick_replies: quickReplies.map((reply) => ({
                  content_type: 'text',
                  title: reply.title,
                  payload: reply.payload,
                })),
              }
            : { text },
        },
        pageId,
      );
    },

    /**
     * Marks the customer's message read and shows the typing indicator while the agent
     * composes (WhatsApp: one call; Messenger/Instagram: the sender actions). Best effort.
     */
    async markReadAndTyping(
      channel: Channel,
      connection: { externalId: string; token: string },
      inbound: { messageId: string; from: string },
    ): Promise<boolean> {
      const url = `${base}/${connection.externalId}/messages`;
      const bodies =
        channel === 'whatsapp'
          ? [
              {
                messaging_product: 'whatsapp',
                status: 'read',
                message_id: inbound.messageId,
                typing_indicator: { type: 'text' },
              },
            ]
          : [
              { recipient: { id: inbound.from }, sender_action: 'mark_seen' },
              { recipient: { id: inbound.from }, sender_action: 'typing_on' },
            ];
      try {
        let ok = true;
        for (const body of bodies) {
          ok = (await call(url, connection.token, { method: 'POST', body })).ok && ok;
        }
        return ok;
      } catch {
        return false;
      }
    },

    sendTemplate(
      connection: { externalId: string; token: string },
      to: string,
      template: { name: string; language: string; variables: string[] },
    ): Promise<SendResult> {
      return send(
        `${base}/${connection.externalId}/messages`,
        connection.token,
        {
          messaging_product: 'whatsapp',
          to,
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language },
            ...(template.variables.length > 0
              ? {
                  components: [
                    {
                      type: 'body',
                      parameters: template.variables.map((text) => ({ type: 'text', text })),
                    },
                  ],
                }
              : {}),
          },
        },
        whatsappId,
      );
    },

    /**
     * A WhatsApp number's messaging limit (people it may start conversations with in a moving
     * 24 hours): `whatsapp_business_manager_messaging_limit` (the portfolio's limit, shared
     * by its numbers since October 2025), else the deprecated per-number
     * `messaging_limit_tier`. Meta answers a tier name (TIER_250, TIER_2K, TIER_UNLIMITED).
     */
    async messagingLimit(connection: {
      externalId: string;
      token: string;
    }): Promise<{ ok: true; tier: string | number } | { ok: false; error: GraphError }> {
      const fields = 'whatsapp_business_manager_messaging_limit,messaging_limit_tier';
      try {
        const res = await call(
          `${base}/${connection.externalId}?fields=${fields}`,
          connection.token,
          {
            method: 'GET',
          },
        );
        if (!res.ok) return { ok: false, error: errorOf(res.body, res.status) };
        const body = res.body as Record<string, unknown> | null;
        const tier = body?.whatsapp_business_manager_messaging_limit ?? body?.messaging_limit_tier;
        if (typeof tier === 'string' || typeof tier === 'number') return { ok: true, tier };
        return { ok: false, error: plainError(null, 'no messaging limit in the answer') };
      } catch {
        return { ok: false, error: plainError(null, 'Meta could not be reached') };
      }
    },

    /** Every template of a WhatsApp business account, following Meta's paging. */
    async templates(
      accountId: string,
      token: string,
    ): Promise<{ ok: true; templates: GraphTemplate[] } | { ok: false; error: GraphError }> {
      const out: GraphTemplate[] = [];
      let url: string | null = `${base}/${accountId}/message_templates?limit=100`;
      for (let page = 0; url && page < MAX_TEMPLATE_PAGES; page++) {
        let res: Awaited<ReturnType<typeof call>>;
        try {
          res = await call(url, token, { method: 'GET' });
        } catch {
          return { ok: false, error: plainError(null, 'Meta could not be reached') };
        }
        if (!res.ok) return { ok: false, error: errorOf(res.body, res.status) };
        const body = res.body as {
          data?: {
            name?: string;
            language?: string;
            status?: string;
            category?: string;
            components?: { type?: string; text?: string }[];
          }[];
          paging?: { next?: string };
        } | null;
        for (const item of body?.data ?? []) {
          if (!item.name || !item.language) continue;
          const text = item.components?.find((c) => c.type?.toUpperCase() === 'BODY')?.text ?? '';
          const variables = new Set(text.match(/\{\{\s*\d+\s*\}\}/g) ?? []).size;
          out.push({
            name: item.name,
            language: item.language,
            status: item.status ?? 'UNKNOWN',
            category: item.category ?? null,
            body: text,
            variables,
          });
        }
        // Only follow pages on Meta's own host (never wherever a response points).
        const next = body?.paging?.next;
        url = next?.startsWith(`${options.baseUrl}/`) ? next : null;
      }
      return { ok: true, templates: out };
    },

    /**
     * Embedded signup: the code the Facebook SDK returned, exchanged for a business token
     * (`GET /oauth/access_token` with the app's id and secret); or, for a page, Facebook
     * Login's short-lived user token exchanged for a long-lived one (`grant_type=
     * fb_exchange_token`), whose page tokens do not expire.
     */
    async exchangeCode(
      app: { id: string; secret: string },
      grant: { code: string } | { userToken: string },
    ): Promise<{ ok: true; token: string } | { ok: false; error: GraphError }> {
      const query = new URLSearchParams({
        ...('code' in grant
          ? { code: grant.code }
          : { grant_type: 'fb_exchange_token', fb_exchange_token: grant.userToken }),
        client_id: app.id,
        client_secret: app.secret,
      });
      try {
        const response = await options.fetch(`${base}/oauth/access_token?${query}`, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
        const text = await response.text();
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = null;
        }
        const token = (body as { access_token?: unknown } | null)?.access_token;
        if (response.ok && typeof token === 'string' && token.length > 0) {
          return { ok: true, token };
        }
        const error = errorOf(body, response.status);
        return {
          ok: false,
          error: { ...error, reason: `Facebook did not accept the sign-in: ${error.reason}` },
        };
      } catch {
        return { ok: false, error: unreachable };
      }
    },

    /**
     * The Facebook pages the signed-in person manages (`GET /me/accounts`), each with its
     * page token and the Instagram business account linked to it, following Meta's paging.
     */
    async managedPages(
      userToken: string,
    ): Promise<{ ok: true; pages: ManagedPage[] } | { ok: false; error: GraphError }> {
      const pages: ManagedPage[] = [];
      const fields = 'id,name,access_token,instagram_business_account{id,username}';
      let url: string | null =
        `${base}/me/accounts?${new URLSearchParams({ fields, limit: '100' })}`;
      for (let page = 0; url && page < MAX_TEMPLATE_PAGES; page++) {
        let res: Awaited<ReturnType<typeof call>>;
        try {
          res = await call(url, userToken, { method: 'GET' });
        } catch {
          return { ok: false, error: unreachable };
        }
        if (!res.ok) return { ok: false, error: errorOf(res.body, res.status) };
        const body = res.body as {
          data?: {
            id?: unknown;
            name?: unknown;
            access_token?: unknown;
            instagram_business_account?: { id?: unknown; username?: unknown };
          }[];
          paging?: { next?: string };
        } | null;
        for (const item of body?.data ?? []) {
          if (typeof item.id !== 'string' || typeof item.access_token !== 'string') continue;
          const instagram = item.instagram_business_account;
          pages.push({
            id: item.id,
            name: typeof item.name === 'string' ? item.name : item.id,
            accessToken: item.access_token,
            instagram:
              typeof instagram?.id === 'string'
                ? {
                    id: instagram.id,
                    username: typeof instagram.username === 'string' ? instagram.username : null,
                  }
                : null,
          });
        }
        const next = body?.paging?.next;
        url = next?.startsWith(`${options.baseUrl}/`) ? next : null;
      }
      return { ok: true, pages };
    },

    /**
     * Subscribes the app to the webhooks of a WhatsApp business account, or of a page with
     * the fields given (best effort: false when refused).
     */
    async subscribeApp(id: string, token: string, fields?: readonly string[]): Promise<boolean> {
      const query = fields
        ? `?${new URLSearchParams({ subscribed_fields: fields.join(',') })}`
        : '';
      try {
        return (await call(`${base}/${id}/subscribed_apps${query}`, token, { method: 'POST' })).ok;
      } catch {
        return false;
      }
    },

    /**
     * A Messenger / Instagram attachment: the bytes at the URL the webhook gave (Meta's CDN,
     * signed in the URL itself: no token is sent). Null if refused or too large.
     */
    async download(
      url: string,
      maxBytes: number,
    ): Promise<{ data: Buffer; contentType: string } | null> {
      try {
        if (!/^https?:\/\//i.test(url)) return null;
        const response = await options.fetch(url, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
        if (!response.ok) return null;
        const declared = Number(response.headers.get('content-length') ?? 0);
        if (declared > maxBytes) return null;
        const data = Buffer.from(await response.arrayBuffer());
        if (data.length > maxBytes) return null;
        const type = response.headers.get('content-type') ?? '';
        return { data, contentType: type.split(';')[0]?.trim().toLowerCase() ?? '' };
      } catch {
        return null;
      }
    },

    /** A WhatsApp media file: its URL from the Graph API, then the bytes (null if refused). */
    async media(
      mediaId: string,
      token: string,
      maxBytes: number,
    ): Promise<{ data: Buffer; contentType: string } | null> {
      try {
        const meta = await call(`${base}/${mediaId}`, token, { method: 'GET' });
        const info = meta.body as { url?: string; mime_type?: string } | null;
        if (!meta.ok || !info?.url) return null;
        const response = await options.fetch(info.url, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
        if (!response.ok) return null;
        const data = Buffer.from(await response.arrayBuffer());
        if (data.length > maxBytes) return null;
        return { data, contentType: (info.mime_type ?? '').split(';')[0]?.trim() ?? '' };
      } catch {
        return null;
      }
    },
  };
}

export type MetaGraph = ReturnType<typeof createMetaGraph>;
