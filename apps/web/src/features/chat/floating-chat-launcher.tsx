import { MessageSquare, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { floatingLiftStyle, useKeepClear } from '../../lib/keep-clear.ts';

// Only this button ships with every page; the chat panel, its store and the Markdown
// renderer load the first time a visitor opens it (SPEC §2, issue budget <= 5 KB gz).
const FloatingChat = lazy(() => import('./floating-chat.tsx'));

/** chat-core's CHAT_STORAGE_KEYS.chatSession, read here without loading chat-core. */
const CHAT_SESSION_KEY = 'lisa-chat-session';

/** A conversation from an earlier visit whose teammate may still answer. */
function hasStoredConversation(): boolean {
  try {
    return localStorage.getItem(CHAT_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

export interface FloatingChatLauncherProps {
  position?: 'left' | 'right';
}

export function FloatingChatLauncher({ position = 'right' }: FloatingChatLauncherProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [unread, setUnread] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Lifts above a page control passing under it; stays put while the panel is open.
  useKeepClear(button, !open);
  // A visitor who talked to us before (e.g. asked for a person, then reloaded) gets the
  // panel's code loaded in the background, closed, so a teammate's reply reaches them.
  useEffect(() => {
    // A link from a reply emailed to the visitor opens the chat on that conversation.
    if (new URLSearchParams(window.location.search).has('lisa_conversation')) {
      setLoaded(true);
      setOpen(true);
    } else if (hasStoredConversation()) setLoaded(true);
  }, []);
  const toggle = () => {
    setLoaded(true);
    setOpen((o) => !o);
  };
  return (
    <>
      {loaded ? (
        <Suspense fallback={null}>
          <FloatingChat
            open={open}
            position={position}
            onClose={() => setOpen(false)}
            onUnread={setUnread}
          />
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-label={open ? 'Close chat' : 'Open chat'}
        aria-expanded={open}
        onClick={toggle}
        style={{ [position]: 24, ...(open ? {} : floatingLiftStyle) }}
        className="fixed bottom-6 z-[60] flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition hover:bg-brand-700"
      >
        {open ? <X size={26} /> : <MessageSquare size={26} />}
        {unread && !open ? (
          <>
            <span
              aria-hidden="true"
              data-testid="chat-unread"
              className="absolute top-1 right-1 h-3 w-3 rounded-full border-2 border-white bg-red-500"
            />
            <span role="status" className="sr-only">
              New reply in the chat
            </span>
          </>
        ) : null}
      </button>
    </>
  );
}
