import {
  createToastStore,
  HTML_WARNING_TOAST_DURATION_MS,
  type ToastOptions,
} from './toast-store.ts';

/** The app-wide toast store that <Toaster /> renders by default. */
export const toastStore = createToastStore();

export function toast(message: string, options?: ToastOptions): number {
  return toastStore.show(message, options);
}
toast.success = (message: string, options?: Omit<ToastOptions, 'variant'>) =>
  toastStore.show(message, { ...options, variant: 'success' });
toast.error = (message: string, options?: Omit<ToastOptions, 'variant'>) =>
  toastStore.show(message, { ...options, variant: 'error' });
toast.warning = (message: string, options?: Omit<ToastOptions, 'variant'>) =>
  toastStore.show(message, { ...options, variant: 'warning' });
/** The SPEC §8 "Server is returning HTML..." warning: a warning toast kept for 8 s. */
toast.htmlWarning = (message: string) =>
  toastStore.show(message, { variant: 'warning', durationMs: HTML_WARNING_TOAST_DURATION_MS });
toast.dismiss = (id: number) => toastStore.dismiss(id);
