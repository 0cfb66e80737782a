import type { ReactNode } from 'react';
import { useHashScroll } from '../../lib/use-hash-scroll.ts';
import type { PageMeta } from '../seo/page-meta.ts';
import { usePageMeta } from '../seo/use-page-meta.ts';

interface ContentPageProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  meta: PageMeta;
  /** Extra content under the intro in the header band (buttons, a date). */
  aside?: ReactNode;
  children: ReactNode;
  /** Prose pages (legal, docs) get a narrower, text-friendly column. */
  width?: 'prose' | 'wide';
}

/** The shell of the company and documentation pages: a header band and a body column. */
export function ContentPage({
  eyebrow,
  title,
  intro,
  meta,
  aside,
  children,
  width = 'prose',
}: ContentPageProps) {
  usePageMeta(meta);
  useHashScroll();
  return (
    <main>
      <header className="bg-gradient-to-b from-brand-50 to-surface dark:from-surface-muted">
        <div className="mx-auto max-w-5xl px-4 pt-16 pb-12 sm:px-6 lg:px-8">
          <p className="font-semibold text-brand-600 text-sm uppercase tracking-widest">
            {eyebrow}
          </p>
          <h1 className="mt-3 font-extrabold text-4xl text-ink tracking-tight sm:text-5xl">
            {title}
          </h1>
          <div className="mt-5 max-w-3xl text-ink-muted text-lg leading-8">{intro}</div>
          {aside ? <div className="mt-8">{aside}</div> : null}
        </div>
      </header>
      <div
        className={`mx-auto px-4 pb-24 sm:px-6 lg:px-8 ${width === 'prose' ? 'max-w-3xl' : 'max-w-6xl'}`}
      >
        {children}
      </div>
    </main>
  );
}

/** A titled block of prose inside a content page. */
export function ContentSection({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id ? `${id}-title` : undefined}
      id={id}
      className="prose-lisa mt-12 scroll-mt-24"
    >
      <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
      {children}
    </section>
  );
}
