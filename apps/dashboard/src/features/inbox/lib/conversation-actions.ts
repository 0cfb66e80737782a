// What a member may do to a conversation in each state, the PATCH body of each action, and
// the state shown at once while the server answers.
import type { ConversationUpdate, InboxConversation } from '@lisa/contracts/inbox';

export type ConversationAction = 'takeOver' | 'handBack' | 'assign' | 'resolve' | 'reopen';

/** The header's actions for this conversation and viewer, in display order. */
export function availableActions(
  conversation: Pick<InboxConversation, 'status' | 'assignee_id'>,
  me: number | null,
): ConversationAction[] {
  const { status, assignee_id } = conversation;
  if (status === 'resolved') return ['reopen'];
  const actions: ConversationAction[] = [];
  if (status !== 'open' || assignee_id !== me) actions.push('takeOver');
  if (status === 'open' || status === 'waiting') actions.push('handBack');
  actions.push('assign', 'resolve');
  return actions;
}

export const ACTION_LABELS: Record<ConversationAction, string> = {
  takeOver: 'Take over',
  handBack: 'Hand back to bot',
  assign: 'Assign',
  resolve: 'Resolve',
  reopen: 'Reopen',
};

/** The PATCH body; the version makes a change lost to a teammate's a 409, not a silent win. */
export function updateFor(
  action: Exclude<ConversationAction, 'assign'>,
  conversation: Pick<InboxConversation, 'version'>,
  me: number | null,
): ConversationUpdate {
  const version = conversation.version;
  switch (action) {
    case 'takeOver':
      return me === null
        ? { status: 'open', version }
        : { status: 'open', assignee_id: me, version };
    case 'handBack':
      return { status: 'bot', version };
    case 'resolve':
      return { status: 'resolved', version };
    case 'reopen':
      return { status: 'open', version };
  }
}

export function assignUpdate(
  conversation: Pick<InboxConversation, 'version'>,
  assigneeId: number | null,
): ConversationUpdate {
  return { assignee_id: assigneeId, version: conversation.version };
}

/** The conversation as it will be if the server agrees (shown until it answers). */
export function applyUpdate(
  conversation: InboxConversation,
  update: ConversationUpdate,
): InboxConversation {
  const next = { ...conversation };
  if (update.status !== undefined) {
    next.status = update.status;
    if (update.status !== 'waiting') next.waiting_since = null;
  }
  if (update.assignee_id !== undefined) next.assignee_id = update.assignee_id;
  return next;
}

/** Toast text after a successful change. */
export function successText(update: ConversationUpdate, assigneeName?: string): string {
  if (update.status === 'bot') return 'Handed back to the bot.';
  if (update.status === 'resolved') return 'Conversation resolved.';
  if (update.status === 'open' && update.assignee_id) return 'You took over this conversation.';
  if (update.status === 'open') return 'Conversation reopened.';
  if (update.assignee_id === null) return 'Conversation unassigned.';
  return assigneeName ? `Assigned to ${assigneeName}.` : 'Assignee changed.';
}
