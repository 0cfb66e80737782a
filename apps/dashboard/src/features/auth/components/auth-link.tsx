import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The accent link account screens put in their footer. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="font-medium text-brand-ink hover:underline" to={to}>
      {children}
    </Link>
  );
}
