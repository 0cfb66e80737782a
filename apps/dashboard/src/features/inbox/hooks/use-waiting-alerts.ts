import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { teamQueries } from '../../team/api/team-queries.ts';
import { showWaitingNotification } from '../lib/desktop-notification.ts';
import { selectedConversationId } from '../lib/inbox-filters.ts';
import { soundPreference } from '../lib/sound-preference.ts';
import { type AlertContext, createWaitingTracker, shouldAlert } from '../lib/waiting-alerts.ts';
import { playWaitingBeep } from '../lib/waiting-beep.ts';
import { useInboxTeamApi } from './use-inbox-api.ts';

const SCREENS_WITH_A_THREAD = ['/dashboard/inbox', '/messages'];

/**
 * When a conversation starts waiting and the person is online: a browser notification
 * (if granted) that opens the thread, and a beep unless muted. Not for the conversation
 * on screen while the tab is visible.
 */
export function useWaitingAlerts(): void {
  const { realtime } = useServices();
  const me = useQuery(teamQueries.me(useInboxTeamApi()));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const viewingId = SCREENS_WITH_A_THREAD.includes(pathname)
    ? selectedConversationId(new URLSearchParams(search))
    : null;
  const latest = useRef({ availability: me.data?.availability, viewingId, navigate });
  latest.current = { availability: me.data?.availability, viewingId, navigate };

  useEffect(() => {
    const tracker = createWaitingTracker();
    return realtime.onMessage((frame) => {
      const alert = tracker.observe(frame);
      if (!alert) return;
      const context: AlertContext = {
        availability: latest.current.availability,
        viewingId: latest.current.viewingId,
        tabVisible: document.visibilityState === 'visible',
      };
      if (!shouldAlert(alert, context)) return;
      showWaitingNotification(alert, (href) => latest.current.navigate(href));
      if (!soundPreference.isMuted()) playWaitingBeep();
    });
  }, [realtime]);
}
