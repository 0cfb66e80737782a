import { KNOWLEDGE_BASE_OPTIONS } from '@lisa/catalogue/pricing';
import {
  KNOWLEDGE_PLAN_LIMITS,
  type KnowledgeLimits,
  type KnowledgePlan,
} from '@lisa/contracts/knowledge';
import { Button } from '@lisa/ui/button';
import { cx } from '@lisa/ui/class-names';
import { Dialog } from '@lisa/ui/dialog';
import { toast } from '@lisa/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { env } from '../../../env.ts';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { formatNumber } from '../../../lib/format.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import type { DatacenterApi } from '../api/datacenter-api.ts';
import { datacenterQueries } from '../api/datacenter-queries.ts';

const limitsLine = (plan: KnowledgePlan) =>
  `Up to ${formatNumber(KNOWLEDGE_PLAN_LIMITS[plan].sources)} sources and ${formatNumber(KNOWLEDGE_PLAN_LIMITS[plan].chunks)} chunks`;

/**
 * Choosing the knowledge base size (SPEC §9: small, medium, large, with the pricing page's
 * one-time setup figures). No payment is taken here: the choice is recorded and its limits
 * apply at once; a paid size's setup is arranged with sales ("Contact sales").
 */
export function PlanPicker({
  api,
  current,
  open,
  onClose,
}: {
  api: DatacenterApi;
  current: KnowledgeLimits;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<KnowledgePlan>(current.plan);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const chosen = await api.choosePlan(plan);
      queryClient.setQueryData(datacenterQueries.limits(api).queryKey, chosen);
      toast.success(`Your knowledge base is now ${plan}: ${limitsLine(plan).toLowerCase()}.`);
      onClose();
    } catch (failure) {
      setError(toApiFailure(failure, 'The size could not be changed. Please try again.').message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      title="Knowledge base size"
      description="No payment is taken here: your choice applies its limits at once. Our sales team arranges the one-time setup of a paid size."
      width="max-w-2xl"
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset>
          <legend className="sr-only">Knowledge base size</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {KNOWLEDGE_BASE_OPTIONS.map((option) => (
              <label
                key={option.id}
                className={cx(
                  'flex cursor-pointer flex-col gap-1 rounded-card border p-4 text-sm',
                  option.id === plan ? 'border-brand-600 bg-surface-raised' : 'border-line',
                )}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="plan"
                    value={option.id}
                    checked={option.id === plan}
                    onChange={() => setPlan(option.id)}
                  />
                  <span className="font-semibold text-base">{option.label}</span>
                  {option.id === current.plan ? (
                    <span className="text-ink-muted text-xs">(current)</span>
                  ) : null}
                </span>
                <span>{limitsLine(option.id)}</span>
                <span className="text-ink-muted">{option.description}</span>
                <span>
                  One-time setup: ${formatNumber(option.setupUsd)}
                  {option.setupUsd > 0 ? (
                    <>
                      {' · '}
                      <a
                        className="font-medium text-brand-ink hover:underline"
                        href={`${env.webUrl}/contact`}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        Contact sales
                      </a>
                    </>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {error ? <FormMessage>{error}</FormMessage> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={saving}
            loadingLabel="Saving"
            disabled={plan === current.plan}
          >
            Choose this size
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
