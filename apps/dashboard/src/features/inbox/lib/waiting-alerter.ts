// From /ws frames to a notification and a beep, with the browser's effects passed in.
import type { ServerMessage } from '@lisa/contracts/realtime';
import {
  type AlertContext,
  createWaitingTracker,
  shouldAlert,
  type WaitingAlert,
} from './waiting-alerts.ts';

export interface WaitingAlertEffects {
  /** Read when a frame arrives: availability, the thread on screen, tab visibility. */
  context: () => AlertContext;
  notify: (alert: WaitingAlert) => void;
  beep: () => void;
  soundMuted: () => boolean;
}

/** A frame listener: alerts once per conversation that starts waiting, for whom it should. */
export function createWaitingAlerter(effects: WaitingAlertEffects) {
  const tracker = createWaitingTracker();
  const listener = (frame: ServerMessage): void => {
    const alert = tracker.observe(frame);
    if (!alert || !shouldAlert(alert, effects.context())) return;
    effects.notify(alert);
    if (!effects.soundMuted()) effects.beep();
  };
  return Object.assign(listener, { alreadyWaiting: tracker.seed });
}
