// The dashboard's screens (SPEC §2 children of /dashboard), in navigation order: one table
// from which both the routes and the navigation are built.
import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  BookOpen,
  ChartLine,
  Coins,
  Contact,
  Inbox,
  KanbanSquare,
  LayoutDashboard,
  Megaphone,
  Plug,
  UserPlus,
  Users,
  Workflow,
} from 'lucide-react';
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useParams } from 'react-router';
import { UnavailableScreen } from '../features/unavailable/components/unavailable-screen.tsx';

/** A screen module: its default export gets the route's label as its title. */
type ScreenModule = { default: ComponentType<{ title: string }> };

export interface DashboardRoute {
  /** Below /dashboard; '' is the index. */
  path: string;
  label: string;
  icon: LucideIcon;
  lazy: () => Promise<ScreenModule>;
}

const overview = () => import('../features/overview/components/overview-screen.tsx');
/** Screens a later release builds: they say so plainly (features/unavailable). */
const notYet = () =>
  import('../features/unavailable/components/unavailable-screen.tsx').then((module) => ({
    default: module.UnavailableScreen,
  }));

export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  { path: '', label: 'Dashboard', icon: LayoutDashboard, lazy: overview },
  { path: 'analytics', label: 'Analytics', icon: ChartLine, lazy: overview },
  { path: 'inbox', label: 'Inbox', icon: Inbox, lazy: notYet },
  { path: 'pipeline', label: 'Pipeline', icon: KanbanSquare, lazy: notYet },
  { path: 'leads', label: 'Leads', icon: UserPlus, lazy: notYet },
  { path: 'contacts', label: 'Contacts', icon: Contact, lazy: notYet },
  { path: 'campaigns', label: 'Campaigns', icon: Megaphone, lazy: notYet },
  {
    path: 'team',
    label: 'Team',
    icon: Users,
    lazy: () => import('../features/team/components/team-screen.tsx'),
  },
  { path: 'workflows', label: 'Workflows', icon: Workflow, lazy: notYet },
  { path: 'integrations', label: 'Integrations', icon: Plug, lazy: notYet },
  { path: 'datacenter', label: 'Data center', icon: BookOpen, lazy: notYet },
  {
    path: 'credits',
    label: 'Credits',
    icon: Coins,
    lazy: () => import('../features/credits/components/credits-screen.tsx'),
  },
  {
    path: 'system-status',
    label: 'System status',
    icon: Activity,
    lazy: () => import('../features/system-status/components/system-status-screen.tsx'),
  },
];

export function dashboardHref(route: Pick<DashboardRoute, 'path'>): string {
  return route.path ? `/dashboard/${route.path}` : '/dashboard';
}

function IntegrationAppScreen() {
  const { appId } = useParams();
  return <UnavailableScreen title={`Integration: ${appId ?? ''}`} />;
}

/** Children of /dashboard; lazy screens suspend inside the layout's loader. */
export const dashboardChildren: RouteObject[] = [
  ...DASHBOARD_ROUTES.map((route): RouteObject => {
    const Screen = lazy(route.lazy);
    const element = <Screen title={route.label} />;
    return route.path ? { path: route.path, element } : { index: true, element };
  }),
  { path: 'integrations/:appId', element: <IntegrationAppScreen /> },
];
