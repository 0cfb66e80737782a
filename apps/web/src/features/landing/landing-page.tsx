import { Suspense } from 'react';
import { HydrationBoundary } from '../../lib/hydration-boundary.tsx';
import { lazyWhenNeeded } from '../../lib/lazy-when-needed.tsx';
import { BackToTop } from '../layout/back-to-top.tsx';
import { HeroSection } from './hero-section.tsx';

/** SPEC §2: back-to-top shows after 400 px on the landing page. */
export const LANDING_BACK_TO_TOP_PX = 400;

// On the built page, the sections below the hero hydrate when the visitor is about to need
// them (scrolling towards them, any input, or idle after load), not during start-up.
const LandingBelowFold = lazyWhenNeeded(() => import('./landing-below-fold.tsx'), 'how-it-works');

export default function LandingPage() {
  return (
    // The page is prerendered (src/entry-server.tsx); each section hydrates on its own
    // so no single task blocks the main thread for long. Only the hero's code is in the
    // page's chunk; the rest follows when needed (landing-below-fold.tsx).
    <main>
      <HydrationBoundary>
        <HeroSection />
      </HydrationBoundary>
      {/* A client-side visit keeps the footer below the fold while that code loads. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <LandingBelowFold />
      </Suspense>
      <BackToTop threshold={LANDING_BACK_TO_TOP_PX} />
    </main>
  );
}
