// What a visitor's own message says about them: an email address, a phone number written
// with its country code, "my name is ...". Deliberately narrow: a wrong guess written to a
// contact is worse than a detail missed (the engine's structured output can add more later).
import type { LearnedDetails } from './contact-enrich.ts';
import { normalizeEmail, normalizePhone } from './contact-normalize.ts';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const PHONE = /\+\d[\d\s().-]{6,18}\d/;
const NAME = /\b[Mm]y name is ([\p{Lu}][\p{L}'-]+(?: [\p{Lu}][\p{L}'-]+){0,2})/u;

/** Cheap test first: most messages carry nothing and cost one regex each. */
export function extractDetails(text: string): LearnedDetails | null {
  const details: LearnedDetails = {};
  const email = EMAIL.exec(text)?.[0];
  if (email) {
    const normalised = normalizeEmail(email);
    if (normalised) details.email = normalised;
  }
  const phone = PHONE.exec(text)?.[0];
  if (phone) {
    const normalised = normalizePhone(phone.replace(/[\s().-]/g, ''));
    if (normalised) details.phone = normalised;
  }
  const name = NAME.exec(text)?.[1];
  if (name) details.name = name;
  return Object.keys(details).length ? details : null;
}
