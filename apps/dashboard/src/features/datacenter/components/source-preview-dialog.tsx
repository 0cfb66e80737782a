import type { KnowledgeSource } from '@lisa/contracts/knowledge';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Spinner } from '@lisa/ui/spinner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DatacenterApi } from '../api/datacenter-api.ts';
import { datacenterQueries } from '../api/datacenter-queries.ts';
import { QaForm } from './add-source-dialogs.tsx';
import { ResyncSchedule } from './resync-schedule.tsx';

/** A source's chunks as the agent searches them; a Q&A source's pairs can be edited. */
export function SourcePreviewDialog({
  source,
  onClose,
  api,
}: {
  source: KnowledgeSource | null;
  onClose: () => void;
  api: DatacenterApi;
}) {
  const detail = useQuery({
    ...datacenterQueries.source(api, source?.id ?? 0),
    enabled: source !== null,
  });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
  const chunks = detail.data?.chunks ?? [];
  const editable = source?.kind === 'faq' && !source.system;

  async function saveEntry(ordinal: number, values: { question: string; answer: string }) {
    if (!source || !detail.data) return;
    const entries = chunks.map((c) =>
      c.ordinal === ordinal
        ? values
        : {
            question: c.question ?? '',
            answer: c.text,
            ...(c.section ? { category: c.section } : {}),
          },
    );
    try {
      // The entries sent are the ones read: an entry added since (an answer saved from the
      // inbox) must not be overwritten, so the API refuses a stale revision.
      await api.replace(
        source.id,
        { type: 'faq', title: source.title, entries },
        detail.data.source.revision,
      );
    } finally {
      // Saved or refused as stale, the entries are read again (the form keeps what was typed).
      await queryClient.invalidateQueries({ queryKey: datacenterQueries.all });
    }
  }

  return (
    <Dialog
      open={source !== null}
      onOpenChange={(open) => {
        if (!open) {
          setEditing(null);
          onClose();
        }
      }}
      title={source ? `Chunks of ${source.title}` : 'Chunks'}
      description="What your agent searches, piece by piece."
      width="max-w-2xl"
    >
      {source?.kind === 'url' && !source.system ? (
        <ResyncSchedule source={source} api={api} />
      ) : null}
      {detail.isPending ? <Spinner label="Loading the chunks" /> : null}
      {detail.data && chunks.length === 0 ? (
        <p className="text-ink-muted text-sm">This source has no chunks yet.</p>
      ) : null}
      <ol aria-label="Chunks" className="flex flex-col gap-3">
        {chunks.map((chunk) => (
          <li key={chunk.ordinal} className="rounded-lg border border-line p-3 text-sm">
            {editing === chunk.ordinal ? (
              <QaForm
                defaults={{ question: chunk.question ?? '', answer: chunk.text }}
                submitLabel="Save"
                save={(values) => saveEntry(chunk.ordinal, values)}
                onClose={() => setEditing(null)}
              />
            ) : (
              <>
                {chunk.section ? <p className="text-ink-muted text-xs">{chunk.section}</p> : null}
                {chunk.question ? <p className="font-semibold">{chunk.question}</p> : null}
                <p className="whitespace-pre-wrap">{chunk.text}</p>
                {editable ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="mt-2"
                    onClick={() => setEditing(chunk.ordinal)}
                    aria-label={`Edit the answer to ${chunk.question ?? 'this question'}`}
                  >
                    Edit
                  </Button>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
