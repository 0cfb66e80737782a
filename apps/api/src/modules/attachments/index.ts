// The attachments module: GET /api/attachments/:id for the business's members and
// GET /api/attachments/:id/visitor for the visitor who sent it (Bearer visitor token).
import { errorBodySchema } from '@lisa/contracts/errors';
import type { FastifyReply } from 'fastify';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { idParams } from '../../platform/http/id-params.ts';
import {
  bearerToken,
  memberSessionOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import {
  type AttachmentsService,
  contentDisposition,
  createAttachmentsService,
  type StoredFile,
} from './attachments-service.ts';

function download(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const attachmentsModule: ApiModule<AttachmentsService> = {
  prefix: '/api/attachments',
  services: (context) => createAttachmentsService(context.db),
  routes: async (app, files, context) => {
    const member = requireDashboardSession(context.sessions);
    app.get(
      '/:id',
      {
        config: { access: 'conversations.read' },
        preValidation: member,
        schema: {
          summary: 'Download a file a visitor sent (always as an attachment, never inline)',
          tags: ['inbox'],
          params: idParams,
          response: errors,
        },
      },
      async (request, reply) =>
        download(
          reply,
          await files.forMember(memberSessionOf(request).businessId, request.params.id),
        ),
    );

    app.get(
      '/:id/visitor',
      {
        // The visitor token in the Authorization header is the credential (checked here).
        config: { access: 'public' },
        schema: {
          summary: 'Download a file of your own conversation (Bearer visitor token)',
          tags: ['chat'],
          params: idParams,
          response: errors,
        },
      },
      async (request, reply) => {
        const token = bearerToken(request);
        const claims = token ? context.visitorTokens.verify(token) : null;
        if (!claims) throw new AppError(401, 'unauthorized', 'The visitor token is not valid');
        return download(reply, await files.forVisitor(claims, request.params.id));
      },
    );
  },
};
