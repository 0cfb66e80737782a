import { Button } from '@lisa/ui/button';
import { Input } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { Copy } from 'lucide-react';

/** A key or secret the server shows this once: in full, selectable, with a copy button. */
export function ShownOnceSecret({ label, value }: { label: string; value: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} copied.`);
    } catch {
      toast.error('Copying is blocked here: select the text and copy it yourself.');
    }
  }
  return (
    <div className="rounded-card border border-warning-ink/30 bg-warning-surface p-4">
      <p className="font-medium text-sm text-warning-ink">
        Copy the {label.toLowerCase()} now: it will not be shown again.
      </p>
      <div className="mt-3 flex items-center gap-2">
        <Input
          readOnly
          aria-label={label}
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={copy}
          aria-label={`Copy the ${label.toLowerCase()}`}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy
        </Button>
      </div>
    </div>
  );
}
