import { apiServer, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import { mainStreet, ownerOf } from '../../../testing/locations';
import { portalServer } from '../../../testing/owner';
import { notSetUp, savedSettings } from '../../../testing/salon';
import { WEEKDAYS } from '../../../lib/validation/working-hours';
import type { StaffMember } from '../../../lib/api/staff';
import type { HoursSlot } from '../../../lib/api/staff-hours';
import type { LocationList, SalonLocation } from '../../../lib/api/locations';

const week = savedSettings.week;

type LocationsServerOptions = {
  locations?: SalonLocation[];
  planLocations?: number;
  /** The business's staff, and each one's week by location. */
  staff?: StaffMember[];
  weeks?: Record<string, Record<string, HoursSlot[]>>;
  /** How many times booking answers 404 for a new location before it has heard of it. */
  bookingLag?: number;
  routes?: RouteHandlers;
};

const LOCATION_UNKNOWN = { status: 404, body: { error: 'Location not found' } } as const;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The first of `week`'s intervals that overlaps one of `other`'s on the same day (one time zone here). */
const clash = (week: HoursSlot[], other: HoursSlot[]) =>
  week.find((slot) =>
    other.some((theirs) => theirs.dow === slot.dow && minutes(slot.start) < minutes(theirs.end) && minutes(theirs.start) < minutes(slot.end)),
  );

/** Tenants' locations over an in-memory list, as the API answers them, beside the portal's server: a new
 * location past the plan is a 409, and prices set at a location are answered as its own. Booking keeps each
 * member's week by location, hears of a new location after `bookingLag` asks, and refuses a week that overlaps the
 * member's hours at another location with a 409 in its words. */
export function locationsServer({
  locations = [mainStreet],
  planLocations = 2,
  staff = [],
  weeks = {},
  bookingLag = 0,
  routes = {},
}: LocationsServerOptions = {}) {
  let saved = [...locations];
  const hours: Record<string, Record<string, HoursSlot[]>> = structuredClone(weeks);
  let unheard = bookingLag;
  const knownToBooking = (location: string) => {
    if (!saved.some((one) => one.id === location)) return false;
    if (locations.some((one) => one.id === location) || unheard === 0) return true;
    unheard -= 1;
    return false;
  };
  const list = (): LocationList => ({ locations: saved, planLocations });
  const replace = (location: SalonLocation) => {
    saved = saved.map((one) => (one.id === location.id ? location : one));
    return location;
  };
  const launched = new Set<string>();
  portalServer(ownerOf(locations));
  return apiServer({
    'GET /api/receptionist/status': ({ url }) => {
      const location = url.searchParams.get('location') ?? 'bella';
      if (!launched.has(location)) return { body: { ...notSetUp, locationId: location } };
      return {
        body: {
          ...notSetUp,
          locationId: location,
          status: 'ready',
          receptionistActive: true,
          phoneNumber: '+18005550142',
          formattedPhoneNumber: '(800) 555-0142',
        },
      };
    },
    'POST /api/receptionist/provision': ({ url }) => {
      launched.add(url.searchParams.get('location') ?? 'bella');
      return { status: 202, body: { ok: true, status: 'provisioning' } };
    },
    'GET /portal/locations': () => ({ body: list() }),
    'GET /staff/calendars': () => ({ body: { staff } }),
    'GET /staff/{staffId}/hours': ({ params, url }) => {
      const location = url.searchParams.get('location') ?? mainStreet.id;
      if (!knownToBooking(location)) return LOCATION_UNKNOWN;
      return { body: { hours: hours[location]?.[params.staffId] ?? [] } };
    },
    'PUT /staff/hours': ({ body }) => {
      const location = body.location ?? mainStreet.id;
      if (!knownToBooking(location)) return LOCATION_UNKNOWN;
      const week = body.hours.map(({ dow, start, end }) => ({ dow, start, end }));
      for (const [there, members] of Object.entries(hours)) {
        const found = there === location ? undefined : clash(week, members[body.staffId] ?? []);
        if (found) {
          const name = saved.find((one) => one.id === there)?.name ?? 'another location';
          const message = `${WEEKDAYS[found.dow]} ${found.start}–${found.end} overlaps the hours they work at ${name}`;
          return { status: 409, body: { error: `${message}: a member can't be at two locations at once` } };
        }
      }
      hours[location] = { ...hours[location], [body.staffId]: week };
      return { body: { hours: week } };
    },
    'POST /portal/locations': ({ body }) => {
      if (saved.length >= planLocations) {
        return { status: 409, body: { error: `Your plan includes ${planLocations} locations. Ask us to add more.` } };
      }
      const added: SalonLocation = {
        ...mainStreet,
        id: 'added',
        name: body.name ?? '',
        address: body.address ?? '',
        timezone: body.timezone ?? mainStreet.timezone,
        week: (body.week ?? week).map((day, weekday) => ({
          weekday: day.weekday ?? weekday,
          open: day.open ?? '',
          close: day.close ?? '',
          closed: day.closed ?? false,
        })),
        position: saved.length,
      };
      saved = [...saved, added];
      return { status: 201, body: added };
    },
    'PUT /portal/locations/{locationId}': ({ params, body }) => {
      const location = saved.find((one) => one.id === params.locationId);
      if (!location) return { status: 404, body: { error: "We couldn't find that location" } };
      const closures = body.closures?.map((closure) => ({ date: closure.date ?? '', reason: closure.reason ?? '' }));
      return {
        body: replace({
          ...location,
          name: body.name ?? location.name,
          address: body.address ?? location.address,
          timezone: body.timezone ?? location.timezone,
          frontDeskPhone: body.frontDeskPhone ?? location.frontDeskPhone,
          closures: closures ?? location.closures,
        }),
      };
    },
    'PUT /portal/locations/{locationId}/services': ({ params, body }) => {
      const location = saved.find((one) => one.id === params.locationId)!;
      const services = location.services.map((service) => {
        const own = body.services?.find((difference) => difference.serviceId === service.serviceId);
        const ownPrice = own?.price ?? null;
        const ownDurationMin = own?.durationMin ?? null;
        return {
          ...service,
          offered: own?.offered ?? true,
          ownPrice,
          ownDurationMin,
          price: ownPrice ?? service.price,
          durationMin: ownDurationMin ?? service.durationMin,
        };
      });
      return { body: replace({ ...location, services }) };
    },
    ...routes,
  });
}
