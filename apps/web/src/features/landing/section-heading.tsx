import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The eyebrow, h2 and intro every landing section starts with. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="font-semibold text-brand-600 text-sm uppercase tracking-widest">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-bold text-3xl text-ink tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-ink-muted text-lg leading-8">{children}</p> : null}
    </div>
  );
}
