// Lazy screens that know about the connection (issue #22): when a screen's code cannot be
// fetched (offline, or the connection dropped mid-load) the screen says so with Retry instead
// of the generic "Something went wrong", and loads by itself when the browser is back online.
// Any other error still goes to the route's error fallback.
import { Button } from '@lisa/ui/button';
import { WifiOff } from 'lucide-react';
import { Component, type ComponentType, lazy, type ReactNode, useState } from 'react';
import { isChunkLoadError } from '../lib/chunk-error.ts';

type ScreenModule<P> = { default: ComponentType<P> };

/** The screen shown in place of one whose code could not load. */
function ScreenOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <section aria-labelledby="screen-offline-title" className="mx-auto max-w-2xl py-16 text-center">
      <div
        aria-hidden="true"
        className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-surface-muted text-ink-muted"
      >
        <WifiOff className="h-6 w-6" />
      </div>
      <h1 id="screen-offline-title" className="font-semibold text-2xl">
        Connection lost
      </h1>
      <p className="mt-3 text-ink-muted">
        This screen could not load without a connection. It will load as soon as you are back
        online.
      </p>
      <Button className="mt-6" onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}

interface BoundaryProps {
  onRetry: (reloadIfStillFailing: boolean) => void;
  children: ReactNode;
}

class ChunkErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  /** Set when a retry ran while online: failing again then means a stale module cache. */
  private retriedOnline = false;

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // A screen that fails on its first load mounts with the error already set.
  override componentDidMount() {
    if (this.state.error !== null) this.failed();
  }

  override componentDidUpdate(_: BoundaryProps, previous: { error: unknown }) {
    if (this.state.error !== null && previous.error === null) this.failed();
  }

  private failed() {
    if (!isChunkLoadError(this.state.error)) return;
    if (this.retriedOnline && navigator.onLine) this.props.onRetry(true);
    else window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    window.removeEventListener('online', this.retry);
    this.retriedOnline = navigator.onLine;
    this.props.onRetry(false);
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <ScreenOffline onRetry={this.retry} />;
  }
}

/**
 * React.lazy with the offline screen: a failed load is asked for again on Retry or when
 * the browser comes back online; if it fails again while online (the browser remembered the
 * failed module), the page reloads, which always fetches afresh.
 */
export function offlineAwareLazy<P extends object>(
  load: () => Promise<ScreenModule<P>>,
): ComponentType<P> {
  // Module scope, not state: a component that suspends on mount keeps no state.
  let Screen = lazy(load);
  function OfflineAwareScreen(props: P) {
    const [, setAttempt] = useState(0);
    return (
      <ChunkErrorBoundary
        onRetry={(reload) => {
          if (reload) {
            window.location.reload();
            return;
          }
          Screen = lazy(load);
          setAttempt((n) => n + 1);
        }}
      >
        <Screen {...props} />
      </ChunkErrorBoundary>
    );
  }
  return OfflineAwareScreen;
}
