import { Avatar } from '@lisa/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@lisa/ui/menu';
import { Activity, ChevronDown, Coins, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';

/** The signed-in person: who they are, their account settings and shortcuts. */
export function UserMenu({
  name,
  email,
  businessName,
  onOpenSecurity,
}: {
  name: string;
  email: string;
  businessName: string;
  onOpenSecurity: () => void;
}) {
  const navigate = useNavigate();
  const shown = name || email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-ink text-sm hover:bg-surface-muted"
      >
        <Avatar name={shown || '?'} size="sm" />
        <span className="max-w-40 truncate max-sm:hidden" title={email}>
          {shown}
        </span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-ink-muted" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <span className="block truncate font-medium text-ink">{name || email}</span>
          {name ? <span className="block truncate text-ink-muted text-xs">{email}</span> : null}
          {businessName ? (
            <span className="mt-1 block truncate text-ink-muted text-xs">{businessName}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<ShieldCheck />} onSelect={onOpenSecurity}>
          Two-factor sign-in
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Coins />} onSelect={() => navigate('/dashboard/credits')}>
          Credits and usage
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Activity />} onSelect={() => navigate('/dashboard/system-status')}>
          System status
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
