import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes that match `pathname` and puts it on the route objects, so a router
 * created afterwards renders the page at once: hydration must produce exactly the pre-rendered HTML,
 * not a loading state.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
