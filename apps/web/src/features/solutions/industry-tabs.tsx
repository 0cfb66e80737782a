import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import type { IndustryTab } from '../../lib/catalogue-digest.ts';

interface IndustryTabsProps {
  tabs: readonly IndustryTab[];
  selected: string;
  onSelect: (id: IndustryTab['id']) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

const TRIGGER_CLASS =
  'whitespace-nowrap rounded-full px-4 py-2 font-medium text-ink-muted text-sm transition-colors hover:text-ink data-[state=active]:bg-[var(--industry-strong)] data-[state=active]:text-white';

/**
 * The industry selector (WAI-ARIA tabs, manual activation): arrow keys, Home and End move
 * the focus along the tabs, Enter, Space or a click selects one. A few lines instead of
 * Radix Tabs, whose roving-focus and collection code (~5 KB gz) was most of the solutions
 * page's own JavaScript (issue 22's 120 KB budget).
 */
export function IndustryTabs({ tabs, selected, onSelect, children }: IndustryTabsProps) {
  const prefix = useId();
  const list = useRef<HTMLDivElement>(null);
  const triggerId = (id: string) => `${prefix}-trigger-${id}`;
  const panelId = `${prefix}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <>
      <div className="border-line border-b bg-surface-muted">
        <div
          ref={list}
          role="tablist"
          aria-label="Industries"
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-3 sm:px-6 lg:px-8"
        >
          {tabs.map((tab) => {
            const active = tab.id === selected;
            return (
              <button
                key={tab.id}
                type="button"
                role="tab"
                id={triggerId(tab.id)}
                aria-selected={active}
                aria-controls={active ? panelId : undefined}
                data-state={active ? 'active' : 'inactive'}
                tabIndex={active ? 0 : -1}
                onClick={() => {
                  if (!active) onSelect(tab.id);
                }}
                className={TRIGGER_CLASS}
              >
                {tab.title}
              </button>
            );
          })}
        </div>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={triggerId(selected)} data-state="active">
        {children}
      </div>
    </>
  );
}
