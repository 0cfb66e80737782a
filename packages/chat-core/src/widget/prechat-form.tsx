import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { EmbedConfig } from '../embed/widget-config.ts';

// The optional pre-chat form (issue 16): name and/or email, each optional or required as the
// business set it in the dashboard, shown before the visitor's first message. Its answers go
// to the visitor's contact (POST /widget/prechat); then the chat panel takes its place.

export const PRECHAT_CSS = `
.lisa-w-prechat{flex:1;display:flex;flex-direction:column;gap:12px;padding:16px;overflow-y:auto}
.lisa-w-prechat p{margin:0;color:var(--lisa-muted)}
.lisa-w-label{display:flex;flex-direction:column;gap:4px;font-weight:600;font-size:13px}
.lisa-w-field{border:1px solid var(--lisa-border);border-radius:10px;padding:8px 10px;font:inherit;font-weight:400;color:var(--lisa-fg);background:var(--lisa-bg)}
.lisa-w-field:focus{outline:2px solid var(--lisa-accent);outline-offset:-1px}
.lisa-w-prechat .lisa-w-send{justify-content:center}
.lisa-w-prechat [role="alert"]{color:var(--lisa-error-fg);font-size:13px;margin:0}
`;

export interface PrechatFormProps {
  apiUrl: string;
  config: EmbedConfig;
  customerId: string;
  position: 'left' | 'right';
  title: string;
  maxWidth?: number;
  onDone(): void;
  onClose(): void;
}

export function PrechatForm(props: PrechatFormProps) {
  const { prechat } = props.config;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const response = await fetch(`${props.apiUrl}/widget/prechat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key: props.config.key,
          customer_id: props.customerId,
          ...(name.trim() ? { name: name.trim() } : {}),
          ...(email.trim() ? { email: email.trim() } : {}),
        }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        setError(body?.message ?? 'Something went wrong. Please try again.');
        return;
      }
      props.onDone();
    } catch {
      setError('Could not reach the chat. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      className={`lisa-w-panel lisa-w-${props.position}`}
      style={props.maxWidth ? { maxWidth: props.maxWidth } : undefined}
      role="dialog"
      aria-label="Before we chat"
      aria-modal="false"
    >
      <header className="lisa-w-header">
        <h2 className="lisa-w-title">{props.title}</h2>
        <button
          type="button"
          className="lisa-w-icon"
          aria-label="Close chat"
          title="Close chat"
          onClick={props.onClose}
        >
          <X />
        </button>
      </header>
      <form className="lisa-w-prechat" onSubmit={submit}>
        <p>Tell us who you are so we can follow up if we get cut off.</p>
        {prechat.name !== 'off' ? (
          <label className="lisa-w-label">
            {prechat.name === 'required' ? 'Name' : 'Name (optional)'}
            <input
              className="lisa-w-field"
              autoComplete="name"
              required={prechat.name === 'required'}
              maxLength={120}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
        ) : null}
        {prechat.email !== 'off' ? (
          <label className="lisa-w-label">
            {prechat.email === 'required' ? 'Email' : 'Email (optional)'}
            <input
              className="lisa-w-field"
              type="email"
              autoComplete="email"
              required={prechat.email === 'required'}
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
        ) : null}
        {error ? <p role="alert">{error}</p> : null}
        <button type="submit" className="lisa-w-send" disabled={pending}>
          Start chat
        </button>
      </form>
    </section>
  );
}
