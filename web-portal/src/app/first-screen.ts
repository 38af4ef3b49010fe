import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { whoAmIQueryKey } from '../lib/api/whoami';

function routesLoaded(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Until the page's route modules and the signed-in session are in, index.html's pre-rendered frame stays on
 * screen: rendering earlier would replace it with a blank page, then the guard's spinner, then the frame again.
 */
export async function firstScreenReady(router: DataRouter, queryClient: QueryClient): Promise<void> {
  await Promise.all([routesLoaded(router), queryClient.prefetchQuery({ queryKey: whoAmIQueryKey })]);
}
