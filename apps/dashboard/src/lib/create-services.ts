import { createApiClient, createTokenStore, isApiClientError } from '@lisa/api-client';
import { TEAM_TEXTS } from '@lisa/contracts/team';
import { toast } from '@lisa/ui/toast';
import type { QueryClient } from '@tanstack/react-query';
import { env } from '../env.ts';
import { AccountApiError } from '../features/auth/api/account-error.ts';
import { createAuthApi } from '../features/auth/api/auth-api.ts';
import { createRealtimeConnection } from '../features/realtime/lib/realtime-connection.ts';
import { createSessionStore, type SessionStore } from '../features/session/lib/session-store.ts';
import { isNotAMember } from './api-failure.ts';
import { createQueryClient } from './query-client.ts';
import type { AppServices } from './services-context.ts';

export interface Services extends AppServices {
  session: SessionStore;
  queryClient: QueryClient;
}

function isUnauthorized(error: unknown): boolean {
  if (error instanceof AccountApiError) return error.status === 401;
  return isApiClientError(error) && 'status' in error && error.status === 401;
}

/** Wires the dashboard's services to the browser: localStorage, fetch, the configured API. */
export function createServices(storage: Storage = window.localStorage): Services {
  const queryClient = createQueryClient((error) => {
    if (isNotAMember(error)) void leaveLostBusiness();
  });
  const tokenStore = createTokenStore({ storage });
  const apiClient = createApiClient({
    host: env.apiUrl,
    storage,
    tokenStore,
    // The session store is the one owner of the token in this tab.
    getToken: () => session.getState().token,
    // Every call names the business chosen in the header's switcher (x-lisa-business).
    getBusinessId: () => session.getState().businessId,
  });
  const authApi = createAuthApi(apiClient);

  const session = createSessionStore({
    storage,
    classifyError: (error) => (isUnauthorized(error) ? 'unauthorized' : 'other'),
    revoke: (token) => authApi.signOut(token),
    // SPEC §4: setting a token refreshes all data — the user, credit, chats and tasks.
    refresh: async (token) => {
      const me = await authApi.me(token);
      const others = await Promise.allSettled([
        apiClient.getCredit(),
        apiClient.getChatBoxes(),
        apiClient.getTasks(),
      ]);
      const failure = others.find((result) => result.status === 'rejected');
      if (failure && isUnauthorized(failure.reason)) throw failure.reason;
      await queryClient.invalidateQueries();
      return { user: me.user, businesses: me.businesses, partial: Boolean(failure) };
    },
  });

  // SPEC §4: a 401, or repeated login pages, clears the token.
  apiClient.events.on('token-cleared', () => session.invalidate());
  apiClient.events.on('html-warning', (warning) => {
    toast.htmlWarning(warning.message);
  });
  // 403 not_a_member: the person was removed from the chosen business. The fresh user record
  // lists what is left; the store moves to another business, or the session ends.
  let leaving: Promise<void> | null = null;
  function leaveLostBusiness(): Promise<void> {
    leaving ??= (async () => {
      toast.warning(TEAM_TEXTS.notMember);
      await session.refresh();
      const { token, user, businessId } = session.getState();
      if (token && user && businessId === null) await session.setToken(null);
    })().finally(() => {
      leaving = null;
    });
    return leaving;
  }

  // A new token means new data; a cleared one must leave nothing cached in memory.
  const realtime = createRealtimeConnection({ url: env.wsUrl });
  let lastToken = session.getState().token;
  let lastBusiness = session.getState().businessId;
  realtime.setBusiness(lastBusiness);
  realtime.setToken(lastToken);
  // Removed from the business while the dashboard is open: move on or sign out at once.
  realtime.onAccessRevoked(() => void leaveLostBusiness());
  session.subscribe(() => {
    const { token, businessId } = session.getState();
    if (token && token === lastToken && lastBusiness !== null && businessId !== lastBusiness) {
      // Another business: drop what was shown for the previous one, then load afresh. (The
      // first choice after sign-in is not a switch: resetting then would unmount screens
      // someone is already typing into.)
      void queryClient.resetQueries();
    }
    lastBusiness = businessId;
    realtime.setBusiness(businessId);
    if (token === lastToken) return;
    lastToken = token;
    realtime.setToken(token);
    if (!token) queryClient.clear();
  });

  // A token found at start is checked and its data refreshed at once (SPEC §4): a stored
  // user shows the dashboard immediately, and a dead token still ends in /signin.
  if (session.getState().token) void session.refresh();

  return {
    authApi,
    apiClient,
    session,
    queryClient,
    checkHealth: () => apiClient.checkHealth(),
    realtime,
  };
}
