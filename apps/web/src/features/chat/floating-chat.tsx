import {
  createFloatingChat,
  type FloatingChat as FloatingChatStore,
  lazyVisitorLive,
  readResumeLink,
} from '@lisa/chat-core';
import { createCsatClient, ensureWidgetStyles, FloatingChatPanel } from '@lisa/chat-core/widget';
import { useEffect, useState } from 'react';
import { env } from '../../env.ts';
import { siteChatTransport } from './chat-transport.ts';

let store: FloatingChatStore | null = null;
/** Asks for a rating once the conversation is resolved (analytics' CSAT). */
const csat = createCsatClient({ apiUrl: env.apiUrl });
/** One conversation per page view, kept while the panel is closed and reopened. */
function floatingChat(): FloatingChatStore {
  store ??= createFloatingChat({
    transport: siteChatTransport(),
    // A link from a reply emailed to the visitor resumes that conversation.
    resume: readResumeLink(window.location.search),
    // Teammate replies: the socket (and its polling fallback) load after the first answer.
    liveChannel: lazyVisitorLive({ apiUrl: env.apiUrl, wsUrl: env.wsUrl }),
  });
  return store;
}

export interface FloatingChatProps {
  open: boolean;
  position: 'left' | 'right';
  onClose(): void;
  /** True when a teammate's message or a system line arrived while the panel was closed. */
  onUnread?(unread: boolean): void;
}

/** The lazily loaded half of the floating widget: the panel over chat-core's store. */
export default function FloatingChat({ open, position, onClose, onUnread }: FloatingChatProps) {
  const [chat] = useState(() => {
    // The panel's styles before its first render: unstyled, it would sit at the end of the
    // page and focusing its input would scroll the visitor there (issue 22).
    ensureWidgetStyles(document);
    return floatingChat();
  });
  useEffect(() => {
    void chat.start();
  }, [chat]);
  useEffect(() => {
    if (open) {
      onUnread?.(false);
      return;
    }
    // Only what arrives while closed counts, not what was already in the history.
    const liveCount = () =>
      chat.getState().messages.filter((m) => m.sender === 'agent' || m.sender === 'system').length;
    let seen = liveCount();
    return chat.subscribe(() => {
      const count = liveCount();
      if (count > seen) onUnread?.(true);
      seen = count;
    });
  }, [chat, open, onUnread]);
  if (!open) return null;
  return (
    <div
      className="lisa-w-root"
      data-theme={document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'}
    >
      <FloatingChatPanel chat={chat} position={position} csat={csat} onClose={onClose} />
    </div>
  );
}
