// The credits feature's calls. GET /credit (balance and usage, with SPEC §7's fallbacks) is
// one of the api-client's built-ins; the ledger is read here through the same client, so its
// timeout, retries, offline gate, HTML rule and 401 handling apply.
import type { ApiClient } from '@lisa/api-client';
import { type CreditHistoryResponse, creditHistoryResponseSchema } from '@lisa/contracts/accounts';

export function fetchCreditHistory(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CreditHistoryResponse> {
  return client.get('/credit/history', {
    schema: creditHistoryResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
