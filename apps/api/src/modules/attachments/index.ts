// The attachments module:
//   POST /api/attachments            a member uploads a file to a conversation (then sends it
//                                    by id with POST /api/conversations/:id/messages)
//   GET  /api/attachments/:id        the file, for the business's members (session) or the
//                                    visitor (Bearer visitor token; only files of messages
//                                    they can see in their own conversation)
//   GET  /api/attachments/:id/visitor the same for the visitor (kept for older widgets)
// Every download is an attachment with the stored content type, nosniff and a sandboxing CSP.
import { attachmentUploadSchema, uploadedAttachmentSchema } from '@lisa/contracts/attachments';
import { MAX_ATTACHMENT_BYTES } from '@lisa/contracts/chat';
import { errorBodySchema } from '@lisa/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { idParams } from '../../platform/http/id-params.ts';
import {
  bearerToken,
  memberSessionOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import { createAttachmentCleanup } from './attachments-cleanup.ts';
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

const errors = errorResponses(401, 403, 404);
/** One file of 2 MiB as base64 in JSON, with room for the name. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 64 * 1024;

function visitorClaimsOf(request: FastifyRequest, context: AppContext) {
  const token = bearerToken(request);
  return token ? context.visitorTokens.verify(token) : null;
}

export const attachmentsModule: ApiModule<AttachmentsService> = {
  prefix: '/api/attachments',
  services: (context) =>
    createAttachmentsService(
      context.db,
      context.storage,
      createAttachmentCleanup(context.db, context.jobs, context.storageRemovals),
    ),
  routes: async (app, files, context) => {
    const member = requireDashboardSession(context.sessions);

    app.post(
      '',
      {
        config: { access: 'conversations.reply' },
        preValidation: member,
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          summary:
            'Upload a file to a conversation, to send it with a reply or note (at most 2 MiB; images, PDF, text, CSV, DOCX)',
          tags: ['inbox'],
          body: attachmentUploadSchema,
          response: { 201: uploadedAttachmentSchema, 400: errorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { conversation_id, ...file } = request.body;
        const stored = await files.upload(
          memberSessionOf(request).businessId,
          conversation_id,
          file,
        );
        return reply.code(201).send(stored);
      },
    );

    app.get(
      '/:id',
      {
        config: { access: 'conversations.read' },
        // A visitor token is the visitor's credential; anything else must be a member's.
        preValidation: async (request, reply) => {
          if (visitorClaimsOf(request, context)) return;
          await member.call(app, request, reply);
        },
        schema: {
          summary:
            'Download a file of a conversation (members; or the visitor with their visitor token). Always as an attachment, never inline',
          tags: ['inbox'],
          params: idParams,
          response: errors,
        },
      },
      async (request, reply) => {
        const claims = visitorClaimsOf(request, context);
        const file = claims
          ? await files.forVisitor(claims, request.params.id)
          : await files.forMember(memberSessionOf(request).businessId, request.params.id);
        return download(reply, file);
      },
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
        const claims = visitorClaimsOf(request, context);
        if (!claims) throw new AppError(401, 'unauthorized', 'The visitor token is not valid');
        return download(reply, await files.forVisitor(claims, request.params.id));
      },
    );
  },
};
