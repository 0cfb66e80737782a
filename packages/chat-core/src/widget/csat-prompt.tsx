// The visitor's rating of a resolved conversation (CSAT): once the conversation is
// resolved the panel asks "How did we do?" with 1–5 and an optional comment, once. The
// server decides whether to ask (GET /api/chat/rating answers ask: false once rated) and
// refuses a second rating, authorised by the visitor token the widget already stores.
// Texts mirror CSAT_TEXTS in @lisa/contracts/analytics (not imported: the widget bundle
// stays free of zod); csat-prompt.test.ts keeps them equal.
import { useEffect, useState } from 'react';
import { loadSession } from '../live-session.ts';
import { browserStorage, CHAT_STORAGE_KEYS, type KeyValueStorage } from '../storage.ts';

export const CSAT_PROMPT_TEXTS = {
  question: 'How did we do?',
  commentLabel: 'Anything to add? (optional)',
  submit: 'Send rating',
  thanks: 'Thank you for your feedback.',
} as const;

export interface CsatStatus {
  ask: boolean;
  rated: boolean;
  score: number | null;
}

export interface CsatClient {
  status(): Promise<CsatStatus>;
  rate(score: number, comment?: string): Promise<CsatStatus>;
}

export interface CsatClientOptions {
  /** Origin of Lisa's API, e.g. http://localhost:8000. */
  apiUrl: string;
  storage?: KeyValueStorage;
  fetch?: typeof fetch;
}

/** Calls /api/chat/rating with the stored conversation's visitor token. */
export function createCsatClient({
  apiUrl,
  storage = browserStorage(),
  fetch: fetcher = globalThis.fetch,
}: CsatClientOptions): CsatClient {
  const url = `${apiUrl.replace(/\/+$/, '')}/api/chat/rating`;
  const call = async (init: RequestInit): Promise<CsatStatus> => {
    const token = loadSession(storage, CHAT_STORAGE_KEYS.chatSession)?.visitorToken;
    if (!token) return { ask: false, rated: false, score: null };
    const response = await fetcher(url, {
      ...init,
      headers: { ...(init.headers ?? {}), authorization: `Bearer ${token}` },
    });
    if (!response.ok) return { ask: false, rated: response.status === 409, score: null };
    return (await response.json()) as CsatStatus;
  };
  return {
    status: () => call({ method: 'GET' }),
    rate: (score, comment) =>
      call({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(comment ? { score, comment } : { score }),
      }),
  };
}

export function CsatPrompt({ client }: { client: CsatClient }) {
  const [phase, setPhase] = useState<'checking' | 'asking' | 'sending' | 'thanked' | 'hidden'>(
    'checking',
  );
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');

  useEffect(() => {
    let live = true;
    client
      .status()
      .then((status) => {
        if (live) setPhase(status.ask ? 'asking' : 'hidden');
      })
      .catch(() => {
        if (live) setPhase('hidden');
      });
    return () => {
      live = false;
    };
  }, [client]);

  if (phase === 'checking' || phase === 'hidden') return null;
  if (phase === 'thanked') {
    return (
      <p className="lisa-w-system" role="status">
        {CSAT_PROMPT_TEXTS.thanks}
      </p>
    );
  }
  return (
    <form
      className="lisa-w-csat"
      aria-label={CSAT_PROMPT_TEXTS.question}
      onSubmit={(event) => {
        event.preventDefault();
        if (score === null) return;
        setPhase('sending');
        client
          .rate(score, comment.trim() || undefined)
          .then(() => setPhase('thanked'))
          .catch(() => setPhase('asking'));
      }}
    >
      <fieldset className="lisa-w-quick">
        <legend className="lisa-w-system">{CSAT_PROMPT_TEXTS.question}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            className="lisa-w-chip"
            aria-pressed={score === value}
            aria-label={`${value} out of 5`}
            onClick={() => setScore(value)}
          >
            {value}
          </button>
        ))}
      </fieldset>
      <textarea
        className="lisa-w-input"
        rows={2}
        maxLength={1000}
        aria-label={CSAT_PROMPT_TEXTS.commentLabel}
        placeholder={CSAT_PROMPT_TEXTS.commentLabel}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <button
        type="submit"
        className="lisa-w-chip"
        disabled={score === null || phase === 'sending'}
      >
        {CSAT_PROMPT_TEXTS.submit}
      </button>
    </form>
  );
}
