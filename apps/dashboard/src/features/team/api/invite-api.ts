// The invite link's calls. They run with or without a session, so none names a business,
// none is blocked by the offline probe (the server's answer is the better message), and a
// 401 here never ends the stored session.
import type { ApiClient } from '@lisa/api-client';
import {
  type AcceptInviteRequest,
  type AcceptInviteResponse,
  acceptInviteResponseSchema,
  type InvitePreview,
  invitePreviewSchema,
} from '@lisa/contracts/team';

const invitationCall = { business: null, bypassOffline: true, keepTokenOnUnauthorized: true };

export function createInviteApi(client: ApiClient) {
  return {
    /** GET /api/team/invites/preview: what the invite is, before any click. */
    preview: (token: string, signal?: AbortSignal): Promise<InvitePreview> =>
      client.get('/team/invites/preview', {
        ...invitationCall,
        token: null,
        searchParams: { token },
        schema: invitePreviewSchema,
        ...(signal ? { signal } : {}),
      }),
    /**
     * POST /api/team/invites/accept. With `sessionToken` (signed in as the invitee) only the
     * invite token is sent; without, the new account's name and password come along.
     */
    accept: (
      body: AcceptInviteRequest,
      sessionToken: string | null,
    ): Promise<AcceptInviteResponse> =>
      client.post('/team/invites/accept', {
        ...invitationCall,
        token: sessionToken,
        json: body,
        schema: acceptInviteResponseSchema,
      }),
  };
}
export type InviteApi = ReturnType<typeof createInviteApi>;
