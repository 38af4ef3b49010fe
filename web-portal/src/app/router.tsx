import { RouteErrorBoundary } from '@ringbook/web-shared';
import { useState } from 'react';
import {
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { paths } from '../config/paths';
import { PortalGuard } from '../features/auth/components/portal-guard';

const overviewHref = paths.app.getHref('overview');

export const routes: RouteObject[] = [
  {
    Component: Outlet,
    HydrateFallback: () => null,
    ErrorBoundary: () => <RouteErrorBoundary homeHref={paths.portal.getHref()} />,
    children: [
      {
        path: paths.onboarding.path,
        element: <Navigate to={paths.portal.getHref()} replace />,
      },
      {
        Component: PortalGuard,
        children: [
          { path: paths.portal.path, lazy: async () => ({ Component: (await import('./routes/portal')).PortalRoute }) },
          { path: paths.setupAi.path, lazy: async () => ({ Component: (await import('./routes/setup-ai')).SetupAiRoute }) },
          {
            path: paths.app.path.replace(/\/\*$/, ''),
            lazy: async () => ({
              Component: (await import('../components/layouts/app-shell')).AppShell,
            }),
            children: [
              { index: true, element: <Navigate to={overviewHref} replace /> },
              {
                path: 'settings/locations',
                lazy: async () => ({ Component: (await import('./routes/app/locations')).LocationsRoute }),
              },
              {
                path: ':section',
                lazy: async () => {
                  const { SectionRoute, loadSection, keepSection } = await import('./routes/app/section');
                  return { Component: SectionRoute, loader: loadSection, shouldRevalidate: keepSection };
                },
              },
              { path: '*', element: <Navigate to={overviewHref} replace /> },
            ],
          },
          {
            path: paths.businessAdmin.path,
            lazy: async () => ({ Component: (await import('./routes/business-admin')).BusinessAdminRoute }),
          },
          { path: paths.dashboard.path, lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }) },
        ],
      },
    ],
  },
];

export function AppRouter({ router }: { router?: DataRouter }) {
  const [appRouter] = useState(() => router ?? createBrowserRouter(routes));
  return <RouterProvider router={appRouter} />;
}
