import { RouteErrorBoundary } from '@ringbook/web-shared';
import { useState } from 'react';
import { Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';

const adminLogin = async () => ({
  Component: (await import('./routes/admin-login')).AdminLoginRoute,
});

export const routes: RouteObject[] = [
  {
    Component: Outlet,
    HydrateFallback: () => null,
    ErrorBoundary: () => <RouteErrorBoundary homeHref={paths.admin.getHref()} />,
    children: [
      { path: paths.admin.path, lazy: adminLogin },
      { path: paths.adminOld.path, lazy: adminLogin },
      { path: paths.superadmin.path, lazy: adminLogin },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
