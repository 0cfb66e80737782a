import { industryList } from '@lisa/catalogue/industries';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading.tsx';

/** The industries Lisa has solutions for; the nav's "Use Cases" scrolls here. */
export function UseCasesSection() {
  return (
    <section
      aria-labelledby="usecases-title"
      id="usecases"
      className="scroll-mt-20 bg-surface-muted py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="usecases-title"
          eyebrow="Use cases"
          title="Built for the way your industry talks"
        >
          Ready-made knowledge, workflows and integrations for eight industries — adapted to your
          business in days.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {industryList.map((industry) => (
            <li key={industry.id}>
              <Link
                to={`/solutions/${industry.id}`}
                className="flex h-full flex-col rounded-card border border-line bg-surface-raised p-6 transition-colors hover:border-brand-300"
              >
                <span
                  aria-hidden="true"
                  className="h-1.5 w-10 rounded-full"
                  style={{ backgroundColor: industry.colour }}
                />
                <span className="mt-4 font-semibold text-ink text-lg">{industry.title}</span>
                <span className="mt-2 text-ink-muted text-sm leading-6">{industry.subtitle}</span>
                <span className="mt-auto pt-4 font-semibold text-brand-700 text-sm">
                  Explore {industry.title.toLowerCase()} solutions →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
