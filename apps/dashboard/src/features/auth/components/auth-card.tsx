import { brand } from '@lisa/catalogue/brand';
import { Card } from '@lisa/ui/card';
import type { ReactNode } from 'react';

/** The frame every account screen shares: brand, heading, lead text, then the form. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-surface-muted px-4 py-12">
      <div className="w-full max-w-md">
        <p className="mb-6 text-center font-semibold text-brand-ink text-xl">{brand.shortName}</p>
        <Card as="section" padding="lg">
          <h1 className="font-semibold text-2xl text-ink">{title}</h1>
          {lead ? <p className="mt-2 text-ink-muted text-sm">{lead}</p> : null}
          <div className="mt-6">{children}</div>
        </Card>
        {footer ? <div className="mt-6 text-center text-ink-muted text-sm">{footer}</div> : null}
      </div>
    </main>
  );
}
