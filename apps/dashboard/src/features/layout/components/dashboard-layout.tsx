import { brand } from '@lisa/catalogue/brand';
import { IconButton } from '@lisa/ui/button';
import { Menu, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CreditProvider } from '../../credits/components/credit-provider.tsx';
import { useInboxAttention } from '../../inbox/hooks/use-inbox-attention.ts';
import { ScreenLoading } from '../../shell/components/screen-loading.tsx';
import { AppHeader } from './app-header.tsx';
import { DashboardNav } from './dashboard-nav.tsx';

export function DashboardLayout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useInboxAttention();

  return (
    <div className="min-h-screen bg-surface-muted text-ink md:flex">
      <aside className="border-line border-b bg-surface md:min-h-screen md:w-60 md:border-r md:border-b-0">
        <div className="flex items-center justify-between px-4 py-4">
          <span className="font-semibold text-brand-ink text-lg">{brand.shortName}</span>
          <IconButton
            className="md:hidden"
            label="Menu"
            icon={menuOpen ? <X /> : <Menu />}
            aria-expanded={menuOpen}
            aria-controls="dashboard-nav"
            onClick={() => setMenuOpen(!menuOpen)}
          />
        </div>
        <DashboardNav open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      </aside>
      <div className="min-w-0 flex-1">
        <AppHeader />
        <main className="px-4 py-6 sm:px-6">
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
