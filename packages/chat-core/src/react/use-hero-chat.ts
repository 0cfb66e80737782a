import { useEffect, useState } from 'react';
import { createHeroChat, type HeroChat, type HeroChatOptions } from '../hero-chat-store.ts';
import { useStore } from './use-store.ts';

export function useHeroChat(options: HeroChatOptions) {
  const [chat] = useState<HeroChat>(() => createHeroChat(options));
  const state = useStore(chat);
  useEffect(() => {
    chat.start();
    return () => chat.stop();
  }, [chat]);
  return { chat, state };
}
