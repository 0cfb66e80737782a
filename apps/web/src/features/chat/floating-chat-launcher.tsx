import { MessageSquare, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// Only this button ships with every page; the chat panel, its store and the Markdown
// renderer load the first time a visitor opens it (SPEC §2, issue budget <= 5 KB gz).
const FloatingChat = lazy(() => import('./floating-chat.tsx'));

export interface FloatingChatLauncherProps {
  position?: 'left' | 'right';
}

export function FloatingChatLauncher({ position = 'right' }: FloatingChatLauncherProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const toggle = () => {
    setLoaded(true);
    setOpen((o) => !o);
  };
  return (
    <>
      {loaded ? (
        <Suspense fallback={null}>
          <FloatingChat open={open} position={position} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        aria-label={open ? 'Close chat' : 'Open chat'}
        aria-expanded={open}
        onClick={toggle}
        style={{ [position]: 24 }}
        className="fixed bottom-6 z-[60] flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition hover:bg-brand-700"
      >
        {open ? <X size={26} /> : <MessageSquare size={26} />}
      </button>
    </>
  );
}
