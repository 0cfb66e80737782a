import { describe, expect, it } from 'vitest';
import {
  composerKeyAction,
  isEditableTarget,
  type KeyLike,
  threadShortcut,
} from './composer-keys.ts';

const key = (value: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: value,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

describe('composer keys', () => {
  it('sends on Enter and Ctrl/Cmd+Enter', () => {
    expect(composerKeyAction(key('Enter'))).toBe('send');
    expect(composerKeyAction(key('Enter', { ctrlKey: true }))).toBe('send');
    expect(composerKeyAction(key('Enter', { metaKey: true }))).toBe('send');
  });

  it('makes a new line on Shift+Enter', () => {
    expect(composerKeyAction(key('Enter', { shiftKey: true }))).toBe('newline');
  });

  it('leaves other keys and input-method composition alone', () => {
    expect(composerKeyAction(key('a'))).toBeNull();
    expect(composerKeyAction(key('Enter', { isComposing: true }))).toBeNull();
  });
});

describe('thread shortcuts', () => {
  it('maps t, b, a, r, o and ? outside text fields', () => {
    expect(threadShortcut(key('t'), false)).toBe('takeOver');
    expect(threadShortcut(key('B'), false)).toBe('handBack');
    expect(threadShortcut(key('a'), false)).toBe('assign');
    expect(threadShortcut(key('r'), false)).toBe('resolve');
    expect(threadShortcut(key('o'), false)).toBe('reopen');
    expect(threadShortcut(key('?', { shiftKey: true }), false)).toBe('help');
  });

  it('never fires while typing or with a browser modifier', () => {
    expect(threadShortcut(key('t'), true)).toBeNull();
    expect(threadShortcut(key('r', { ctrlKey: true }), false)).toBeNull();
    expect(threadShortcut(key('r', { metaKey: true }), false)).toBeNull();
    expect(threadShortcut(key('Tab'), false)).toBeNull();
  });

  it('knows which targets take typing', () => {
    expect(isEditableTarget({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(true);
    expect(
      isEditableTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget),
    ).toBe(true);
    expect(isEditableTarget({ tagName: 'BUTTON' } as unknown as EventTarget)).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});
