import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DashboardLayout } from './features/layout/components/dashboard-layout.tsx';
import { RequireSession } from './features/session/components/require-session.tsx';
import { AppFrame } from './features/shell/components/app-frame.tsx';
import { RouteErrorScreen } from './features/shell/components/error-screen.tsx';
import { NotFoundScreen } from './features/shell/components/not-found-screen.tsx';
import { authRoutes } from './routes/auth-routes.tsx';
import { dashboardChildren } from './routes/dashboard-routes.tsx';
import { standaloneRoutes } from './routes/standalone-routes.tsx';

const errorElement = <RouteErrorScreen />;

/** Every route has an error fallback (SPEC §2): applied here so none is forgotten. */
function withErrorElement(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement,
    ...(route.children ? { children: withErrorElement(route.children) } : {}),
  })) as RouteObject[];
}

export const routes: RouteObject[] = withErrorElement([
  {
    element: <AppFrame />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      ...authRoutes,
      {
        path: '/dashboard',
        element: (
          <RequireSession>
            <DashboardLayout />
          </RequireSession>
        ),
        children: dashboardChildren,
      },
      ...standaloneRoutes,
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);

export function createRouter() {
  return createBrowserRouter(routes);
}
