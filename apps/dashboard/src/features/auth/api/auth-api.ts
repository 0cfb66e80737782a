// The account calls of the dashboard (/api/auth/*). They run before a session exists, so
// they use plain fetch instead of the authenticated client: no token, no offline gate.
import {
  type MeResponse,
  type MessageResponse,
  meResponseSchema,
  messageResponseSchema,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignInResponse,
  signInResponseSchema,
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
} from '@lisa/contracts/accounts';
import { z } from 'zod';
import { AccountApiError, NETWORK_ERROR_TEXT, toAccountError } from './account-error.ts';

export interface AuthApiOptions {
  apiUrl: string;
  fetch?: typeof fetch;
}

export function createAuthApi({ apiUrl, fetch: fetchImpl = globalThis.fetch }: AuthApiOptions) {
  async function call<T>(
    path: string,
    schema: z.ZodType<T>,
    init: { method: 'GET' | 'POST'; body?: unknown; token?: string },
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let response: Response;
    try {
      response = await fetchImpl(`${apiUrl}${path}`, {
        method: init.method,
        headers,
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
    } catch {
      throw new AccountApiError({ code: 'NETWORK_ERROR', message: NETWORK_ERROR_TEXT, status: 0 });
    }
    if (!response.ok) throw await toAccountError(response);
    if (response.status === 204) return schema.parse(null);
    return schema.parse(await response.json());
  }

  const post = <T>(path: string, schema: z.ZodType<T>, body: unknown) =>
    call(path, schema, { method: 'POST', body });

  return {
    register: (body: RegisterRequest): Promise<MessageResponse> =>
      post('/api/auth/register', messageResponseSchema, body),
    verifyAccount: (body: { email: string; code: string }): Promise<MessageResponse> =>
      post('/api/auth/verify-account', messageResponseSchema, body),
    resendCode: (body: { email: string }): Promise<MessageResponse> =>
      post('/api/auth/resend-code', messageResponseSchema, body),
    signIn: (body: SignInRequest): Promise<SignInResponse> =>
      post('/api/auth/sign-in', signInResponseSchema, body),
    forgotPassword: (body: { email: string }): Promise<MessageResponse> =>
      post('/api/auth/forgot-password', messageResponseSchema, body),
    resetPassword: (body: ResetPasswordRequest): Promise<MessageResponse> =>
      post('/api/auth/reset-password', messageResponseSchema, body),
    me: (token: string): Promise<MeResponse> =>
      call('/api/auth/me', meResponseSchema, { method: 'GET', token }),
    twoFactorSetup: (token: string): Promise<TwoFactorSetupResponse> =>
      call('/api/auth/two-factor/setup', twoFactorSetupResponseSchema, { method: 'POST', token }),
    twoFactorEnable: (token: string, code: string): Promise<TwoFactorEnableResponse> =>
      call('/api/auth/two-factor/enable', twoFactorEnableResponseSchema, {
        method: 'POST',
        token,
        body: { code },
      }),
    twoFactorDisable: (token: string, body: { password: string; code: string }): Promise<unknown> =>
      call('/api/auth/two-factor/disable', z.unknown(), { method: 'POST', token, body }),
    /** Server-side revocation; a failure must not keep the user signed in locally. */
    signOut: async (token: string): Promise<void> => {
      try {
        await fetchImpl(`${apiUrl}/api/auth/sign-out`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          keepalive: true,
        });
      } catch {
        // The local session is cleared regardless; the token also expires on its own.
      }
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
