import type { CannedResponse } from '@lisa/contracts/inbox';
import { cx } from '@lisa/ui/class-names';

export interface CannedPickerProps {
  id: string;
  items: CannedResponse[];
  highlighted: number;
  onPick: (item: CannedResponse) => void;
  loading: boolean;
}

export const cannedOptionId = (pickerId: string, index: number) => `${pickerId}-option-${index}`;

/** The list under "/": the composer keeps focus and drives it (aria-activedescendant). */
export function CannedPicker({ id, items, highlighted, onPick, loading }: CannedPickerProps) {
  return (
    <div className="absolute right-0 bottom-full left-0 z-20 mb-2 max-h-64 overflow-y-auto rounded-card border border-line bg-surface-raised p-1 shadow-card">
      {items.length === 0 ? (
        <p className="px-3 py-2 text-ink-muted text-sm">
          {loading ? 'Loading canned responses…' : 'No canned response matches.'}
        </p>
      ) : null}
      <div id={id} role="listbox" aria-label="Canned responses" hidden={items.length === 0}>
        {items.map((item, index) => (
          <div
            key={item.id}
            tabIndex={-1}
            id={cannedOptionId(id, index)}
            role="option"
            aria-selected={index === highlighted}
            // Keeps the focus in the composer; the click still picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(item)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onPick(item);
            }}
            className={cx(
              'cursor-pointer rounded-lg px-3 py-2 text-sm',
              index === highlighted ? 'bg-brand-surface' : 'hover:bg-surface-muted',
            )}
          >
            <span className="font-medium font-mono text-brand-ink">/{item.short_code}</span>
            <span className="ml-2 line-clamp-2 text-ink-muted">{item.text}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
