// The board as the client changes it before the server answers: a deal moved to a stage and
// position, the cards renumbered and every column's count and totals recomputed at SPEC §9's
// rate, exactly as the API computes them (so the optimistic board and the answer agree).
import {
  type Board,
  convertMinor,
  type Deal,
  type DealCurrency,
  formatMoney,
  type MoneyTotal,
} from '@lisa/contracts/sales';

export interface MoveTarget {
  dealId: number;
  stageId: number;
  /** Index in the target stage without the moved card. */
  position: number;
  lostReason?: string | undefined;
}

function add(total: MoneyTotal, deal: Deal): void {
  total.kes_minor += convertMinor(deal.amount_minor, deal.currency, 'KES');
  total.usd_minor += convertMinor(deal.amount_minor, deal.currency, 'USD');
}

/** Counts and totals from the deals, in stage order; deals sorted by stage then position. */
export function recount(board: Board, deals: Deal[]): Board {
  const order = new Map(board.stages.map((stage, index) => [stage.id, index]));
  const sorted = [...deals].sort(
    (a, b) =>
      (order.get(a.stage_id) ?? 0) - (order.get(b.stage_id) ?? 0) ||
      a.position - b.position ||
      a.id - b.id,
  );
  const total: MoneyTotal = { kes_minor: 0, usd_minor: 0 };
  const stages = board.stages.map((stage) => {
    const mine = sorted.filter((deal) => deal.stage_id === stage.id);
    const stageTotal: MoneyTotal = { kes_minor: 0, usd_minor: 0 };
    for (const deal of mine) add(stageTotal, deal);
    return { ...stage, count: mine.length, total: stageTotal };
  });
  for (const deal of sorted) add(total, deal);
  return { ...board, stages, deals: sorted, total, count: sorted.length };
}

/** The board after a move, or the same board when the deal is not on it. */
export function applyMove(board: Board, move: MoveTarget): Board {
  const moving = board.deals.find((deal) => deal.id === move.dealId);
  const target = board.stages.find((stage) => stage.id === move.stageId);
  if (!moving || !target) return board;
  const siblings = board.deals
    .filter((deal) => deal.stage_id === move.stageId && deal.id !== move.dealId)
    .sort((a, b) => a.position - b.position || a.id - b.id);
  const at = Math.min(Math.max(0, move.position), siblings.length);
  const changesStage = moving.stage_id !== move.stageId;
  const moved: Deal = {
    ...moving,
    stage_id: move.stageId,
    position: at,
    ...(changesStage
      ? { lost_reason: target.kind === 'lost' ? (move.lostReason ?? null) : null }
      : {}),
  };
  siblings.splice(at, 0, moved);
  const renumbered = new Map(
    siblings.map((deal, index) => [deal.id, { ...deal, position: index }]),
  );
  const deals = board.deals.map((deal) => renumbered.get(deal.id) ?? deal);
  return recount(board, deals);
}

/** The deals of one stage in order. */
export function dealsOf(board: Board, stageId: number): Deal[] {
  return board.deals.filter((deal) => deal.stage_id === stageId);
}

/** A total in the chosen currency: "KES 259,600". */
export function formatTotal(total: MoneyTotal, currency: DealCurrency): string {
  return formatMoney(currency === 'KES' ? total.kes_minor : total.usd_minor, currency);
}
