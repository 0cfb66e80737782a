import type { KnowledgeSource } from '@lisa/contracts/knowledge';
import { Button } from '@lisa/ui/button';
import { DataTable } from '@lisa/ui/data-table';
import { Dialog } from '@lisa/ui/dialog';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Globe, MessageSquarePlus, RefreshCw, Type } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { datacenterQueries } from '../api/datacenter-queries.ts';
import { useDatacenterApi } from '../hooks/use-datacenter-api.ts';
import { useKnowledgeRealtime } from '../hooks/use-knowledge-realtime.ts';
import { type AddKind, AddSourceDialog } from './add-source-dialogs.tsx';
import { GapsCard } from './gaps-card.tsx';
import { LearnedCard } from './learned-card.tsx';
import { PlanLimits } from './plan-limits.tsx';
import { SearchPanel } from './search-panel.tsx';
import { type SourceAction, sourceColumns } from './source-columns.tsx';
import { SourcePreviewDialog } from './source-preview-dialog.tsx';
import { UploadZone } from './upload-zone.tsx';

/** /dashboard/datacenter: what the agent knows, how it got there, and what it is missing. */
export default function DatacenterScreen({ title }: { title: string }) {
  const api = useDatacenterApi();
  const queryClient = useQueryClient();
  const sources = useQuery(datacenterQueries.sources(api));
  const [adding, setAdding] = useState<AddKind | null>(null);
  const [preview, setPreview] = useState<KnowledgeSource | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeSource | null>(null);
  const [busy, setBusy] = useState(false);
  useKnowledgeRealtime();
  // ?source=<id> (the inbox's "Saved to your knowledge" link) opens that source's entries.
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('source'));
  useEffect(() => {
    const found = linked ? sources.data?.find((s) => s.id === linked) : undefined;
    if (found) setPreview(found);
  }, [linked, sources.data]);
  const closePreview = () => {
    setPreview(null);
    if (params.has('source')) {
      params.delete('source');
      setParams(params, { replace: true });
    }
  };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: datacenterQueries.all });

  async function run(work: () => Promise<void>, fallback: string) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(toApiFailure(error, fallback).message);
    } finally {
      setBusy(false);
      refresh();
    }
  }

  const columns = useMemo(
    () =>
      sourceColumns((action: SourceAction, source) => {
        if (action === 'preview') setPreview(source);
        if (action === 'delete') setDeleting(source);
        if (action === 'sync')
          void run(async () => {
            await api.refresh(source.id);
            toast.success(`"${source.title}" is up to date.`);
          }, 'The page could not be fetched again.');
      }),
    [api],
  );

  return (
    <section aria-labelledby="datacenter-title" className="flex flex-col gap-6">
      <div>
        <h1 id="datacenter-title" className="font-semibold text-2xl">
          {title}
        </h1>
        <p className="mt-1 text-ink-muted text-sm">
          Everything your agent answers from: files, web pages, text and questions with their
          answers.
        </p>
      </div>
      <PlanLimits api={api} />
      <UploadZone api={api} onAdded={refresh} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" leadingIcon={<Globe />} onClick={() => setAdding('url')}>
          Add a web page
        </Button>
        <Button variant="secondary" leadingIcon={<Type />} onClick={() => setAdding('text')}>
          Paste text
        </Button>
        <Button
          variant="secondary"
          leadingIcon={<MessageSquarePlus />}
          onClick={() => setAdding('qa')}
        >
          Write a Q&A pair
        </Button>
        <Button
          variant="ghost"
          leadingIcon={<RefreshCw />}
          loading={busy}
          onClick={() =>
            void run(async () => {
              const queued = await api.syncAll();
              toast.success(
                queued === 0
                  ? 'There are no web pages to sync.'
                  : `Syncing ${queued} web ${queued === 1 ? 'page' : 'pages'}.`,
              );
            }, 'The web pages could not be synced.')
          }
        >
          Sync all web pages
        </Button>
      </div>
      <GapsCard api={api} />
      <LearnedCard />
      <DataTable
        caption="Knowledge sources"
        columns={columns}
        data={sources.data ?? []}
        getRowId={(s) => String(s.id)}
        sorting
        pageSize={25}
        loading={sources.isPending}
        onRowActivate={setPreview}
        empty="Nothing yet: add a file, a web page, some text or a question with its answer."
      />
      <SearchPanel api={api} />
      <AddSourceDialog kind={adding} onClose={() => setAdding(null)} api={api} onAdded={refresh} />
      <SourcePreviewDialog source={preview} onClose={closePreview} api={api} />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={deleting ? `Delete "${deleting.title}"?` : 'Delete'}
      >
        <p className="text-ink-muted text-sm">
          Your agent stops answering from it at once. This cannot be undone.
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={() => {
              const source = deleting;
              if (!source) return;
              void run(async () => {
                await api.remove(source.id);
                toast.success(`Deleted "${source.title}".`);
                setDeleting(null);
              }, 'The source could not be deleted.');
            }}
          >
            Delete source
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
