import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema, signInResponseSchema } from './accounts.ts';
import { dbIdParamSchema, dbIdSchema, storedText } from './stored.ts';

// Wire contract of the team: members and their roles, invitations, availability, ownership
// transfer, the business a request acts on, and the audit log (/api/team/*, /api/audit-log).

export const TEAM_ROLES = ['owner', 'admin', 'agent'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Ownership is never given by an invite, only by a transfer the new owner accepts. */
export const INVITABLE_ROLES = ['admin', 'agent'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

const everyone = ['owner', 'admin', 'agent'] as const;
const managers = ['owner', 'admin'] as const;
const ownerOnly = ['owner'] as const;

/**
 * Who may do what: the one table of role x permission. The API's session guard reads it for
 * every route (apps/api/src/platform/http/permissions.ts); the dashboard reads it to offer
 * only what the role may do. owner: everything; admin: everything but billing, deleting the
 * business and owners; agent: the inbox, contacts and leads, tasks — no agent settings,
 * knowledge, workflows, campaigns, integrations, team or credits changes.
 */
export const PERMISSIONS = {
  'dashboard.read': everyone,
  'credits.read': everyone,
  'conversations.read': everyone,
  /** Reply, note, take over, hand back, assign, resolve. */
  'conversations.reply': everyone,
  'canned.manage': managers,
  'tasks.read': everyone,
  /** Create, edit, complete tasks. */
  'tasks.write': everyone,
  /** Contacts: read, edit, tag, note, merge. */
  'contacts.read': everyone,
  'contacts.write': everyone,
  /** Bulk: CSV import, custom attribute definitions, erase. */
  'contacts.admin': managers,
  /** Leads and deals. */
  'sales.read': everyone,
  'sales.write': everyone,
  /** Pipelines and their stages. */
  'pipelines.manage': managers,
  /** The agent's settings, test suite and playground. */
  'agent.manage': managers,
  'knowledge.read': managers,
  'knowledge.write': managers,
  /** The member list, one's own availability, leaving, answering an ownership offer. */
  'team.read': everyone,
  /** Invites, role changes, removals. */
  'team.manage': managers,
  'ownership.transfer': ownerOnly,
  'audit.read': managers,
  /** Business-wide analytics (an agent sees their own work in the inbox, not the business's figures). */
  'analytics.read': managers,
  // Screens whose API a later issue builds; the dashboard already offers them by role.
  'campaigns.manage': managers,
  'workflows.manage': managers,
  'integrations.manage': managers,
  /** POST /odoo/inventory/{business_id}: fetch the Odoo products, optionally into the knowledge. */
  'inventory.sync': managers,
} as const satisfies Record<string, readonly TeamRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isAllowed(role: TeamRole | null | undefined, permission: Permission): boolean {
  return role ? (PERMISSIONS[permission] as readonly TeamRole[]).includes(role) : false;
}

export const AVAILABILITIES = ['online', 'away', 'offline'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Every dashboard call names the business it acts on in this header (else: the session's). */
export const BUSINESS_HEADER = 'x-lisa-business';

export const INVITE_TTL_DAYS = 7;
export const MAX_PENDING_INVITES = 20;
export const MAX_INVITES_PER_HOUR = 10;
/** No live dashboard connection for this long and a member counts as offline. */
export const PRESENCE_TIMEOUT_MINUTES = 5;
/** The dashboard path an invite link opens: `${dashboard}/invite?token=...`. */
export const INVITE_PATH = '/invite';

const roleSchema = z.enum(TEAM_ROLES, { error: 'Choose owner, admin or agent' });
const invitableRoleSchema = z.enum(INVITABLE_ROLES, { error: 'Choose admin or agent' });

export const inviteRequestSchema = z.object({ email: emailSchema, role: invitableRoleSchema });
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const inviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: invitableRoleSchema,
  invited_by: personSchema.nullable(),
  created_at: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;
export const inviteListSchema = z.object({ data: z.array(inviteSchema) });
export type InviteList = z.infer<typeof inviteListSchema>;

export const memberSchema = z.object({
  /** Null for an invited address that has not joined yet. */
  user_id: z.number().int().nullable(),
  /** Set for an invited row: resend and revoke act on it. */
  invite_id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(['active', 'invited']),
  /** What the person chose, or offline when no dashboard of theirs has been live for 5 min. */
  availability: z.enum(AVAILABILITIES),
  last_seen_at: z.string().nullable(),
  joined_at: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.object({ data: z.array(memberSchema) });
export type MemberList = z.infer<typeof memberListSchema>;

export const memberRoleRequestSchema = z.object({ role: invitableRoleSchema });
export type MemberRoleRequest = z.infer<typeof memberRoleRequestSchema>;

export const availabilityRequestSchema = z.object({
  availability: z.enum(AVAILABILITIES, { error: 'Choose online, away or offline' }),
});
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;

/** The signed-in person in the chosen business: role, availability, open ownership offer. */
export const teamMeSchema = z.object({
  user_id: z.number().int(),
  business_id: z.number().int(),
  role: roleSchema,
  availability: z.enum(AVAILABILITIES),
  /** An ownership transfer waiting for this person's answer, if any. */
  ownership_offer: z.object({ id: z.number().int(), from: personSchema }).nullable(),
});
export type TeamMe = z.infer<typeof teamMeSchema>;

export const ownershipTransferRequestSchema = z.object({ user_id: dbIdSchema('User id') });
export const ownershipTransferSchema = z.object({
  id: z.number().int(),
  from: personSchema,
  to: personSchema,
  created_at: z.string(),
});
export type OwnershipTransfer = z.infer<typeof ownershipTransferSchema>;

// --- accepting an invite (no session needed) -------------------------------------------

export const inviteTokenSchema = z
  .string({ error: 'The invite link is incomplete' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'The invite link is incomplete' });

export const INVITE_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

/** GET /api/team/invites/preview?token=: what the invite screen shows before any click. */
export const invitePreviewSchema = z.object({
  state: z.enum(INVITE_STATES),
  business_name: z.string(),
  email: z.string(),
  role: invitableRoleSchema,
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  /** An account exists for the address: the invitee signs in instead of choosing a password. */
  has_account: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** A person with no account sends name and password; a signed-in one sends the token only. */
export const acceptInviteRequestSchema = z.object({
  token: inviteTokenSchema,
  name: nameSchema('Name').optional(),
  password: passwordSchema.optional(),
});
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;
/** Accepting answers like a sign-in (a session in the joined business). */
export const acceptInviteResponseSchema = signInResponseSchema.extend({
  business_id: z.number().int(),
});
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;

export const createBusinessRequestSchema = z.object({ business_name: nameSchema('Business name') });
export type CreateBusinessRequest = z.infer<typeof createBusinessRequestSchema>;

// --- audit log ---------------------------------------------------------------------------

export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: personSchema.nullable(),
  kind: z.string(),
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  /** The id of the last entry of the previous page. */
  cursor: dbIdParamSchema('Cursor').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  actor: dbIdParamSchema('Actor').optional(),
  /** A kind or a prefix of kinds ending in a dot: `team.` matches every team change. */
  kind: storedText('Kind').trim().max(80).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  next_cursor: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Texts the server answers with; the dashboard shows them as they come. */
export const TEAM_TEXTS = {
  alreadyMember: 'That person is already a member of this business.',
  alreadyInvited: 'That address already has a pending invite. Resend it instead.',
  tooManyPending: `A business can have at most ${MAX_PENDING_INVITES} pending invites. Revoke one first.`,
  inviteRateLimited: `At most ${MAX_INVITES_PER_HOUR} invites an hour. Please try again later.`,
  inviteNotFound: 'This invite link is not valid. Ask for a new invite.',
  inviteAccepted: 'This invite has already been used. Sign in to open the business.',
  inviteExpired: 'This invite has expired. Ask the person who invited you for a new one.',
  inviteRevoked: 'This invite was withdrawn. Ask the business owner if you should still join.',
  signInAsInvitee: 'This invite is for another address. Sign in with the invited email to accept.',
  accountExists: 'An account exists for this address. Sign in to accept the invite.',
  passwordNeeded: 'Choose a name and password to create your account.',
  lastOwner: 'A business always keeps one owner. Transfer ownership first.',
  ownerRoleByTransfer: 'Ownership moves only by a transfer the new owner accepts.',
  notMember: 'You are not a member of this business.',
  memberNotFound: 'That person is not a member of this business.',
  noOwnershipOffer: 'There is no ownership transfer waiting for you.',
} as const;
