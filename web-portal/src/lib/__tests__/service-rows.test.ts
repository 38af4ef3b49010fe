import { describe, expect, it } from 'vitest';
import { colour } from '../../testing/salon';
import { emptyRow, formatPrice, serviceIdFrom, toRow, toServices } from '../service-rows';

describe('service rows', () => {
  it.each([
    ['  Deep  Tissue Massage ', 'deep-tissue-massage'],
    ["Women's Cut & Colour (long)", 'womens-cut-colour-long'],
    ['Pédicure', 'pedicure'],
    ['Mani/Pedi', 'manipedi'],
    ['Cut + Colour', 'cut-colour'],
    ['Straße Glätten', 'strasse-glatten'],
    ['美甲', 'service'],
  ])('previews the ID the server makes from %j', (name, id) => {
    expect(serviceIdFrom(name)).toBe(id);
  });

  it('formats prices and applies fallbacks, leaving a new service without an ID', () => {
    expect(formatPrice('3')).toBe('3.00');
    expect(formatPrice('')).toBe('');
    expect(
      toServices([
        { key: 1, serviceId: '', name: ' ', durationMin: '45', bufferMin: '5', price: '10', saved: false, kept: {} },
        { key: 2, serviceId: '', name: 'Wash', durationMin: 'x', bufferMin: '-1', price: 'abc', saved: false, kept: {} },
      ]),
    ).toEqual([{ serviceId: '', name: 'Wash', durationMin: 30, bufferMin: 0, price: 0 }]);
  });

  it('keeps the fields no editor shows through an edit, and gives a new row none', () => {
    const row = toRow(colour);
    expect(row.kept).toEqual({ processingMin: 30, staffIds: ['ana'] });
    expect(toServices([{ ...row, name: 'Colour', durationMin: '100' }, { ...emptyRow(), name: 'Cut' }])).toEqual([
      { ...colour, name: 'Colour', durationMin: 100 },
      { serviceId: '', name: 'Cut', durationMin: 30, bufferMin: 0, price: 0 },
    ]);
  });
});
