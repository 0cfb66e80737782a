import { errorBodySchema } from '@lisa/contracts/errors';
import { BUSINESS_HEADER } from '@lisa/contracts/team';
import ky, { isTimeoutError, type KyInstance, type Options as KyOptions } from 'ky';
import type { z } from 'zod';
import {
  API_TIMEOUT_MS,
  DEFAULT_RETRY,
  HEALTH_CHECK_PATH,
  HEALTH_CHECK_TIMEOUT_MS,
  OFFLINE_PROBE_CACHE_MS,
  OFFLINE_PROBE_TIMEOUT_MS,
} from './constants.ts';
import { type CreditState, readCachedCredit, readCreditWithFallback } from './credit.ts';
import {
  ApiClientError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  OfflineError,
  TimeoutError,
} from './errors.ts';
import { createEmitter, type Emitter } from './events.ts';
import { checkHealth, trimSlash } from './health-check.ts';
import { createHtmlGuard, type HtmlWarning } from './html-guard.ts';
import { createOfflineProbe, type OfflineProbe } from './offline-probe.ts';
import { isHtmlBody, parseJsonBody } from './parse-body.ts';
import { progressFetch, type UploadProgress } from './progress-fetch.ts';
import { buildRetryOptions, type RetryConfig } from './retry-delay.ts';
import { createMemoryStorage, type KeyValueStorage } from './storage.ts';
import { createTokenStore, type TokenStore } from './token-store.ts';
import {
  chatBoxesResponseSchema,
  createWorkspaceCache,
  type WorkspaceCache,
} from './workspace-cache.ts';

export type TokenClearedReason = 'unauthorized' | 'html-login-page';

export interface ApiClientEvents extends Record<string, unknown> {
  /** The client dropped the session token: a 401, or repeated login pages (SPEC §4). */
  'token-cleared': { reason: TokenClearedReason };
  /** SPEC §8: 3 consecutive HTML responses; show `message` as a toast for `durationMs`. */
  'html-warning': HtmlWarning;
  /** A retry is about to wait `delayMs` before attempt `retryCount + 1`. */
  retry: { method: string; url: string; retryCount: number; delayMs: number };
}

export interface OfflineProbeConfig {
  /** Defaults to the API's own `{host}/api/health-check`. */
  url?: string;
  timeoutMs?: number;
  cacheMs?: number;
}

export interface ApiClientOptions {
  /** API origin, e.g. `http://localhost:8000`; requests go to `{host}/api`. */
  host: string;
  /** Where the bearer token is read from. Defaults to `tokenStore.get`. */
  getToken?: () => string | null | undefined;
  /**
   * The business every request acts on, sent as `x-lisa-business` (read on every attempt).
   * Defaults to the id given to `setBusiness`; none is sent while it is null.
   */
  getBusinessId?: () => string | number | null | undefined;
  /** Cleared on 401 and on login-page HTML. Defaults to a store over `storage`. */
  tokenStore?: TokenStore;
  /** Holds the token (when no store is given) and the cached credit, chats and tasks. */
  storage?: KeyValueStorage;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** Per attempt; SPEC §9 15000 ms. */
  timeoutMs?: number;
  retry?: Partial<RetryConfig>;
  /** `false` turns the offline check off entirely. */
  offlineProbe?: OfflineProbeConfig | false;
  /**
   * Origin of the "same origin" calls of SPEC §7 (`/api/whatsapp-chat-box`, `/api/tasks`).
   * Defaults to `host`, where Lisa's API serves them.
   */
  appOrigin?: string;
  healthCheckTimeoutMs?: number;
}

export interface RequestOptions<T = unknown> {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Opt a non-GET call into retries on network errors and timeouts (SPEC §7). */
  retry?: boolean;
  /** Send even when the offline check fails. */
  bypassOffline?: boolean;
  /** Sends this bearer token instead of the stored one; `null` sends none. */
  token?: string | null;
  /**
   * A 401 answers this call only and leaves the stored token alone: for account calls, where
   * a 401 means wrong credentials rather than an expired session.
   */
  keepTokenOnUnauthorized?: boolean;
  /** Names the business of this call only (`x-lisa-business`); `null` sends none. */
  business?: string | number | null;
  /** Validates the parsed body; a mismatch fails with InvalidResponseError. */
  schema?: z.ZodType<T>;
  /** Answers a successful response's body as a Blob (getBlob). */
  blob?: boolean;
  /** 0–100 as the request body is sent (file uploads; progress-fetch.ts). */
  onUploadProgress?: UploadProgress;
}

export interface ApiClient {
  readonly config: Readonly<ResolvedConfig>;
  readonly events: Emitter<ApiClientEvents>;
  readonly tokens: TokenStore;
  /** Names the business later requests act on (`x-lisa-business`); `null` sends none. */
  setBusiness(id: string | number | null): void;
  request<T = unknown>(method: string, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** GET a file (an attachment): its bytes as a Blob; errors as for `request`. */
  getBlob(path: string, options?: Pick<RequestOptions, 'signal'>): Promise<Blob>;
  /** SPEC §7 GET /credit with its fallbacks; never throws. */
  getCredit(): Promise<CreditState>;
  readCachedCredit(): CreditState | undefined;
  /** SPEC §7 GET /api/whatsapp-chat-box: the `data` list, cached. */
  getChatBoxes(): Promise<unknown[]>;
  readCachedChatBoxes(): unknown[] | undefined;
  /** SPEC §7 GET /api/tasks: the whole response, cached. */
  getTasks(): Promise<unknown>;
  readCachedTasks(): unknown;
  /** SPEC §7 HEAD /api/health-check: true when the API answered 2xx within 5 s. */
  checkHealth(): Promise<boolean>;
  /** The offline check (cached); always true when the probe is turned off. */
  isOnline(): Promise<boolean>;
}

export interface ResolvedConfig {
  host: string;
  baseUrl: string;
  appOrigin: string;
  timeoutMs: number;
  retry: RetryConfig;
  offlineProbe: Required<OfflineProbeConfig> | false;
  healthCheckTimeoutMs: number;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const host = trimSlash(options.host);
  const storage = options.storage ?? createMemoryStorage();
  const tokens = options.tokenStore ?? createTokenStore({ storage });
  const getToken = options.getToken ?? tokens.get;
  let chosenBusiness: string | number | null = null;
  const getBusinessId = options.getBusinessId ?? (() => chosenBusiness);
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const events = createEmitter<ApiClientEvents>();
  const htmlGuard = createHtmlGuard();

  const config: ResolvedConfig = {
    host,
    baseUrl: `${host}/api`,
    appOrigin: trimSlash(options.appOrigin ?? host),
    timeoutMs: options.timeoutMs ?? API_TIMEOUT_MS,
    retry: { ...DEFAULT_RETRY, ...options.retry },
    offlineProbe:
      options.offlineProbe === false
        ? false
        : {
            url: options.offlineProbe?.url ?? `${host}${HEALTH_CHECK_PATH}`,
            timeoutMs: options.offlineProbe?.timeoutMs ?? OFFLINE_PROBE_TIMEOUT_MS,
            cacheMs: options.offlineProbe?.cacheMs ?? OFFLINE_PROBE_CACHE_MS,
          },
    healthCheckTimeoutMs: options.healthCheckTimeoutMs ?? HEALTH_CHECK_TIMEOUT_MS,
  };

  const probe: OfflineProbe | undefined = config.offlineProbe
    ? createOfflineProbe({ ...config.offlineProbe, fetch: fetchFn, now })
    : undefined;

  // An answer is cached only if the session that asked is still the signed-in one: a
  // sign-out (here or in another tab) while a call is in flight must leave storage empty.
  const sameSessionCheck = () => {
    const asked = getToken() ?? null;
    return () => (getToken() ?? null) === asked;
  };

  const clearToken = (reason: TokenClearedReason) => {
    const had = Boolean(getToken());
    tokens.clear();
    if (had) events.emit('token-cleared', { reason });
  };

  const api: KyInstance = ky.create({
    prefixUrl: config.baseUrl,
    timeout: config.timeoutMs,
    fetch: fetchFn,
    throwHttpErrors: false,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    hooks: {
      beforeRequest: [
        async (_request, kyOptions) => {
          if (!probe || kyOptions.context.bypassOffline === true) return;
          if (!(await probe.isOnline())) throw new OfflineError();
        },
        (request, kyOptions) => {
          // Read on every attempt: a retry after a login must carry the new token.
          const given = kyOptions.context.token as string | null | undefined;
          const token = given === undefined ? getToken() : given;
          if (token) request.headers.set('authorization', `Bearer ${token}`);
          else request.headers.delete('authorization');
          const givenBusiness = kyOptions.context.business as string | number | null | undefined;
          const business = givenBusiness === undefined ? getBusinessId() : givenBusiness;
          if (business !== null && business !== undefined && String(business) !== '') {
            request.headers.set(BUSINESS_HEADER, String(business));
          } else {
            request.headers.delete(BUSINESS_HEADER);
          }
        },
      ],
      afterResponse: [
        (_request, kyOptions, response) => {
          if (response.status === 401 && kyOptions.context.keepTokenOnUnauthorized !== true) {
            clearToken('unauthorized');
          }
        },
      ],
    },
  });

  const request = async <T>(
    method: string,
    path: string,
    requestOptions: RequestOptions<T> = {},
  ): Promise<T> => {
    const absolute = /^https?:\/\//i.test(path);
    const verb = method.toLowerCase() as NonNullable<KyOptions['method']>;
    const kyOptions: KyOptions = {
      method: verb,
      retry: buildRetryOptions({
        config: config.retry,
        methods: requestOptions.retry ? [verb as 'get'] : ['get'],
        random,
        onDelay: (retryCount, delayMs) =>
          events.emit('retry', { method: verb.toUpperCase(), url: path, retryCount, delayMs }),
      }),
      context: {
        bypassOffline: requestOptions.bypassOffline === true,
        keepTokenOnUnauthorized: requestOptions.keepTokenOnUnauthorized === true,
        ...(requestOptions.token !== undefined ? { token: requestOptions.token } : {}),
        ...(requestOptions.business !== undefined ? { business: requestOptions.business } : {}),
      },
    };
    if (absolute) kyOptions.prefixUrl = '';
    if (requestOptions.json !== undefined) kyOptions.json = requestOptions.json;
    if (requestOptions.searchParams) kyOptions.searchParams = requestOptions.searchParams;
    if (requestOptions.headers) kyOptions.headers = requestOptions.headers;
    if (requestOptions.signal) kyOptions.signal = requestOptions.signal;
    if (requestOptions.onUploadProgress) {
      kyOptions.fetch = progressFetch(requestOptions.onUploadProgress, { fetch: fetchFn });
    }

    let response: Response;
    try {
      response = await api(absolute ? path : path.replace(/^\/+/, ''), kyOptions);
    } catch (error) {
      throw toClientError(error, config.timeoutMs);
    }
    if (requestOptions.blob && response.ok) return (await response.blob()) as T;
    return readResponse(response, requestOptions.schema);
  };

  const readResponse = async <T>(response: Response, schema?: z.ZodType<T>): Promise<T> => {
    const text = await response.text();
    const contentType = response.headers.get('content-type');
    if (isHtmlBody(text, contentType)) {
      const warning = htmlGuard.recordHtml(text);
      if (warning) {
        if (warning.tokenCleared) clearToken('html-login-page');
        events.emit('html-warning', warning);
      }
    } else {
      htmlGuard.recordNonHtml();
    }

    if (!response.ok) throw toHttpError(response, text, contentType);

    const body = parseJsonBody(text, contentType, response.status);
    if (!schema) return body as T;
    const result = schema.safeParse(body);
    if (!result.success) throw new InvalidResponseError(body, { cause: result.error });
    return result.data;
  };

  const cache: WorkspaceCache = createWorkspaceCache(storage);
  const sameOrigin = (path: string) => `${config.appOrigin}${path}`;

  return {
    config,
    events,
    tokens,
    setBusiness: (id) => {
      chosenBusiness = id;
    },
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, o) => request('POST', path, o),
    put: (path, o) => request('PUT', path, o),
    patch: (path, o) => request('PATCH', path, o),
    delete: (path, o) => request('DELETE', path, o),
    getBlob: (path, o) =>
      request<Blob>('GET', path, {
        ...(o?.signal ? { signal: o.signal } : {}),
        headers: { accept: '*/*' },
        blob: true,
      }),
    getCredit: () =>
      readCreditWithFallback(() => request('GET', '/credit'), storage, sameSessionCheck()),
    readCachedCredit: () => readCachedCredit(storage),
    getChatBoxes: async () => {
      const sameSession = sameSessionCheck();
      const body = await request('GET', sameOrigin('/api/whatsapp-chat-box'), {
        schema: chatBoxesResponseSchema,
      });
      if (sameSession()) cache.saveChatBoxes(body.data);
      return body.data;
    },
    readCachedChatBoxes: () => cache.readChatBoxes(),
    getTasks: async () => {
      const sameSession = sameSessionCheck();
      const body = await request('GET', sameOrigin('/api/tasks'));
      if (sameSession()) cache.saveTasks(body);
      return body;
    },
    readCachedTasks: () => cache.readTasks(),
    checkHealth: () =>
      checkHealth({ host, fetch: fetchFn, timeoutMs: config.healthCheckTimeoutMs }),
    isOnline: () => (probe ? probe.isOnline() : Promise.resolve(true)),
  };
}

function toClientError(error: unknown, timeoutMs: number): unknown {
  if (error instanceof ApiClientError) return error;
  if (isTimeoutError(error)) return new TimeoutError(timeoutMs, { cause: error });
  // A caller's own abort stays an AbortError so it can tell it apart from a failure.
  if (error instanceof Error && error.name === 'AbortError') return error;
  if (error instanceof TypeError) return new NetworkError({ cause: error });
  return error;
}

function toHttpError(response: Response, text: string, contentType: string | null): HttpError {
  let body: unknown = text;
  let message: string | undefined;
  if (!isHtmlBody(text, contentType)) {
    try {
      body = text.trim() === '' ? null : JSON.parse(text);
    } catch {
      body = text;
    }
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) message = parsed.data.message;
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return new HttpError(response.status, response.statusText, body, message, {
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  });
}
