import { useState } from 'react';

export function FloatingChatLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      aria-label={open ? 'Close chat' : 'Open chat'}
      aria-expanded={open}
      onClick={() => setOpen((v) => !v)}
      className="fixed right-6 bottom-6 z-40 size-14 rounded-full bg-indigo-600 text-white shadow-lg"
    >
      💬
    </button>
  );
}
