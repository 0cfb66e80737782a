// The emails of the account flows. Plain text first: codes must be readable in any client.
import { CODE_TTL_MINUTES } from '@lisa/contracts/accounts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

export function verificationMail(to: string, name: string, code: string): OutgoingMail {
  return {
    to,
    kind: 'otp',
    subject: `Your Lisa verification code: ${code}`,
    text: [
      `Hi ${name},`,
      '',
      `Your Lisa verification code is ${code}.`,
      `It expires in ${CODE_TTL_MINUTES} minutes and works once.`,
      '',
      'If you did not create a Lisa account, ignore this email.',
    ].join('\n'),
  };
}

export function resetMail(to: string, name: string, code: string): OutgoingMail {
  return {
    to,
    kind: 'password_reset',
    subject: `Your Lisa password reset code: ${code}`,
    text: [
      `Hi ${name},`,
      '',
      `Your Lisa password reset code is ${code}.`,
      `It expires in ${CODE_TTL_MINUTES} minutes and works once.`,
      '',
      'If you did not ask to reset your password, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function accountExistsMail(to: string, name: string): OutgoingMail {
  return {
    to,
    kind: 'account_exists',
    subject: 'You already have a Lisa account',
    text: [
      `Hi ${name},`,
      '',
      'Someone tried to create a Lisa account with this email address, which already has one.',
      'If it was you, sign in, or use "Forgot password?" to set a new password.',
      'If it was not you, you can ignore this email.',
    ].join('\n'),
  };
}
