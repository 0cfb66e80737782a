import { TEAM_ROLES, type TeamRole } from '@lisa/contracts/team';
import { useSession } from './use-session.ts';

/** The signed-in person's role in the chosen business (null while it is not known). */
export function useRole(): TeamRole | null {
  const { businesses, businessId } = useSession();
  const role = businesses.find((business) => business.id === businessId)?.role;
  return TEAM_ROLES.find((known) => known === role) ?? null;
}
