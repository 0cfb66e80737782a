import { Dialog } from '@lisa/ui/dialog';
import { THREAD_SHORTCUTS } from '../lib/composer-keys.ts';

/** The `?` dialog: every key the thread and composer answer to. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Keyboard shortcuts"
      description="Single keys work when you are not typing in a field."
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Keyboard shortcuts</caption>
        <thead>
          <tr className="text-left text-ink-muted text-xs">
            <th scope="col" className="py-1 font-medium">
              Key
            </th>
            <th scope="col" className="py-1 font-medium">
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {THREAD_SHORTCUTS.map((shortcut) => (
            <tr key={`${shortcut.keys}-${shortcut.action}`} className="border-line border-t">
              <td className="py-1.5 pr-4">
                <kbd className="rounded border border-line bg-surface-muted px-1.5 py-0.5 font-mono text-xs">
                  {shortcut.keys}
                </kbd>
              </td>
              <td className="py-1.5">{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
