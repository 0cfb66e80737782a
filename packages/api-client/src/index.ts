// Public surface of @lisa/api-client. Named exports only, so a bundler keeps what an app uses.

export {
  type ApiClient,
  type ApiClientEvents,
  type ApiClientOptions,
  createApiClient,
  type OfflineProbeConfig,
  type RequestOptions,
  type ResolvedConfig,
  type TokenClearedReason,
} from './api-client.ts';
export {
  type ApiKeyClient,
  type ApiKeyClientOptions,
  createApiKeyClient,
} from './api-key-client.ts';
export {
  type ChatClient,
  type ChatClientOptions,
  type ChatReply,
  createChatClient,
  type SendMessageInput,
} from './chat-client.ts';
export {
  type BannerState,
  type ConnectionEventSource,
  type ConnectionMonitor,
  type ConnectionMonitorOptions,
  type ConnectionSnapshot,
  type ConnectionStatus,
  createConnectionMonitor,
} from './connection-monitor.ts';
export {
  API_TIMEOUT_MS,
  CHAT_TIMEOUT_MS,
  CONNECTION_LOST_TEXT,
  CONNECTION_RESTORED_TEXT,
  DEFAULT_RETRY,
  HEALTH_CHECK_INTERVAL_MS,
  HEALTH_CHECK_PATH,
  HEALTH_CHECK_TIMEOUT_MS,
  HTML_WARNING_DURATION_MS,
  HTML_WARNING_TEXT,
  HTML_WARNING_THRESHOLD,
  LOCAL_FORMS_HOST,
  OFFLINE_PROBE_CACHE_MS,
  OFFLINE_PROBE_TIMEOUT_MS,
  RESTORED_BANNER_MS,
  RETRY_RESTORED_BANNER_MS,
  STORAGE_KEYS,
} from './constants.ts';
export type { CreditState } from './credit.ts';
export {
  ApiClientError,
  type ApiClientErrorCode,
  ChatError,
  type ChatErrorReason,
  FormSubmissionError,
  FormTypeError,
  HtmlResponseError,
  HttpError,
  InvalidJsonError,
  InvalidResponseError,
  isApiClientError,
  NetworkError,
  OfflineError,
  TimeoutError,
} from './errors.ts';
export type { Emitter, Listener } from './events.ts';
export {
  createFormsClient,
  type FormFields,
  type FormsClient,
  type FormsClientOptions,
} from './forms-client.ts';
export { checkHealth, type HealthCheckOptions } from './health-check.ts';
export type { HtmlWarning } from './html-guard.ts';
export {
  createOfflineProbe,
  type OfflineProbe,
  type OfflineProbeOptions,
} from './offline-probe.ts';
export { progressFetch, type UploadProgress } from './progress-fetch.ts';
export { computeRetryDelay, type RetryConfig } from './retry-delay.ts';
export { createMemoryStorage, type KeyValueStorage } from './storage.ts';
export {
  createTokenStore,
  type StorageEventSource,
  type TokenStore,
  type TokenStoreOptions,
} from './token-store.ts';
