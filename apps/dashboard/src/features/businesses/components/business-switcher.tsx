import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@lisa/ui/menu';
import { Building2, Check, ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSession, useSessionStore } from '../../session/hooks/use-session.ts';
import { CreateBusinessDialog } from './create-business-dialog.tsx';

/** The business the dashboard acts on, the person's other businesses, and a new one. */
export function BusinessSwitcher() {
  const session = useSessionStore();
  const { businesses, businessId } = useSession();
  const [creating, setCreating] = useState(false);
  const current = businesses.find((business) => business.id === businessId) ?? businesses[0];

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={current ? `Business: ${current.business_name}` : 'Choose a business'}
          className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1 font-medium text-ink text-sm hover:bg-surface-muted"
        >
          <Building2 aria-hidden="true" className="h-4 w-4 shrink-0 text-ink-muted" />
          <span className="truncate">{current?.business_name ?? 'No business'}</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 text-ink-muted" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72">
          <DropdownMenuLabel>Your businesses</DropdownMenuLabel>
          {businesses.map((business) => {
            const chosen = business.id === current?.id;
            return (
              <DropdownMenuItem
                key={business.id ?? business.business_name}
                disabled={business.id === undefined}
                icon={chosen ? <Check /> : <span className="h-4 w-4" />}
                onSelect={() => {
                  if (business.id !== undefined) session.chooseBusiness(business.id);
                }}
              >
                <span className="min-w-0 flex-1 truncate">
                  {business.business_name}
                  {chosen ? <span className="sr-only"> (current)</span> : null}
                </span>
                {business.role ? (
                  <span className="text-ink-muted text-xs capitalize">{business.role}</span>
                ) : null}
              </DropdownMenuItem>
            );
          })}
          <DropdownMenuSeparator />
          <DropdownMenuItem icon={<Plus />} onSelect={() => setCreating(true)}>
            Create a business
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateBusinessDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
