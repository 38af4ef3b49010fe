import { apiServer, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import { mainStreet, ownerOf } from '../../../testing/locations';
import { portalServer } from '../../../testing/owner';
import { notSetUp, savedSettings } from '../../../testing/salon';
import type { LocationList, SalonLocation } from '../api/get-locations';

const week = savedSettings.week;

type LocationsServerOptions = { locations?: SalonLocation[]; planLocations?: number; routes?: RouteHandlers };

/** Tenants' locations over an in-memory list, as the API answers them, beside the portal's server: a new
 * location past the plan is a 409, and prices set at a location are answered as its own. */
export function locationsServer({ locations = [mainStreet], planLocations = 2, routes = {} }: LocationsServerOptions = {}) {
  let saved = [...locations];
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
