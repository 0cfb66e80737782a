import { ThemeToggle } from '@lisa/ui/theme';
import { Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { CreditProvider } from '../../credit/components/credit-provider.tsx';
import { useSession, useSessionStore } from '../../session/hooks/use-session.ts';
import { ScreenLoading } from '../../shell/components/screen-loading.tsx';
import { TwoFactorDialog } from '../../two-factor/components/two-factor-dialog.tsx';
import { NAV_ITEMS, navHref } from '../lib/nav-items.ts';

export function DashboardLayout() {
  const session = useSessionStore();
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [securityOpen, setSecurityOpen] = useState(false);
  const name = typeof user?.name === 'string' ? user.name : '';
  const email = typeof user?.email === 'string' ? user.email : '';

  async function signOut() {
    await session.setToken(null);
    navigate('/signin', { replace: true });
  }

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 md:flex dark:bg-slate-950 dark:text-slate-100">
      <aside className="border-slate-200 border-b bg-white md:min-h-screen md:w-60 md:border-r md:border-b-0 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-center justify-between px-4 py-4">
          <span className="font-semibold text-indigo-600 text-lg">Lisa AI</span>
          <button
            type="button"
            className="rounded-md px-2 py-1 text-sm md:hidden"
            aria-expanded={menuOpen}
            aria-controls="dashboard-nav"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            Menu
          </button>
        </div>
        <nav
          id="dashboard-nav"
          aria-label="Dashboard"
          className={`${menuOpen ? 'block' : 'hidden'} px-2 pb-4 md:block`}
        >
          <ul className="space-y-0.5">
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={navHref(item)}
                  end={item.path === ''}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm ${
                      isActive
                        ? 'bg-indigo-50 font-medium text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200'
                        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex-1">
        <header className="flex items-center justify-end gap-3 border-slate-200 border-b bg-white px-6 py-3 dark:border-slate-800 dark:bg-slate-900">
          <span className="text-slate-600 text-sm dark:text-slate-300" title={email}>
            {name || email}
          </span>
          <ThemeToggle />
          <button
            type="button"
            onClick={() => setSecurityOpen(true)}
            className="rounded-md px-3 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            Security
          </button>
          <TwoFactorDialog open={securityOpen} onOpenChange={setSecurityOpen} />
          <button
            type="button"
            onClick={signOut}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            Sign out
          </button>
        </header>
        <main className="px-6 py-6">
          <CreditProvider>
            {/* A boundary per screen: navigations run in a transition, and React only shows
                the fallback of a boundary that has not revealed content yet. */}
            <Suspense key={pathname} fallback={<ScreenLoading />}>
              <Outlet />
            </Suspense>
          </CreditProvider>
        </main>
      </div>
    </div>
  );
}
