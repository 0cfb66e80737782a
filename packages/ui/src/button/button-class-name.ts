import { cx } from '../class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'relative inline-flex select-none items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-line bg-surface-raised text-ink hover:bg-surface-muted',
  ghost: 'text-ink hover:bg-surface-muted',
  danger: 'bg-danger text-white hover:bg-danger/90',
  link: 'text-brand-ink underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 rounded-lg px-3 text-sm',
  md: 'h-10 rounded-lg px-4 text-sm',
  lg: 'h-12 rounded-lg px-6 text-base',
};

// A link reads as text: no box to size, only the font size follows `size`.
const linkSizes: Record<ButtonSize, string> = { sm: 'text-sm', md: 'text-sm', lg: 'text-base' };

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The classes of a Button, for elements that must look like one (a router `<Link>`). */
export function buttonClassName({ variant = 'primary', size = 'md' }: ButtonStyle = {}): string {
  return cx(
    base,
    variants[variant],
    variant === 'link' ? `rounded ${linkSizes[size]}` : sizes[size],
  );
}

const iconSizes: Record<ButtonSize, string> = {
  sm: 'h-8 w-8 [&_svg]:h-4 [&_svg]:w-4',
  md: 'h-9 w-9 [&_svg]:h-5 [&_svg]:w-5',
  lg: 'h-11 w-11 [&_svg]:h-6 [&_svg]:w-6',
};

const iconVariants: Record<ButtonVariant, string> = {
  ...variants,
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  link: 'text-brand-ink hover:bg-brand-surface',
};

/** The classes of an IconButton: a round, square button around one icon. */
export function iconButtonClassName({ variant = 'ghost', size = 'md' }: ButtonStyle = {}): string {
  return cx(base, 'shrink-0 rounded-full', iconVariants[variant], iconSizes[size]);
}
