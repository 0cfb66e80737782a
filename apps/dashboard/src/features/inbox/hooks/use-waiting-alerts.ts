import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import { useSession } from '../../session/hooks/use-session.ts';
import { teamQueries } from '../../team/api/team-queries.ts';
import { showWaitingNotification } from '../lib/desktop-notification.ts';
import { selectedConversationId } from '../lib/inbox-filters.ts';
import { soundPreference } from '../lib/sound-preference.ts';
import { createWaitingAlerter } from '../lib/waiting-alerter.ts';
import { playWaitingBeep } from '../lib/waiting-beep.ts';
import { useInboxApi, useInboxTeamApi } from './use-inbox-api.ts';

const SCREENS_WITH_A_THREAD = ['/dashboard/inbox', '/messages'];

/**
 * When a conversation starts waiting and the person is online: a browser notification
 * (if granted) that opens the thread, and a beep unless muted. Not for the conversation
 * on screen while the tab is visible.
 */
export function useWaitingAlerts(): void {
  const { realtime } = useServices();
  const inbox = useInboxApi();
  const { businessId } = useSession();
  const me = useQuery(teamQueries.me(useInboxTeamApi()));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const viewingId = SCREENS_WITH_A_THREAD.includes(pathname)
    ? selectedConversationId(new URLSearchParams(search))
    : null;
  const latest = useRef({ availability: me.data?.availability, viewingId, navigate });
  latest.current = { availability: me.data?.availability, viewingId, navigate };

  // A new tracker per business: another business's waiting conversations are not known yet.
  useEffect(() => {
    const alertOn = createWaitingAlerter({
      context: () => ({
        availability: latest.current.availability,
        viewingId: latest.current.viewingId,
        tabVisible: document.visibilityState === 'visible',
      }),
      notify: (alert) => showWaitingNotification(alert, (href) => latest.current.navigate(href)),
      beep: () => playWaitingBeep(),
      soundMuted: soundPreference.isMuted,
    });
    // What already waits when the page loads is not news: only moves into waiting alert.
    inbox
      .list({ status: 'waiting', limit: 100 })
      .then((page) => alertOn.alreadyWaiting(page.data.map((c) => String(c.id))))
      .catch(() => {});
    return realtime.onMessage(alertOn);
  }, [realtime, businessId, inbox]);
}
