import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { clientRoutePaths } from './app/client-routes';
import { routes } from './app/router';

export { prerenderPages } from './app/prerender-pages';
export { PRERENDERED_ATTRIBUTE } from './app/prerendered';
export { formatPageTitle } from '@ringbook/web-shared';

export const clientRoutes = (): string[] => clientRoutePaths(routes);

/** The HTML of one page as the browser's first render will produce it (used by scripts/prerender.mjs). */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProvider>
      {/* hydrate={false}: no inline hydration script, which the site's CSP would refuse anyway. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
}
