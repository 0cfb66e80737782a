// Learned questions (/api/knowledge/learned-questions): taught from the inbox's "Good answer",
// listed and deleted in the data centre.
import type { ApiClient } from '@lisa/api-client';
import {
  type LearnedQuestion,
  type LearnedQuestionPage,
  learnedQuestionPageSchema,
  learnedQuestionSchema,
} from '@lisa/contracts/knowledge';

const path = '/knowledge/learned-questions';

export function createLearnedApi(client: ApiClient) {
  return {
    list: (
      query: { cursor?: number; conversationId?: number } = {},
      signal?: AbortSignal,
    ): Promise<LearnedQuestionPage> => {
      const searchParams: Record<string, string> = {};
      if (query.cursor) searchParams.cursor = String(query.cursor);
      if (query.conversationId) searchParams.conversation_id = String(query.conversationId);
      return client.get(path, {
        schema: learnedQuestionPageSchema,
        searchParams,
        ...(signal ? { signal } : {}),
      });
    },
    teach: (messageId: number): Promise<LearnedQuestion> =>
      client.post(path, { json: { message_id: messageId }, schema: learnedQuestionSchema }),
    remove: (id: number): Promise<void> => client.delete(`${path}/${id}`).then(() => undefined),
  };
}

export type LearnedApi = ReturnType<typeof createLearnedApi>;
