export { toast, toastStore } from './toast.ts';
export {
  createToastStore,
  HTML_WARNING_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  type Toast,
  type ToastOptions,
  type ToastStore,
  type ToastVariant,
} from './toast-store.ts';
export { Toaster } from './toaster.tsx';
