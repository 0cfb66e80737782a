import type { Board, Deal } from '@lisa/contracts/sales';
import { describe, expect, it } from 'vitest';
import { applyMove, dealsOf, formatTotal } from './board.ts';

function deal(
  id: number,
  stageId: number,
  position: number,
  amount: number,
  currency: 'KES' | 'USD' = 'KES',
): Deal {
  return {
    id,
    pipeline_id: 1,
    stage_id: stageId,
    title: `Deal ${id}`,
    contact_id: null,
    contact_name: null,
    lead_id: null,
    amount_minor: amount,
    currency,
    expected_close_date: null,
    owner_id: null,
    owner_name: null,
    position,
    lost_reason: null,
    version: 0,
    closed_at: null,
    created_at: '',
    updated_at: '',
  };
}

const stage = (id: number, kind: 'open' | 'won' | 'lost' = 'open') => ({
  id,
  pipeline_id: 1,
  name: `Stage ${id}`,
  kind,
  position: id,
  count: 0,
  total: { kes_minor: 0, usd_minor: 0 },
});

const board: Board = {
  pipeline: {
    id: 1,
    name: 'Sales',
    is_default: true,
    position: 0,
    stages: [],
    created_at: '',
    updated_at: '',
  },
  stages: [stage(1), stage(2), stage(3, 'lost')],
  deals: [deal(1, 1, 0, 12_980_000), deal(2, 1, 1, 100_000, 'USD'), deal(3, 2, 0, 500)],
  total: { kes_minor: 0, usd_minor: 0 },
  count: 3,
  kes_per_usd: 129.8,
};

describe('applyMove', () => {
  it('moves a deal to another stage at a position and recomputes counts and totals', () => {
    const next = applyMove(board, { dealId: 2, stageId: 2, position: 0 });
    expect(dealsOf(next, 1).map((d) => d.id)).toEqual([1]);
    expect(dealsOf(next, 2).map((d) => [d.id, d.position])).toEqual([
      [2, 0],
      [3, 1],
    ]);
    expect(next.stages[0]).toMatchObject({
      count: 1,
      total: { kes_minor: 12_980_000, usd_minor: 100_000 },
    });
    expect(next.stages[1]).toMatchObject({
      count: 2,
      total: { kes_minor: 12_980_500, usd_minor: 100_004 },
    });
    expect(formatTotal(next.stages[1]?.total ?? { kes_minor: 0, usd_minor: 0 }, 'KES')).toBe(
      'KES 129,805',
    );
  });

  it('reorders within a stage and keeps the lost reason only on a lost stage', () => {
    const down = applyMove(board, { dealId: 1, stageId: 1, position: 1 });
    expect(dealsOf(down, 1).map((d) => d.id)).toEqual([2, 1]);
    const lost = applyMove(board, { dealId: 3, stageId: 3, position: 0, lostReason: 'Price' });
    expect(dealsOf(lost, 3)[0]?.lost_reason).toBe('Price');
  });
});
