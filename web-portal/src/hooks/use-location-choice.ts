import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useWhoAmI, type WhoAmI } from '../lib/api/whoami';
import { readRememberedLocation, rememberLocation } from '../lib/location-memory';

export const ALL_LOCATIONS = 'all';
export const LOCATION_PARAM = 'location';

export type PortalLocation = WhoAmI['locations'][number];

export type LocationChoice = {
  /** The business's locations in the owner's order. */
  locations: PortalLocation[];
  /** Two or more: only then is there anything to choose. */
  several: boolean;
  /** A location's id or ALL_LOCATIONS; '' for a business with one location. */
  choice: string;
  /** The one location chosen, as the APIs take it; undefined for all of them, and for a one-location business
   * (whose requests stay as they were before locations). */
  location: string | undefined;
  choose: (next: string) => void;
};

const inOrder = (locations: readonly PortalLocation[]) =>
  [...locations].sort((a, b) => a.position - b.position);

function withLocation(params: URLSearchParams, choice: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(LOCATION_PARAM, choice);
  return next;
}

function validChoice(value: string | null, locations: PortalLocation[]): value is string {
  return value === ALL_LOCATIONS || locations.some((location) => location.id === value);
}

/** The location the portal shows: `?location=` first, then what this browser remembers, then all of them. */
export function useLocationChoice(): LocationChoice {
  const { data } = useWhoAmI();
  const [searchParams, setSearchParams] = useSearchParams();
  const locations = useMemo(() => inOrder(data?.locations ?? []), [data?.locations]);
  const tenantId = data?.tenant.id ?? '';
  const several = locations.length >= 2;
  const asked = searchParams.get(LOCATION_PARAM);
  const remembered = several && tenantId ? readRememberedLocation(tenantId) : null;
  const choice = !several
    ? ''
    : validChoice(asked, locations)
      ? asked
      : validChoice(remembered, locations)
        ? remembered
        : ALL_LOCATIONS;

  const choose = useCallback(
    (next: string) => {
      if (tenantId) rememberLocation(tenantId, next);
      setSearchParams((current) => withLocation(current, next), { replace: true });
    },
    [setSearchParams, tenantId],
  );

  return { locations, several, choice, location: several && choice !== ALL_LOCATIONS ? choice : undefined, choose };
}

/** The `?location=` a link inside the portal carries, so the next section shows the same location. */
export function locationSearch(choice: string): string {
  return choice ? `?${LOCATION_PARAM}=${encodeURIComponent(choice)}` : '';
}

/** Keeps the location shown in the URL (so a link or a reload shows the same) and remembers it for the next
 * visit; the portal's frame runs it once. */
export function useLocationInUrl(): void {
  const { data } = useWhoAmI();
  const { several, choice } = useLocationChoice();
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = searchParams.get(LOCATION_PARAM);
  const tenantId = data?.tenant.id ?? '';

  useEffect(() => {
    if (!several) return;
    if (tenantId) rememberLocation(tenantId, choice);
    if (shown === choice) return;
    setSearchParams((current) => withLocation(current, choice), { replace: true });
  }, [several, choice, shown, tenantId, setSearchParams]);
}

export type OneLocation = {
  /** The location acted at; undefined for a one-location business (its requests stay as they were). */
  location: string | undefined;
  /** The switcher shows every location: the screen asks which one. */
  asksWhich: boolean;
  locations: PortalLocation[];
  pick: (id: string) => void;
};

/** One location, for a screen that acts at one (a member's hours, a booking): the switcher's, or, while it shows
 * all of them, the one picked on the screen (the first until then). */
export function useOneLocation(): OneLocation {
  const { several, locations, location } = useLocationChoice();
  const [picked, setPicked] = useState<string>();
  const pickedOne = locations.some((one) => one.id === picked) ? picked : locations[0]?.id;
  return {
    location: several ? (location ?? pickedOne) : undefined,
    asksWhich: several && location === undefined,
    locations,
    pick: setPicked,
  };
}
