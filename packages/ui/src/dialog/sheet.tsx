import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { DialogHeading } from './dialog-heading.tsx';

export type SheetSide = 'right' | 'left' | 'bottom';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: SheetSide;
  /** Always rendered (screen readers need a name); hide it visually with `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  description?: string;
  /** Label of the close button; pass null to render none. */
  closeLabel?: string | null;
  /** Width (left/right) or height (bottom) classes of the panel. */
  className?: string;
  children: ReactNode;
}

const sides: Record<SheetSide, string> = {
  right: 'inset-y-0 right-0 h-full w-[min(28rem,100vw)] border-l animate-sheet-in-right',
  left: 'inset-y-0 left-0 h-full w-[min(28rem,100vw)] border-r animate-sheet-in-left',
  bottom: 'inset-x-0 bottom-0 max-h-[85vh] rounded-t-card border-t animate-sheet-in-bottom',
};

/** A Radix Dialog sliding in from an edge: the same focus trap, Escape and outside click. */
export function Sheet({
  open,
  onOpenChange,
  side = 'right',
  title,
  hideTitle = false,
  description,
  closeLabel = 'Close',
  className,
  children,
}: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <RadixDialog.Content
          data-side={side}
          className={cx(
            'fixed z-50 flex flex-col overflow-y-auto border-line bg-surface-raised p-6 text-ink shadow-card focus:outline-none',
            sides[side],
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeading
            title={title}
            description={description}
            hideTitle={hideTitle}
            closeLabel={closeLabel}
          />
          <div className="mt-4 flex-1">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
