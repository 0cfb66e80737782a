import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-line bg-surface-muted text-ink-muted',
  brand: 'border-brand-ink/30 bg-brand-surface text-brand-ink',
  success: 'border-success-ink/30 bg-success-surface text-success-ink',
  warning: 'border-warning-ink/30 bg-warning-surface text-warning-ink',
  danger: 'border-danger-ink/30 bg-danger-surface text-danger-ink',
};

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}
