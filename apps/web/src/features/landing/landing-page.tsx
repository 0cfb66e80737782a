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

export default function LandingPage() {
  useHashScroll();
  return (
    // The page is prerendered (src/entry-server.tsx); each section hydrates on its own
    // so no single task blocks the main thread for long.
    <main>
      <HydrationBoundary>
        <HeroSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <HowItWorksSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <FeaturesSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <UseCasesSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <IntegrationsSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <DataMergingSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <PricingSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <TestimonialsSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <FaqSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <ContactSection />
      </HydrationBoundary>
      <BackToTop threshold={LANDING_BACK_TO_TOP_PX} />
    </main>
  );
}
