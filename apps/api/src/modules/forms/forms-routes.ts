// POST /forms/:type for contact, rsvp, demo and quote (see forms-service.ts).
import { errorBodySchema } from '@lisa/contracts/errors';
import {
  FORM_TYPES,
  formSubmissionResponseSchema,
  invalidFormTypeMessage,
  isFormType,
} from '@lisa/contracts/forms';
import { z } from 'zod';
import type { App } from '../../context.ts';
import { ValidationError } from '../../platform/http/app-error.ts';
import type { FormsService } from './forms-service.ts';

export async function formsRoutes(app: App, forms: FormsService): Promise<void> {
  app.post(
    '/:type',
    {
      config: { access: 'public' },
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
      const id = await forms.submit(type, request.body);
      return { status: 'success' as const, id: String(id) };
    },
  );
}
