// POST /forms/:type for contact, rsvp, demo and quote (SPEC §5, §7): validated per type
// (the quote's deployment window against the server's clock), stored, and a notice queued
// for the sales team.
import { errorBodySchema, validationErrorBody } from '@lisa/contracts/errors';
import {
  FORM_TYPES,
  formPayloadSchemaFor,
  formSubmissionResponseSchema,
  invalidFormTypeMessage,
  isFormType,
} from '@lisa/contracts/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { formSubmissions } from '../../db/schema/core.ts';
import { LISA_BUSINESS_ID } from '../../db/seed.ts';
import { ValidationError } from '../../platform/http/app-error.ts';
import { formNotice } from './form-notice.ts';

export const formRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/forms/:type',
    {
      schema: {
        summary: 'Submit a contact, rsvp, demo or quote form',
        description: `type is one of ${FORM_TYPES.join(', ')}; the body is that form's fields plus submittedAt (ISO time).`,
        tags: ['forms'],
        params: z.object({ type: z.string() }),
        body: z.record(z.string(), z.unknown()).describe('The form fields plus submittedAt'),
        response: { 200: formSubmissionResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { type } = request.params;
      if (!isFormType(type)) {
        throw new ValidationError(invalidFormTypeMessage(type), {
          type: [invalidFormTypeMessage(type)],
        });
      }
      const parsed = formPayloadSchemaFor(type, context.clock).safeParse(request.body);
      if (!parsed.success) {
        const body = validationErrorBody(parsed.error);
        throw new ValidationError(body.message, body.fields);
      }
      const payload = parsed.data as Record<string, unknown>;
      const [row] = await context.db
        .insert(formSubmissions)
        .values({
          businessId: LISA_BUSINESS_ID,
          type,
          email: typeof payload.email === 'string' ? payload.email : null,
          payload,
          createdAt: context.clock(),
        })
        .returning({ id: formSubmissions.id });
      if (!row) throw new Error('form submission insert returned no row');
      const notice = formNotice(type, row.id, payload);
      await context.mailer.send({
        to: context.env.SALES_EMAIL,
        subject: notice.subject,
        text: notice.text,
        kind: `${type}_notice`,
      });
      return { status: 'success' as const, id: String(row.id) };
    },
  );
};
