import { ThemeToggle } from '@lisa/ui/theme';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { env } from '../../env.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Logo } from './logo.tsx';
import { SectionLink } from './section-link.tsx';
import { mainNavLinks, type NavLink } from './site-links.ts';
import { useNavScroll } from './use-nav-scroll.ts';

const linkClass =
  'rounded-md px-3 py-2 font-medium text-ink-muted text-sm transition-colors hover:text-ink';
const mobileLinkClass =
  'block rounded-lg px-4 py-3 font-medium text-base text-ink hover:bg-surface-muted';

function NavItem({
  link,
  className,
  onNavigate,
}: {
  link: NavLink;
  className: string;
  onNavigate?: () => void;
}) {
  if ('section' in link) {
    return (
      <SectionLink
        section={link.section}
        className={className}
        {...(onNavigate ? { onNavigate } : {})}
      >
        {link.label}
      </SectionLink>
    );
  }
  return (
    <Link to={link.to} className={className} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

/**
 * Sign In, to the dashboard. Its origin is runtime config, unknown when the HTML is
 * built: until hydration the link is the site's own /signin, which forwards there. Its
 * own component so that only the link re-renders when the address changes.
 */
export function SignInLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const hydrated = useHydrated();
  return (
    <a
      href={hydrated ? `${env.dashboardUrl}/signin` : '/signin'}
      onClick={onClick}
      className={className}
    >
      Sign In
    </a>
  );
}

/**
 * SPEC §2 top bar: slides up when scrolling down past 200 px (by more than 10 px), back
 * on an upward scroll of more than 10 px or under 100 px; blurred past 50 px. Below the
 * md breakpoint the links move into a menu.
 */
/**
 * The theme toggle's icon and name follow the visitor's saved choice, which the built
 * HTML cannot know: a same-size placeholder stands in until the page has hydrated.
 */
function HydratedThemeToggle() {
  return useHydrated() ? (
    <ThemeToggle />
  ) : (
    <span aria-hidden="true" className="inline-block h-9 w-9" />
  );
}

export function TopNav() {
  const { hidden, blurred } = useNavScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A route change closes the menu (a link in it was chosen, or history moved).
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

  const shown = !hidden || menuOpen;
  return (
    <header
      data-state={shown ? 'shown' : 'hidden'}
      className={`fixed inset-x-0 top-0 z-40 transition-transform duration-300 ${shown ? 'translate-y-0' : '-translate-y-full'}`}
    >
      <div
        data-blurred={blurred ? 'true' : 'false'}
        className={`border-b transition-colors ${blurred ? 'border-line bg-surface/80 shadow-sm backdrop-blur-md' : 'border-transparent bg-surface/95 backdrop-blur-0'}`}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo />
          <nav aria-label="Main" className="flex items-center">
            <ul className="hidden items-center gap-1 md:flex">
              {mainNavLinks.map((link) => (
                <li key={link.label}>
                  <NavItem link={link} className={linkClass} />
                </li>
              ))}
            </ul>
            <button
              ref={menuButton}
              type="button"
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-ink md:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
            </button>
            {menuOpen ? (
              <div
                id={menuId}
                className="absolute inset-x-0 top-16 border-line border-b bg-surface px-4 pt-2 pb-4 shadow-card md:hidden"
              >
                <ul>
                  {mainNavLinks.map((link) => (
                    <li key={link.label}>
                      <NavItem
                        link={link}
                        className={mobileLinkClass}
                        onNavigate={() => setMenuOpen(false)}
                      />
                    </li>
                  ))}
                  <li className="mt-2">
                    <SignInLink
                      onClick={() => setMenuOpen(false)}
                      className="block rounded-full bg-brand-600 px-4 py-3 text-center font-semibold text-white"
                    />
                  </li>
                </ul>
              </div>
            ) : null}
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            {pathname === '/' ? null : <HydratedThemeToggle />}
            <SignInLink className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-sm text-white transition-colors hover:bg-brand-700" />
          </div>
        </div>
      </div>
    </header>
  );
}
