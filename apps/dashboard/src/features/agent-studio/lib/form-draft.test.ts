import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './form-draft.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('form drafts', () => {
  const saved = { name: 'Lisa', greeting: '' };

  it('keeps unsaved values and gives them back over the same saved version', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'agent', '2026-11-26T06:00:00Z', { ...saved, greeting: 'Hi!' }, saved);
    expect(readDraft(storage, 'agent', '2026-11-26T06:00:00Z')).toEqual({
      name: 'Lisa',
      greeting: 'Hi!',
    });
  });

  it('forgets the draft once the values match what is saved, or when cleared', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'agent', null, { ...saved, greeting: 'Hi!' }, saved);
    writeDraft(storage, 'agent', null, saved, saved);
    expect(readDraft(storage, 'agent', null)).toBeNull();
    writeDraft(storage, 'agent', null, { ...saved, name: 'Ada' }, saved);
    clearDraft(storage, 'agent');
    expect(storage.items.size).toBe(0);
  });

  it('drops a draft typed over settings saved since, and survives broken storage', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'agent', null, { ...saved, greeting: 'Hi!' }, saved);
    expect(readDraft(storage, 'agent', '2026-11-26T07:00:00Z')).toBeNull();
    expect(storage.items.size).toBe(0);
    storage.items.set('lisa.draft.agent', '{not json');
    expect(readDraft(storage, 'agent', null)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDraft(refusing, 'agent', null)).toBeNull();
    expect(() => writeDraft(refusing, 'agent', null, saved, { ...saved, name: 'x' })).not.toThrow();
  });
});
