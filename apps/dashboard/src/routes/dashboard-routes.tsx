// The dashboard's screens (SPEC §2 children of /dashboard), in navigation order: one table
// from which both the routes and the navigation are built.

import { isAllowed, type Permission, type TeamRole } from '@lisa/contracts/team';
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
  ListChecks,
  Megaphone,
  Plug,
  UserPlus,
  Users,
  Workflow,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../features/session/components/require-permission.tsx';
import { offlineAwareLazy } from '../features/shell/components/offline-aware-screen.tsx';

/** A screen module: its default export gets the route's label as its title. */
type ScreenModule = { default: ComponentType<{ title: string }> };

export interface DashboardRoute {
  /** Below /dashboard; '' is the index. */
  path: string;
  label: string;
  icon: LucideIcon;
  lazy: () => Promise<ScreenModule>;
  /** The permission the screen needs (@lisa/contracts/team); every role when absent. */
  permission?: Permission;
}

const overview = () => import('../features/overview/components/overview-screen.tsx');

export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  { path: '', label: 'Dashboard', icon: LayoutDashboard, lazy: overview },
  {
    path: 'analytics',
    label: 'Analytics',
    icon: ChartLine,
    lazy: () => import('../features/analytics/components/analytics-screen.tsx'),
    permission: 'analytics.read',
  },
  {
    path: 'inbox',
    label: 'Inbox',
    icon: Inbox,
    lazy: () => import('../features/inbox/components/inbox-screen.tsx'),
  },
  {
    path: 'pipeline',
    label: 'Pipeline',
    icon: KanbanSquare,
    lazy: () => import('../features/pipeline/components/pipeline-screen.tsx'),
    permission: 'sales.read',
  },
  {
    path: 'leads',
    label: 'Leads',
    icon: UserPlus,
    lazy: () => import('../features/leads/components/leads-screen.tsx'),
    permission: 'sales.read',
  },
  {
    path: 'tasks',
    label: 'Tasks',
    icon: ListChecks,
    lazy: () => import('../features/tasks/components/tasks-screen.tsx'),
    permission: 'tasks.read',
  },
  {
    path: 'contacts',
    label: 'Contacts',
    icon: Contact,
    lazy: () => import('../features/contacts/components/contacts-screen.tsx'),
  },
  {
    path: 'campaigns',
    label: 'Campaigns',
    icon: Megaphone,
    lazy: () => import('../features/campaigns/components/campaigns-screen.tsx'),
    permission: 'campaigns.manage',
  },
  {
    path: 'team',
    label: 'Team',
    icon: Users,
    lazy: () => import('../features/team/components/team-screen.tsx'),
    permission: 'team.manage',
  },
  {
    path: 'workflows',
    label: 'Workflows',
    icon: Workflow,
    lazy: () => import('../features/workflows/components/workflows-screen.tsx'),
    permission: 'workflows.manage',
  },
  {
    path: 'integrations',
    label: 'Integrations',
    icon: Plug,
    lazy: () => import('../features/integrations/components/integrations-screen.tsx'),
    permission: 'integrations.manage',
  },
  {
    path: 'datacenter',
    label: 'Data center',
    icon: BookOpen,
    lazy: () => import('../features/datacenter/components/datacenter-screen.tsx'),
    permission: 'knowledge.read',
  },
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

const IntegrationAppScreen = offlineAwareLazy(
  () => import('../features/integrations/components/integration-app-screen.tsx'),
);
const ContactScreen = offlineAwareLazy(
  () => import('../features/contacts/components/contact-screen.tsx'),
);
const SegmentsScreen = offlineAwareLazy(
  () => import('../features/contacts/components/segments-screen.tsx'),
);
const CampaignScreen = offlineAwareLazy(
  () => import('../features/campaigns/components/campaign-screen.tsx'),
);

/** The screens the role may open, in navigation order. */
export function routesFor(role: TeamRole | null): DashboardRoute[] {
  return DASHBOARD_ROUTES.filter((route) => !route.permission || isAllowed(role, route.permission));
}

/** Children of /dashboard; lazy screens suspend inside the layout's loader. */
export const dashboardChildren: RouteObject[] = [
  ...DASHBOARD_ROUTES.map((route): RouteObject => {
    const Screen = offlineAwareLazy(route.lazy);
    const screen = <Screen title={route.label} />;
    const element = route.permission ? (
      <RequirePermission permission={route.permission} title={route.label}>
        {screen}
      </RequirePermission>
    ) : (
      screen
    );
    return route.path ? { path: route.path, element } : { index: true, element };
  }),
  // One contact's page (not in the navigation: opened from the list and the inbox).
  // The saved segments (opened from the contacts list).
  { path: 'contacts/segments', element: <SegmentsScreen /> },
  { path: 'contacts/:id', element: <ContactScreen /> },
  {
    path: 'campaigns/:id',
    element: (
      <RequirePermission permission="campaigns.manage" title="Campaigns">
        <CampaignScreen />
      </RequirePermission>
    ),
  },
  {
    path: 'integrations/:appId',
    element: (
      <RequirePermission permission="integrations.manage" title="Integrations">
        <IntegrationAppScreen />
      </RequirePermission>
    ),
  },
];
