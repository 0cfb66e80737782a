import { IconButton } from '@lisa/ui/button';
import { Sheet } from '@lisa/ui/dialog';
import { PanelRightOpen } from 'lucide-react';
import { useState } from 'react';
import { ContactPanel, type ContactPanelProps } from './contact-panel.tsx';

/**
 * Where the contact panel has no column (below the wide layout, and on the standalone
 * messages screen), a header button opens the same panel in a side sheet, so the contact's
 * details and the conversation's tags stay one click away on a laptop or a phone.
 */
export function ContactDetailsButton(props: Omit<ContactPanelProps, 'className'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label="Contact details"
        icon={<PanelRightOpen className="h-4 w-4" />}
        size="sm"
        onClick={() => setOpen(true)}
      />
      <Sheet open={open} onOpenChange={setOpen} title="Contact details" className="w-full max-w-sm">
        <ContactPanel {...props} className="-mx-6 -mt-4 bg-transparent" />
      </Sheet>
    </>
  );
}
