// Asked when a deal is dropped on a lost stage: the move waits for the reason (Cancel leaves
// the deal where it was).
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Textarea } from '@lisa/ui/input';
import { type FormEvent, useState } from 'react';

export function LostReasonDialog({
  dealTitle,
  onConfirm,
  onCancel,
}: {
  /** Null: closed. */
  dealTitle: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError('Say why the deal was lost.');
      return;
    }
    setReason('');
    setError(undefined);
    onConfirm(trimmed.slice(0, 500));
  }

  return (
    <Dialog
      open={dealTitle !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          setError(undefined);
          onCancel();
        }
      }}
      title="Why was this deal lost?"
      description={dealTitle ? `${dealTitle} moves to Lost once you say why.` : undefined}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Lost reason" required error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Mark as lost</Button>
        </div>
      </form>
    </Dialog>
  );
}
