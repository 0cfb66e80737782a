import type { BusinessLookup } from '@lisa/contracts/business';
import type { ChatRequestInput, ConversationStatus } from '@lisa/contracts/chat';

/** What the stores need from the network; tests pass their own. */
export interface ChatTransport {
  /**
   * POST /chat. Resolves with the reply text (possibly empty), rejects on failure.
   * `onUploadProgress` gets 0–100 while the request body uploads (messages with files).
   */
  send(
    request: ChatRequestInput,
    signal?: AbortSignal,
    onUploadProgress?: (percent: number) => void,
  ): Promise<ChatReply>;
  /** GET /business/{id}. */
  lookupBusiness(businessId: number, signal?: AbortSignal): Promise<BusinessLookup>;
  /** GET /api/attachments/{id} with the visitor token: a file a teammate sent. */
  fetchAttachment?(id: number, visitorToken: string, signal?: AbortSignal): Promise<Blob>;
}

export interface ChatReply {
  /** Missing or blank means "empty response" (SPEC §8). */
  response: string | undefined;
  /** A person has taken the conversation over and the agent chose not to answer. */
  silent?: boolean;
  conversationId?: string;
  /** Authenticates the visitor's live channel (visitor-live.ts) for this conversation. */
  visitorToken?: string;
  /** Who has the conversation: 'waiting'/'open' mean a teammate will answer. */
  status?: ConversationStatus;
}

/**
 * Thrown (or passed through) by a transport when the server refuses a hero message
 * because the device used up its free messages: the store locks instead of showing
 * the generic error.
 */
export class ChatLimitReachedError extends Error {
  readonly code = 'CHAT_LIMIT_REACHED' as const;
  constructor(message = 'Free chat limit reached') {
    super(message);
    this.name = 'ChatLimitReachedError';
  }
}

export function isChatLimitError(error: unknown): boolean {
  if (error instanceof ChatLimitReachedError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /LIMIT/i.test(code) && /CHAT|FREE|HERO/i.test(code);
}
