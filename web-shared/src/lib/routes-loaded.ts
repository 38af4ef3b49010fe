import type { DataRouter } from 'react-router';

/**
 * Resolves once the router has loaded the page's route modules. Until then index.html's pre-rendered frame
 * stays on screen: rendering earlier would replace it with a blank page first.
 */
export function routesLoaded(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
