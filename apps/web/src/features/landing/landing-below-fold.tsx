import { HydrationBoundary } from '../../lib/hydration-boundary.tsx';
import { HydrationSignal } from '../../lib/hydration-signal.tsx';
import { useHashScroll } from '../../lib/use-hash-scroll.ts';
import { FaqSection } from '../faq/faq-section.tsx';
import { TestimonialsSection } from '../testimonials/testimonials-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { DataMergingSection } from './data-merging-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { IntegrationsSection } from './integrations-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { UseCasesSection } from './use-cases-section.tsx';

/**
 * The landing page below the hero, in its own chunk (the sections, the catalogue's
 * industries and apps, the FAQ and testimonials: ~22 KB gz). On the prerendered page its
 * HTML is there from the start; React fetches this code when it reaches it while
 * hydrating, so the hero hydrates without waiting for it. Each section hydrates on its own.
 */
export default function LandingBelowFold() {
  // The anchors (#pricing, #faq...) live here: scroll once they exist.
  useHashScroll();
  return (
    <>
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
      {/* The landing page's signal: its last part has hydrated (e2e waits for it). */}
      <HydrationBoundary>
        <HydrationSignal />
      </HydrationBoundary>
    </>
  );
}
