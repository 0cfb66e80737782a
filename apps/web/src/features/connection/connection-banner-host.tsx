import { checkHealth, createConnectionMonitor } from '@lisa/api-client';
import { LiveConnectionBanner } from '@lisa/ui/connection-banner';
import { useState } from 'react';
import { env } from '../../env.ts';

/**
 * SPEC §4 connection banner for the marketing site: the api-client's monitor hears the
 * browser's online/offline events and checks HEAD /api/health-check (5 s abort) on load
 * and every 30 s; @lisa/ui's LiveConnectionBanner runs it and draws it.
 */
export function ConnectionBannerHost() {
  const [monitor] = useState(() =>
    createConnectionMonitor({
      checkHealth: () => checkHealth({ host: env.apiUrl }),
      eventSource: window,
    }),
  );
  return <LiveConnectionBanner monitor={monitor} />;
}
