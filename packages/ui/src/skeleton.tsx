import { cx } from './class-names.ts';

/** A placeholder block while content loads; `className` sets its size. Pulses unless
 * the user asked for reduced motion. Hidden from screen readers: announce loading elsewhere. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'block animate-pulse rounded-md bg-line motion-reduce:animate-none',
        className ?? 'h-4 w-full',
      )}
    />
  );
}
