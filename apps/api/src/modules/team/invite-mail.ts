// The invitation email. Plain text: the link must survive any mail client.
import { INVITE_PATH, INVITE_TTL_DAYS } from '@lisa/contracts/team';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

export interface InviteMailInput {
  to: string;
  businessName: string;
  inviterName: string | null;
  role: string;
  token: string;
  dashboardUrl: string;
}

export function inviteLink(dashboardUrl: string, token: string): string {
  return `${dashboardUrl}${INVITE_PATH}?token=${encodeURIComponent(token)}`;
}

export function inviteMail(input: InviteMailInput): OutgoingMail {
  const who = input.inviterName ?? 'A teammate';
  return {
    to: input.to,
    kind: 'team_invite',
    subject: `${who} invited you to ${input.businessName} on Lisa`,
    text: [
      'Hi,',
      '',
      `${who} invited you to join ${input.businessName} on Lisa as ${input.role === 'admin' ? 'an admin' : 'an agent'}.`,
      '',
      'Accept the invite here:',
      inviteLink(input.dashboardUrl, input.token),
      '',
      `The link works once and expires in ${INVITE_TTL_DAYS} days.`,
      'If you did not expect this invite, you can ignore this email.',
    ].join('\n'),
  };
}
