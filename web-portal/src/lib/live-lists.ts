export const LIVE_LIST_REFRESH_MS = 60_000;

/**
 * For lists the AI receptionist adds to while the owner has them open (appointments, calls). The shared client
 * never refetches by itself, as everything else changes only through the owner's own saves; these are read
 * again every minute while the tab is visible, and on coming back to the tab once they are a minute old.
 */
export const liveListOptions = {
  refetchInterval: LIVE_LIST_REFRESH_MS,
  staleTime: LIVE_LIST_REFRESH_MS,
  refetchOnWindowFocus: true,
} as const;
