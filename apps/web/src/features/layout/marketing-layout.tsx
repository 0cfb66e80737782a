import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { lazyLoadingNow } from '../../lib/deferred-part.tsx';
import { FloatingChatLauncher } from '../chat/floating-chat-launcher.tsx';
import { AnnouncementBanner } from './announcement-banner.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopNav } from './top-nav.tsx';

// Below every page: its code is its own chunk, fetched beside the page's and hydrated
// once it is there (the built HTML shows the footer meanwhile), so it is in no page's
// first load.
const Footer = lazyLoadingNow(() => import('./footer.tsx').then((module) => module.Footer));

/**
 * Every marketing page: top bar, the announcement banner (home only), the page, the footer
 * and the floating chat. Pages render their own <main>; #main is the skip target.
 */
export function MarketingLayout() {
  return (
    <>
      <SkipLink />
      <TopNav />
      <div id="main" tabIndex={-1} className="pt-16 outline-none">
        <AnnouncementBanner />
        <Outlet />
      </div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <FloatingChatLauncher />
    </>
  );
}
