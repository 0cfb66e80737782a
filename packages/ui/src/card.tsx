import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';

const paddings = { none: '', sm: 'p-4', md: 'p-6', lg: 'p-8' } as const;

export interface CardProps extends ComponentProps<'div'> {
  as?: 'section' | 'div' | 'article';
  padding?: keyof typeof paddings;
}

export function Card({ as: Tag = 'div', padding = 'md', className, ...rest }: CardProps) {
  return (
    <Tag
      className={cx(
        'rounded-card border border-line bg-surface-raised text-ink shadow-card',
        paddings[padding],
        className,
      )}
      {...rest}
    />
  );
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function CardHeader({ title, description, actions, className }: CardHeaderProps) {
  return (
    <div className={cx('flex flex-wrap items-start justify-between gap-3', className)}>
      <div className="min-w-0">
        <h2 className="font-semibold text-ink text-lg">{title}</h2>
        {description ? <p className="mt-1 text-ink-muted text-sm">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function CardContent({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx('mt-4', className)} {...rest} />;
}
