/** SPEC §9: toasts sit top-right and close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;
/** SPEC §8/§9: the "server is returning HTML" warning stays for 8 s. */
export const HTML_WARNING_TOAST_DURATION_MS = 8000;

export type ToastVariant = 'info' | 'success' | 'error' | 'warning';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  durationMs: number;
}

export interface ToastOptions {
  variant?: ToastVariant;
  durationMs?: number;
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * A tiny observable list of toasts. Framework-free so it can be driven from anywhere
 * (the api-client's HTML warning, a form) and tested with fake timers.
 */
export function createToastStore(timers: Timers = realTimers) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => {
    const handle = handles.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    handles.delete(id);
    const next = toasts.filter((t) => t.id !== id);
    if (next.length !== toasts.length) {
      toasts = next;
      emit();
    }
  };

  const show = (message: string, options: ToastOptions = {}): number => {
    const toast: Toast = {
      id: nextId++,
      message,
      variant: options.variant ?? 'info',
      durationMs: options.durationMs ?? TOAST_DURATION_MS,
    };
    toasts = [...toasts, toast];
    handles.set(
      toast.id,
      timers.setTimeout(() => dismiss(toast.id), toast.durationMs),
    );
    emit();
    return toast.id;
  };

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
