// The contacts' calls (/api/contacts/*, /api/contact-attributes) on the api-client, so the
// chosen business (x-lisa-business), timeout, offline gate and 401 handling apply to each.
import type { ApiClient } from '@lisa/api-client';
import {
  type AttributeDefinition,
  attributeDefinitionListSchema,
  type Contact,
  type ContactCreate,
  type ContactDataExport,
  type ContactErasure,
  type ContactImport,
  type ContactList,
  type ContactListQuery,
  type ContactNote,
  type ContactPatch,
  contactConversationListSchema,
  contactDataExportSchema,
  contactErasureSchema,
  contactImportSchema,
  contactListSchema,
  contactSchema,
  type IdentityCreate,
  type ImportStart,
  type MergeRequest,
  type MergeResult,
  type MergeSuggestion,
  mergeResultSchema,
  noteListSchema,
  noteSchema,
  suggestionListSchema,
  type TimelineEvent,
  timelineSchema,
} from '@lisa/contracts/contacts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

function searchParamsOf(query: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number') {
      params[key] = value as string | number;
    }
  }
  return params;
}

export function createContactsApi(client: ApiClient) {
  return {
    list: (query: ContactListQuery, signal?: AbortSignal): Promise<ContactList> =>
      client.get('/contacts', {
        searchParams: searchParamsOf(query),
        schema: contactListSchema,
        ...withSignal(signal),
      }),
    uploadImport: (filename: string, csv: string): Promise<ContactImport> =>
      client.post('/contacts/imports', { json: { filename, csv }, schema: contactImportSchema }),
    startImport: (id: number, body: ImportStart): Promise<ContactImport> =>
      client.post(`/contacts/imports/${id}/start`, { json: body, schema: contactImportSchema }),
    importStatus: (id: number, signal?: AbortSignal): Promise<ContactImport> =>
      client.get(`/contacts/imports/${id}`, { schema: contactImportSchema, ...withSignal(signal) }),
    exportData: (id: number): Promise<ContactDataExport> =>
      client.get(`/contacts/${id}/export`, { schema: contactDataExportSchema }),
    erase: (id: number): Promise<ContactErasure> =>
      client.post(`/contacts/${id}/erase`, { schema: contactErasureSchema }),
    get: (id: number, signal?: AbortSignal): Promise<Contact> =>
      client.get(`/contacts/${id}`, { schema: contactSchema, ...withSignal(signal) }),
    create: (body: ContactCreate): Promise<Contact> =>
      client.post('/contacts', { json: body, schema: contactSchema }),
    update: (id: number, body: ContactPatch): Promise<Contact> =>
      client.patch(`/contacts/${id}`, { json: body, schema: contactSchema }),
    addIdentity: (id: number, body: IdentityCreate): Promise<Contact> =>
      client.post(`/contacts/${id}/identities`, { json: body, schema: contactSchema }),
    makePrimary: (id: number, identityId: number): Promise<Contact> =>
      client.patch(`/contacts/${id}/identities/${identityId}`, {
        json: { primary: true },
        schema: contactSchema,
      }),
    removeIdentity: (id: number, identityId: number): Promise<Contact> =>
      client.delete(`/contacts/${id}/identities/${identityId}`, { schema: contactSchema }),
    addTags: (id: number, tags: string[]): Promise<Contact> =>
      client.post(`/contacts/${id}/tags`, { json: { tags }, schema: contactSchema }),
    removeTag: (id: number, tag: string): Promise<Contact> =>
      client.delete(`/contacts/${id}/tags/${encodeURIComponent(tag)}`, { schema: contactSchema }),
    notes: async (id: number, signal?: AbortSignal): Promise<ContactNote[]> =>
      (await client.get(`/contacts/${id}/notes`, { schema: noteListSchema, ...withSignal(signal) }))
        .data,
    addNote: (id: number, text: string): Promise<ContactNote> =>
      client.post(`/contacts/${id}/notes`, { json: { text }, schema: noteSchema }),
    timeline: async (id: number, signal?: AbortSignal): Promise<TimelineEvent[]> =>
      (
        await client.get(`/contacts/${id}/timeline`, {
          searchParams: { limit: 100 },
          schema: timelineSchema,
          ...withSignal(signal),
        })
      ).data,
    conversations: async (id: number, signal?: AbortSignal) =>
      (
        await client.get(`/contacts/${id}/conversations`, {
          schema: contactConversationListSchema,
          ...withSignal(signal),
        })
      ).data,
    attributes: async (signal?: AbortSignal): Promise<AttributeDefinition[]> =>
      (
        await client.get('/contact-attributes', {
          schema: attributeDefinitionListSchema,
          ...withSignal(signal),
        })
      ).data,
    suggestions: async (signal?: AbortSignal): Promise<MergeSuggestion[]> =>
      (
        await client.get('/contacts/suggestions', {
          schema: suggestionListSchema,
          ...withSignal(signal),
        })
      ).data,
    dismissSuggestion: (id: number): Promise<void> =>
      client.post(`/contacts/suggestions/${id}/dismiss`).then(() => undefined),
    merge: (body: MergeRequest): Promise<MergeResult> =>
      client.post('/contacts/merge', { json: body, schema: mergeResultSchema }),
    undoMerge: (mergeId: number): Promise<Contact> =>
      client.post(`/contacts/merges/${mergeId}/undo`, { schema: contactSchema }),
  };
}
export type ContactsApi = ReturnType<typeof createContactsApi>;
