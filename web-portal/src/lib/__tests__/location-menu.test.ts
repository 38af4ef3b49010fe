import { describe, expect, it } from 'vitest';
import { mainStreet, uptown } from '../../testing/locations';
import { differencesAcross, menuDifferencesOf, menuRowsOf } from '../location-menu';

const [cut, colour] = mainStreet.services;

describe('differencesAcross', () => {
  it('names each location where a service is not offered or has its own price or length', () => {
    const downtown = { ...uptown, id: 'downtown', name: 'Downtown', services: [{ ...cut!, offered: false }, colour!] };
    const priced = { ...uptown, services: [{ ...cut!, price: 55, ownPrice: 55, durationMin: 60, ownDurationMin: 60 }, colour!] };
    expect(differencesAcross([mainStreet, priced, downtown], 'cut')).toEqual([
      '$55.00, 60 min at Bella Uptown',
      'Not offered at Downtown',
    ]);
    expect(differencesAcross([mainStreet, priced, downtown], 'color')).toEqual([]);
  });
});

describe('menuDifferencesOf', () => {
  it('sends only the services a location has its own way, an empty field as the menu', () => {
    const rows = menuRowsOf(mainStreet.services).rows;
    expect(menuDifferencesOf({ rows })).toEqual([]);
    expect(
      menuDifferencesOf({
        rows: [{ ...rows[0]!, price: ' 50.5 ' }, { ...rows[1]!, offered: false }],
      }),
    ).toEqual([
      { serviceId: 'cut', offered: true, price: 50.5, durationMin: null },
      { serviceId: 'color', offered: false, price: null, durationMin: null },
    ]);
  });
});
