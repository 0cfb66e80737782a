// What was typed per conversation, kept while the tab lives: switching conversations, a
// failed send or a remount never throws words away. Memory only, on purpose: a shared
// computer keeps no replies after the tab closes.

export interface DraftStore {
  get(conversationId: number): { text: string; note: boolean };
  set(conversationId: number, draft: { text: string; note: boolean }): void;
}

export function createDraftStore(): DraftStore {
  const drafts = new Map<number, { text: string; note: boolean }>();
  return {
    get: (id) => drafts.get(id) ?? { text: '', note: false },
    set: (id, draft) => {
      if (draft.text === '' && !draft.note) drafts.delete(id);
      else drafts.set(id, draft);
    },
  };
}

export const composerDrafts = createDraftStore();
