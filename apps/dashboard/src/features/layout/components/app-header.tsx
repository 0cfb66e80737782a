import { Button } from '@lisa/ui/button';
import { ThemeToggle } from '@lisa/ui/theme';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BusinessSwitcher } from '../../businesses/components/business-switcher.tsx';
import { useSession, useSessionStore } from '../../session/hooks/use-session.ts';
import { AvailabilityMenu } from '../../team/components/availability-menu.tsx';
import { TwoFactorDialog } from '../../two-factor/components/two-factor-dialog.tsx';
import { UserMenu } from './user-menu.tsx';

/** The business being worked on, the signed-in person's menu, theme, security, sign out. */
export function AppHeader() {
  const session = useSessionStore();
  const { user, businesses, businessId } = useSession();
  const navigate = useNavigate();
  const [securityOpen, setSecurityOpen] = useState(false);
  const name = typeof user?.name === 'string' ? user.name : '';
  const email = typeof user?.email === 'string' ? user.email : '';
  const businessName =
    (businesses.find((business) => business.id === businessId) ?? businesses[0])?.business_name ??
    '';

  async function signOut() {
    await session.setToken(null);
    navigate('/signin', { replace: true });
  }

  return (
    <header className="flex items-center gap-2 border-line border-b bg-surface px-4 py-2.5 sm:gap-3 sm:px-6">
      <div className="flex min-w-0 flex-1 items-center">
        <BusinessSwitcher />
      </div>
      <AvailabilityMenu />
      <ThemeToggle />
      <Button
        variant="ghost"
        size="sm"
        leadingIcon={<ShieldCheck />}
        onClick={() => setSecurityOpen(true)}
      >
        <span className="max-sm:sr-only">Security</span>
      </Button>
      <TwoFactorDialog open={securityOpen} onOpenChange={setSecurityOpen} />
      <UserMenu
        name={name}
        email={email}
        businessName={businessName}
        onOpenSecurity={() => setSecurityOpen(true)}
      />
      <Button variant="secondary" size="sm" leadingIcon={<LogOut />} onClick={signOut}>
        <span className="max-sm:sr-only">Sign out</span>
      </Button>
    </header>
  );
}
