import { HttpError, OfflineError } from '@lisa/api-client';
import { TEAM_TEXTS } from '@lisa/contracts/team';
import { describe, expect, it } from 'vitest';
import { isNotAMember, NETWORK_FAILURE_TEXT, toApiFailure } from './api-failure.ts';

const refused = (status: number, body: unknown, retryAfterSeconds: number | null = null) =>
  new HttpError(status, '', body, undefined, { retryAfterSeconds });

describe('reading a refused call', () => {
  it('keeps the server code, message and first message per field', () => {
    const failure = toApiFailure(
      refused(409, {
        error: 'conflict',
        message: TEAM_TEXTS.alreadyInvited,
        fields: { email: [TEAM_TEXTS.alreadyInvited, 'second'] },
      }),
      'Fallback',
    );
    expect(failure).toMatchObject({
      status: 409,
      code: 'conflict',
      message: TEAM_TEXTS.alreadyInvited,
      fields: { email: TEAM_TEXTS.alreadyInvited },
    });
  });

  it('says how long to wait on a 429 without a message, and the fallback otherwise', () => {
    expect(toApiFailure(refused(429, null, 120), 'Fallback').message).toBe(
      'Too many requests. Try again in 2 minutes.',
    );
    expect(toApiFailure(refused(500, '<html>'), 'Fallback').message).toBe('Fallback');
  });

  it('names a connection problem as one', () => {
    expect(toApiFailure(new OfflineError(), 'Fallback').message).toBe(NETWORK_FAILURE_TEXT);
  });

  it('recognises a business the person no longer belongs to', () => {
    const body = { error: 'not_a_member', message: TEAM_TEXTS.notMember };
    expect(isNotAMember(refused(403, body))).toBe(true);
    expect(isNotAMember(refused(403, { error: 'forbidden', message: 'x' }))).toBe(false);
    expect(isNotAMember(new Error('x'))).toBe(false);
  });
});
