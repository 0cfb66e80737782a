import { inviteRequestSchema } from '@lisa/contracts/team';
import { z } from 'zod';

/** Several invites at once (onboarding): each row is the invite dialog's request. */
export const inviteRowsSchema = z.object({
  invites: z.array(inviteRequestSchema).min(1, { error: 'Add at least one teammate' }),
});
export type InviteRows = z.input<typeof inviteRowsSchema>;

export const EMPTY_INVITE_ROW = { email: '', role: 'agent' } as const;
