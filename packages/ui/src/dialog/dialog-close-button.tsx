import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { iconButtonClassName } from '../button/button-class-name.ts';
import { cx } from '../class-names.ts';

/** The X in the corner of a dialog or sheet; `label` is its accessible name. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <RadixDialog.Close
      aria-label={label}
      // The icon button's base is `relative`; the corner position must win over it.
      className={cx(iconButtonClassName({ variant: 'ghost' }), 'absolute! top-4 right-4')}
    >
      <X aria-hidden="true" />
    </RadixDialog.Close>
  );
}
