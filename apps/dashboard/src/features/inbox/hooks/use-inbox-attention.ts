import { useWaitingAlerts } from './use-waiting-alerts.ts';
import { useWaitingCountTitle } from './use-waiting-count-title.ts';

/** What pulls the signed-in person to the inbox: the tab title's count and the alerts. */
export function useInboxAttention(): void {
  useWaitingCountTitle();
  useWaitingAlerts();
}
