import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogHeading } from './dialog-heading.tsx';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Always rendered (screen readers need a name); hide it visually with `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  description?: string;
  /** Label of the close button; pass null to render none. */
  closeLabel?: string | null;
  /** Tailwind max-width class of the panel. */
  width?: string;
  children: ReactNode;
}

/** A modal dialog on Radix: focus trap, Escape and outside click close it, scroll lock. */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  closeLabel = 'Close',
  width = 'max-w-lg',
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface-raised p-6 text-ink shadow-card focus:outline-none`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeading
            title={title}
            description={description}
            hideTitle={hideTitle}
            closeLabel={closeLabel}
          />
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
