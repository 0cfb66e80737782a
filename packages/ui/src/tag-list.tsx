import { X } from 'lucide-react';
import { Badge } from './badge.tsx';
import { cx } from './class-names.ts';

/** Tags as badges, each with a keyboard-reachable "Remove tag …" button; "No tags." when empty. */
export function TagList({
  tags,
  label,
  onRemove,
  removing = false,
  className,
}: {
  tags: readonly string[];
  /** The list's accessible name. */
  label: string;
  onRemove: (tag: string) => void;
  /** A removal is under way: the buttons wait. */
  removing?: boolean;
  className?: string;
}) {
  return (
    <ul className={cx('flex flex-wrap gap-2', className)} aria-label={label}>
      {tags.length === 0 ? <li className="text-ink-muted text-sm">No tags.</li> : null}
      {tags.map((value) => (
        <li key={value}>
          <Badge>
            {value}
            <button
              type="button"
              aria-label={`Remove tag ${value}`}
              className="rounded-full hover:text-ink"
              disabled={removing}
              onClick={() => onRemove(value)}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
