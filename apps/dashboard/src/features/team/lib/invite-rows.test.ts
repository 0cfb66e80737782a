import { describe, expect, it } from 'vitest';
import { inviteRowsSchema } from './invite-rows.ts';

describe('onboarding invite rows', () => {
  it('checks every row with the invite rule and normalises the addresses', () => {
    const parsed = inviteRowsSchema.safeParse({
      invites: [
        { email: ' Grace@Example.test ', role: 'admin' },
        { email: 'not-an-email', role: 'agent' },
        { email: 'a@example.test', role: 'owner' },
      ],
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['invites.1.email', 'invites.2.role']);
    expect(
      inviteRowsSchema.parse({ invites: [{ email: ' Grace@Example.test ', role: 'admin' }] }),
    ).toEqual({ invites: [{ email: 'grace@example.test', role: 'admin' }] });
  });

  it('needs at least one row', () => {
    expect(inviteRowsSchema.safeParse({ invites: [] }).success).toBe(false);
  });
});
