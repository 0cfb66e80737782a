import type { TeamMe } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useSessionStore } from '../../session/hooks/use-session.ts';
import { teamQueries } from '../api/team-queries.ts';
import { useTeamApi } from '../hooks/use-team-api.ts';

/** An ownership transfer waiting for the signed-in person: Accept or Decline. */
export function OwnershipOfferBanner({ offer }: { offer: NonNullable<TeamMe['ownership_offer']> }) {
  const api = useTeamApi();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const settle = async () => {
    await queryClient.invalidateQueries({ queryKey: teamQueries.all });
    // The role shown in the business switcher comes with the user record.
    await session.refresh();
  };
  const accept = useMutation({
    mutationFn: () => api.acceptOwnership(),
    onSuccess: () => toast.success('You are now the owner of this business.'),
    onError: (error) =>
      toast.error(
        toApiFailure(error, 'Ownership could not be accepted. Please try again.').message,
      ),
    onSettled: settle,
  });
  const decline = useMutation({
    mutationFn: () => api.withdrawOwnership(),
    onSuccess: () => toast.success('You declined the ownership transfer.'),
    onError: (error) =>
      toast.error(
        toApiFailure(error, 'The offer could not be declined. Please try again.').message,
      ),
    onSettled: settle,
  });
  const busy = accept.isPending || decline.isPending;

  return (
    <section
      aria-label="Ownership offer"
      className="mt-4 flex flex-wrap items-center gap-3 rounded-card border border-brand-ink/30 bg-brand-surface px-4 py-3 text-sm"
    >
      <Crown aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-ink" />
      <p className="min-w-0 flex-1 text-ink">
        <strong>{offer.from.name}</strong> offered you ownership of this business. Accept to become
        its owner, with billing, credits and every team change.
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          loading={decline.isPending}
          onClick={() => decline.mutate()}
        >
          Decline
        </Button>
        <Button
          size="sm"
          disabled={busy}
          loading={accept.isPending}
          onClick={() => accept.mutate()}
        >
          Accept ownership
        </Button>
      </div>
    </section>
  );
}
