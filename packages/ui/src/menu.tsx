import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { floatingPanelClassName } from './floating-panel-class-name.ts';

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...rest
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        align={align}
        className={cx(floatingPanelClassName, className)}
        {...rest}
      />
    </RadixMenu.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof RadixMenu.Item> {
  tone?: 'danger';
  icon?: ReactNode;
}

export function DropdownMenuItem({
  tone,
  icon,
  className,
  children,
  ...rest
}: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      className={cx(
        'flex cursor-pointer select-none items-center gap-2 rounded-lg px-2.5 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
        tone === 'danger'
          ? 'text-danger-ink data-[highlighted]:bg-danger-surface'
          : 'text-ink data-[highlighted]:bg-surface-muted',
        className,
      )}
      {...rest}
    >
      {icon ? (
        <span aria-hidden="true" className="inline-flex [&_svg]:h-4 [&_svg]:w-4">
          {icon}
        </span>
      ) : null}
      {children}
    </RadixMenu.Item>
  );
}

export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof RadixMenu.Label>) {
  return (
    <RadixMenu.Label
      className={cx('px-2.5 py-1.5 font-medium text-ink-muted text-xs', className)}
      {...rest}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...rest
}: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cx('my-1 h-px bg-line', className)} {...rest} />;
}
