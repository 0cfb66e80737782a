// Who may do what: the one table of role x permission lives in @lisa/contracts/team (the
// dashboard reads it too, to offer only what a role may do); the session guard reads it for
// every route. A route names what it needs in its config (`config: { access }`); a handler
// never compares roles. install-http refuses to register a route that names nothing, so a
// new route cannot forget, and test/role-matrix.test.ts calls every route as every role.
import { isAllowed, PERMISSIONS, type Permission } from '@lisa/contracts/team';

export { isAllowed, PERMISSIONS, type Permission };

/**
 * What a route needs: nothing (`public`), a signed-in person acting on their own account
 * (`self`), or a permission in the business the request acts on.
 */
export type RouteAccess = 'public' | 'self' | Permission;

export function isPermission(access: RouteAccess): access is Permission {
  return access in PERMISSIONS;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
