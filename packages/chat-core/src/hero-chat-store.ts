import { DEFAULT_BUSINESS_ID } from '@lisa/contracts/chat';
import { type Clock, formatLocalTime, systemClock, type TimerId } from './clock.ts';
import { getOrCreateDeviceId, type IdGenerator, randomId } from './device-id.ts';
import { HERO_MESSAGE_LIMIT, readHeroMessageCount, writeHeroMessageCount } from './hero-limit.ts';
import { delayBefore, HERO_INITIAL_LOAD_MS, HERO_SCRIPT, type ScriptStep } from './hero-script.ts';
import { createLiveFollower, type LiveChannelFactory } from './live-loader.ts';
import {
  alreadyAnswered,
  liveChatMessage,
  mergeLiveMessages,
  type StoredSession,
} from './live-session.ts';
import { createAgentTyping, createVisitorTypingSignal, participantText } from './live-typing.ts';
import type { ChatMessage, OutgoingAttachment } from './messages.ts';
import { createObservable, type ReadableStore } from './observable.ts';
import { browserStorage, type KeyValueStorage } from './storage.ts';
import { CHAT_FAILED_TEXT, EMPTY_CHAT_RESPONSE_TEXT, HERO_LIMIT_NOTICE } from './texts.ts';
import { type ChatTransport, isChatLimitError } from './transport.ts';

export type HeroPhase = 'loading' | 'ready';

export interface HeroChatState {
  phase: HeroPhase;
  messages: ChatMessage[];
  /** True while a reply to the visitor is awaited. */
  pending: boolean;
  /** True while scripted messages are still to come. */
  scriptPlaying: boolean;
  /** Messages this device has sent (SPEC §9: counted in local storage). */
  sentCount: number;
  limit: number;
  /** The device used its free messages: input disabled, notice shown once. */
  locked: boolean;
  /** Number of messages the visitor sent in this view (scripted ones excluded). */
  visitorMessages: number;
  /** A teammate typing: their name ('' when unknown); null when nobody is (live-typing.ts). */
  agentTyping: string | null;
}

export interface HeroChatOptions {
  transport: ChatTransport;
  storage?: KeyValueStorage;
  clock?: Clock;
  generateId?: IdGenerator;
  businessId?: number;
  limit?: number;
  script?: readonly ScriptStep[];
  initialLoadMs?: number;
  /**
   * The visitor's live channel, as for the floating chat: a teammate who takes the demo
   * conversation over from the inbox is heard here. The hero keeps no history, so its
   * session lives for the page view only.
   */
  liveChannel?: LiveChannelFactory;
}

export interface HeroChat extends ReadableStore<HeroChatState> {
  /** Starts the initial load and the scripted conversation. */
  start(): void;
  /** Stops pending timers and the live channel (component unmount); start() resumes both. */
  stop(): void;
  /** A file a teammate sent in this conversation, fetched with the visitor token. */
  fetchAttachment(id: number): Promise<Blob>;
  send(text: string, attachments?: readonly OutgoingAttachment[]): Promise<boolean>;
  /** The visitor's draft changed: the team sees them typing (live channel only). */
  draftChanged(text: string): void;
  readonly deviceId: string;
}

export function createHeroChat(options: HeroChatOptions): HeroChat {
  const storage = options.storage ?? browserStorage();
  const clock = options.clock ?? systemClock;
  const generateId = options.generateId ?? randomId;
  const businessId = options.businessId ?? DEFAULT_BUSINESS_ID;
  const limit = options.limit ?? HERO_MESSAGE_LIMIT;
  const script = options.script ?? HERO_SCRIPT;
  const deviceId = getOrCreateDeviceId(storage, generateId);
  const initialCount = readHeroMessageCount(storage);
  const store = createObservable<HeroChatState>({
    phase: 'loading',
    messages: [],
    pending: false,
    scriptPlaying: script.length > 0,
    sentCount: initialCount,
    limit,
    locked: initialCount >= limit,
    visitorMessages: 0,
    agentTyping: null,
  });
  const timers = new Set<TimerId>();
  let started = false;
  let session: StoredSession | null = null;
  const agentTyping = createAgentTyping(clock, (typing) =>
    store.setState((s) => (s.agentTyping === typing ? s : { ...s, agentTyping: typing })),
  );
  const live = createLiveFollower(options.liveChannel, (event) => {
    if ((event.type === 'messages' || event.type === 'cursor') && session)
      session = { ...session, after: event.after };
    if (event.type === 'typing') {
      agentTyping.onTyping(event.typing, event.name);
      return;
    }
    let incoming: ChatMessage[] = [];
    if (event.type === 'participant') {
      incoming = [
        {
          id: event.id,
          sender: 'system',
          text: participantText(event.action, event.name),
          timestamp: formatLocalTime(Date.parse(event.at) || clock.now()),
        },
      ];
    } else if (event.type === 'messages') {
      if (event.messages.some((m) => m.sender === 'agent')) agentTyping.onAgentMessage();
      incoming = event.messages.map((m) => liveChatMessage(m, clock));
    } else return;
    store.setState((s) => {
      const messages = mergeLiveMessages(s.messages, incoming);
      return messages === s.messages ? s : { ...s, messages };
    });
  });
  const visitorTyping = createVisitorTypingSignal(clock, (typing) => live.sendTyping(typing));

  const message = (
    sender: ChatMessage['sender'],
    text: string,
    extra: Partial<ChatMessage> = {},
  ): ChatMessage => ({
    id: generateId(),
    sender,
    text,
    timestamp: formatLocalTime(clock.now()),
    ...extra,
  });

  const later = (ms: number, run: () => void) => {
    const id = clock.setTimeout(() => {
      timers.delete(id);
      run();
    }, ms);
    timers.add(id);
  };

  const stopTimers = () => {
    for (const id of timers) clock.clearTimeout(id);
    timers.clear();
  };

  const append = (...added: ChatMessage[]) =>
    store.setState((s) => ({ ...s, messages: [...s.messages, ...added] }));

  const withoutTyping = (messages: ChatMessage[]) => messages.filter((m) => m.sender !== 'typing');

  /** Locks the chat and adds the notice, once per view. */
  const lock = () =>
    store.setState((s) => {
      const hasNotice = s.messages.some((m) => m.isLimitNotice);
      return {
        ...s,
        locked: true,
        messages: hasNotice
          ? s.messages
          : [...s.messages, message('bot', HERO_LIMIT_NOTICE, { isLimitNotice: true })],
      };
    });

  const playStep = (index: number) => {
    const step = script[index];
    if (!step) {
      store.setState((s) => ({ ...s, scriptPlaying: false }));
      return;
    }
    const next = () => {
      if (index === script.length - 1) store.setState((s) => ({ ...s, scriptPlaying: false }));
      else later(delayBefore(step), () => playStep(index + 1));
    };
    if (step.sender === 'bot' && step.typingMs) {
      const typing = message('typing', '', { id: `typing-script-${index}` });
      append(typing);
      later(step.typingMs, () => {
        store.setState((s) => ({
          ...s,
          messages: [...withoutTyping(s.messages), message('bot', step.text)],
        }));
        next();
      });
      return;
    }
    append(message(step.sender, step.text));
    next();
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    deviceId,
    start() {
      if (started) return;
      started = true;
      if (session) live.follow(session);
      later(options.initialLoadMs ?? HERO_INITIAL_LOAD_MS, () => {
        store.setState((s) => ({ ...s, phase: 'ready' }));
        if (store.getState().locked) lock();
        if (script.length === 0) return;
        later(delayBefore(undefined), () => playStep(0));
      });
    },
    fetchAttachment(id) {
      const fetchFile = options.transport.fetchAttachment;
      if (!session || !fetchFile) return Promise.reject(new Error('no conversation to read from'));
      return fetchFile(id, session.visitorToken);
    },
    stop() {
      stopTimers();
      visitorTyping.stop();
      agentTyping.clear();
      live.close();
      started = false;
    },
    draftChanged(text) {
      visitorTyping.changed(text);
    },
    async send(text, attachments = []) {
      const trimmed = text.trim();
      const state = store.getState();
      // SPEC §5: blank text, a pending reply or a used-up limit send nothing.
      if (trimmed.length === 0 || state.pending || state.locked) return false;
      visitorTyping.stop();
      // The visitor takes over: the rest of the script is dropped.
      if (state.scriptPlaying || state.phase === 'loading') {
        stopTimers();
        store.setState((s) => ({
          ...s,
          phase: 'ready',
          scriptPlaying: false,
          messages: withoutTyping(s.messages),
        }));
      }
      const sentCount = readHeroMessageCount(storage) + 1;
      writeHeroMessageCount(storage, sentCount);
      const typing = message('typing', '', { id: `typing-${generateId()}` });
      const userMessage = message('user', trimmed, {
        ...(attachments.length > 0
          ? { attachments: attachments.map((a) => ({ name: a.name })) }
          : {}),
      });
      store.setState((s) => ({
        ...s,
        sentCount,
        pending: true,
        visitorMessages: s.visitorMessages + 1,
        messages: [...s.messages, userMessage, typing],
      }));
      let reply: ChatMessage | null;
      let limitHit = sentCount >= limit;
      try {
        const answer = await options.transport.send({
          message: trimmed,
          business_id: businessId,
          customer_id: deviceId,
          source: 'hero',
          ...(attachments.length > 0 ? { attachments: [...attachments] } : {}),
        });
        const response = answer.response?.trim();
        if (answer.silent) reply = null;
        else
          reply = response
            ? message('bot', answer.response ?? '')
            : message('bot', EMPTY_CHAT_RESPONSE_TEXT, { isError: true });
        if (answer.conversationId && answer.visitorToken) {
          const same = session?.conversationId === answer.conversationId;
          session = {
            conversationId: answer.conversationId,
            visitorToken: answer.visitorToken,
            ...(same && session?.after ? { after: session.after } : {}),
          };
          live.follow(session);
        }
      } catch (error) {
        if (isChatLimitError(error)) {
          // The server counts too and is the judge: trust it over the local count.
          limitHit = true;
          writeHeroMessageCount(storage, Math.max(sentCount, limit));
          reply = null;
        } else {
          reply = message('bot', CHAT_FAILED_TEXT, { isError: true });
        }
      }
      store.setState((s) => {
        const current = withoutTyping(s.messages);
        // The live channel may have shown the same line already (see alreadyAnswered).
        const shown = reply && !reply.isError && alreadyAnswered(current, reply.text);
        return {
          ...s,
          pending: false,
          sentCount: readHeroMessageCount(storage),
          messages: [...current, ...(reply && !shown ? [reply] : [])],
        };
      });
      if (limitHit) lock();
      return true;
    },
  };
}
