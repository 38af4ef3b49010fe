import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False in a pre-rendered page until React has taken it over, true from then on (and in a page rendered in the
 * browser): a control that only works once React listens can say it is not ready yet instead of ignoring a click. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
