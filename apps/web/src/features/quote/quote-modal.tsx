import * as Dialog from '@radix-ui/react-dialog';

export interface QuoteModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function QuoteModal({ open, onOpenChange }: QuoteModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-full max-w-2xl -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6">
          <Dialog.Title className="text-2xl font-bold">Request an enterprise quote</Dialog.Title>
          <Dialog.Close className="absolute top-4 right-4" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
