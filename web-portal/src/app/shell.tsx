// Built into each /app page's HTML at build time (web-shared/vite/build-app.js): the frame as a phone and as a
// wide screen draw it before any script runs, and the code and data the page asks for first.
import type { ShellPage } from '@ringbook/web-shared/vite/build-app.js';
import { MOBILE_BREAKPOINT_PX, PrerenderNarrowScreen, createQueryClient } from '@ringbook/web-shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppShell } from '../components/layouts/app-shell';
import { paths } from '../config/paths';
import { portalSections, type PortalSection } from '../config/sections';
import { WHOAMI_URL } from '../lib/api/whoami';
import { SectionLoading } from './routes/app/section';

const SHELL_MODULES = ['src/components/layouts/app-shell.tsx', 'src/app/routes/app/section.tsx'];

// The first requests of the overview and the bookings page, as their components ask for them.
const FIRST_REQUESTS: Partial<Record<PortalSection, string[]>> = {
  overview: [
    '/api/dashboard/analytics',
    '/api/receptionist/status',
    '/api/dashboard/callbacks?done=false',
    '/api/dashboard/call-logs?limit=5',
  ],
  bookings: [
    '/api/dashboard/appointments?pageSize=1',
    '/api/dashboard/appointments?status=scheduled&pageSize=1',
    '/api/dashboard/appointments?status=completed&pageSize=1',
    '/api/dashboard/appointments?sort=-date&page=1&pageSize=25',
    // The salon's country, in whose style the table shows customers' numbers.
    '/portal/tenants/settings',
  ],
};

export const sharedRequests = [WHOAMI_URL];

export const pages: ShellPage[] = portalSections.map((section) => ({
  path: paths.app.getHref(section),
  modules: [...SHELL_MODULES, `src/app/routes/app/${section}.tsx`],
  requests: FIRST_REQUESTS[section] ?? [],
}));

function frame(path: string, narrow: boolean): string {
  return renderToStaticMarkup(
    <PrerenderNarrowScreen.Provider value={narrow}>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={path}>
          <Routes>
            <Route path="/app" element={<AppShell />}>
              <Route path=":section" element={<SectionLoading />} />
            </Route>
          </Routes>
        </StaticRouter>
      </QueryClientProvider>
    </PrerenderNarrowScreen.Provider>,
  );
}

const PHONE = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** The page's frame as a phone and as a wide screen draw it; the screen's width picks one, as the app does. */
export function renderShell(path: string): string {
  return [
    `<style>@media ${PHONE}{[data-shell=wide]{display:none}}@media not ${PHONE}{[data-shell=narrow]{display:none}}</style>`,
    `<div data-shell="narrow">${frame(path, true)}</div>`,
    `<div data-shell="wide">${frame(path, false)}</div>`,
  ].join('');
}
