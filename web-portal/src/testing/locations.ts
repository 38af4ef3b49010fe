import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { owner } from './owner';
import { savedSettings } from './salon';

type SalonLocation = ApiAnswer<'GET /portal/locations'>['locations'][number];

const week = savedSettings.week;

export const mainStreet: SalonLocation = {
  id: 'bella',
  name: 'Bella Salon',
  address: '12 Main St',
  timezone: 'America/New_York',
  week,
  closures: [],
  frontDeskPhone: '',
  position: 0,
  services: [
    {
      serviceId: 'cut',
      name: 'Haircut',
      durationMin: 45,
      bufferMin: 0,
      processingMin: 0,
      price: 45,
      staffIds: null,
      offered: true,
      ownPrice: null,
      ownDurationMin: null,
    },
    {
      serviceId: 'color',
      name: 'Color',
      durationMin: 90,
      bufferMin: 0,
      processingMin: 30,
      price: 120,
      staffIds: null,
      offered: true,
      ownPrice: null,
      ownDurationMin: null,
    },
  ],
};

export const uptown: SalonLocation = {
  ...mainStreet,
  id: 'uptown',
  name: 'Bella Uptown',
  address: '400 Broadway',
  timezone: 'America/Los_Angeles',
  position: 1,
};

/** Who-am-I of a business with these locations. */
export const ownerOf = (locations: SalonLocation[]) => ({
  ...owner,
  locations: locations.map(({ id, name, position }) => ({ id, name, position })),
});
