import { useEffect, useRef } from 'react';
import { isEditableTarget, type ThreadShortcut, threadShortcut } from '../lib/composer-keys.ts';

/** Listens for the thread's single-key shortcuts while `enabled` (not while typing). */
export function useThreadShortcuts(
  enabled: boolean,
  onShortcut: (shortcut: ThreadShortcut) => void,
): void {
  const handler = useRef(onShortcut);
  handler.current = onShortcut;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      // Not while a dialog or menu has focus: their keys are their own.
      const target = event.target as Element | null;
      if (target?.closest?.('[role="dialog"],[role="menu"],[role="listbox"]')) return;
      const shortcut = threadShortcut(event, isEditableTarget(event.target));
      if (!shortcut) return;
      event.preventDefault();
      handler.current(shortcut);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
