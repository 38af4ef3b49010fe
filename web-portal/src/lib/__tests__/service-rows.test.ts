import { describe, expect, it } from 'vitest';
import { colour } from '../../testing/salon';
import { emptyRow, formatPrice, slugify, toRow, toServices } from '../service-rows';

describe('service rows', () => {
  it('derives slugs, formats prices and applies fallbacks', () => {
    expect(slugify('  Deep  Tissue Massage ')).toBe('deep-tissue-massage');
    expect(formatPrice('3')).toBe('3.00');
    expect(formatPrice('')).toBe('');
    expect(
      toServices([
        { key: 1, serviceId: '', name: ' ', durationMin: '45', bufferMin: '5', price: '10', kept: {} },
        { key: 2, serviceId: '', name: 'Wash', durationMin: 'x', bufferMin: '-1', price: 'abc', kept: {} },
      ]),
    ).toEqual([{ serviceId: 'wash', name: 'Wash', durationMin: 30, bufferMin: 0, price: 0 }]);
  });

  it('keeps the fields no editor shows through an edit, and gives a new row none', () => {
    const row = toRow(colour);
    expect(row.kept).toEqual({ processingMin: 30, staffIds: ['ana'] });
    expect(toServices([{ ...row, name: 'Colour', durationMin: '100' }, { ...emptyRow(), name: 'Cut' }])).toEqual([
      { ...colour, name: 'Colour', durationMin: 100 },
      { serviceId: 'cut', name: 'Cut', durationMin: 30, bufferMin: 0, price: 0 },
    ]);
  });
});
