import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { deferredPart, lazyLoadingNow } from '../../lib/deferred-part.tsx';
import { FloatingChatLauncher } from '../chat/floating-chat-launcher.tsx';
import { SkipLink } from '../layout/skip-link.tsx';
import { IndustryTabs } from './industry-tabs.tsx';
import { SolutionsNav } from './solutions-nav.tsx';

/** SPEC §2: back-to-top shows after 500 px on the solutions page. */
export const SOLUTIONS_BACK_TO_TOP_PX = 500;

// The industry's content (hero, stories, call to action: the catalogue's industries, ~10 KB
// gz) the footer and the back-to-top button (shown after 500 px) are their own chunks, fetched beside the page's code and hydrated
// once there (lib/deferred-part.tsx); none of it needs code to be read or followed. The
// page itself carries the bar, the tabs and the quote modal's trigger.
const SolutionsDetailsPart = deferredPart(
  () => import('./solutions-details.tsx').then((module) => module.SolutionsDetails),
  <div className="min-h-screen" />,
);
const BackToTop = lazyLoadingNow(() =>
  import('../layout/back-to-top.tsx').then((module) => module.BackToTop),
);
const Footer = lazyLoadingNow(() => import('../layout/footer.tsx').then((module) => module.Footer));

// The quote modal (its dialog, the form, react-hook-form and, on submit, zod: ~45 KB gz)
// loads when "Contact Us" is pointed at, focused or pressed, not with the page.
const loadQuoteModal = () => import('../quote/quote-modal.tsx');
const QuoteModal = lazy(() => loadQuoteModal().then((module) => ({ default: module.QuoteModal })));
const preloadQuoteModal = () => {
  loadQuoteModal().catch(() => {});
};

const { tabs, defaultId } = __LISA_INDUSTRIES__;

/**
 * /solutions and /solutions/:industryId. An unknown or missing id shows customer-service
 * and the address is rewritten (replace) to the industry shown; tabs replace it too.
 */
export default function SolutionsPage() {
  const { industryId } = useParams();
  const navigate = useNavigate();
  const industry =
    tabs.find((tab) => tab.id === industryId) ??
    tabs.find((tab) => tab.id === defaultId) ??
    tabs[0];
  if (!industry) throw new Error('The catalogue has no industries');
  const selected = industry.id;
  const [quoteOpen, setQuoteOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed.
  const [quoteWanted, setQuoteWanted] = useState(false);
  const openQuote = useCallback(() => {
    setQuoteWanted(true);
    setQuoteOpen(true);
  }, []);

  useEffect(() => {
    if (industryId !== selected) navigate(`/solutions/${selected}`, { replace: true });
  }, [industryId, selected, navigate]);

  return (
    <>
      <SkipLink />
      <SolutionsNav />
      <div id="main" tabIndex={-1} className="outline-none">
        <main className="industry-scope" style={{ ['--industry' as string]: industry.colour }}>
          <IndustryTabs
            tabs={tabs}
            selected={selected}
            onSelect={(id) => navigate(`/solutions/${id}`, { replace: true })}
          >
            <SolutionsDetailsPart
              industryId={selected}
              onContactUs={openQuote}
              onContactUsNear={preloadQuoteModal}
            />
          </IndustryTabs>
        </main>
      </div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <BackToTop threshold={SOLUTIONS_BACK_TO_TOP_PX} />
      </Suspense>
      <FloatingChatLauncher />
      {quoteWanted ? (
        <Suspense fallback={null}>
          <QuoteModal open={quoteOpen} onOpenChange={setQuoteOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
