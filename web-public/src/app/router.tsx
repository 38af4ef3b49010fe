import { RouteErrorBoundary } from '@ringbook/web-shared';
import { useState } from 'react';
import { Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';

export const routes: RouteObject[] = [
  {
    Component: Outlet,
    HydrateFallback: () => null,
    ErrorBoundary: () => <RouteErrorBoundary homeHref={paths.home.getHref()} />,
    children: [
      {
        path: paths.home.path,
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
