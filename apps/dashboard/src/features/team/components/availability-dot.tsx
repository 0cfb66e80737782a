import type { Availability } from '@lisa/contracts/team';
import { cx } from '@lisa/ui/class-names';
import { AVAILABILITY_DOT } from '../lib/availability.ts';

/** A coloured dot; the label beside it says the same in words. */
export function AvailabilityDot({ availability }: { availability: Availability }) {
  return (
    <span
      aria-hidden="true"
      data-availability={availability}
      className={cx(
        'inline-block h-2.5 w-2.5 shrink-0 rounded-full',
        AVAILABILITY_DOT[availability],
      )}
    />
  );
}
