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
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
