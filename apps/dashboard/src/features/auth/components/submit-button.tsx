import { Button } from '@lisa/ui/button';
import type { ReactNode } from 'react';

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" loading={pending} loadingLabel="Submitting" className="w-full">
      {children}
    </Button>
  );
}
