import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { Spinner } from '../spinner.tsx';
import { type ButtonStyle, buttonClassName } from './button-class-name.ts';

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyle {
  /** Disables the button and shows a spinner over its label, keeping its width. */
  loading?: boolean;
  /** Accessible name of the spinner while loading. */
  loadingLabel?: string;
  leadingIcon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel = 'Loading',
  leadingIcon,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonClassName({ variant, size }), className)}
      {...rest}
    >
      {/* Transparent, not removed: the width does not jump and the label still names the button. */}
      <span className={cx('inline-flex items-center gap-2', loading && 'opacity-0')}>
        {leadingIcon ? (
          <span aria-hidden="true" className="inline-flex [&_svg]:h-4 [&_svg]:w-4">
            {leadingIcon}
          </span>
        ) : null}
        {children}
      </span>
      {loading ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner size="sm" label={loadingLabel} />
        </span>
      ) : null}
    </button>
  );
}
