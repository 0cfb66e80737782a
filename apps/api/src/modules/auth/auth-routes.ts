// /api/auth/*: the account flows over HTTP. Bodies are validated with the contracts'
// schemas; every error leaves as the shared error body with a `reason` for account cases.
import {
  accountErrorBodySchema,
  emailOnlyRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  verifyAccountRequestSchema,
  verifyAccountResponseSchema,
} from '@lisa/contracts/accounts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { AccountService, RequestMeta } from './auth-service.ts';
import type { TwoFactorService } from './two-factor-service.ts';

export interface AuthServices {
  accounts: AccountService;
  twoFactor: TwoFactorService;
}

function metaOf(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

const errors = {
  400: accountErrorBodySchema,
  401: accountErrorBodySchema,
  403: accountErrorBodySchema,
  409: accountErrorBodySchema,
  429: accountErrorBodySchema,
};

export async function authRoutes(
  app: App,
  { accounts, twoFactor }: AuthServices,
  context: AppContext,
): Promise<void> {
  const authenticated = requireDashboardSession(context.sessions);
  const tags = ['accounts'];

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Create an account and its business; emails a 6-digit code',
        tags,
        body: registerRequestSchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await accounts.register(request.body, metaOf(request));
      return reply.code(202).send(answer);
    },
  );

  app.post(
    '/verify-account',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Verify the email address with the emailed code; answers a session token, as sign-in does',
        tags,
        body: verifyAccountRequestSchema,
        response: { 200: verifyAccountResponseSchema, ...errors },
      },
    },
    (request) => accounts.verifyAccount(request.body.email, request.body.code, metaOf(request)),
  );

  app.post(
    '/resend-code',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Send a new verification code (same answer whether or not the email exists)',
        tags,
        body: emailOnlyRequestSchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await accounts.resendCode(request.body.email, metaOf(request))),
  );

  app.post(
    '/sign-in',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in; answers a session token, the user and their businesses',
        tags,
        body: signInRequestSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    (request) => accounts.signIn(request.body, metaOf(request)),
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Email a password reset code (same answer whether or not the email exists)',
        tags,
        body: emailOnlyRequestSchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await accounts.forgotPassword(request.body.email, metaOf(request))),
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Set a new password with the emailed code; ends every session',
        tags,
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    (request) => accounts.resetPassword(request.body, metaOf(request)),
  );

  app.post(
    '/sign-out',
    {
      config: { access: 'self' },
      preValidation: authenticated,
      schema: {
        summary: 'End this session on the server',
        tags,
        response: { 204: z.null(), 401: accountErrorBodySchema },
      },
    },
    async (request, reply) => {
      await accounts.signOut(sessionOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'self' },
      preValidation: authenticated,
      schema: {
        summary: 'The signed-in user (no secrets) and their businesses',
        tags,
        response: { 200: meResponseSchema, 401: accountErrorBodySchema },
      },
    },
    (request) => accounts.me(sessionOf(request)),
  );

  app.post(
    '/two-factor/setup',
    {
      config: { access: 'self' },
      preValidation: authenticated,
      schema: {
        summary: 'Start two-factor setup: a new TOTP secret and its otpauth URL',
        tags,
        response: { 200: twoFactorSetupResponseSchema, ...errors },
      },
    },
    (request) => twoFactor.setUp(sessionOf(request)),
  );

  app.post(
    '/two-factor/enable',
    {
      config: { access: 'self' },
      preValidation: authenticated,
      schema: {
        summary: 'Turn two-factor sign-in on with a current code; answers recovery codes once',
        tags,
        body: twoFactorEnableRequestSchema,
        response: { 200: twoFactorEnableResponseSchema, ...errors },
      },
    },
    (request) => twoFactor.enable(sessionOf(request), request.body.code),
  );

  app.post(
    '/two-factor/disable',
    {
      config: { access: 'self' },
      preValidation: authenticated,
      schema: {
        summary: 'Turn two-factor sign-in off (password and a code or recovery code)',
        tags,
        body: twoFactorDisableRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await twoFactor.disable(sessionOf(request), request.body.password, request.body.code);
      return reply.code(204).send(null);
    },
  );
}
