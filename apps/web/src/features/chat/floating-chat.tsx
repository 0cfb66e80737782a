import { createFloatingChat, type FloatingChat as FloatingChatStore } from '@lisa/chat-core';
import { ensureWidgetStyles, FloatingChatPanel } from '@lisa/chat-core/widget';
import { useEffect, useState } from 'react';
import { siteChatTransport } from './chat-transport.ts';

let store: FloatingChatStore | null = null;
/** One conversation per page view, kept while the panel is closed and reopened. */
function floatingChat(): FloatingChatStore {
  store ??= createFloatingChat({ transport: siteChatTransport() });
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
