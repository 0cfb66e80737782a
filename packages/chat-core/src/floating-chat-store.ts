import { type BusinessLookup, DEFAULT_BUSINESS_LOOKUP } from '@lisa/contracts/business';
import {
  type ConversationStatus,
  DEFAULT_BUSINESS_ID,
  MAX_ATTACHMENTS,
} from '@lisa/contracts/chat';
import { resolveBusiness } from './business-profile.ts';
import { clearChatHistory, loadChatHistory, saveChatHistory } from './chat-history.ts';
import { type Clock, formatLocalTime, systemClock } from './clock.ts';
import { getOrCreateDeviceId, type IdGenerator, randomId } from './device-id.ts';
import { createLiveFollower, type LiveChannelFactory } from './live-loader.ts';
import {
  alreadyAnswered,
  liveChatMessage,
  loadSession,
  mergeLiveMessages,
  type StoredSession,
  saveSession,
} from './live-session.ts';
import { createAgentTyping, createVisitorTypingSignal, participantText } from './live-typing.ts';
import type { ChatMessage, OutgoingAttachment } from './messages.ts';
import { createObservable, type ReadableStore } from './observable.ts';
import { browserStorage, CHAT_STORAGE_KEYS, type KeyValueStorage } from './storage.ts';
import { CHAT_FAILED_TEXT, EMPTY_CHAT_RESPONSE_TEXT } from './texts.ts';
import type { ChatTransport } from './transport.ts';
import type { VisitorLiveEvent } from './visitor-live.ts';

export interface FloatingChatState {
  /** Conversation so far; while a reply is pending the last entry is the typing indicator. */
  messages: ChatMessage[];
  /** True from send until the reply (or error) is shown: input and send are disabled. */
  pending: boolean;
  open: boolean;
  business: BusinessLookup;
  /** True once history and business are loaded. */
  ready: boolean;
  /** Who has the conversation on the server (bot, waiting, open, resolved); null before the first answer. */
  status: ConversationStatus | null;
  /** A teammate typing: their name ('' when unknown); null when nobody is (live-typing.ts). */
  agentTyping: string | null;
  /** 0–100 while a message with files is uploading (real progress where the browser reports it). */
  uploadProgress: number | null;
}

export interface FloatingChatOptions {
  transport: ChatTransport;
  storage?: KeyValueStorage;
  clock?: Clock;
  generateId?: IdGenerator;
  businessId?: number;
  defaultOpen?: boolean;
  /**
   * Makes the visitor's live channel (teammate replies while a person has the
   * conversation): `lazyVisitorLive({ apiUrl, wsUrl })`. Called on the first answer that
   * carries a visitor token, or on start when a stored conversation has one. Without it
   * the chat only shows what POST /chat answers.
   */
  liveChannel?: LiveChannelFactory;
  /**
   * A conversation to follow from the start, from the link in a reply emailed to the
   * visitor (readResumeLink): it replaces the stored one, and what was said since the
   * visitor's latest message is caught up.
   */
  resume?: StoredSession | null;
}

export interface FloatingChat extends ReadableStore<FloatingChatState> {
  /** Loads the stored history and the business profile. Safe to call more than once. */
  start(): Promise<void>;
  /**
   * Sends the visitor's text and files (checked by readAttachments); blank text without
   * files, or a pending reply, sends nothing (SPEC §5). Files alone go with their names as
   * the text.
   */
  send(text: string, attachments?: readonly OutgoingAttachment[]): Promise<boolean>;
  /**
   * Empties the conversation and removes the stored history. The server conversation and
   * its live channel go on: a teammate's later reply still appears.
   */
  clear(): void;
  setOpen(open: boolean): void;
  toggle(): void;
  /** Closes the live channel (the page or the widget goes away). */
  stop(): void;
  /** A file a teammate sent in this conversation, fetched with the visitor token. */
  fetchAttachment(id: number): Promise<Blob>;
  /** The visitor's draft changed: the team sees them typing (live channel only). */
  draftChanged(text: string): void;
  /** The customer_id sent with every message. */
  readonly deviceId: string;
  /**
   * A website campaign's message (proactive-rules.ts) becomes the agent's next line (the
   * first of an empty chat); the visitor's next message carries its id, so the campaign
   * counts the reply, and a conversation it opens is counted as proactive. The same message
   * twice in a row is shown once.
   */
  showCampaign(campaign: { id: number; message: string }): void;
}

export function createFloatingChat(options: FloatingChatOptions): FloatingChat {
  const storage = options.storage ?? browserStorage();
  const clock = options.clock ?? systemClock;
  const generateId = options.generateId ?? randomId;
  const businessId = options.businessId ?? DEFAULT_BUSINESS_ID;
  const deviceId = getOrCreateDeviceId(storage, generateId);
  const store = createObservable<FloatingChatState>({
    messages: [],
    pending: false,
    open: options.defaultOpen ?? false,
    business: DEFAULT_BUSINESS_LOOKUP,
    ready: false,
    status: null,
    agentTyping: null,
    uploadProgress: null,
  });
  let started: Promise<void> | null = null;
  let campaignId: number | null = null;
  const sessionKey = CHAT_STORAGE_KEYS.chatSession;
  let session: StoredSession | null = null;
  let stopped = false;

  const message = (
    sender: ChatMessage['sender'],
    text: string,
    isError?: boolean,
  ): ChatMessage => ({
    id: generateId(),
    sender,
    text,
    timestamp: formatLocalTime(clock.now()),
    ...(isError ? { isError: true } : {}),
  });

  const commit = (messages: ChatMessage[], pending: boolean) => {
    store.setState((s) => ({ ...s, messages, pending }));
    // SPEC §4: saved whenever non-empty (the typing indicator is filtered out).
    saveChatHistory(storage, messages);
  };

  const agentTyping = createAgentTyping(clock, (typing) =>
    store.setState((s) => (s.agentTyping === typing ? s : { ...s, agentTyping: typing })),
  );

  const onLive = (event: VisitorLiveEvent) => {
    if (event.type === 'typing') {
      agentTyping.onTyping(event.typing, event.name);
      return;
    }
    if (event.type === 'participant') {
      const line: ChatMessage = {
        id: event.id,
        sender: 'system',
        text: participantText(event.action, event.name),
        timestamp: formatLocalTime(Date.parse(event.at) || clock.now()),
      };
      const current = store.getState();
      const merged = mergeLiveMessages(current.messages, [line]);
      if (merged !== current.messages) commit(merged, current.pending);
      return;
    }
    if (event.type === 'status') {
      store.setState((s) => (s.status === event.status ? s : { ...s, status: event.status }));
      return;
    }
    if (event.type === 'state') return;
    if (session) {
      session = { ...session, after: event.after };
      saveSession(storage, sessionKey, session);
    }
    if (event.type !== 'messages') return;
    if (event.messages.some((m) => m.sender === 'agent')) agentTyping.onAgentMessage();
    const incoming = event.messages.map((m) => liveChatMessage(m, clock));
    const current = store.getState();
    const merged = mergeLiveMessages(current.messages, incoming);
    if (merged !== current.messages) commit(merged, current.pending);
  };

  const live = createLiveFollower(options.liveChannel, (event) => onLive(event));
  const visitorTyping = createVisitorTypingSignal(clock, (typing) => live.sendTyping(typing));
  const followSession = () => {
    if (session && !stopped) live.follow(session);
  };

  const rememberSession = (conversationId: string, visitorToken: string) => {
    const same = session?.conversationId === conversationId;
    session = {
      conversationId,
      visitorToken,
      ...(same && session?.after ? { after: session.after } : {}),
    };
    saveSession(storage, sessionKey, session);
    followSession();
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    deviceId,
    start() {
      started ??= (async () => {
        const history = loadChatHistory(storage);
        if (history.length > 0) store.setState((s) => ({ ...s, messages: history }));
        // A reload resumes the conversation's live channel, catching up from the last id seen.
        session ??= loadSession(storage, sessionKey);
        const resume = options.resume;
        if (resume && resume.conversationId !== session?.conversationId) {
          session = { conversationId: resume.conversationId, visitorToken: resume.visitorToken };
          saveSession(storage, sessionKey, session);
        } else if (resume && session) {
          session = { ...session, visitorToken: resume.visitorToken };
        }
        followSession();
        const { business } = await resolveBusiness({
          storage,
          businessId,
          lookup: (id, signal) => options.transport.lookupBusiness(id, signal),
        });
        store.setState((s) => ({ ...s, business, ready: true }));
      })();
      return started;
    },
    async send(text, attachments = []) {
      const files = attachments.slice(0, MAX_ATTACHMENTS);
      const trimmed = text.trim() || files.map((file) => file.name).join(', ');
      const state = store.getState();
      if (trimmed.length === 0 || state.pending) return false;
      visitorTyping.stop();
      const typing: ChatMessage = { ...message('typing', ''), id: `typing-${generateId()}` };
      const sent = message('user', trimmed);
      if (files.length > 0) sent.attachments = files.map((file) => ({ name: file.name }));
      const withUser = [...state.messages, sent];
      commit([...withUser, typing], true);
      const progress = (percent: number) =>
        store.setState((s) =>
          s.uploadProgress === percent ? s : { ...s, uploadProgress: percent },
        );
      if (files.length > 0) progress(0);
      let reply: ChatMessage | null;
      try {
        const answer = await options.transport.send(
          {
            message: trimmed,
            business_id: businessId,
            customer_id: deviceId,
            source: 'widget',
            ...(campaignId !== null ? { campaign_id: campaignId } : {}),
            ...(files.length > 0 ? { attachments: [...files] } : {}),
          },
          undefined,
          files.length > 0 ? progress : undefined,
        );
        campaignId = null;
        const response = answer.response?.trim();
        if (answer.silent) reply = null;
        else
          reply = response
            ? message('bot', answer.response ?? '')
            : message('bot', EMPTY_CHAT_RESPONSE_TEXT, true);
        if (answer.status) store.setState((s) => ({ ...s, status: answer.status ?? s.status }));
        if (answer.conversationId && answer.visitorToken)
          rememberSession(answer.conversationId, answer.visitorToken);
      } catch {
        reply = message('bot', CHAT_FAILED_TEXT, true);
      }
      // A clear() while waiting drops the conversation; the reply then starts a new one.
      const current = store.getState().messages.filter((m) => m.id !== typing.id);
      // The live channel may have shown the same line already (see alreadyAnswered).
      if (reply && !reply.isError && alreadyAnswered(current, reply.text)) reply = null;
      if (files.length > 0) store.setState((s) => ({ ...s, uploadProgress: null }));
      commit(reply ? [...current, reply] : current, false);
      return true;
    },
    showCampaign(campaign) {
      const state = store.getState();
      if (state.pending) return;
      campaignId = campaign.id;
      const shown = state.messages.filter((m) => m.sender !== 'typing');
      if (shown.at(-1)?.text === campaign.message) return;
      commit([...shown, message('bot', campaign.message)], false);
    },
    clear() {
      campaignId = null;
      store.setState((s) => ({
        ...s,
        messages: s.messages.filter((m) => m.sender === 'typing'),
      }));
      clearChatHistory(storage);
    },
    setOpen(open) {
      store.setState((s) => (s.open === open ? s : { ...s, open }));
    },
    toggle() {
      store.setState((s) => ({ ...s, open: !s.open }));
    },
    draftChanged(text) {
      visitorTyping.changed(text);
    },
    fetchAttachment(id) {
      const fetchFile = options.transport.fetchAttachment;
      if (!session || !fetchFile) return Promise.reject(new Error('no conversation to read from'));
      return fetchFile(id, session.visitorToken);
    },
    stop() {
      stopped = true;
      visitorTyping.stop();
      agentTyping.clear();
      live.close();
    },
  };
}
