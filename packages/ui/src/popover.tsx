import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';
import { floatingPanelClassName } from './floating-panel-class-name.ts';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;

export function PopoverContent({
  className,
  sideOffset = 6,
  ...rest
}: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={sideOffset}
        className={cx(floatingPanelClassName, 'p-4', className)}
        {...rest}
      />
    </RadixPopover.Portal>
  );
}
