import { ArrowUp } from 'lucide-react';
import { scrollToTop } from '../../lib/scroll.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/** SPEC §2: appears after `threshold` px of scroll (400 on the landing page, 500 on solutions). */
export function BackToTop({ threshold }: { threshold: number }) {
  const visible = useScrolledPast(threshold);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      aria-label="Back to top"
      className="fixed bottom-24 left-6 z-30 flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-card transition hover:bg-brand-700"
    >
      <ArrowUp className="h-5 w-5" strokeWidth={2.5} />
    </button>
  );
}
