import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button.tsx';

/** The top of a Dialog or Sheet: its title (named for screen readers even when hidden), its
 * description, and the close button. */
export function DialogHeading({
  title,
  description,
  hideTitle,
  closeLabel,
}: {
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean | undefined;
  closeLabel?: string | null | undefined;
}) {
  return (
    <>
      <RadixDialog.Title className={hideTitle ? 'sr-only' : 'pr-10 font-semibold text-xl'}>
        {title}
      </RadixDialog.Title>
      {description ? (
        <RadixDialog.Description className="mt-1 text-ink-muted text-sm">
          {description}
        </RadixDialog.Description>
      ) : null}
      {closeLabel ? <DialogCloseButton label={closeLabel} /> : null}
    </>
  );
}
