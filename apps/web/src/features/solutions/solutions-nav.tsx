import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../layout/logo.tsx';
import { SignInLink } from '../layout/top-nav.tsx';

const links = [
  { label: 'Home', to: '/' },
  { label: 'Solutions', to: '/solutions' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Company', to: '/company' },
  { label: 'Help', to: '/help' },
];

/**
 * SPEC §2 solutions page: its own sticky bar (Home, Solutions, Pricing, Company, Help,
 * Sign In, Get Started). Below the md breakpoint the five links move into a menu (as on
 * the main top bar); Sign In and Get Started stay in the bar.
 */
export function SolutionsNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A route change (a link in the menu, or a tab) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-line border-b bg-surface/90 backdrop-blur-md">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Logo className="shrink-0" />
        <nav aria-label="Solutions site" className="min-w-0 flex-1">
          <ul className="hidden items-center gap-1 md:flex">
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
          {menuOpen ? (
            <div
              id={menuId}
              className="absolute inset-x-0 top-16 border-line border-b bg-surface px-4 pt-2 pb-4 shadow-card md:hidden"
            >
              <ul>
                {links.map((link) => (
                  <li key={link.label}>
                    <Link
                      to={link.to}
                      onClick={() => setMenuOpen(false)}
                      className="block rounded-lg px-4 py-3 font-medium text-base text-ink hover:bg-surface-muted"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </nav>
        <SignInLink className="whitespace-nowrap rounded-md px-2 py-2 font-medium text-ink text-sm hover:text-brand-700" />
        <Link
          to="/register"
          className="whitespace-nowrap rounded-full bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
        >
          Get Started
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-ink md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        </button>
      </div>
    </header>
  );
}
