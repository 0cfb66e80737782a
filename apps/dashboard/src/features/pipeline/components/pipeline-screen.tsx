// /dashboard/pipeline: the deals of a pipeline as a kanban (or a list), filtered by owner and
// expected close date, with counts and totals per stage and for the whole board. Moving a
// card is optimistic and rolls back with a message when the server refuses.
import { DEAL_CURRENCIES, type Deal, type DealCurrency } from '@lisa/contracts/sales';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { Skeleton } from '@lisa/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { Kanban, List, Plus } from 'lucide-react';
import { useState } from 'react';
import { DealTasksPanel } from '../../tasks/components/deal-tasks-panel.tsx';
import { salesQueries } from '../api/sales-queries.ts';
import { useBoardRealtime } from '../hooks/use-board-realtime.ts';
import { useMoveDeal } from '../hooks/use-deal-mutations.ts';
import { useSalesApi } from '../hooks/use-sales-api.ts';
import { formatTotal } from '../lib/board.ts';
import { DealDialog } from './deal-dialog.tsx';
import { DealsList } from './deals-list.tsx';
import { type BoardMove, KanbanBoard } from './kanban-board.tsx';
import { LostReasonDialog } from './lost-reason-dialog.tsx';

type View = 'board' | 'list';

export default function PipelineScreen({ title }: { title: string }) {
  const api = useSalesApi();
  const [pipelineId, setPipelineId] = useState<number | undefined>();
  const [owner, setOwner] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [view, setView] = useState<View>('board');
  const [currency, setCurrency] = useState<DealCurrency>('KES');
  const [editing, setEditing] = useState<{ deal: Deal | null } | null>(null);
  const [pendingLost, setPendingLost] = useState<BoardMove | null>(null);

  const pipelines = useQuery(salesQueries.pipelines(api));
  const members = useQuery(salesQueries.members(api));
  const query = {
    ...(pipelineId ? { pipeline_id: pipelineId } : {}),
    ...(owner ? { owner: Number(owner) } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const boardOptions = salesQueries.board(api, query);
  const board = useQuery(boardOptions);
  const move = useMoveDeal(boardOptions.queryKey);
  useBoardRealtime(boardOptions.queryKey);
  const memberList = (members.data?.data ?? []).filter((member) => member.user_id !== null);

  function commit(target: BoardMove, lostReason?: string) {
    move.mutate({
      dealId: target.deal.id,
      stageId: target.stage.id,
      position: target.position,
      version: target.deal.version,
      lostReason,
    });
  }

  function onMove(target: BoardMove) {
    if (target.stage.kind === 'lost' && target.stage.id !== target.deal.stage_id) {
      setPendingLost(target);
      return;
    }
    commit(target);
  }

  const data = board.data;
  return (
    <section aria-labelledby="pipeline-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="pipeline-title" className="font-semibold text-2xl">
            {title}
          </h1>
          <p className="mt-1 text-ink-muted text-sm" data-testid="board-summary">
            {data
              ? `${data.count} ${data.count === 1 ? 'deal' : 'deals'} · ${formatTotal(data.total, currency)}`
              : 'Your deals, stage by stage.'}
          </p>
        </div>
        <Button onClick={() => setEditing({ deal: null })} disabled={!data}>
          <Plus aria-hidden="true" className="size-4" />
          New deal
        </Button>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <Field label="Pipeline">
          {(control) => (
            <Select
              {...control}
              value={String(pipelineId ?? data?.pipeline.id ?? '')}
              onChange={(event) => setPipelineId(Number(event.target.value) || undefined)}
            >
              {(pipelines.data?.data ?? []).map((pipeline) => (
                <option key={pipeline.id} value={String(pipeline.id)}>
                  {pipeline.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Owner">
          {(control) => (
            <Select {...control} value={owner} onChange={(event) => setOwner(event.target.value)}>
              <option value="">Everyone</option>
              {memberList.map((member) => (
                <option key={member.user_id} value={String(member.user_id)}>
                  {member.name ?? member.email}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Closing from">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          )}
        </Field>
        <Field label="Closing to">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          )}
        </Field>
        <Field label="Totals in">
          {(control) => (
            <Select
              {...control}
              value={currency}
              onChange={(event) => setCurrency(event.target.value as DealCurrency)}
            >
              {DEAL_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <fieldset className="flex gap-1" aria-label="View">
          <Button
            variant={view === 'board' ? 'primary' : 'secondary'}
            aria-pressed={view === 'board'}
            onClick={() => setView('board')}
          >
            <Kanban aria-hidden="true" className="size-4" />
            Board
          </Button>
          <Button
            variant={view === 'list' ? 'primary' : 'secondary'}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            <List aria-hidden="true" className="size-4" />
            List
          </Button>
        </fieldset>
      </div>

      {board.isError ? (
        <div role="alert" className="rounded-card bg-danger-surface p-4 text-danger-ink text-sm">
          The board could not be loaded.{' '}
          <Button variant="link" onClick={() => board.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <div className="flex gap-3" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-64 w-64" />
          ))}
        </div>
      ) : view === 'board' ? (
        <KanbanBoard
          board={data}
          currency={currency}
          onMove={onMove}
          onOpen={(deal) => setEditing({ deal })}
        />
      ) : (
        <DealsList board={data} onOpen={(deal) => setEditing({ deal })} />
      )}

      {data && editing ? (
        <DealDialog
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          deal={editing.deal}
          stages={data.stages}
          pipelineId={data.pipeline.id}
          members={memberList}
        >
          {editing.deal ? (
            <DealTasksPanel
              dealId={editing.deal.id}
              dealTitle={editing.deal.title}
              members={memberList}
              owner={editing.deal.owner_id}
            />
          ) : null}
        </DealDialog>
      ) : null}
      <LostReasonDialog
        dealTitle={pendingLost?.deal.title ?? null}
        onCancel={() => setPendingLost(null)}
        onConfirm={(reason) => {
          if (pendingLost) commit(pendingLost, reason);
          setPendingLost(null);
        }}
      />
    </section>
  );
}
