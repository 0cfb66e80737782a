import { Link } from 'react-router';
import { env } from '../../env.ts';
import { Logo } from '../layout/logo.tsx';

const links = [
  { label: 'Home', to: '/' },
  { label: 'Solutions', to: '/solutions' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Company', to: '/company' },
  { label: 'Help', to: '/help' },
];

/** SPEC §2 solutions page: its own sticky bar (Home, Solutions, Pricing, Company, Help, Sign In, Get Started). */
export function SolutionsNav() {
  return (
    <header className="sticky top-0 z-40 border-line border-b bg-surface/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo className="shrink-0" />
        <nav aria-label="Solutions site" className="min-w-0 flex-1 overflow-x-auto">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="whitespace-nowrap rounded-md px-3 py-2 font-medium text-ink-muted text-sm hover:text-ink"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={`${env.dashboardUrl}/signin`}
          className="hidden whitespace-nowrap font-medium text-ink text-sm hover:text-brand-700 sm:block"
        >
          Sign In
        </a>
        <Link
          to="/register"
          className="whitespace-nowrap rounded-full bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
        >
          Get Started
        </Link>
      </div>
    </header>
  );
}
