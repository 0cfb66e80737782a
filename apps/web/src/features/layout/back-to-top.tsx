import { ArrowUp } from 'lucide-react';
import { useRef } from 'react';
import { floatingLiftStyle, useKeepClear } from '../../lib/keep-clear.ts';
import { scrollToTop } from '../../lib/scroll.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/** SPEC §2: appears after `threshold` px of scroll (400 on the landing page, 500 on solutions). */
export function BackToTop({ threshold }: { threshold: number }) {
  const visible = useScrolledPast(threshold);
  if (!visible) return null;
  return <BackToTopButton />;
}

function BackToTopButton() {
  const button = useRef<HTMLButtonElement>(null);
  // Lifts above a page control passing under it (the hero chat's attach button on phones).
  useKeepClear(button);
  return (
    <button
      ref={button}
      style={floatingLiftStyle}
      type="button"
      onClick={() => {
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      aria-label="Back to top"
      className="fixed bottom-24 left-6 z-30 flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-card transition-colors hover:bg-brand-700"
    >
      <ArrowUp className="h-5 w-5" strokeWidth={2.5} />
    </button>
  );
}
