// Plain JavaScript with a .d.ts beside it: Node loads vite.config imports from linked packages
// as they are, without Vite's TypeScript transform.

// In production the gateway serves an app's index.html for its routes, which sit outside the
// app's `base`. This does the same for `vite` and `vite preview`, so real URLs work locally.
export function appRoutesFallback(routePaths) {
  const isAppRoute = (pathname) =>
    routePaths.some((route) => pathname === route || pathname.startsWith(`${route}/`));

  const rewriteTo = (base) => (req, _res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (isAppRoute(pathname)) req.url = base;
    next();
  };

  return {
    name: 'ringbook:app-routes-fallback',
    configureServer(server) {
      server.middlewares.use(rewriteTo(server.config.base));
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewriteTo(server.config.base));
    },
  };
}
