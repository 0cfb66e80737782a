import { Outlet } from 'react-router';
import { HydrationBoundary } from '../../lib/hydration-boundary.tsx';
import { FloatingChatLauncher } from '../chat/floating-chat-launcher.tsx';
import { AnnouncementBanner } from './announcement-banner.tsx';
import { Footer } from './footer.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopNav } from './top-nav.tsx';

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
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
      <FloatingChatLauncher />
    </>
  );
}
