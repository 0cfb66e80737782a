import { Dialog } from '@lisa/ui/dialog';
import { useEffect, useState } from 'react';
import { QuoteForm } from './quote-form.tsx';
import { QUOTE_MODAL_CLOSE_MS, QUOTE_TITLE } from './quote-texts.ts';

export interface QuoteModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The quote form in a Radix dialog (SPEC §2); closes itself 3 s after a success. */
export function QuoteModal({ open, onOpenChange }: QuoteModalProps) {
  const [succeededAt, setSucceededAt] = useState<number | null>(null);
  // A fresh form each time the modal opens.
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (succeededAt === null) return;
    const timer = setTimeout(() => onOpenChange(false), QUOTE_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeededAt, onOpenChange]);

  useEffect(() => {
    if (!open) {
      setSucceededAt(null);
      setFormKey((k) => k + 1);
    }
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={QUOTE_TITLE} width="max-w-3xl">
      <div className="mt-6">
        <QuoteForm key={formKey} mode="modal" onSuccess={() => setSucceededAt(Date.now())} />
      </div>
    </Dialog>
  );
}
