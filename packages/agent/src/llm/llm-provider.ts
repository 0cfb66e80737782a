export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A chat model behind any transport; the engine only needs one completion at a time. */
export interface LlmProvider {
  complete(messages: ChatMessage[]): Promise<string>;
}

/**
 * `ungrounded`: the model answered without citing a passage, or stated a number no cited
 * passage holds; the embedded engine answers instead.
 */
export type LlmErrorCode = 'timeout' | 'network' | 'http' | 'bad-response' | 'ungrounded';

export class LlmError extends Error {
  override readonly name = 'LlmError';
  constructor(
    readonly code: LlmErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface OpenAiCompatibleConfig {
  /** e.g. "https://api.openai.com/v1" or "http://127.0.0.1:11434/v1" (LLM_BASE_URL). */
  baseUrl: string;
  /** Bearer token (LLM_API_KEY); optional for local servers. */
  apiKey?: string;
  /** Model name (LLM_MODEL). */
  model: string;
  fetch?: typeof fetch;
  /** Per attempt. */
  timeoutMs?: number;
  /** Further attempts after the first fails. */
  retries?: number;
  /**
   * One deadline over every attempt and pause (default 12 s, under the API client's 15 s
   * timeout of SPEC §9): an attempt gets what is left of it, and no retry starts with less
   * than `minAttemptMs` left.
   */
  deadlineMs?: number;
  minAttemptMs?: number;
  /** Clock (injectable for tests). */
  now?: () => number;
  /** Pause between attempts (injectable so tests do not wait). */
  sleep?: (ms: number) => Promise<void>;
  temperature?: number;
  maxTokens?: number;
}

/** SPEC of the issue: 10 s per attempt, one retry, then the embedded engine answers. */
export const DEFAULT_LLM_TIMEOUT_MS = 10_000;
export const DEFAULT_LLM_RETRIES = 1;
/** The whole model answer, retries included, ends within this (the client waits 15 s). */
export const DEFAULT_LLM_DEADLINE_MS = 12_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Client errors other than rate limiting will fail again the same way: no retry. */
const retryable = (e: unknown) =>
  !(
    e instanceof LlmError &&
    e.code === 'http' &&
    e.status !== undefined &&
    e.status < 500 &&
    e.status !== 429
  );

/**
 * An OpenAI-compatible `POST {baseUrl}/chat/completions` client: 10 s per attempt and one
 * retry by default, all within one 12 s deadline. Errors are LlmError with a stable code;
 * the engine falls back on any.
 */
export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): LlmProvider {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const retries = config.retries ?? DEFAULT_LLM_RETRIES;
  const sleep = config.sleep ?? realSleep;
  const deadlineMs = config.deadlineMs ?? DEFAULT_LLM_DEADLINE_MS;
  const minAttemptMs = config.minAttemptMs ?? 1_000;
  const now = config.now ?? (() => performance.now());
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  const attempt = async (messages: ChatMessage[], budgetMs: number): Promise<string> => {
    const controller = new AbortController();
    const limitMs = Math.max(0, Math.min(timeoutMs, budgetMs));
    const timer = setTimeout(() => controller.abort(), limitMs);
    try {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          signal: controller.signal,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            temperature: config.temperature ?? 0.1,
            max_tokens: config.maxTokens ?? 600,
            stream: false,
          }),
        });
      } catch (e) {
        if (controller.signal.aborted)
          throw new LlmError('timeout', `No answer within ${limitMs} ms`);
        throw new LlmError('network', e instanceof Error ? e.message : String(e));
      }
      if (!response.ok) {
        const body = await response.text().catch(() => '');
        throw new LlmError(
          'http',
          `HTTP ${response.status}: ${body.slice(0, 200)}`,
          response.status,
        );
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        if (controller.signal.aborted)
          throw new LlmError('timeout', `No answer within ${limitMs} ms`);
        throw new LlmError('bad-response', 'Response is not JSON');
      }
      const content = (json as { choices?: Array<{ message?: { content?: unknown } }> })
        .choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim().length === 0) {
        throw new LlmError('bad-response', 'Response has no choices[0].message.content');
      }
      return content;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async complete(messages) {
      const started = now();
      const left = () => deadlineMs - (now() - started);
      let lastError: unknown;
      for (let i = 0; i <= retries; i++) {
        if (i > 0) {
          if (left() < minAttemptMs + 500) break;
          await sleep(500);
        }
        try {
          return await attempt(messages, left());
        } catch (e) {
          lastError = e;
          if (!retryable(e)) break;
        }
      }
      throw lastError;
    },
  };
}
