// Who may do what: the one table of role x permission, read by the session guard. A route
// names what it needs in its config (`config: { access }`); a handler never compares roles.
// install-http refuses to register a route that names nothing, so a new route cannot
// forget, and test/role-matrix.test.ts calls every route as every role against this table.
import type { MembershipRole } from '../../db/schema/accounts.ts';

const everyone = ['owner', 'admin', 'agent'] as const;
const managers = ['owner', 'admin'] as const;
const owner = ['owner'] as const;

/**
 * owner: everything; admin: everything but billing, deleting the business and owners;
 * agent: the inbox, contacts and leads, tasks — no agent settings, knowledge, workflows,
 * campaigns, integrations, team or credits changes (the team issue).
 */
export const PERMISSIONS = {
  'dashboard.read': everyone,
  'credits.read': everyone,
  'conversations.read': everyone,
  'tasks.read': everyone,
  'knowledge.read': managers,
  'knowledge.write': managers,
  /** The member list, one's own availability, leaving, answering an ownership offer. */
  'team.read': everyone,
  /** Invites, role changes, removals. */
  'team.manage': managers,
  'ownership.transfer': owner,
  'audit.read': managers,
} as const satisfies Record<string, readonly MembershipRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * What a route needs: nothing (`public`), a signed-in person acting on their own account
 * (`self`), or a permission in the business of their session.
 */
export type RouteAccess = 'public' | 'self' | Permission;

export function isPermission(access: RouteAccess): access is Permission {
  return access in PERMISSIONS;
}

export function isAllowed(role: MembershipRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly MembershipRole[]).includes(role);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
