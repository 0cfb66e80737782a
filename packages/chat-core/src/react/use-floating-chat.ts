import { useEffect, useState } from 'react';
import {
  createFloatingChat,
  type FloatingChat,
  type FloatingChatOptions,
} from '../floating-chat-store.ts';
import { useStore } from './use-store.ts';

/**
 * One floating chat per component instance; options are read once (the transport and
 * storage of a page do not change while it is open).
 */
export function useFloatingChat(options: FloatingChatOptions) {
  const [chat] = useState<FloatingChat>(() => createFloatingChat(options));
  const state = useStore(chat);
  useEffect(() => {
    void chat.start();
  }, [chat]);
  return { chat, state };
}
