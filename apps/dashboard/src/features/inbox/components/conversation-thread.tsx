import { EmptyState } from '@lisa/ui/empty-state';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { ChannelWindowBar } from '../../channels/components/channel-window-bar.tsx';
import { DeliveryTicks } from '../../channels/components/delivery-ticks.tsx';
import { useChannelDeliveries } from '../../channels/hooks/use-channel-deliveries.ts';
import { useReplyClosed } from '../../channels/hooks/use-reply-closed.tsx';
import { useRetryDelivery } from '../../channels/hooks/use-retry-delivery.ts';
import { useRole } from '../../session/hooks/use-role.ts';
import { inboxQueries } from '../api/inbox-queries.ts';
import { useConversationLive } from '../hooks/use-conversation-live.ts';
import { useConversationUpdate } from '../hooks/use-conversation-update.ts';
import { useInboxApi } from '../hooks/use-inbox-api.ts';
import { useMarkRead } from '../hooks/use-mark-read.ts';
import { useSavedAnswers } from '../hooks/use-saved-answers.ts';
import { useTaughtAnswers } from '../hooks/use-taught-answers.ts';
import { useThreadShortcuts } from '../hooks/use-thread-shortcuts.ts';
import { useViewer } from '../hooks/use-viewer.ts';
import {
  assignUpdate,
  availableActions,
  type ConversationAction,
  updateFor,
} from '../lib/conversation-actions.ts';
import { otherViewers, typingLine } from '../lib/conversation-live.ts';
import { threadMessages } from '../lib/inbox-cache.ts';
import { canManageCanned, canTeachAnswers } from '../lib/inbox-permissions.ts';
import { contactName } from '../lib/inbox-status.ts';
import { askedBefore, isTeammateReply } from '../lib/saved-answer.ts';
import { Composer } from './composer.tsx';
import { GoodAnswer, isCitedAnswer } from './good-answer.tsx';
import { LoadFailure } from './load-failure.tsx';
import { MessageList } from './message-list.tsx';
import { SaveAnswer } from './save-answer.tsx';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import { ThreadHeader } from './thread-header.tsx';
import { ThreadSkeleton } from './thread-skeleton.tsx';

export interface ConversationThreadProps {
  id: number;
  /** Back control shown in the header (phone list, or the standalone screen's link). */
  back?: ReactNode;
  /** The contact-details control, where the screen has no contact column. */
  details?: ReactNode;
  className?: string;
}

/** The thread region: header with actions, messages, composer; shortcuts while it is shown. */
export function ConversationThread({ id, back, details, className }: ConversationThreadProps) {
  const api = useInboxApi();
  const conversation = useQuery(inboxQueries.conversation(api, id));
  const messages = useInfiniteQuery(inboxQueries.messages(api, id));
  const viewer = useViewer();
  const role = useRole();
  const update = useConversationUpdate();
  const [assignOpen, setAssignOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const rows = threadMessages(messages.data);
  useMarkRead(id, rows.at(-1)?.id);
  const { live, now } = useConversationLive(id);
  const deliveries = useChannelDeliveries(id, conversation.data?.channel);
  const retry = useRetryDelivery(id);
  const replyClosed = useReplyClosed(id, conversation.data?.channel);
  const answers = useTaughtAnswers(id, canTeachAnswers(role));
  const savedAnswers = useSavedAnswers(id, canTeachAnswers(role));

  const current = conversation.data;
  const actions = current ? availableActions(current, viewer.userId) : [];
  const run = (action: ConversationAction) => {
    if (!current || update.isPending || !actions.includes(action)) return;
    if (action === 'assign') setAssignOpen(true);
    else
      update.mutate({ conversation: current, update: updateFor(action, current, viewer.userId) });
  };
  useThreadShortcuts(Boolean(current) && !helpOpen && !assignOpen, (shortcut) => {
    if (shortcut === 'help') setHelpOpen(true);
    else run(shortcut);
  });

  const frame = (label: string, children: ReactNode) => (
    <section aria-label={label} className={`flex min-h-0 flex-col bg-surface ${className ?? ''}`}>
      {children}
    </section>
  );

  if (conversation.isPending)
    return frame(
      'Conversation',
      <>
        {back ? <div className="p-2">{back}</div> : null}
        <ThreadSkeleton />
      </>,
    );
  if (conversation.isError) {
    const failure = toApiFailure(conversation.error, 'The conversation could not be loaded.');
    return frame(
      'Conversation',
      <>
        {back ? <div className="p-2">{back}</div> : null}
        {failure.status === 404 ? (
          <EmptyState
            icon={<MessagesSquare />}
            title="Conversation not found"
            description="It may belong to another business, or the link is wrong."
          />
        ) : (
          <LoadFailure message={failure.message} onRetry={() => void conversation.refetch()} />
        )}
      </>,
    );
  }

  const data = conversation.data;
  const name = contactName(data.contact);
  return frame(
    `Conversation with ${name}`,
    <>
      <ThreadHeader
        conversation={data}
        name={name}
        assigneeName={viewer.nameOf(data.assignee_id)}
        actions={actions}
        members={viewer.members}
        assignOpen={assignOpen}
        onAssignOpenChange={setAssignOpen}
        onAction={run}
        onAssign={(userId, assigneeName) =>
          update.mutate({ conversation: data, update: assignUpdate(data, userId), assigneeName })
        }
        onShowShortcuts={() => setHelpOpen(true)}
        back={back}
        details={details}
        busy={update.isPending}
        viewers={otherViewers(live, viewer.userId)}
      />
      {messages.isError ? (
        <LoadFailure
          message={toApiFailure(messages.error, 'The messages could not be loaded.').message}
          onRetry={() => void messages.refetch()}
        />
      ) : messages.isPending ? (
        <ThreadSkeleton />
      ) : (
        <MessageList
          messages={rows}
          contact={name}
          hasEarlier={messages.hasNextPage}
          loadingEarlier={messages.isFetchingNextPage}
          onLoadEarlier={() => void messages.fetchNextPage()}
          actionsOf={(message) =>
            answers.enabled && isCitedAnswer(message) ? (
              <GoodAnswer message={message} answers={answers} />
            ) : savedAnswers.enabled && isTeammateReply(message) ? (
              <SaveAnswer
                message={message}
                question={askedBefore(rows, message)}
                answers={savedAnswers}
              />
            ) : null
          }
          statusOf={(message) => {
            const delivery = deliveries.get(String(message.id));
            if (!delivery) return null;
            const messageId = String(message.id);
            return (
              <DeliveryTicks
                delivery={delivery}
                onRetry={() => retry.mutate(messageId)}
                retrying={retry.isPending && retry.variables === messageId}
              />
            );
          }}
        />
      )}
      <p aria-live="polite" className="min-h-5 px-4 text-ink-muted text-xs italic">
        {typingLine(live, viewer.userId, name, now) ?? ''}
      </p>
      <ChannelWindowBar conversationId={data.id} channel={data.channel} />
      <Composer
        key={data.id}
        conversation={data}
        canManageCanned={canManageCanned(role)}
        replyClosed={replyClosed}
      />
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </>,
  );
}
