import { createContext, useContext, useSyncExternalStore } from 'react';

export const MOBILE_BREAKPOINT_PX = 768;
const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** The screen a build-time pre-render draws for (there is no screen to ask): wide unless it says narrow. */
export const PrerenderNarrowScreen = createContext(false);

/** True below the 768 px breakpoint, where the apps switch to their phone layouts. */
export function useIsMobile(): boolean {
  const prerenderNarrow = useContext(PrerenderNarrowScreen);
  return useSyncExternalStore(subscribe, isMobile, () => prerenderNarrow);
}
