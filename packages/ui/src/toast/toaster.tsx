import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { toastStore } from './toast.ts';
import type { ToastStore, ToastVariant } from './toast-store.ts';

const variantClass: Record<ToastVariant, string> = {
  info: 'border-brand-300 bg-surface-raised text-ink',
  success: 'border-success/40 bg-surface-raised text-ink',
  error: 'border-danger/50 bg-surface-raised text-ink',
  warning: 'border-warning/50 bg-surface-raised text-ink',
};

const variantDot: Record<ToastVariant, string> = {
  info: 'bg-brand-500',
  success: 'bg-success',
  error: 'bg-danger',
  warning: 'bg-warning',
};

/** Renders the toasts top-right. Mount once near the root of an app. */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed top-4 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'error' || t.variant === 'warning' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-card ${variantClass[t.variant]}`}
        >
          <span
            aria-hidden="true"
            className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${variantDot[t.variant]}`}
          />
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            onClick={() => store.dismiss(t.id)}
            aria-label="Dismiss notification"
            className="-m-1 rounded p-1 text-ink-muted hover:text-ink"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ))}
    </section>
  );
}
