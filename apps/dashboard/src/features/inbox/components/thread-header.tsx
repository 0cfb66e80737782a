import { conversationChannelLabel } from '@lisa/contracts/channels';
import type { InboxConversation } from '@lisa/contracts/inbox';
import type { PresenceViewer } from '@lisa/contracts/realtime';
import type { Member } from '@lisa/contracts/team';
import { Avatar } from '@lisa/ui/avatar';
import { Badge } from '@lisa/ui/badge';
import { Button, IconButton } from '@lisa/ui/button';
import { ArrowLeft, Bot, CheckCircle2, Keyboard, RotateCcw, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ACTION_LABELS, type ConversationAction } from '../lib/conversation-actions.ts';
import { statusLabel, statusTone } from '../lib/inbox-status.ts';
import { AssignMenu } from './assign-menu.tsx';

export interface ThreadHeaderProps {
  conversation: InboxConversation;
  name: string;
  assigneeName: string | null;
  actions: ConversationAction[];
  members: Member[];
  assignOpen: boolean;
  onAssignOpenChange: (open: boolean) => void;
  onAction: (action: Exclude<ConversationAction, 'assign'>) => void;
  onAssign: (userId: number | null, name: string) => void;
  onShowShortcuts: () => void;
  /** A back control (phone: to the list; standalone: to the inbox). */
  back?: ReactNode;
  /** Opens the contact's details where the layout has no column for them. */
  details?: ReactNode;
  busy: boolean;
  /** Teammates (not the viewer) who have this conversation open now. */
  viewers?: PresenceViewer[];
}

const icons = {
  takeOver: <UserCheck />,
  handBack: <Bot />,
  resolve: <CheckCircle2 />,
  reopen: <RotateCcw />,
};
const keys = { takeOver: 't', handBack: 'b', resolve: 'r', reopen: 'o' };

/** Contact, status, assignee and the actions, each with its key. */
export function ThreadHeader(props: ThreadHeaderProps) {
  const { conversation, name, assigneeName, actions, busy } = props;
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-line border-b px-3 py-3 sm:px-4">
      {props.back}
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1">
          <h2 className="min-w-0 truncate font-semibold text-base">{name}</h2>
          <IconButton
            label="Keyboard shortcuts"
            icon={<Keyboard className="h-4 w-4" />}
            size="sm"
            aria-keyshortcuts="?"
            onClick={props.onShowShortcuts}
          />
          {props.details}
        </div>
        <p className="flex flex-wrap items-center gap-2 text-ink-muted text-xs">
          <Badge tone={statusTone(conversation.status)}>{statusLabel(conversation.status)}</Badge>
          <span>{assigneeName ? `Assigned to ${assigneeName}` : 'Unassigned'}</span>
          <span>· {conversationChannelLabel(conversation.channel)}</span>
        </p>
        {conversation.handoff_reason && conversation.status === 'waiting' ? (
          <p className="mt-1 text-warning-ink text-xs">
            Handed over: {conversation.handoff_reason}
          </p>
        ) : null}
      </div>
      {props.viewers && props.viewers.length > 0 ? (
        <ul
          aria-label="Also viewing"
          className="-space-x-2 flex items-center"
          title={`Also viewing: ${props.viewers.map((v) => v.name).join(', ')}`}
        >
          {props.viewers.map((viewer) => (
            <li key={viewer.user_id}>
              <Avatar name={viewer.name} size="sm" className="ring-2 ring-surface rounded-full" />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {actions.map((action) =>
          action === 'assign' ? (
            <AssignMenu
              key={action}
              members={props.members}
              assigneeId={conversation.assignee_id}
              open={props.assignOpen}
              onOpenChange={props.onAssignOpenChange}
              onAssign={props.onAssign}
              disabled={busy}
            />
          ) : (
            <Button
              key={action}
              size="sm"
              variant={action === 'takeOver' ? 'primary' : 'secondary'}
              leadingIcon={icons[action]}
              aria-keyshortcuts={keys[action]}
              disabled={busy}
              onClick={() => props.onAction(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ),
        )}
      </div>
    </header>
  );
}

export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <IconButton label={label} icon={<ArrowLeft className="h-4 w-4" />} onClick={onClick} />;
}
