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
    <main>
      <HeroSection />
      <HowItWorksSection />
      <FeaturesSection />
      <UseCasesSection />
      <IntegrationsSection />
      <DataMergingSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <ContactSection />
      <BackToTop threshold={LANDING_BACK_TO_TOP_PX} />
    </main>
  );
}
