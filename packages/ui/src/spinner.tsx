interface SpinnerProps {
  /** Accessible name announced to screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' };

export function Spinner({ label = 'Loading', size = 'md', className = '' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`inline-flex ${className}`}>
      <span
        aria-hidden="true"
        className={`${sizes[size]} animate-spin rounded-full border-current border-t-transparent motion-reduce:animate-spin-slow`}
      />
    </span>
  );
}

/** Covers the viewport while a screen, the session or user data load. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-surface text-brand-600">
      <Spinner label={label} size="lg" />
    </div>
  );
}
