import { describe, expect, it } from 'vitest';
import { businessErrorsFromServer, toBusinessForm, toBusinessUpdate, validateBusinessForm } from '../settings-form';

describe('the business settings form', () => {
  it("starts a salon that never saved in onboarding's zone, with 09:00-18:00", () => {
    expect(toBusinessForm({ name: '', timezone: 'America/New_York' }, 'Europe/Paris')).toMatchObject({
      timezone: 'Europe/Paris',
      hoursStart: '09:00',
      hoursEnd: '18:00',
    });
    expect(toBusinessForm(undefined).timezone).toBe('America/New_York');
  });

  it('keeps the zone a salon saved', () => {
    expect(toBusinessForm({ name: 'Bella', timezone: 'America/Denver' }, 'Europe/Paris').timezone).toBe(
      'America/Denver',
    );
  });

  it('needs a business name and both hours, in order', () => {
    const form = toBusinessForm(undefined, 'UTC');
    expect(validateBusinessForm(form)).toEqual({ name: 'Please enter a business name' });
    expect(validateBusinessForm({ ...form, name: 'Bella' })).toEqual({});
    expect(validateBusinessForm({ ...form, name: 'Bella', hoursStart: '18:00', hoursEnd: '09:00' })).toEqual({
      hoursEnd: 'Opening time must be before closing time',
    });
    expect(validateBusinessForm({ ...form, name: 'Bella', hoursStart: '', hoursEnd: '' })).toEqual({
      hoursStart: 'Enter an opening time',
      hoursEnd: 'Enter a closing time',
    });
  });

  it('sends the fields trimmed, without the SMS choices it does not show', () => {
    const form = toBusinessForm(undefined, 'UTC');
    expect(toBusinessUpdate({ ...form, name: ' Bella ', address: ' 1 Elm ' })).toEqual({
      name: 'Bella',
      timezone: 'UTC',
      hours: { start: '09:00', end: '18:00' },
      address: '1 Elm',
      ownerPhone: '',
      frontDeskPhone: '',
    });
  });

  it("puts the server's messages on the form's fields", () => {
    expect(
      businessErrorsFromServer({
        'hours.start': 'Use a time like 09:00',
        hours: 'Opening time must be before closing time',
        x: 'y',
      }),
    ).toEqual({
      hoursStart: 'Use a time like 09:00',
      hoursEnd: 'Opening time must be before closing time',
    });
  });
});
