import { brand } from '@lisa/catalogue/brand';
import {
  agentLabel,
  agentTypingText,
  type ChatMessage,
  HERO_HINT,
  HERO_LIMIT_FOOTER,
  HERO_PLACEHOLDER,
  lazyVisitorLive,
  type OutgoingAttachment,
} from '@lisa/chat-core';
import { useHeroChat, usePlaceholderRotation } from '@lisa/chat-core/react';
import { AttachmentLinks, ensureWidgetStyles, MarkdownMessage } from '@lisa/chat-core/widget';
import { Mic, Paperclip } from 'lucide-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { env } from '../../env.ts';
import { siteChatTransport } from './chat-transport.ts';
import { HERO_EMOJIS } from './hero-emojis.ts';
import { heroLimitLinks } from './hero-links.ts';
import { ATTACHMENT_ACCEPT, readAttachments } from './read-attachments.ts';
import { useSpeechDictation } from './use-speech-dictation.ts';

/** SPEC §9: the landing text box grows from 64 to 200 px. */
const TEXTBOX_MIN_PX = 64;
const TEXTBOX_MAX_PX = 200;

function TypingDots() {
  return (
    <div
      role="status"
      aria-label="Lisa is typing"
      className="flex w-fit gap-1 rounded-2xl bg-surface-muted px-4 py-3"
    >
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="h-2 w-2 animate-pulse rounded-full bg-ink-muted"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

function LimitNotice({ text }: { text: string }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900 text-sm dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-medium">{text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={heroLimitLinks.quote}
          className="rounded-full bg-brand-600 px-4 py-1.5 font-semibold text-white hover:bg-brand-700"
        >
          Get a quote
        </Link>
        <a
          href={heroLimitLinks.booking}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full border border-brand-600 px-4 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-200"
        >
          Book a demo
        </a>
        <a
          href={heroLimitLinks.signIn}
          className="rounded-full px-4 py-1.5 font-semibold text-brand-700 underline dark:text-brand-200"
        >
          Sign in
        </a>
      </div>
    </div>
  );
}

function Message({
  message,
  fetchFile,
}: {
  message: ChatMessage;
  fetchFile: (id: number) => Promise<Blob>;
}) {
  if (message.sender === 'typing') return <TypingDots />;
  if (message.isLimitNotice) return <LimitNotice text={message.text} />;
  if (message.sender === 'system') {
    return <p className="self-center text-center text-ink-muted text-xs">{message.text}</p>;
  }
  if (message.sender === 'agent') {
    // A teammate took the conversation over from the inbox: their name above the bubble.
    return (
      <div className="flex max-w-[85%] flex-col gap-1">
        <span className="pl-1 font-semibold text-ink-muted text-xs">
          {agentLabel(message.authorName, { business_name: brand.name })}
        </span>
        <div className="whitespace-pre-wrap break-words rounded-2xl rounded-bl-md border-brand-600 border-l-4 bg-surface-muted px-4 py-2 text-ink text-sm leading-6">
          {message.text}
          {message.attachments?.length ? (
            <AttachmentLinks files={message.attachments} fetchFile={fetchFile} />
          ) : null}
        </div>
      </div>
    );
  }
  if (message.sender === 'user') {
    return (
      <div className="ml-auto max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2 text-white">
        <p className="whitespace-pre-wrap break-words">{message.text}</p>
        {message.attachments?.length ? (
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Attachments">
            {message.attachments.map((a) => (
              <li
                key={a.name}
                className="max-w-[140px] truncate rounded bg-white/20 px-2 py-0.5 text-xs"
                title={a.name}
              >
                📎 {a.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  return (
    <div
      data-error={message.isError ? 'true' : undefined}
      className={`max-w-[85%] rounded-2xl rounded-bl-md px-4 py-2 text-sm leading-6 ${
        message.isError
          ? 'border border-red-300 bg-red-50 text-red-700 dark:bg-red-950/40 dark:text-red-200'
          : 'bg-surface-muted text-ink'
      }`}
    >
      <MarkdownMessage text={message.text} />
    </div>
  );
}

/** The landing page's "Try Lisa Now" chat: SPEC's hero chat and landing demo chat in one. */
export default function HeroChat() {
  const { chat, state } = useHeroChat({
    transport: siteChatTransport(),
    // Teammate replies: the socket and its polling fallback load after the first answer.
    liveChannel: lazyVisitorLive({ apiUrl: env.apiUrl, wsUrl: env.wsUrl }),
  });
  const [draft, setDraft] = useState('');
  const [attachments, setAttachments] = useState<OutgoingAttachment[]>([]);
  const [attachmentErrors, setAttachmentErrors] = useState<string[]>([]);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const dictation = useSpeechDictation(setDraft);
  const rotation = usePlaceholderRotation(
    state.pending || dictation.listening || state.visitorMessages > 0,
  );
  const placeholder = rotation.text || HERO_PLACEHOLDER;
  const disabled = state.pending || state.locked;

  // Markdown styles (lists, links, code) shared with the floating widget.
  useEffect(() => ensureWidgetStyles(document), []);

  useEffect(() => {
    const log = logRef.current;
    if (log && state.messages.length > 0) log.scrollTop = log.scrollHeight;
  }, [state.messages]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(Math.max(input.scrollHeight, TEXTBOX_MIN_PX), TEXTBOX_MAX_PX)}px`;
    input.dataset.length = String(draft.length);
  }, [draft]);

  const send = () => {
    if (draft.trim().length === 0 || disabled) return;
    if (dictation.listening) dictation.stop();
    const files = attachments;
    setDraft('');
    setAttachments([]);
    setAttachmentErrors([]);
    setEmojiOpen(false);
    void chat.send(draft, files);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const insertEmoji = (emoji: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? draft.length;
    const end = input?.selectionEnd ?? draft.length;
    setDraft(draft.slice(0, start) + emoji + draft.slice(end));
    setEmojiOpen(false);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const { accepted, errors } = await readAttachments(Array.from(files), attachments.length);
    setAttachments((current) => [...current, ...accepted]);
    setAttachmentErrors(errors);
    if (fileRef.current) fileRef.current.value = '';
  };

  const iconButton =
    'flex h-9 w-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-50';

  return (
    <section
      aria-label="Try Lisa Now"
      className="flex h-[520px] flex-col overflow-hidden rounded-3xl border border-line bg-surface-raised text-left shadow-card"
    >
      <header className="flex items-center gap-3 border-line border-b px-5 py-3">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
        >
          L
        </span>
        <div>
          <h2 className="font-semibold text-ink">Try Lisa Now</h2>
          <p className="text-emerald-700 text-xs">● Online</p>
        </div>
      </header>

      {state.phase === 'loading' ? (
        <div role="status" aria-label="Loading chat" className="flex flex-1 flex-col gap-3 p-5">
          <div className="h-10 w-2/3 animate-pulse rounded-2xl bg-surface-muted" />
          <div className="ml-auto h-10 w-1/2 animate-pulse rounded-2xl bg-surface-muted" />
          <div className="h-16 w-3/4 animate-pulse rounded-2xl bg-surface-muted" />
        </div>
      ) : (
        <div
          ref={logRef}
          role="log"
          aria-label="Conversation"
          aria-live="polite"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: once the answers overflow, the log scrolls and must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          className="flex flex-1 flex-col gap-3 overflow-y-auto p-5"
        >
          {state.messages.map((message) => (
            <Message key={message.id} message={message} fetchFile={chat.fetchAttachment} />
          ))}
          {state.agentTyping !== null ? (
            <p role="status" className="flex items-center gap-2 text-ink-muted text-xs">
              {agentTypingText(state.agentTyping)}
            </p>
          ) : null}
        </div>
      )}

      <div className="border-line border-t p-3">
        {attachments.length > 0 ? (
          <ul aria-label="Attached files" className="mb-2 flex flex-wrap gap-2">
            {attachments.map((file, index) => (
              <li
                key={`${file.name}-${index}`}
                className="flex items-center gap-1 rounded-full bg-surface-muted py-1 pr-1 pl-3 text-ink text-xs"
              >
                <span className="max-w-[140px] truncate" title={file.name}>
                  {file.name}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setAttachments((list) => list.filter((_, i) => i !== index))}
                  className="rounded-full px-1.5 text-ink-muted hover:bg-surface hover:text-ink"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {attachmentErrors.length > 0 ? (
          <ul role="alert" className="mb-2 space-y-1 text-red-600 text-xs">
            {attachmentErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
        {emojiOpen ? (
          <fieldset
            aria-label="Emoji picker"
            className="mb-2 grid w-fit grid-cols-8 gap-1 rounded-xl border border-line bg-surface p-2"
          >
            {HERO_EMOJIS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                aria-label={emoji}
                onClick={() => insertEmoji(emoji)}
                className="rounded-lg p-1 text-xl hover:bg-surface-muted"
              >
                {emoji}
              </button>
            ))}
          </fieldset>
        ) : null}
        <textarea
          ref={inputRef}
          rows={3}
          aria-label="Message"
          aria-describedby="hero-chat-hint"
          placeholder={placeholder}
          value={draft}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value);
            chat.draftChanged(event.target.value);
          }}
          onKeyDown={onKeyDown}
          style={{ minHeight: TEXTBOX_MIN_PX, maxHeight: TEXTBOX_MAX_PX }}
          className="w-full resize-none rounded-xl border border-line bg-surface px-3 py-2 text-ink outline-none focus:border-brand-500 disabled:cursor-not-allowed disabled:opacity-60"
        />
        <div className="mt-2 flex items-center gap-1" data-keep-clear>
          <input
            ref={fileRef}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            className="hidden"
            aria-label="Attach files"
            onChange={(event) => void onFiles(event.target.files)}
          />
          <button
            type="button"
            aria-label="Attach files"
            disabled={disabled}
            onClick={() => fileRef.current?.click()}
            className={iconButton}
          >
            <Paperclip size={18} />
          </button>
          <button
            type="button"
            aria-label="Insert emoji"
            aria-expanded={emojiOpen}
            disabled={disabled}
            onClick={() => setEmojiOpen((o) => !o)}
            className={iconButton}
          >
            <span aria-hidden="true">🙂</span>
          </button>
          {dictation.supported ? (
            <button
              type="button"
              aria-label={dictation.listening ? 'Stop dictation' : 'Start dictation'}
              aria-pressed={dictation.listening}
              disabled={disabled}
              onClick={() => (dictation.listening ? dictation.stop() : dictation.start(draft))}
              className={`${iconButton} ${dictation.listening ? 'text-red-600' : ''}`}
            >
              <Mic size={18} />
            </button>
          ) : null}
          <p id="hero-chat-hint" className="ml-2 flex-1 text-ink-muted text-xs">
            {state.locked ? HERO_LIMIT_FOOTER : HERO_HINT}
          </p>
          <button
            type="button"
            aria-label="Send message"
            disabled={disabled || draft.trim().length === 0}
            onClick={send}
            className="flex h-9 items-center gap-1 rounded-full bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Send
          </button>
        </div>
      </div>
    </section>
  );
}
