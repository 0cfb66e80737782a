export { type ApiChatTransportOptions, createApiChatTransport } from './api-transport.ts';
export { type BusinessLookupFn, resolveBusiness, storedBusiness } from './business-profile.ts';
export { clearChatHistory, loadChatHistory, saveChatHistory } from './chat-history.ts';
export { type Clock, formatLocalTime, systemClock } from './clock.ts';
export { getOrCreateDeviceId, type IdGenerator, randomId } from './device-id.ts';
export {
  createFloatingChat,
  type FloatingChat,
  type FloatingChatOptions,
  type FloatingChatState,
} from './floating-chat-store.ts';
export {
  createHeroChat,
  type HeroChat,
  type HeroChatOptions,
  type HeroChatState,
  type HeroPhase,
} from './hero-chat-store.ts';
export { HERO_MESSAGE_LIMIT, readHeroMessageCount, writeHeroMessageCount } from './hero-limit.ts';
export {
  DELAY_AFTER_ASSISTANT_MS,
  DELAY_AFTER_USER_MS,
  HERO_INITIAL_LOAD_MS,
  HERO_SCRIPT,
  HERO_TYPING_DELAYS_MS,
  SCRIPT_START_DELAY_MS,
  type ScriptStep,
} from './hero-script.ts';
export { type LiveChannelFactory, lazyVisitorLive } from './live-loader.ts';
export { readResumeLink } from './live-session.ts';
export {
  AGENT_TYPING_MS,
  agentTypingText,
  createAgentTyping,
  createVisitorTypingSignal,
  participantText,
} from './live-typing.ts';
export type { ChatMessage, ChatSender, OutgoingAttachment } from './messages.ts';
export type { Listener, ReadableStore } from './observable.ts';
export {
  createPlaceholderRotator,
  DELETE_MS_PER_LETTER,
  IDLE_PAUSE_MS,
  NEXT_SUGGESTION_MS,
  type PlaceholderRotator,
  READY_PAUSE_MS,
  type RotatorPhase,
  type RotatorState,
  TYPE_MS_PER_LETTER,
} from './placeholder-rotator.ts';
export {
  ATTACHMENT_ACCEPT,
  type PickedFile,
  type ReadResult,
  readAttachments,
  VISITOR_ATTACHMENT_TEXTS,
  visitorRefusalOf,
} from './read-attachments.ts';
export {
  browserStorage,
  CHAT_STORAGE_KEYS,
  createMemoryStorage,
  type KeyValueStorage,
} from './storage.ts';
export {
  AGENT_FALLBACK_NAME,
  agentLabel,
  CHAT_FAILED_TEXT,
  EMPTY_CHAT_RESPONSE_TEXT,
  FLOATING_GREETING,
  FLOATING_PLACEHOLDER,
  FLOATING_QUICK_REPLIES,
  FLOATING_STARTER_CHIPS,
  HERO_HINT,
  HERO_LIMIT_FOOTER,
  HERO_LIMIT_NOTICE,
  HERO_PLACEHOLDER,
  HERO_SUGGESTIONS,
  type StarterChip,
} from './texts.ts';
export {
  ChatLimitReachedError,
  type ChatReply,
  type ChatTransport,
  isChatLimitError,
} from './transport.ts';
// The channel itself is '@lisa/chat-core/live' (lazily loaded by lazyVisitorLive); its types are here.
export type {
  SocketLike,
  VisitorLiveChannel,
  VisitorLiveEvent,
  VisitorLiveOptions,
  VisitorLiveState,
  VisitorSession,
} from './visitor-live.ts';
export {
  readWidgetCommand,
  WIDGET_COMMANDS,
  WIDGET_EVENTS,
  WIDGET_MESSAGE_SOURCE,
  type WidgetCommand,
  type WidgetEvent,
  type WidgetMessage,
  widgetMessage,
} from './widget-messages.ts';
export { defaultWsUrl } from './ws-url.ts';
