import { Spinner } from '../spinner.tsx';

// SPEC §2/§4 connection banner, presentational only: the state comes from a connection
// monitor (the api-client's; LiveConnectionBanner binds one). ui fetches nothing.

export type ConnectionBannerState = 'hidden' | 'lost' | 'restored';

export interface ConnectionBannerProps {
  state: ConnectionBannerState;
  /** 'Connection lost' / 'Connection restored' (the monitor's texts). */
  message: string | null;
  /** A retry's health check is running: spinner shown, button disabled. */
  retrying?: boolean;
  onRetry?: () => void;
  retryLabel?: string;
  /**
   * 'fixed' (default) floats over the page's top edge. 'sticky' takes its own row in the
   * page flow and stays at the top while scrolling, so it pushes the page down instead of
   * covering the controls there (the dashboard's header and its Sign out button).
   */
  placement?: 'fixed' | 'sticky';
}

/** Fixed to the top of the screen; red with Retry while lost, green once restored. */
export function ConnectionBanner({
  state,
  message,
  retrying = false,
  onRetry,
  retryLabel = 'Retry',
  placement = 'fixed',
}: ConnectionBannerProps) {
  if (state === 'hidden' || !message) return null;
  const lost = state === 'lost';
  return (
    <div
      role={lost ? 'alert' : 'status'}
      data-state={state}
      data-placement={placement}
      className={`${placement === 'sticky' ? 'sticky' : 'fixed inset-x-0'} top-0 z-[70] flex items-center justify-center gap-3 px-4 py-2 font-medium text-sm text-white shadow-md ${
        lost ? 'bg-red-600' : 'bg-emerald-600'
      }`}
    >
      <span>{message}</span>
      {lost && onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
          className="inline-flex items-center gap-2 rounded-md bg-white/20 px-3 py-1 font-semibold hover:bg-white/30 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {retrying ? <Spinner size="sm" label="Checking connection" /> : null}
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
