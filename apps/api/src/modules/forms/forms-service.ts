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
import type { Webhooks } from '../../platform/webhooks/webhooks.ts';
import { captureFormLead } from '../sales/lead-capture.ts';
import { workflowEvent } from '../workflows/workflow-triggers.ts';
import { formNotice } from './form-notice.ts';

export interface FormsServiceOptions {
  db: Database;
  mailer: Mailer;
  /** A submission's lead is announced as `lead.created`. */
  webhooks: Webhooks;
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
      const now = clock();
      // The submission and its lead (sales module) are stored together.
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(formSubmissions)
          .values({
            businessId: LISA_BUSINESS_ID,
            type,
            email: typeof payload.email === 'string' ? payload.email : null,
            payload,
            createdAt: now,
          })
          .returning({ id: formSubmissions.id });
        if (!inserted) throw new Error('form submission insert returned no row');
        await captureFormLead(
          tx,
          {
            businessId: LISA_BUSINESS_ID,
            submissionId: inserted.id,
            type,
            payload,
            now,
          },
          options.webhooks,
        );
        await workflowEvent(db, tx, {
          kind: 'form_submitted',
          businessId: LISA_BUSINESS_ID,
          form: type,
          submissionId: inserted.id,
          fields: payload,
        });
        return inserted;
      });
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
