export {
  ConnectionBanner,
  type ConnectionBannerProps,
  type ConnectionBannerState,
} from './connection-banner.tsx';
export {
  LiveConnectionBanner,
  type LiveConnectionBannerOptions,
} from './live-connection-banner.tsx';
export {
  type ConnectionBannerSnapshot,
  type ConnectionMonitorLike,
  type ExternalStore,
  type LiveConnectionBannerProps,
  useConnectionMonitor,
} from './use-connection-monitor.ts';
