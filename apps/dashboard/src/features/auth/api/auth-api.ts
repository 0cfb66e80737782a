// The account calls of the dashboard (/api/auth/*), on the same api-client as every other
// call. They run before a session exists or for a token not stored yet, so each names its
// token, sends even when the offline check fails (the server's answer is the better
// message), and a 401 means wrong credentials here, not an expired session.
import { type ApiClient, HttpError, type RequestOptions } from '@lisa/api-client';
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
  type VerifyAccountResponse,
  verifyAccountResponseSchema,
} from '@lisa/contracts/accounts';
import type { z } from 'zod';
import { AccountApiError, NETWORK_ERROR_TEXT, toAccountError } from './account-error.ts';

export function createAuthApi(client: ApiClient) {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T> | undefined,
    options: { json?: unknown; token?: string } = {},
  ): Promise<T> {
    const request: RequestOptions<T> = {
      bypassOffline: true,
      keepTokenOnUnauthorized: true,
      token: options.token ?? null,
      ...(schema ? { schema } : {}),
      ...(options.json !== undefined ? { json: options.json } : {}),
    };
    try {
      return await client.request(method, path, request);
    } catch (error) {
      if (error instanceof HttpError) throw toAccountError(error);
      throw new AccountApiError({ code: 'NETWORK_ERROR', message: NETWORK_ERROR_TEXT, status: 0 });
    }
  }

  const post = <T>(path: string, schema: z.ZodType<T>, json: unknown) =>
    call('POST', path, schema, { json });

  return {
    register: (body: RegisterRequest): Promise<MessageResponse> =>
      post('/auth/register', messageResponseSchema, body),
    verifyAccount: (body: { email: string; code: string }): Promise<VerifyAccountResponse> =>
      post('/auth/verify-account', verifyAccountResponseSchema, body),
    resendCode: (body: { email: string }): Promise<MessageResponse> =>
      post('/auth/resend-code', messageResponseSchema, body),
    signIn: (body: SignInRequest): Promise<SignInResponse> =>
      post('/auth/sign-in', signInResponseSchema, body),
    forgotPassword: (body: { email: string }): Promise<MessageResponse> =>
      post('/auth/forgot-password', messageResponseSchema, body),
    resetPassword: (body: ResetPasswordRequest): Promise<MessageResponse> =>
      post('/auth/reset-password', messageResponseSchema, body),
    me: (token: string): Promise<MeResponse> =>
      call('GET', '/auth/me', meResponseSchema, { token }),
    twoFactorSetup: (token: string): Promise<TwoFactorSetupResponse> =>
      call('POST', '/auth/two-factor/setup', twoFactorSetupResponseSchema, { token }),
    twoFactorEnable: (token: string, code: string): Promise<TwoFactorEnableResponse> =>
      call('POST', '/auth/two-factor/enable', twoFactorEnableResponseSchema, {
        token,
        json: { code },
      }),
    twoFactorDisable: (token: string, body: { password: string; code: string }): Promise<unknown> =>
      call('POST', '/auth/two-factor/disable', undefined, { token, json: body }),
    /** Server-side revocation; a failure must not keep the user signed in locally. */
    signOut: async (token: string): Promise<void> => {
      try {
        await call('POST', '/auth/sign-out', undefined, { token });
      } catch {
        // The local session is cleared regardless; the token also expires on its own.
      }
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
