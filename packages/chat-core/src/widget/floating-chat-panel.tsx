import { Send, Trash, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FloatingChat } from '../floating-chat-store.ts';
import { agentTypingText } from '../live-typing.ts';
import { useStore } from '../react/use-store.ts';
import {
  agentLabel,
  FLOATING_GREETING,
  FLOATING_PLACEHOLDER,
  FLOATING_QUICK_REPLIES,
  FLOATING_STARTER_CHIPS,
} from '../texts.ts';
import { AttachmentLinks } from './attachment-links.tsx';
import { type CsatClient, CsatPrompt } from './csat-prompt.tsx';
import { MarkdownMessage } from './markdown-message.tsx';
import {
  SentFileNames,
  useWidgetFiles,
  WidgetAttachButton,
  WidgetPickedFiles,
} from './widget-attachments.tsx';

export interface FloatingChatPanelProps {
  chat: FloatingChat;
  position?: 'left' | 'right';
  /** Header text; defaults to the business's agent name. */
  title?: string;
  /** Caps the desktop panel width (widget option maxWidth). */
  maxWidth?: number;
  /** Asks for a rating once the conversation is resolved (csat-prompt.tsx). */
  csat?: CsatClient;
  onClose(): void;
}

/** SPEC §9: the floating textarea grows with its text up to 80 px. */
const TEXTAREA_MAX_PX = 80;

export function FloatingChatPanel({
  chat,
  position = 'right',
  title,
  maxWidth,
  csat,
  onClose,
}: FloatingChatPanelProps) {
  const state = useStore(chat);
  const [draft, setDraft] = useState('');
  const files = useWidgetFiles();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const hasMessages = state.messages.some((m) => m.sender !== 'typing');

  useEffect(() => {
    void chat.start();
  }, [chat]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log && state.messages.length > 0) log.scrollTop = log.scrollHeight;
  }, [state.messages]);

  // Size the textarea to its text after every change of the draft (cleared after a send too).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, TEXTAREA_MAX_PX)}px`;
    input.dataset.length = String(draft.length);
  }, [draft]);

  // Focus returns to the input once a reply arrives. Never scroll the host page for it: the
  // panel may be focused before its fixed-position styles apply (issue 22).
  useEffect(() => {
    if (!state.pending) inputRef.current?.focus({ preventScroll: true });
  }, [state.pending]);

  const submit = (text: string) => {
    if ((text.trim().length === 0 && files.files.length === 0) || state.pending) return;
    setDraft('');
    void chat.send(text, files.take());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(draft);
    }
  };

  const fill = (question: string) => {
    setDraft(question);
    inputRef.current?.focus({ preventScroll: true });
  };

  return (
    <section
      className={`lisa-w-panel lisa-w-${position}`}
      style={maxWidth ? { maxWidth } : undefined}
      role="dialog"
      aria-label="Chat with Lisa"
      aria-modal="false"
    >
      <header className="lisa-w-header">
        {state.business.avatar_url ? (
          <img className="lisa-w-avatar" src={state.business.avatar_url} alt="" />
        ) : null}
        <h2 className="lisa-w-title">{title ?? state.business.agent_name}</h2>
        <button
          type="button"
          className="lisa-w-icon"
          aria-label="Clear chat"
          title="Clear chat"
          onClick={() => chat.clear()}
        >
          <Trash />
        </button>
        <button
          type="button"
          className="lisa-w-icon"
          aria-label="Close chat"
          title="Close chat"
          onClick={onClose}
        >
          <X />
        </button>
      </header>
      <div className="lisa-w-log" ref={logRef} role="log" aria-live="polite" aria-label="Messages">
        {hasMessages ? null : (
          <div className="lisa-w-empty">
            <p className="lisa-w-greeting">{FLOATING_GREETING}</p>
            <div className="lisa-w-chips">
              {FLOATING_STARTER_CHIPS.map((chip) => (
                <button
                  key={chip.label}
                  type="button"
                  className="lisa-w-chip"
                  onClick={() => fill(chip.question)}
                >
                  {chip.label}
                </button>
              ))}
            </div>
          </div>
        )}
        {state.messages.map((m) =>
          m.sender === 'typing' ? (
            <div
              key={m.id}
              className="lisa-w-typing"
              role="status"
              aria-label="Assistant is typing"
            >
              <span />
              <span />
              <span />
            </div>
          ) : m.sender === 'system' ? (
            <p key={m.id} className="lisa-w-system" data-sender="system">
              {m.text}
            </p>
          ) : m.sender === 'agent' ? (
            <div key={m.id} className="lisa-w-agent">
              <span className="lisa-w-author">{agentLabel(m.authorName, state.business)}</span>
              <div className="lisa-w-msg" data-sender="agent">
                {m.text}
                {m.attachments?.length ? (
                  <AttachmentLinks files={m.attachments} fetchFile={chat.fetchAttachment} />
                ) : null}
                <time className="lisa-w-time">{m.timestamp}</time>
              </div>
            </div>
          ) : (
            <div
              key={m.id}
              className="lisa-w-msg"
              data-sender={m.sender}
              data-error={m.isError ? 'true' : undefined}
              role={m.isError ? 'alert' : undefined}
            >
              {m.sender === 'bot' ? <MarkdownMessage text={m.text} /> : m.text}
              {m.attachments?.length ? <SentFileNames files={m.attachments} /> : null}
              <time className="lisa-w-time">{m.timestamp}</time>
            </div>
          ),
        )}
        {csat && state.status === 'resolved' ? <CsatPrompt client={csat} /> : null}
        {state.agentTyping !== null ? (
          <div className="lisa-w-agent-typing" role="status">
            <span className="lisa-w-typing" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {agentTypingText(state.agentTyping)}
          </div>
        ) : null}
      </div>
      {hasMessages ? (
        <fieldset className="lisa-w-quick" aria-label="Quick replies">
          {FLOATING_QUICK_REPLIES.map((reply) => (
            <button
              key={reply}
              type="button"
              className="lisa-w-chip"
              disabled={state.pending}
              onClick={() => submit(reply)}
            >
              {reply}
            </button>
          ))}
        </fieldset>
      ) : null}
      <WidgetPickedFiles files={files} uploadProgress={state.uploadProgress} />
      <form
        className="lisa-w-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit(draft);
        }}
      >
        <WidgetAttachButton files={files} disabled={state.pending} />
        <textarea
          ref={inputRef}
          className="lisa-w-input"
          rows={1}
          aria-label="Message"
          placeholder={FLOATING_PLACEHOLDER}
          value={draft}
          disabled={state.pending}
          onChange={(event) => {
            setDraft(event.target.value);
            chat.draftChanged(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="lisa-w-send"
          aria-label="Send message"
          disabled={state.pending || (draft.trim().length === 0 && files.files.length === 0)}
        >
          <Send size={18} />
        </button>
      </form>
    </section>
  );
}
