import { ConnectionBanner, type ConnectionBannerProps } from './connection-banner.tsx';
import { type ConnectionMonitorLike, useConnectionMonitor } from './use-connection-monitor.ts';

export interface LiveConnectionBannerOptions {
  monitor: ConnectionMonitorLike;
  retryLabel?: string;
  placement?: ConnectionBannerProps['placement'];
}

/** The SPEC §4 banner bound to a running monitor: the one piece both apps render. */
export function LiveConnectionBanner({
  monitor,
  retryLabel,
  placement,
}: LiveConnectionBannerOptions) {
  const props = useConnectionMonitor(monitor);
  return (
    <ConnectionBanner
      {...props}
      {...(retryLabel ? { retryLabel } : {})}
      {...(placement ? { placement } : {})}
    />
  );
}
