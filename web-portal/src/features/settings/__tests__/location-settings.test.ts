import { describe, expect, it } from 'vitest';
import { savedSettings } from '../../../testing/salon';
import { locationErrorsFromServer } from '../utils/location-settings';
import { toBusinessWideUpdate, toFormValues } from '../utils/settings-form';

describe('locationErrorsFromServer', () => {
  it("puts each message under its field, a weekday's under the week and a closure's under its date", () => {
    expect(
      locationErrorsFromServer({
        frontDeskPhone: 'Please enter a valid phone number',
        Monday: 'must close after it opens',
        Friday: 'enter when it opens and closes',
        'closures.1.date': 'Closure date must be a date (yyyy-mm-dd)',
        closures: '2030-12-25 is listed twice: one closure a day',
        somethingElse: 'not shown',
      }),
    ).toEqual({
      frontDeskPhone: 'Please enter a valid phone number',
      week: 'Monday: must close after it opens; Friday: enter when it opens and closes',
      'closures.1.date': 'Closure date must be a date (yyyy-mm-dd)',
      closures: '2030-12-25 is listed twice: one closure a day',
    });
  });
});

describe('toBusinessWideUpdate', () => {
  it("sends the business's fields as typed over the first location's as saved, its phone restyled for a new country", () => {
    const saved = { ...savedSettings, frontDeskPhone: '+16465550144' };
    const typed = { ...toFormValues(saved), name: ' Bella Group ', address: 'typed elsewhere', country: 'ES' };
    const update = toBusinessWideUpdate(typed, saved);
    expect(update).toMatchObject({
      name: 'Bella Group',
      address: '12 Main St',
      timezone: 'America/New_York',
      country: 'ES',
      frontDeskPhone: '+1 646 555 0144',
      week: savedSettings.week,
    });
  });
});
