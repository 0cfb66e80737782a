import { type Testimonial, testimonialInitials, testimonials } from '@lisa/catalogue/testimonials';
import { useState } from 'react';
import { SectionHeading } from '../landing/section-heading.tsx';
import { useCarousel } from './use-carousel.ts';

function Avatar({ testimonial, size }: { testimonial: Testimonial; size: 'sm' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 font-bold text-white ${
        size === 'lg' ? 'h-14 w-14 text-lg' : 'h-10 w-10 text-sm'
      }`}
    >
      {testimonialInitials(testimonial.name)}
    </span>
  );
}

/**
 * SPEC §2 carousel: six testimonials, advancing every 3 s and wrapping; it pauses while
 * the pointer is over it or focus is inside it (so keyboard users can read), and on the
 * pause button; clicking a card selects it.
 */
export function TestimonialsSection() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;
  const { active, select } = useCarousel(testimonials.length, { paused });
  const current = testimonials[active] ?? testimonials[0];
  if (!current) return null;

  return (
    <section
      aria-labelledby="testimonials-title"
      id="testimonials"
      className="scroll-mt-20 bg-surface-muted py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Teams that hand the busywork to Lisa"
        >
          Clinics, shops, lenders, schools and public services use Lisa to answer every customer,
          every time.
        </SectionHeading>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses; the pause button and focus do the same for keyboard users */}
        <div
          data-testid="testimonials-carousel"
          data-paused={paused ? 'true' : 'false'}
          className="mt-12"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null))
              setFocused(false);
          }}
        >
          <figure
            aria-live={paused ? 'polite' : 'off'}
            className="mx-auto max-w-3xl rounded-card border border-line bg-surface-raised p-8 shadow-card"
          >
            <blockquote className="text-ink text-xl leading-8">“{current.quote}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <Avatar testimonial={current} size="lg" />
              <span>
                <span className="block font-semibold text-ink">{current.name}</span>
                <span className="block text-ink-muted text-sm">
                  {current.role}, {current.company}
                </span>
              </span>
            </figcaption>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Results">
              {Object.entries(current.metrics).map(([key, label]) => (
                <li
                  key={key}
                  className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700 text-sm"
                >
                  {label}
                </li>
              ))}
            </ul>
          </figure>
          <div className="mt-8 flex items-center justify-center gap-3">
            <ul
              className="grid w-full max-w-5xl gap-3 sm:grid-cols-2 lg:grid-cols-3"
              aria-label="Choose a testimonial"
            >
              {testimonials.map((testimonial, index) => (
                <li key={testimonial.id}>
                  <button
                    type="button"
                    aria-pressed={index === active}
                    onClick={() => select(index)}
                    className={`flex w-full items-center gap-3 rounded-2xl border p-3 text-left transition-colors ${
                      index === active
                        ? 'border-brand-500 bg-surface-raised shadow-card'
                        : 'border-line bg-surface-raised/60 hover:border-brand-300'
                    }`}
                  >
                    <Avatar testimonial={testimonial} size="sm" />
                    <span>
                      <span className="block font-semibold text-ink text-sm">
                        {testimonial.name}
                      </span>
                      <span className="block text-ink-muted text-xs">{testimonial.company}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <p className="mt-6 text-center">
            <button
              type="button"
              onClick={() => setStopped((value) => !value)}
              className="rounded-full border border-line px-4 py-2 font-medium text-ink-muted text-sm hover:text-ink"
            >
              {stopped ? 'Play testimonials' : 'Pause testimonials'}
            </button>
          </p>
        </div>
      </div>
    </section>
  );
}
