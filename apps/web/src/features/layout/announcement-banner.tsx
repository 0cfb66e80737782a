import { brand, showcaseRoutes } from '@lisa/catalogue/brand';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';

/** SPEC §2: 0.3 s in, 0.25 s out. */
export const BANNER_IN_MS = 300;
export const BANNER_OUT_MS = 250;
/**
 * The banner starts hidden (SPEC §2); it slides in this long after the home page opens
 * so it reads as an announcement rather than part of the first paint. The delay is ours.
 */
export const BANNER_SHOW_DELAY_MS = 800;

/**
 * The showcase announcement: only on `/`, starts hidden, forced hidden when the visitor
 * leaves `/`, and stays closed for the visit once dismissed. It sits in the page's flow
 * above the content (issue 22: as an overlay under the top bar it covered the hero's
 * pill, and a strip of it stayed when the bar slid away). Its space is kept from the
 * first paint — the prerendered HTML has it, invisible — and it fades in by transform
 * and opacity, so showing it never shifts the layout; closing it is the visitor's own act.
 */
export function AnnouncementBanner() {
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!onHome || dismissed) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), BANNER_SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onHome, dismissed]);

  return (
    <section
      aria-label="Announcement"
      aria-hidden={!visible}
      inert={!visible}
      data-state={visible ? 'open' : 'closed'}
      style={{ transitionDuration: `${visible ? BANNER_IN_MS : BANNER_OUT_MS}ms` }}
      className={`relative transition-[opacity,transform,visibility] ease-out motion-reduce:transition-none ${
        !onHome || dismissed
          ? 'hidden'
          : visible
            ? 'visible translate-y-0 opacity-100'
            : 'invisible -translate-y-2 opacity-0'
      }`}
    >
      <div className="bg-gradient-to-r from-brand-700 via-brand-600 to-accent-600 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-10 py-2.5 text-center text-sm">
          <p>
            <span className="font-semibold">{brand.showcaseName}</span> — our annual product
            showcase is coming this {brand.showcaseMonth}. See what's next for {brand.name}.{' '}
            <Link
              to={showcaseRoutes.event}
              className="font-semibold underline underline-offset-2 hover:no-underline"
            >
              Learn more
            </Link>
          </p>
          <button
            type="button"
            onClick={() => setDismissed(true)}
            aria-label="Close announcement"
            className="absolute right-3 rounded-full p-1.5 hover:bg-white/15"
          >
            <X className="h-4 w-4" strokeWidth={2.5} />
          </button>
        </div>
      </div>
    </section>
  );
}
