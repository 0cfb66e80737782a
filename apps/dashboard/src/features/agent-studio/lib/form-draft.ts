// A form's unsaved values kept in sessionStorage (issue 15: nothing typed during the set-up
// is lost by leaving the page), tied to the saved version they were typed over (`basis`):
// a draft typed over settings that have since been saved elsewhere is dropped, not applied.

interface StoredDraft<T> {
  basis: string | null;
  values: T;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (name: string) => `lisa.draft.${name}`;

/** The draft typed over `basis`, or null (none, another basis, or unreadable). */
export function readDraft<T>(storage: DraftStorage, name: string, basis: string | null): T | null {
  try {
    const raw = storage.getItem(keyOf(name));
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft<T>;
    if (draft.basis === basis && draft.values && typeof draft.values === 'object') {
      return draft.values;
    }
    storage.removeItem(keyOf(name));
  } catch {
    // Storage refused or the draft is not ours: no draft.
  }
  return null;
}

/** Keeps the values while they differ from the saved ones; forgets them once they match. */
export function writeDraft<T>(
  storage: DraftStorage,
  name: string,
  basis: string | null,
  values: T,
  saved: T,
): void {
  try {
    if (JSON.stringify(values) === JSON.stringify(saved)) storage.removeItem(keyOf(name));
    else storage.setItem(keyOf(name), JSON.stringify({ basis, values }));
  } catch {
    // Full or refused storage only costs the draft.
  }
}

export function clearDraft(storage: DraftStorage, name: string): void {
  try {
    storage.removeItem(keyOf(name));
  } catch {}
}
