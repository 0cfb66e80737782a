// Keyboard rules of the composer and the thread, as pure functions of a key event's fields.

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** True while an input method composes a character (Enter then confirms it). */
  isComposing?: boolean;
}

export type ComposerKeyAction = 'send' | 'newline' | null;

/** Enter or Ctrl/Cmd+Enter sends; Shift+Enter (and Alt+Enter) is a new line. */
export function composerKeyAction(event: KeyLike): ComposerKeyAction {
  if (event.key !== 'Enter' || event.isComposing) return null;
  if (event.shiftKey || event.altKey) return 'newline';
  return 'send';
}

export type ThreadShortcut = 'takeOver' | 'handBack' | 'assign' | 'resolve' | 'reopen' | 'help';

/** The thread's single-key shortcuts, documented in the `?` dialog. */
export const THREAD_SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: 't', action: 'Take over' },
  { keys: 'b', action: 'Hand back to bot' },
  { keys: 'a', action: 'Assign' },
  { keys: 'r', action: 'Resolve' },
  { keys: 'o', action: 'Reopen' },
  { keys: 'Enter', action: 'Send (in the composer)' },
  { keys: 'Ctrl/Cmd + Enter', action: 'Send (in the composer)' },
  { keys: 'Shift + Enter', action: 'New line (in the composer)' },
  { keys: '/', action: 'Canned responses (at the start of the composer)' },
  { keys: 'Esc', action: 'Close the canned responses' },
  { keys: '?', action: 'Show these shortcuts' },
];

const byKey: Record<string, ThreadShortcut> = {
  t: 'takeOver',
  b: 'handBack',
  a: 'assign',
  r: 'resolve',
  o: 'reopen',
  '?': 'help',
};

/**
 * The thread action of a key pressed outside text fields: single keys without Ctrl, Cmd or
 * Alt, so the browser's own shortcuts keep working and typing is never hijacked.
 */
export function threadShortcut(event: KeyLike, inEditableField: boolean): ThreadShortcut | null {
  if (inEditableField || event.ctrlKey || event.metaKey || event.altKey) return null;
  return byKey[event.key.length === 1 ? event.key.toLowerCase() : ''] ?? null;
}

/** Whether a key event's target is somewhere typing goes. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object' || !('tagName' in target)) return false;
  const element = target as { tagName: string; isContentEditable?: boolean };
  return (
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || element.isContentEditable === true
  );
}
