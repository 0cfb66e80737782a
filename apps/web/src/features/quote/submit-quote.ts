import { createFormsClient, type FormsClient } from '@lisa/api-client';
import type { QuoteForm } from '@lisa/contracts/forms';
import { env } from '../../env.ts';
import { QUOTE_NOT_SUCCESS_TEXT, QUOTE_THREW_TEXT } from './quote-texts.ts';

export type QuoteSubmitResult = { ok: true } | { ok: false; message: string };

let defaultClient: FormsClient | null = null;
const formsClient = () => {
  defaultClient ??= createFormsClient({ host: env.apiUrl });
  return defaultClient;
};

/**
 * Sends the quote through the api-client's forms helper (which stamps submittedAt).
 * SPEC §8: a reply whose status is not 'success' and a request that throws get
 * different texts.
 */
export async function submitQuote(
  form: QuoteForm,
  client: FormsClient = formsClient(),
): Promise<QuoteSubmitResult> {
  try {
    const answer = await client.submitForm('quote', { ...form });
    const status = (answer as { status?: unknown } | null)?.status;
    return status === 'success' ? { ok: true } : { ok: false, message: QUOTE_NOT_SUCCESS_TEXT };
  } catch {
    return { ok: false, message: QUOTE_THREW_TEXT };
  }
}
