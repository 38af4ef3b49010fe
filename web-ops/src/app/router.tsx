import { RouteErrorBoundary } from '@ringbook/web-shared';
import { useState } from 'react';
import { Outlet, RouterProvider, createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';

const adminConsole = async () => ({
  Component: (await import('./routes/admin-console')).AdminConsoleRoute,
});

const provisioning = async () => ({
  Component: (await import('./routes/provisioning')).ProvisioningRoute,
});

export const routes: RouteObject[] = [
  {
    Component: Outlet,
    HydrateFallback: () => null,
    ErrorBoundary: () => <RouteErrorBoundary homeHref={paths.admin.getHref()} />,
    children: [
      { path: paths.admin.path, lazy: adminConsole },
      { path: paths.adminOld.path, lazy: provisioning },
      { path: paths.superadmin.path, lazy: provisioning },
    ],
  },
];

export function AppRouter({ router }: { router?: DataRouter }) {
  const [appRouter] = useState(() => router ?? createBrowserRouter(routes));
  return <RouterProvider router={appRouter} />;
}
