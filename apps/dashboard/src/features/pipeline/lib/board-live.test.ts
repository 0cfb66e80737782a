import type { DealChanged } from '@lisa/contracts/realtime';
import type { Board } from '@lisa/contracts/sales';
import { describe, expect, it } from 'vitest';
import { boardIsStale } from './board-live.ts';

const board = {
  pipeline: { id: 1 },
  deals: [{ id: 7, version: 2 }],
} as unknown as Board;

const frame = (over: Partial<DealChanged>): DealChanged => ({
  type: 'deal.changed',
  action: 'moved',
  deal_id: 7,
  pipeline_id: 1,
  version: 3,
  actor_user_id: '9',
  ...over,
});

describe('boardIsStale', () => {
  it('refetches for a teammate’s newer change, a new deal and a deletion shown on the board', () => {
    expect(boardIsStale(frame({}), board, false)).toBe(true);
    expect(boardIsStale(frame({ action: 'created', deal_id: 8, version: 0 }), board, false)).toBe(
      true,
    );
    expect(boardIsStale(frame({ action: 'deleted', version: null }), board, false)).toBe(true);
  });

  it('skips the echo of what the board already shows, other pipelines, and while my move is in flight', () => {
    expect(boardIsStale(frame({ version: 2 }), board, false)).toBe(false);
    expect(
      boardIsStale(frame({ action: 'deleted', deal_id: 8, version: null }), board, false),
    ).toBe(false);
    expect(boardIsStale(frame({ pipeline_id: 2 }), board, false)).toBe(false);
    expect(boardIsStale(frame({}), board, true)).toBe(false);
    expect(boardIsStale({ type: 'pong' }, board, false)).toBe(false);
  });
});
