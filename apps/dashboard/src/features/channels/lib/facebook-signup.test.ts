import { describe, expect, it } from 'vitest';
import { parseSignupMessage } from './facebook-signup.ts';

describe("Meta's embedded signup messages", () => {
  const finish = JSON.stringify({
    type: 'WA_EMBEDDED_SIGNUP',
    event: 'FINISH',
    data: { phone_number_id: '106540352242922', waba_id: '524126980791429' },
  });
  it('reads the number and account chosen, only from facebook.com', () => {
    expect(parseSignupMessage('https://www.facebook.com', finish)).toEqual({
      event: 'finish',
      phone_number_id: '106540352242922',
      business_account_id: '524126980791429',
    });
    expect(parseSignupMessage('https://evil.example', finish)).toBeNull();
    expect(parseSignupMessage('https://facebook.com.evil.example', finish)).toBeNull();
  });
  it('tells a cancel and an error apart, and ignores other messages', () => {
    expect(
      parseSignupMessage(
        'https://web.facebook.com',
        JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event: 'CANCEL', data: {} }),
      ),
    ).toEqual({ event: 'cancel' });
    expect(
      parseSignupMessage('https://www.facebook.com', {
        type: 'WA_EMBEDDED_SIGNUP',
        event: 'ERROR',
        data: { error_message: 'Number already in use' },
      }),
    ).toEqual({ event: 'error', message: 'Number already in use' });
    expect(parseSignupMessage('https://www.facebook.com', 'not json')).toBeNull();
    expect(parseSignupMessage('https://www.facebook.com', { type: 'other' })).toBeNull();
  });
});
