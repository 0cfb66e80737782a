// One spelling per key, so a key seen on two channels is recognised as the same: emails
// lower-cased, phone numbers (and WhatsApp ids, which are phone numbers) in E.164.
import { CONTACT_TEXTS, type IdentityKind } from '@lisa/contracts/contacts';
import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

export { isSupportedCountry };

import { ValidationError } from '../../platform/http/app-error.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normalizeEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= 320 && EMAIL_PATTERN.test(email) ? email : null;
}

/**
 * E.164 (+254712345678), or null when it is not a possible number with a country code.
 * With `defaultCountry` (an import of local numbers), a number written without its country
 * code (0712 345 678) is read as that country's.
 */
export function normalizePhone(value: string, defaultCountry?: CountryCode): string | null {
  const raw = value.trim();
  if (defaultCountry && !/^(\+|00)/.test(raw)) {
    const local = parsePhoneNumberFromString(raw, defaultCountry);
    if (local?.isPossible()) return local.number;
  }
  // WhatsApp ids come without the plus.
  const withPlus = /^\d{8,15}$/.test(raw) ? `+${raw}` : raw;
  const parsed = parsePhoneNumberFromString(withPlus);
  return parsed?.isPossible() ? parsed.number : null;
}

/** The normalised value of a key, or a 400 that says what is wrong with it. */
export function normalizeIdentity(kind: IdentityKind, value: string, field = 'value'): string {
  if (kind === 'email') {
    const email = normalizeEmail(value);
    if (!email)
      throw new ValidationError(CONTACT_TEXTS.invalidEmail, {
        [field]: [CONTACT_TEXTS.invalidEmail],
      });
    return email;
  }
  if (kind === 'phone' || kind === 'whatsapp') {
    const phone = normalizePhone(value);
    if (!phone)
      throw new ValidationError(CONTACT_TEXTS.invalidPhone, {
        [field]: [CONTACT_TEXTS.invalidPhone],
      });
    return phone;
  }
  const trimmed = value.trim();
  if (!trimmed) throw new ValidationError('Enter a value', { [field]: ['Enter a value'] });
  return trimmed;
}
