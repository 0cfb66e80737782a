import type { KnowledgeGap } from '@lisa/contracts/agent';
import { Button } from '@lisa/ui/button';
import { Card, CardHeader } from '@lisa/ui/card';
import { Dialog } from '@lisa/ui/dialog';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import type { DatacenterApi } from '../api/datacenter-api.ts';
import { datacenterQueries } from '../api/datacenter-queries.ts';
import { QaForm } from './add-source-dialogs.tsx';

/** "Questions your agent could not answer": answer one as a Q&A pair, or dismiss it. */
export function GapsCard({ api }: { api: DatacenterApi }) {
  const gaps = useQuery(datacenterQueries.gaps(api));
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState<KnowledgeGap | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: datacenterQueries.all });

  async function dismiss(gap: KnowledgeGap) {
    try {
      await api.dismissGap(gap.id);
      await refresh();
    } catch (error) {
      toast.error(toApiFailure(error, 'The question could not be dismissed.').message);
    }
  }

  const list = gaps.data ?? [];
  return (
    <Card as="section" aria-labelledby="gaps-title">
      <CardHeader
        title={<span id="gaps-title">Questions your agent could not answer</span>}
        description="Grouped by meaning, most asked first. Answer one and your agent uses it at once."
      />
      {gaps.isSuccess && list.length === 0 ? (
        <p className="mt-3 text-ink-muted text-sm">None so far.</p>
      ) : null}
      <ul aria-label="Unanswered questions" className="mt-3 flex flex-col divide-y divide-line">
        {list.map((gap) => (
          <li
            key={gap.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
          >
            <div>
              <p className="font-medium">{gap.question}</p>
              <p className="text-ink-muted text-xs">
                Asked {gap.count} {gap.count === 1 ? 'time' : 'times'}
                {gap.last_decision === 'handoff' ? ' · handed to a person' : ''}
                {gap.examples.length > 0 ? ` · also: ${gap.examples.join(' · ')}` : ''}
              </p>
            </div>
            <div className="flex gap-1">
              <Button
                size="sm"
                onClick={() => setAnswering(gap)}
                aria-label={`Answer: ${gap.question}`}
              >
                Answer
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void dismiss(gap)}
                aria-label={`Dismiss: ${gap.question}`}
              >
                Dismiss
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={answering !== null}
        onOpenChange={(open) => (open ? null : setAnswering(null))}
        title="Answer this question"
        description="It becomes a Q&A pair in your knowledge base."
      >
        {answering ? (
          <QaForm
            defaults={{ question: answering.question, answer: '' }}
            submitLabel="Save answer"
            save={async (values) => {
              await api.answerGap(answering.id, values);
              await refresh();
            }}
            onClose={() => setAnswering(null)}
          />
        ) : null}
      </Dialog>
    </Card>
  );
}
