import type { ReactNode } from 'react';
import { HydrationBoundary } from '../../lib/hydration-boundary.tsx';
import { useHashScroll } from '../../lib/use-hash-scroll.ts';
import { FaqSection } from '../faq/faq-section.tsx';
import { BackToTop } from '../layout/back-to-top.tsx';
import { TestimonialsSection } from '../testimonials/testimonials-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { DataMergingSection } from './data-merging-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { IntegrationsSection } from './integrations-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { UseCasesSection } from './use-cases-section.tsx';

/** SPEC §2: back-to-top shows after 400 px on the landing page. */
export const LANDING_BACK_TO_TOP_PX = 400;

/**
 * A section under the hero: hydrated in its own pass, and laid out and painted by the
 * browser only when it comes near the viewport.
 */
function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <HydrationBoundary>
      <div className="render-when-visible">{children}</div>
    </HydrationBoundary>
  );
}

export default function LandingPage() {
  useHashScroll();
  return (
    // The page is prerendered (src/entry-server.tsx); each section hydrates on its own
    // so no single task blocks the main thread for long.
    <main>
      <HydrationBoundary>
        <HeroSection />
      </HydrationBoundary>
      <BelowTheFold>
        <HowItWorksSection />
      </BelowTheFold>
      <BelowTheFold>
        <FeaturesSection />
      </BelowTheFold>
      <BelowTheFold>
        <UseCasesSection />
      </BelowTheFold>
      <BelowTheFold>
        <IntegrationsSection />
      </BelowTheFold>
      <BelowTheFold>
        <DataMergingSection />
      </BelowTheFold>
      <BelowTheFold>
        <PricingSection />
      </BelowTheFold>
      <BelowTheFold>
        <TestimonialsSection />
      </BelowTheFold>
      <BelowTheFold>
        <FaqSection />
      </BelowTheFold>
      <BelowTheFold>
        <ContactSection />
      </BelowTheFold>
      <BackToTop threshold={LANDING_BACK_TO_TOP_PX} />
    </main>
  );
}
