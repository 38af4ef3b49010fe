import type { DataRouter } from 'react-router';

/**
 * Until the page's route modules are in, index.html's pre-rendered sign-in card stays on screen: rendering
 * earlier would replace it with a blank page first.
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
