import type { AcceptInviteResponse } from '@lisa/contracts/team';
import { toast } from '@lisa/ui/toast';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../session/hooks/use-session.ts';

/** After an accepted invite: the session it answered, the joined business chosen, /dashboard. */
export function useFinishJoining(businessName: string) {
  const session = useSessionStore();
  const navigate = useNavigate();
  return async (answer: AcceptInviteResponse) => {
    await session.setToken(answer.token, answer.user);
    if (!session.chooseBusiness(answer.business_id)) {
      // The refresh did not list it (a failed or stale reload): the answer itself names it.
      const joined = answer.businesses.find((business) => business.id === answer.business_id);
      if (joined) session.addBusiness(joined);
    }
    toast.success(`Welcome to ${businessName}.`);
    navigate('/dashboard', { replace: true });
  };
}
