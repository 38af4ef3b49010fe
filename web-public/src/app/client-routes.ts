import type { RouteObject } from 'react-router';

/** Every fixed path the router shows a page at (no `:param`, no `*`), for the gateway: a path neither among
 * these nor pre-rendered is answered 404 with the app shell, whose router then shows the 404 page. */
export function clientRoutePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const own = route.path && !route.path.includes(':') && !route.path.includes('*') ? [route.path] : [];
    return [...own, ...clientRoutePaths(route.children ?? [])];
  });
}
