// A loopback fake of Meta's Graph API for the channels suite: it records every request
// (method, path, headers, JSON body), answers the WhatsApp and Messenger send endpoints with
// fresh message ids (or the errors a test queues), lists templates over two pages, serves
// media, exchanges embedded-signup codes and Facebook Login user tokens for tokens, lists a
// user's pages (`/me/accounts`), answers a number's messaging limit, and sends webhooks
// signed like Meta's (X-Hub-Signature-256 over the raw bytes).
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GraphRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** When it arrived (Date.now()). */
  at: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the payload field by field
  body: any;
}

export interface FakeMeta {
  url: string;
  requests: GraphRequest[];
  /** Answers for the next send requests, in order (then success). */
  sendAnswers: { status: number; body: unknown }[];
  /** Templates per business account id (served 2 per page). */
  templates: Map<string, unknown[]>;
  /** Media by id: bytes and type. */
  media: Map<string, { data: Buffer; mimeType: string }>;
  /** Embedded signup: codes the token endpoint accepts, and the token each gives. */
  codes: Map<string, string>;
  /** Facebook Login: short-lived user tokens the token endpoint exchanges, and for what. */
  userTokens: Map<string, string>;
  /** `GET /me/accounts` by (long-lived) user token: the pages that person manages. */
  pages: Map<string, unknown[]>;
  /** How long a message send takes to answer (0: at once); read receipts are not delayed. */
  sendDelayMs: number;
  /** The most message sends that were in flight at one moment. */
  maxConcurrentSends: number;
  /**
   * A WhatsApp number's messaging limit by phone number id, as Meta names it (TIER_250,
   * TIER_2K, TIER_UNLIMITED); FAKE_DEFAULT_TIER for a number not set.
   */
  limits: Map<string, string>;
  /** Messages sent (read receipts and typing indicators apart). */
  sends(): GraphRequest[];
  /** Read receipts and typing indicators. */
  actions(): GraphRequest[];
  waitForSends(count: number, timeoutMs?: number): Promise<GraphRequest[]>;
  reset(): void;
  close(): Promise<void>;
}

export function signLikeMeta(appSecret: string, raw: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

/** POSTs a payload to the API's webhook, signed with the app secret (or not, or wrongly). */
export async function deliverWebhook(
  apiUrl: string,
  payload: unknown,
  appSecret: string | null,
  options: { tamper?: (raw: string) => string } = {},
): Promise<Response> {
  const raw = JSON.stringify(payload);
  const sent = options.tamper ? options.tamper(raw) : raw;
  return fetch(`${apiUrl}/webhooks/meta`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(appSecret ? { 'x-hub-signature-256': signLikeMeta(appSecret, raw) } : {}),
    },
    body: sent,
  });
}

let counter = 0;
/** The messaging limit the fake answers for a number no test set. */
const FAKE_DEFAULT_TIER = 'TIER_2K';

export async function startFakeMeta(): Promise<FakeMeta> {
  const state = {
    requests: [] as GraphRequest[],
    sendAnswers: [] as { status: number; body: unknown }[],
    templates: new Map<string, unknown[]>(),
    media: new Map<string, { data: Buffer; mimeType: string }>(),
    codes: new Map<string, string>(),
    userTokens: new Map<string, string>(),
    pages: new Map<string, unknown[]>(),
    sendDelayMs: 0,
    maxConcurrentSends: 0,
    limits: new Map<string, string>(),
  };
  let inFlight = 0;
  let base = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const url = new URL(request.url ?? '/', base);
      state.requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        at: Date.now(),
        body,
      });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const send = url.pathname.match(/^\/v21\.0\/(\d+)\/messages$/);
      if (request.method === 'POST' && send) {
        const action = body as { status?: string; sender_action?: string };
        // Read receipts and typing indicators are answered, not counted as messages.
        if (action?.status === 'read' || action?.sender_action) return json(200, { success: true });
        const answer = state.sendAnswers.shift();
        counter += 1;
        const id = counter;
        inFlight += 1;
        state.maxConcurrentSends = Math.max(state.maxConcurrentSends, inFlight);
        const reply = () => {
          inFlight -= 1;
          if (answer) return json(answer.status, answer.body);
          const payload = body as { messaging_product?: string; to?: string };
          if (payload?.messaging_product === 'whatsapp') {
            return json(200, {
              messaging_product: 'whatsapp',
              contacts: [{ input: payload.to, wa_id: payload.to }],
              messages: [{ id: `wamid.fake${id}` }],
            });
          }
          return json(200, { recipient_id: 'psid', message_id: `mid.fake${id}` });
        };
        if (state.sendDelayMs > 0) setTimeout(reply, state.sendDelayMs);
        else reply();
        return;
      }
      if (request.method === 'GET' && url.pathname === '/v21.0/oauth/access_token') {
        const token =
          url.searchParams.get('grant_type') === 'fb_exchange_token'
            ? state.userTokens.get(url.searchParams.get('fb_exchange_token') ?? '')
            : state.codes.get(url.searchParams.get('code') ?? '');
        if (
          !token ||
          !url.searchParams.get('client_id') ||
          !url.searchParams.get('client_secret')
        ) {
          return json(400, {
            error: {
              message: 'Invalid verification code format.',
              type: 'OAuthException',
              code: 100,
            },
          });
        }
        return json(200, { access_token: token, token_type: 'bearer' });
      }
      if (request.method === 'GET' && url.pathname === '/v21.0/me/accounts') {
        const bearer = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
        const pages = state.pages.get(bearer);
        if (!pages) {
          return json(401, {
            error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
          });
        }
        return json(200, { data: pages, paging: {} });
      }
      if (request.method === 'POST' && /^\/v21\.0\/\d+\/subscribed_apps$/.test(url.pathname)) {
        return json(200, { success: true });
      }
      const templates = url.pathname.match(/^\/v21\.0\/(\d+)\/message_templates$/);
      if (request.method === 'GET' && templates) {
        const all = state.templates.get(templates[1] ?? '') ?? [];
        const after = Number(url.searchParams.get('after') ?? 0);
        const page = all.slice(after, after + 2);
        const next =
          after + 2 < all.length
            ? `${base}${url.pathname}?limit=100&after=${after + 2}`
            : undefined;
        return json(200, { data: page, paging: next ? { next } : {} });
      }
      const mediaFile = url.pathname.match(/^\/files\/(.+)$/);
      if (mediaFile) {
        const media = state.media.get(mediaFile[1] ?? '');
        if (!media) return json(404, { error: { message: 'no such media', code: 100 } });
        response.writeHead(200, { 'content-type': media.mimeType });
        response.end(media.data);
        return;
      }
      // A phone number node asked for its messaging limit (the field Meta answers today).
      const phone = url.pathname.match(/^\/v21\.0\/(\d+)$/);
      if (
        request.method === 'GET' &&
        phone &&
        url.searchParams.get('fields')?.includes('whatsapp_business_manager_messaging_limit')
      ) {
        const id = phone[1] ?? '';
        return json(200, {
          whatsapp_business_manager_messaging_limit: state.limits.get(id) ?? FAKE_DEFAULT_TIER,
          id,
        });
      }
      const mediaInfo = url.pathname.match(/^\/v21\.0\/([\w.-]+)$/);
      if (request.method === 'GET' && mediaInfo) {
        const media = state.media.get(mediaInfo[1] ?? '');
        if (!media) return json(404, { error: { message: 'no such media', code: 100 } });
        return json(200, {
          url: `${base}/files/${mediaInfo[1]}`,
          mime_type: media.mimeType,
          id: mediaInfo[1],
        });
      }
      // Media uploads (multipart; the raw body is recorded): WhatsApp and Messenger/Instagram.
      const upload = url.pathname.match(/^\/v21\.0\/(\d+)\/(media|message_attachments)$/);
      if (request.method === 'POST' && upload) {
        counter += 1;
        return upload[2] === 'media'
          ? json(200, { id: `media.fake${counter}` })
          : json(200, { attachment_id: `att.fake${counter}` });
      }
      json(404, { error: { message: `no route ${url.pathname}`, code: 100 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  const fake: FakeMeta = Object.assign(state, {
    url: base,
    sends: () =>
      state.requests.filter(
        (r) =>
          r.method === 'POST' &&
          r.path.endsWith('/messages') &&
          r.body?.status !== 'read' &&
          !r.body?.sender_action,
      ),
    actions: () =>
      state.requests.filter(
        (r) => r.method === 'POST' && (r.body?.status === 'read' || r.body?.sender_action),
      ),
    async waitForSends(count: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (fake.sends().length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} sends, got ${fake.sends().length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return fake.sends();
    },
    reset() {
      state.requests.length = 0;
      state.sendAnswers.length = 0;
      state.sendDelayMs = 0;
      state.maxConcurrentSends = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return fake;
}
