// A form submission (contact, rsvp, demo, quote): validated per type (the quote's
// deployment window against the server's clock), stored, and a notice queued for the
// sales team (SPEC §5, §7).
import { validationErrorBody } from '@lisa/contracts/errors';
import { type FormType, formPayloadSchemaFor } from '@lisa/contracts/forms';
import type { Database } from '../../db/client.ts';
import { formSubmissions } from '../../db/schema/core.ts';
import { LISA_BUSINESS_ID } from '../../db/seed.ts';
import { ValidationError } from '../../platform/http/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { formNotice } from './form-notice.ts';

export interface FormsServiceOptions {
  db: Database;
  mailer: Mailer;
  clock: () => Date;
  /** Where form notices go. */
  salesEmail: string;
}

export interface FormsService {
  /** Stores a valid submission and queues its notice; returns the submission's id. */
  submit(type: FormType, body: unknown): Promise<number>;
}

export function createFormsService(options: FormsServiceOptions): FormsService {
  const { db, mailer, clock } = options;
  return {
    async submit(type, body) {
      const parsed = formPayloadSchemaFor(type, clock).safeParse(body);
      if (!parsed.success) {
        const error = validationErrorBody(parsed.error);
        throw new ValidationError(error.message, error.fields);
      }
      const payload = parsed.data as Record<string, unknown>;
      const [row] = await db
        .insert(formSubmissions)
        .values({
          businessId: LISA_BUSINESS_ID,
          type,
          email: typeof payload.email === 'string' ? payload.email : null,
          payload,
          createdAt: clock(),
        })
        .returning({ id: formSubmissions.id });
      if (!row) throw new Error('form submission insert returned no row');
      const notice = formNotice(type, row.id, payload);
      await mailer.send({
        to: options.salesEmail,
        subject: notice.subject,
        text: notice.text,
        kind: `${type}_notice`,
      });
      return row.id;
    },
  };
}
