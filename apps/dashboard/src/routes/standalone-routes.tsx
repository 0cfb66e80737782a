import { INVITE_PATH } from '@lisa/contracts/team';
import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { OnboardingStepMark } from '../features/onboarding/components/onboarding-step-mark.tsx';
import { RequireSession } from '../features/session/components/require-session.tsx';
import { offlineAwareLazy } from '../features/shell/components/offline-aware-screen.tsx';
import { ScreenLoading } from '../features/shell/components/screen-loading.tsx';
import { importWithRetry } from '../features/shell/lib/lazy-with-retry.ts';
import { InviteAcceptScreen } from '../features/team/components/invite/invite-accept-screen.tsx';
import { OnboardingTeamScreen } from '../features/team/components/onboarding-team-screen.tsx';

// Each screen loads on demand; offline, a screen whose code cannot load says "Connection
// lost" with Retry and loads once back online (offline-aware-screen.tsx), as the
// dashboard's screens do. The agent studio is the exception SPEC §9 makes.

// The focused thread an agent opens from a notification.
const MessagesScreen = offlineAwareLazy(
  () => import('../features/inbox/components/messages-screen.tsx'),
);

// SPEC §9: the agent studio's screen loads with 2 retries, 500 ms apart, and a third failure
// shows the error fallback ("Something went wrong"), so it is not offline-aware.
const AgentStudioScreen = lazy(
  importWithRetry(() => import('../features/agent-studio/components/agent-studio-screen.tsx'), {
    retries: 2,
    delayMs: 500,
  }),
);
// The agent's settings (issue 15): /agent-setup is the settings screen.
const AgentSettingsScreen = offlineAwareLazy(
  () => import('../features/agent-studio/components/agent-settings-screen.tsx'),
);

// The guided set-up (issue 15, features/onboarding).
const AgentTypeScreen = offlineAwareLazy(
  () => import('../features/onboarding/components/agent-type-screen.tsx'),
);
const OnboardingDataScreen = offlineAwareLazy(
  () => import('../features/onboarding/components/onboarding-data-screen.tsx'),
);
const OnboardingAppsScreen = offlineAwareLazy(
  () => import('../features/onboarding/components/onboarding-apps-screen.tsx'),
);

function Screen({ children }: { children: ReactNode }) {
  return (
    <RequireSession>
      <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
    </RequireSession>
  );
}

/** The standalone app screens of SPEC §2, and the invite link (open without a session). */
export const standaloneRoutes: RouteObject[] = [
  { path: INVITE_PATH, element: <InviteAcceptScreen /> },
  {
    path: '/agent-setup',
    element: (
      <RequireSession>
        <Suspense fallback={<ScreenLoading />}>
          <AgentSettingsScreen />
        </Suspense>
      </RequireSession>
    ),
  },
  {
    path: '/agent-studio',
    element: (
      <RequireSession>
        <Suspense fallback={<ScreenLoading />}>
          <AgentStudioScreen />
        </Suspense>
      </RequireSession>
    ),
  },
  {
    path: '/messages',
    element: (
      <RequireSession>
        <Suspense fallback={<ScreenLoading />}>
          <MessagesScreen />
        </Suspense>
      </RequireSession>
    ),
  },
  {
    path: '/agent-type',
    element: (
      <Screen>
        <AgentTypeScreen />
      </Screen>
    ),
  },
  {
    path: '/onboarding-data',
    element: (
      <Screen>
        <OnboardingDataScreen />
      </Screen>
    ),
  },
  {
    path: '/onboarding-apps',
    element: (
      <Screen>
        <OnboardingAppsScreen />
      </Screen>
    ),
  },
  {
    path: '/onboarding/team-member',
    element: (
      <RequireSession>
        <OnboardingStepMark step="team-member" finishes />
        <OnboardingTeamScreen />
      </RequireSession>
    ),
  },
];
