import { Card } from '@lisa/ui/card';
import { type ReactNode, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';

/** One step of a "Continue with Facebook" flow: pending while it runs, its failure in plain words. */
export function useQuickConnectStep() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(step: () => Promise<void>, fallback: string) {
    setPending(true);
    setFailure(null);
    try {
      await step();
    } catch (error) {
      setFailure(toApiFailure(error, fallback).message);
    } finally {
      setPending(false);
    }
  }
  return { pending, failure, run };
}

/** The card every quick (Meta sign-in) connect shows above the manual form. */
export function QuickConnectCard({
  id,
  title,
  description,
  failure,
  children,
}: {
  id: string;
  title: string;
  description: string;
  failure: string | null;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-semibold text-lg">
        {title}
      </h2>
      <p className="mt-1 max-w-2xl text-ink-muted text-sm">{description}</p>
      {children}
      {failure ? (
        <p role="alert" className="mt-3 text-danger-ink text-sm">
          {failure}
        </p>
      ) : null}
    </Card>
  );
}
