// The kanban: one column per stage with its count and total, cards in order. A card moves
// with the mouse (drag its handle) or the keyboard (focus "Move …", Space, arrows, Space;
// Escape cancels), both through dnd-kit's sensors; the drop is handed to onMove as a stage
// and an index in that stage.
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type Board,
  type BoardStage,
  type Deal,
  type DealCurrency,
  formatMoney,
} from '@lisa/contracts/sales';
import { cx } from '@lisa/ui/class-names';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { dealsOf, formatTotal } from '../lib/board.ts';

export interface BoardMove {
  deal: Deal;
  stage: BoardStage;
  position: number;
}

/**
 * Cards a column renders at first (more than a screenful); the rest come in pages of the same
 * size as the column is scrolled, or with "Show more". Rendering every sortable card of a big
 * board at once takes seconds; the first screenful does not.
 */
const COLUMN_PAGE = 20;
const stageKey = (id: number) => `stage-${id}`;
const dealKey = (id: number) => `deal-${id}`;

function DealCardBody({ deal }: { deal: Deal }) {
  return (
    <>
      <p className="font-medium text-sm">{deal.title}</p>
      <p className="mt-1 text-ink-muted text-xs">
        {formatMoney(deal.amount_minor, deal.currency)}
        {deal.contact_name ? ` · ${deal.contact_name}` : ''}
      </p>
      {deal.expected_close_date || deal.owner_name ? (
        <p className="mt-1 text-ink-muted text-xs">
          {deal.expected_close_date ? `Closes ${deal.expected_close_date}` : ''}
          {deal.expected_close_date && deal.owner_name ? ' · ' : ''}
          {deal.owner_name ?? ''}
        </p>
      ) : null}
      {deal.lost_reason ? (
        <p className="mt-1 text-danger-ink text-xs">Lost: {deal.lost_reason}</p>
      ) : null}
    </>
  );
}

/**
 * The drag handle's grip, drawn once per board (GripVertical's six dots as a symbol): a
 * separate SVG per card was a fifth of a big board's render.
 */
function GripSymbol() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      <symbol id="deal-grip" viewBox="0 0 24 24">
        {[5, 12, 19].flatMap((cy) =>
          [9, 15].map((cx) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1" />),
        )}
      </symbol>
    </svg>
  );
}

const DealCard = memo(function DealCard({
  deal,
  onOpen,
}: {
  deal: Deal;
  onOpen: (deal: Deal) => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: dealKey(deal.id), data: { deal } });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        'flex items-start gap-1 rounded-card border border-line bg-surface-raised p-2 shadow-sm',
        isDragging && 'opacity-40',
      )}
      data-testid="deal-card"
      data-deal-id={deal.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${deal.title}`}
        className="mt-0.5 cursor-grab touch-none rounded p-1 text-ink-muted hover:bg-surface-muted active:cursor-grabbing"
      >
        <svg
          aria-hidden="true"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        >
          <use href="#deal-grip" />
        </svg>
      </button>
      <button
        type="button"
        onClick={() => onOpen(deal)}
        className="min-w-0 flex-1 rounded p-1 text-left hover:bg-surface-muted"
        aria-label={`Edit ${deal.title}`}
      >
        <DealCardBody deal={deal} />
      </button>
    </li>
  );
});

function StageColumn({
  stage,
  deals,
  currency,
  onOpen,
}: {
  stage: BoardStage;
  deals: Deal[];
  currency: DealCurrency;
  onOpen: (deal: Deal) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stageKey(stage.id), data: { stage } });
  const headingId = `stage-${stage.id}-name`;
  // A long column shows its first cards and more on request: 2,000 sortable cards at once
  // take seconds to render, the first screenful does not.
  const [limit, setLimit] = useState(COLUMN_PAGE);
  const shown = deals.slice(0, limit);
  const hidden = deals.length - shown.length;
  const showMore = () => setLimit((current) => current + COLUMN_PAGE);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || hidden === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setLimit((current) => current + COLUMN_PAGE);
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hidden]);
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid="stage-column"
      data-stage-name={stage.name}
      className={cx(
        'flex w-64 shrink-0 flex-col rounded-card bg-surface-muted p-2',
        isOver && 'ring-2 ring-brand-500',
      )}
    >
      <header className="px-1 pb-2">
        <h2 id={headingId} className="font-semibold text-sm">
          {stage.name}
        </h2>
        <p className="text-ink-muted text-xs" data-testid="stage-summary">
          <span data-testid="stage-count">
            {stage.count} {stage.count === 1 ? 'deal' : 'deals'}
          </span>
          {' · '}
          <span data-testid="stage-total">{formatTotal(stage.total, currency)}</span>
        </p>
      </header>
      <SortableContext
        items={shown.map((deal) => dealKey(deal.id))}
        strategy={verticalListSortingStrategy}
      >
        <ul className="flex min-h-16 flex-col gap-2" aria-label={`${stage.name} deals`}>
          {shown.map((deal) => (
            <DealCard key={deal.id} deal={deal} onOpen={onOpen} />
          ))}
        </ul>
      </SortableContext>
      {hidden > 0 ? (
        <button
          type="button"
          className="mt-2 rounded p-1 text-brand-ink text-xs hover:bg-surface-raised"
          onClick={showMore}
        >
          Show {Math.min(COLUMN_PAGE, hidden)} more ({hidden} not shown)
        </button>
      ) : null}
      {hidden > 0 ? <div ref={sentinel} aria-hidden="true" className="h-px" /> : null}
    </section>
  );
}

export function KanbanBoard({
  board,
  currency,
  onMove,
  onOpen,
}: {
  board: Board;
  currency: DealCurrency;
  onMove: (move: BoardMove) => void;
  onOpen: (deal: Deal) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const [active, setActive] = useState<Deal | null>(null);
  const byId = useMemo(() => new Map(board.deals.map((deal) => [dealKey(deal.id), deal])), [board]);
  const stageById = useMemo(
    () => new Map(board.stages.map((stage) => [stageKey(stage.id), stage])),
    [board],
  );

  /** Where a drop over a card or a column puts the deal: a stage and an index in it. */
  function target(overId: string, deal: Deal): { stage: BoardStage; position: number } | null {
    const overDeal = byId.get(overId);
    if (overDeal) {
      const stage = board.stages.find((s) => s.id === overDeal.stage_id);
      if (!stage) return null;
      const list = dealsOf(board, stage.id).filter((d) => d.id !== deal.id);
      const index = list.findIndex((d) => d.id === overDeal.id);
      if (stage.id === deal.stage_id) {
        // Same column: the card takes the place of the one it is dropped on.
        const full = dealsOf(board, stage.id);
        return { stage, position: full.findIndex((d) => d.id === overDeal.id) };
      }
      return { stage, position: index < 0 ? list.length : index };
    }
    const stage = stageById.get(overId);
    if (!stage) return null;
    return { stage, position: dealsOf(board, stage.id).filter((d) => d.id !== deal.id).length };
  }

  function onDragStart(event: DragStartEvent) {
    setActive(byId.get(String(event.active.id)) ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    setActive(null);
    const deal = byId.get(String(event.active.id));
    if (!deal || !event.over) return;
    const to = target(String(event.over.id), deal);
    if (!to) return;
    const current = dealsOf(board, deal.stage_id).findIndex((d) => d.id === deal.id);
    if (to.stage.id === deal.stage_id && to.position === current) return;
    onMove({ deal, stage: to.stage, position: to.position });
  }

  const nameOf = (id: string | number) => {
    const key = String(id);
    return byId.get(key)?.title ?? stageById.get(key)?.name ?? '';
  };
  const columnOf = (id: string | number | undefined) => {
    if (id === undefined) return '';
    const key = String(id);
    const deal = byId.get(key);
    if (deal) return board.stages.find((s) => s.id === deal.stage_id)?.name ?? '';
    return stageById.get(key)?.name ?? '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${nameOf(a.id)}.`,
    onDragOver: ({ active: a, over }) =>
      over
        ? `${nameOf(a.id)} is over ${columnOf(over.id)}.`
        : `${nameOf(a.id)} is not over a stage.`,
    onDragEnd: ({ active: a, over }) =>
      over ? `${nameOf(a.id)} dropped in ${columnOf(over.id)}.` : `${nameOf(a.id)} dropped.`,
    onDragCancel: ({ active: a }) => `Moving ${nameOf(a.id)} was cancelled.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a deal, press Space. Use the arrow keys to choose a stage and place, Space to drop it there, Escape to cancel.',
        },
      }}
    >
      <GripSymbol />
      <section
        className="flex gap-3 overflow-x-auto pb-4"
        data-testid="kanban"
        aria-label="Pipeline stages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus so a keyboard alone can scroll the stages (axe scrollable-region-focusable)
        tabIndex={0}
      >
        {board.stages.map((stage) => (
          <StageColumn
            key={stage.id}
            stage={stage}
            deals={dealsOf(board, stage.id)}
            currency={currency}
            onOpen={onOpen}
          />
        ))}
      </section>
      <DragOverlay>
        {active ? (
          <div className="w-60 rounded-card border border-line bg-surface-raised p-3 shadow-card">
            <DealCardBody deal={active} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
