import { RouteErrorBoundary } from '@ringbook/web-shared';
import { useState } from 'react';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';

const portalShell = async () => ({
  Component: (await import('./routes/portal-home')).PortalHomeRoute,
});

export const routes: RouteObject[] = [
  {
    Component: Outlet,
    HydrateFallback: () => null,
    ErrorBoundary: () => <RouteErrorBoundary homeHref={paths.portal.getHref()} />,
    children: [
      { path: paths.portal.path, lazy: portalShell },
      {
        path: paths.onboarding.path,
        element: <Navigate to={paths.portal.getHref()} replace />,
      },
      { path: paths.setupAi.path, lazy: portalShell },
      { path: paths.app.path, lazy: portalShell },
      { path: paths.businessAdmin.path, lazy: portalShell },
      { path: paths.dashboard.path, lazy: portalShell },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
