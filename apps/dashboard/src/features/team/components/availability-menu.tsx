import { AVAILABILITIES } from '@lisa/contracts/team';
import { cx } from '@lisa/ui/class-names';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@lisa/ui/menu';
import { Check, ChevronDown } from 'lucide-react';
import { useAvailability } from '../hooks/use-availability.ts';
import { AVAILABILITY_LABELS } from '../lib/availability.ts';
import { AvailabilityDot } from './availability-dot.tsx';

/** The header's availability: a dot and its label, and a menu to change it. */
export function AvailabilityMenu() {
  const { availability, change } = useAvailability();
  if (!availability) return null;
  const label = AVAILABILITY_LABELS[availability];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Availability: ${label}`}
        className="flex items-center gap-1.5 rounded-full px-2 py-1 text-ink text-sm hover:bg-surface-muted"
      >
        <AvailabilityDot availability={availability} />
        <span className="max-sm:sr-only">{label}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-ink-muted" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel>Your availability</DropdownMenuLabel>
        {AVAILABILITIES.map((option) => (
          <DropdownMenuItem
            key={option}
            icon={<AvailabilityDot availability={option} />}
            onSelect={() => {
              if (option !== availability) change(option);
            }}
          >
            <span className="flex-1">{AVAILABILITY_LABELS[option]}</span>
            <Check
              aria-hidden="true"
              className={cx('h-4 w-4', option === availability ? 'text-brand-ink' : 'invisible')}
            />
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
