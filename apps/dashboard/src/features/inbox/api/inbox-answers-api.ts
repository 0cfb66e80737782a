// Answers from the inbox (/api/knowledge/inbox-answers): a teammate's reply saved as an entry
// of the FAQ source "Answers from the inbox", and which replies of a conversation are saved.
import type { ApiClient } from '@lisa/api-client';
import {
  type InboxAnswer,
  type InboxAnswerInput,
  type InboxAnswerList,
  inboxAnswerListSchema,
  inboxAnswerSchema,
} from '@lisa/contracts/knowledge';
import { queryOptions } from '@tanstack/react-query';
import { datacenterQueries } from '../../datacenter/api/datacenter-queries.ts';

const path = '/knowledge/inbox-answers';

export function createInboxAnswersApi(client: ApiClient) {
  return {
    ofConversation: (conversationId: number, signal?: AbortSignal): Promise<InboxAnswerList> =>
      client.get(path, {
        schema: inboxAnswerListSchema,
        searchParams: { conversation_id: String(conversationId) },
        ...(signal ? { signal } : {}),
      }),
    save: (input: InboxAnswerInput): Promise<InboxAnswer> =>
      client.post(path, { json: input, schema: inboxAnswerSchema }),
  };
}

export type InboxAnswersApi = ReturnType<typeof createInboxAnswersApi>;

/** Under the data centre's keys: saving one changes its sources too. */
export const inboxAnswerQueries = {
  all: [...datacenterQueries.all, 'inbox-answers'] as const,
  ofConversation: (api: InboxAnswersApi, conversationId: number) =>
    queryOptions({
      queryKey: [...inboxAnswerQueries.all, conversationId],
      queryFn: ({ signal }) => api.ofConversation(conversationId, signal),
    }),
};
