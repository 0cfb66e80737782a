import type { ComponentProps } from 'react';
import { cx } from '../class-names.ts';
import { controlClassName } from './control-class-name.ts';

// Plain elements, `ref` passed through with the rest (React 19), so react-hook-form's
// register() works on them as on native ones.

export function Input({ className, ...rest }: ComponentProps<'input'>) {
  return <input className={cx(controlClassName, 'h-10', className)} {...rest} />;
}

export function Textarea({ className, rows = 4, ...rest }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cx(controlClassName, 'min-h-20', className)} {...rest} />;
}

/** A styled native `<select>`: options as children. */
export function Select({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={cx(controlClassName, 'h-10 pr-8', className)} {...rest} />;
}
