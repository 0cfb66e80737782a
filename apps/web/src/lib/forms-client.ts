import { createFormsClient } from '@lisa/api-client';
import { env } from '../env.ts';

/** POST {apiUrl}/forms/{type} for the contact and RSVP forms (SPEC §7). */
export const formsClient = createFormsClient({ host: env.apiUrl });
