import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { type ButtonStyle, iconButtonClassName } from './button-class-name.ts';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'>, ButtonStyle {
  /** The button's accessible name, also shown as its tooltip. */
  label: string;
  icon: ReactNode;
}

/** A button showing only an icon; `label` names it for screen readers and on hover. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(iconButtonClassName({ variant, size }), className)}
      {...rest}
    >
      <span aria-hidden="true" className="inline-flex">
        {icon}
      </span>
    </button>
  );
}
