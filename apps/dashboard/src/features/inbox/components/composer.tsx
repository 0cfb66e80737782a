import { INBOX_TEXTS, type InboxConversation } from '@lisa/contracts/inbox';
import { Button } from '@lisa/ui/button';
import { cx } from '@lisa/ui/class-names';
import { Textarea } from '@lisa/ui/input';
import { Lock, MessageSquare, Send } from 'lucide-react';
import {
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useCannedPicker } from '../hooks/use-canned-picker.ts';
import { useComposerAttachments } from '../hooks/use-composer-attachments.ts';
import { useSendReply } from '../hooks/use-send-reply.ts';
import { useTypingSignal } from '../hooks/use-typing-signal.ts';
import { composerDrafts } from '../lib/composer-drafts.ts';
import { composerKeyAction } from '../lib/composer-keys.ts';
import { CannedPicker, cannedOptionId } from './canned-picker.tsx';
import { AttachButton, ComposerFiles } from './composer-attachments.tsx';
import { ComposerMenu } from './composer-menu.tsx';

export interface ComposerProps {
  conversation: InboxConversation;
  /** Owners and admins may edit the canned responses. */
  canManageCanned: boolean;
  /**
   * A reply cannot be sent now (a messaging channel's 24-hour window has closed): the reply
   * box is disabled with the reason, and `instead` offered below it. Notes still go.
   */
  replyClosed?: { reason: string; instead?: ReactNode } | null;
}

/**
 * Reply or private note. Enter sends, Shift+Enter is a new line, "/" opens the canned
 * responses. The text stays until the server has it: a refused send shows the server's
 * message above the kept words.
 */
export function Composer({ conversation, canManageCanned, replyClosed }: ComposerProps) {
  const draft = composerDrafts.get(conversation.id);
  const [text, setText] = useState(draft.text);
  const [note, setNote] = useState(draft.note);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendReply(conversation);
  const attachments = useComposerAttachments(conversation.id);
  const [dragging, setDragging] = useState(false);
  // Only a reply is announced: the visitor never learns a note is being written.
  const typing = useTypingSignal(conversation.id, !note);
  const field = useRef<HTMLTextAreaElement>(null);
  const pickerId = useId();
  const hintId = useId();
  const closedId = useId();
  const closed = !note && replyClosed ? replyClosed : null;
  const picker = useCannedPicker(text, (item) => {
    setText(item.text);
    field.current?.focus();
  });

  useEffect(
    () => composerDrafts.set(conversation.id, { text, note }),
    [conversation.id, text, note],
  );

  function submit() {
    const body = text.trim();
    const files = attachments.readyIds;
    if ((!body && files.length === 0) || send.isPending || attachments.busy || closed) return;
    setFailure(null);
    typing.stop();
    send.mutate(
      { text: body, private: note, ...(files.length > 0 ? { attachments: files } : {}) },
      {
        onSuccess: () => {
          setText('');
          attachments.clear();
          field.current?.focus();
        },
        onError: (error) =>
          setFailure(
            toApiFailure(error, 'The message could not be sent. Please try again.').message,
          ),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (picker.onKeyDown(event)) {
      event.preventDefault();
      return;
    }
    if (composerKeyAction(event.nativeEvent) === 'send') {
      event.preventDefault();
      submit();
    }
  }

  const label = note ? 'Private note' : 'Reply';
  const resolvedHint = !note && !failure && conversation.status === 'resolved';
  const onDrag = (event: DragEvent<HTMLDivElement>, over: boolean) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(over);
  };
  return (
    // Dropping files anywhere on the composer attaches them (the button does the same).
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the Attach button is the accessible way
    <div
      className={cx(
        'border-line border-t p-3',
        note ? 'bg-warning-surface' : 'bg-surface',
        dragging && 'outline-dashed outline-2 outline-brand-ink -outline-offset-4',
      )}
      onDragOver={(event) => onDrag(event, true)}
      onDragLeave={(event) => onDrag(event, false)}
      onDrop={(event) => {
        onDrag(event, false);
        attachments.add(Array.from(event.dataTransfer.files));
      }}
    >
      <fieldset className="mb-2 flex items-center gap-1">
        <legend className="sr-only">Message type</legend>
        <ModeButton pressed={!note} onClick={() => setNote(false)} icon={<MessageSquare />}>
          Reply
        </ModeButton>
        <ModeButton pressed={note} onClick={() => setNote(true)} icon={<Lock />}>
          Private note
        </ModeButton>
        <span className="flex-1" />
        <ComposerMenu
          canManage={canManageCanned}
          onInsertCanned={() => {
            setText('/');
            field.current?.focus();
          }}
        />
      </fieldset>
      {failure ? (
        <p
          role="alert"
          className="mb-2 rounded-lg border border-danger-ink/30 bg-danger-surface px-3 py-2 text-danger-ink text-sm"
        >
          {failure}
        </p>
      ) : null}
      {closed ? (
        <div
          id={closedId}
          role="status"
          className="mb-2 flex flex-col gap-2 rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm"
        >
          <p>{closed.reason}</p>
          {closed.instead}
        </div>
      ) : null}
      <ComposerFiles attachments={attachments} />
      <div className="relative">
        {picker.open ? (
          <CannedPicker
            id={pickerId}
            items={picker.items}
            highlighted={picker.highlighted}
            onPick={picker.insert}
            loading={picker.loading}
          />
        ) : null}
        <Textarea
          ref={field}
          rows={3}
          aria-label={label}
          aria-describedby={closed ? `${closedId} ${hintId}` : hintId}
          disabled={Boolean(closed)}
          aria-controls={picker.open ? pickerId : undefined}
          aria-activedescendant={
            picker.open && picker.items.length > 0
              ? cannedOptionId(pickerId, picker.highlighted)
              : undefined
          }
          placeholder={
            note
              ? 'Write a note only your team sees…'
              : 'Write a reply to the visitor… ("/" for canned responses)'
          }
          className={cx('resize-y', note && 'border-warning-ink/60 bg-surface-raised')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFailure(null);
            typing.changed(event.target.value);
          }}
          onBlur={() => typing.stop()}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            const pasted = Array.from(event.clipboardData.files);
            if (pasted.length === 0) return;
            event.preventDefault();
            attachments.add(pasted);
          }}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <p id={hintId} className="min-w-0 flex-1 text-ink-muted text-xs">
          {resolvedHint
            ? INBOX_TEXTS.resolvedReply
            : note
              ? 'Only your team sees private notes.'
              : 'Enter to send, Shift+Enter for a new line. Drop or paste files to attach.'}
        </p>
        <AttachButton attachments={attachments} />
        <Button
          size="sm"
          leadingIcon={<Send />}
          loading={send.isPending}
          loadingLabel="Sending"
          disabled={
            Boolean(closed) ||
            (!text.trim() && attachments.readyIds.length === 0) ||
            attachments.busy
          }
          onClick={submit}
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          Send
        </Button>
      </div>
    </div>
  );
}

function ModeButton({
  pressed,
  onClick,
  icon,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  icon: React.ReactNode;
  children: string;
}) {
  return (
    <Button
      size="sm"
      variant={pressed ? 'secondary' : 'ghost'}
      aria-pressed={pressed}
      leadingIcon={icon}
      onClick={onClick}
      className={cx(!pressed && 'text-ink-muted')}
    >
      {children}
    </Button>
  );
}
