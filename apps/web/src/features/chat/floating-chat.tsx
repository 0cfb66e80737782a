import {
  createFloatingChat,
  type FloatingChat as FloatingChatStore,
  lazyVisitorLive,
} from '@lisa/chat-core';
import { ensureWidgetStyles, FloatingChatPanel } from '@lisa/chat-core/widget';
import { useEffect, useState } from 'react';
import { env } from '../../env.ts';
import { siteChatTransport } from './chat-transport.ts';

let store: FloatingChatStore | null = null;
/** One conversation per page view, kept while the panel is closed and reopened. */
function floatingChat(): FloatingChatStore {
  store ??= createFloatingChat({
    transport: siteChatTransport(),
    // Teammate replies: the socket (and its polling fallback) load after the first answer.
    liveChannel: lazyVisitorLive({ apiUrl: env.apiUrl, wsUrl: env.wsUrl }),
  });
  return store;
}

export interface FloatingChatProps {
  open: boolean;
  position: 'left' | 'right';
  onClose(): void;
}

/** The lazily loaded half of the floating widget: the panel over chat-core's store. */
export default function FloatingChat({ open, position, onClose }: FloatingChatProps) {
  const [chat] = useState(floatingChat);
  useEffect(() => {
    ensureWidgetStyles(document);
    void chat.start();
  }, [chat]);
  if (!open) return null;
  return (
    <div
      className="lisa-w-root"
      data-theme={document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'}
    >
      <FloatingChatPanel chat={chat} position={position} onClose={onClose} />
    </div>
  );
}
