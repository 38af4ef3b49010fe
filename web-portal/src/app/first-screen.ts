import type { QueryClient } from '@tanstack/react-query';
import { routesLoaded } from '@ringbook/web-shared';
import type { DataRouter } from 'react-router';
import { whoAmIQueryKey } from '../lib/api/whoami';
import { firstScreenData } from './first-data';

/**
 * Until the page's route modules, the signed-in session and the data the page is about are in, index.html's
 * pre-rendered frame stays on screen: rendering earlier would replace it with a blank page, then the guard's
 * spinner, then the frame again, then the page's loading states and then its data.
 */
export async function firstScreenReady(router: DataRouter, queryClient: QueryClient): Promise<void> {
  await Promise.all([
    routesLoaded(router),
    queryClient.prefetchQuery({ queryKey: whoAmIQueryKey }),
    firstScreenData(queryClient, window.location),
  ]);
}
