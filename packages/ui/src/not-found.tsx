import type { ReactNode } from 'react';

export interface NotFoundScreenProps {
  /**
   * The way home, rendered by the app so it can use its router's link
   * (this package knows no router).
   */
  homeLink: ReactNode;
  title?: string;
  message?: string;
}

export function NotFoundScreen({
  homeLink,
  title = 'Page not found',
  message = "The page you are looking for doesn't exist or has moved.",
}: NotFoundScreenProps) {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p aria-hidden="true" className="font-extrabold text-7xl text-brand-600">
        404
      </p>
      <h1 className="font-bold text-3xl text-ink">{title}</h1>
      <p className="max-w-md text-ink-muted">{message}</p>
      {homeLink}
    </section>
  );
}
