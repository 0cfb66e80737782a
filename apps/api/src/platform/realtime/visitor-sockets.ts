// Which conversations have a visitor socket open on this instance: the inbox emails a reply
// to a visitor who is not there to see it. (With several API instances a visitor connected
// to another one counts as gone: they may get an email they did not need.)
export interface VisitorSockets {
  opened(conversationId: number): void;
  closed(conversationId: number): void;
  connected(conversationId: number): boolean;
}

export function createVisitorSockets(): VisitorSockets {
  const open = new Map<number, number>();
  return {
    opened(conversationId) {
      open.set(conversationId, (open.get(conversationId) ?? 0) + 1);
    },
    closed(conversationId) {
      const left = (open.get(conversationId) ?? 0) - 1;
      if (left > 0) open.set(conversationId, left);
      else open.delete(conversationId);
    },
    connected: (conversationId) => (open.get(conversationId) ?? 0) > 0,
  };
}
