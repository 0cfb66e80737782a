import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { useParams } from 'react-router';
import { NAV_ITEMS } from '../features/layout/lib/nav-items.ts';
import { UnavailableScreen } from '../features/unavailable/components/unavailable-screen.tsx';

const OverviewScreen = lazy(() => import('../features/overview/components/overview-screen.tsx'));
const CreditsScreen = lazy(() => import('../features/credits/components/credits-screen.tsx'));
const SystemStatusScreen = lazy(
  () => import('../features/system-status/components/system-status-screen.tsx'),
);

function IntegrationAppScreen() {
  const { appId } = useParams();
  return <UnavailableScreen title={`Integration: ${appId ?? ''}`} />;
}

const built: Record<string, RouteObject> = {
  '': { index: true, element: <OverviewScreen /> },
  analytics: { path: 'analytics', element: <OverviewScreen /> },
  credits: { path: 'credits', element: <CreditsScreen /> },
  'system-status': { path: 'system-status', element: <SystemStatusScreen /> },
};

/** Children of /dashboard (SPEC §2); lazy screens suspend inside the layout's loader. */
export const dashboardChildren: RouteObject[] = [
  ...NAV_ITEMS.map(
    (item): RouteObject =>
      built[item.path] ?? { path: item.path, element: <UnavailableScreen title={item.label} /> },
  ),
  { path: 'integrations/:appId', element: <IntegrationAppScreen /> },
];
