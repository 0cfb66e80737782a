// Whether a `deal.changed` frame (another member's change, or this member's in another tab)
// makes an open board stale. The echo of a change the board already shows is skipped, so a
// card I just dragged never jumps back when its own event arrives; while a move of mine is
// in flight nothing is refetched (its onSettled reads the board once it has landed).
import type { ServerMessage } from '@lisa/contracts/realtime';
import type { Board } from '@lisa/contracts/sales';

export function boardIsStale(
  frame: ServerMessage,
  board: Board | undefined,
  moveInFlight: boolean,
): boolean {
  if (frame.type !== 'deal.changed') return false;
  if (moveInFlight) return false;
  if (!board) return true;
  if (board.pipeline.id !== frame.pipeline_id) return false;
  const shown = board.deals.find((deal) => deal.id === frame.deal_id);
  if (frame.action === 'deleted') return shown !== undefined;
  // Absent: it may have just entered this (filtered) board.
  if (!shown) return true;
  return frame.version === null || shown.version < frame.version;
}
